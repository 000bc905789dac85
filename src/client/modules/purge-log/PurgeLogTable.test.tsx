// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { loadScreenConfig } from "../../screens/registry.ts";
import { ScreenTestProviders } from "../../screens/testing/ScreenTestProviders.tsx";
import * as stories from "./PurgeLogTable.stories.tsx";

const { Loading, Empty, LoadError, Success } = composeStories(stories);

afterEach(cleanup);

// The screen's texts live with this module (locales/), so the app's merged texts, not the engine's.
const i18n = createTestI18n("en");

async function show(story: { load(): Promise<void> }, texts = i18n) {
  await story.load();
  const Story = story as unknown as () => React.ReactElement;
  render(
    <ScreenTestProviders i18n={texts}>
      <Story />
    </ScreenTestProviders>,
  );
}

describe("the purge log screen's table", () => {
  it("shows a column per column of screens/purge-log.screen.yaml, read-only", async () => {
    const config = await loadScreenConfig("purgeLog");
    await show(Empty);
    const headings = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headings).toEqual(config.columns.map((c) => i18n.t(c.labelKey)));
    expect(headings).toEqual(["Purged", "Target", "Purge code", "Status", "Purged by", "CDN answer"]);
    expect(screen.getByText("No purges match.")).toBeTruthy();
    expect(config.rowActions ?? []).toEqual([]);
    expect(config.pageSize).toBe(100);
  });

  it("heads its columns and says it is empty in Swedish", async () => {
    await show(Empty, createTestI18n("sv_SE"));
    const headings = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headings).toEqual(["Rensad", "Mål", "Rensningskod", "Status", "Rensad av", "CDN:ens svar"]);
    expect(screen.getByText("Inga rensningar matchar.")).toBeTruthy();
  });

  it("shows loading and the load failure", async () => {
    await show(Loading);
    expect(screen.getByText("Loading…")).toBeTruthy();
    cleanup();
    await show(LoadError);
    expect(screen.getByText("Could not retrieve the purge log")).toBeTruthy();
  });

  it("shows each purge newest first, times in Stockholm, statuses by name, who purged", async () => {
    await show(Success);
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(4);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(1)).toEqual(["2026-03-02 10:15", "Main site", "100001", "Logged only", "Åsa Öberg", ""]);
    expect(cells(2)).toEqual(["2026-03-01 13:00", "translations", "100004", "Sent", "Erik Berg", '200 {"estimatedSeconds":5}']);
    // An account since deleted and a purge logged before codes were kept show empty cells.
    expect(cells(3)).toEqual(["2026-02-28 09:30", "Image manager", "", "Failed", "", "503 Service Unavailable"]);
    expect(screen.getByRole("columnheader", { name: /Purged$/ }).getAttribute("aria-sort")).toBe("descending");
  });
});
