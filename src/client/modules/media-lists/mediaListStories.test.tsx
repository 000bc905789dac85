// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import type { RequestHandler } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";

// Every media table story renders with its own msw data, headed with its screen's title.
const files = import.meta.glob<Record<string, unknown>>("./*.stories.tsx", { eager: true });

const server = setupTestServer();
// Each story unmounted after its test: a table page answered after the file's DOM is gone would
// render into nothing and fail the run with an uncaught error.
afterEach(cleanup);

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
    expect(await screen.findByRole("heading", { name: /^Media: / }, { timeout: 10_000 })).toBeTruthy();
  });
});
