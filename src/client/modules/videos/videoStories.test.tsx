// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import type { RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";

// Every video story renders with its own msw data and shows what it is about.
const files = import.meta.glob<Record<string, unknown>>("./*.stories.tsx", { eager: true });

const server = setupTestServer();

type ComposedStory = (() => ReactElement) & { parameters?: { msw?: { handlers?: RequestHandler[] } } };

describe.each(Object.entries(files))("%s", (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [string, ComposedStory][];
  it.each(stories)("%s renders", async (_name, Story) => {
    server.use(...(Story.parameters?.msw?.handlers ?? []));
    render(
      <ShellTestProviders>
        <Story />
      </ShellTestProviders>,
    );
    // The dialog's or the screen's heading with the video or the screen named.
    expect(await screen.findByRole("heading", { name: /^(Video: |Media: Videos)/ }, { timeout: 10_000 })).toBeTruthy();
  });
});
