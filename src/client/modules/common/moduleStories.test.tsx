// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderStory } from "./testing.tsx";
import { setupTestServer } from "./testServer.ts";

// Every story of the hand-written modules this file's neighbours own renders without throwing,
// with its own msw data: a broken story fails CI, not only Storybook.
const files = import.meta.glob<Record<string, unknown>>(["../{dashboard,accounts,region-groups}/*.stories.tsx"], { eager: true });

const server = setupTestServer();
beforeAll(() => {
  // happy-dom has no canvas: chart.js reports it and draws nothing.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe.each(Object.entries(files))("%s", (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it.each(stories)("%s renders", async (_name, Story) => {
    const { container } = renderStory(Story as Parameters<typeof renderStory>[0], server);
    // Dialogs render into a portal; everything else into the container.
    await new Promise((r) => setTimeout(r, 50));
    expect(container.innerHTML.length + document.body.innerHTML.length).toBeGreaterThan(0);
    expect(screen.queryByText(/Something went wrong when/)).toBeNull();
  });
});
