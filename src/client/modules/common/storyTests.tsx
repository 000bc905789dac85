import { composeStories } from "@storybook/react-vite";
import { render, type RenderResult } from "@testing-library/react";
import type { i18n } from "i18next";
import type { RequestHandler } from "msw";
import type { SetupServer } from "msw/node";
import type { ReactElement } from "react";
import { describe, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";

/** A story from composeStories: it renders itself, carries its msw handlers and runs its loaders. */
type ComposedStory = ((props?: object) => ReactElement) & {
  parameters?: { msw?: { handlers?: RequestHandler[] } };
  load(): Promise<void>;
};

type StoriesModule = Parameters<typeof composeStories>[0];

export interface ShowStoryOptions {
  /** Texts; default a fresh instance of the app's English ones (ShellTestProviders). */
  i18n?: i18n;
}

/**
 * Renders a story as a test case (stories double as tests): its msw handlers answer its calls,
 * its loaders have run, and the shell's providers stand around it. The client test setup
 * unmounts it after the test.
 */
export async function showStory(story: unknown, server: SetupServer, { i18n }: ShowStoryOptions = {}): Promise<RenderResult> {
  const Story = story as ComposedStory;
  server.use(...(Story.parameters?.msw?.handlers ?? []));
  await Story.load();
  return render(
    <ShellTestProviders i18n={i18n}>
      <Story />
    </ShellTestProviders>,
  );
}

/**
 * One test per story of each stories file (keyed by its name, as import.meta.glob gives them):
 * the story renders with its own msw data and `expectShown` waits for what it must show, so a
 * broken story fails CI, not only Storybook.
 */
export function testEveryStory(files: Record<string, unknown>, server: SetupServer, expectShown: (storyName: string) => Promise<unknown>) {
  describe.each(Object.entries(files))("%s", (_file, stories) => {
    it.each(Object.entries(composeStories(stories as StoriesModule)))("%s renders", async (name, story) => {
      await showStory(story, server);
      await expectShown(name);
    });
  });
}
