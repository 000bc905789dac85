import { cleanup, render, screen, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { expect } from "vitest";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { testI18n } from "./i18n.ts";
import { ScreenTestProviders } from "./ScreenTestProviders.tsx";

/** A table story from composeStories: its loaders read the screen's config. */
type TableStory = { load(): Promise<void> };

/** Renders a screen table's story (its loaders run first) with what the shell provides; texts default to the engine's. */
export async function show(story: TableStory, i18n: I18n = testI18n) {
  await story.load();
  const Story = story as unknown as () => ReactElement;
  render(
    <ScreenTestProviders i18n={i18n}>
      <Story />
    </ScreenTestProviders>,
  );
}

/** The column headings as read. */
export const columnHeadings = () => screen.getAllByRole("columnheader").map((heading) => heading.textContent);

/** Each row's cell texts, below the headings' row. */
export const rowTexts = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

/** Checks that the shown table heads a column per column of the screen's YAML, in order, and gives its config. */
export async function expectConfigColumns(resource: string, i18n: I18n = testI18n): Promise<ScreenConfig> {
  const config = await loadScreenConfig(resource);
  expect(columnHeadings()).toEqual(config.columns.map((column) => i18n.t(column.labelKey)));
  return config;
}

/** Checks the loading story says 'Loading…' and the failing one says `failure`. */
export async function expectLoadingAndFailure(loading: TableStory, failing: TableStory, failure: string, i18n: I18n = testI18n) {
  await show(loading, i18n);
  expect(screen.getByText("Loading…")).toBeTruthy();
  cleanup();
  await show(failing, i18n);
  expect(screen.getByText(failure)).toBeTruthy();
}
