// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import * as tables from "../../screens/testing/tableStoryTests.tsx";
import * as stories from "./PurgeLogTable.stories.tsx";

const { Loading, Empty, LoadError, Success } = composeStories(stories);

// The screen's texts live with this module (locales/), so the app's merged texts, not the engine's.
const i18n = createTestI18n("en");

describe("the purge log screen's table", () => {
  it("shows a column per column of screens/purge-log.screen.yaml, read-only", async () => {
    await tables.show(Empty, i18n);
    const config = await tables.expectConfigColumns("purgeLog", i18n);
    expect(tables.columnHeadings()).toEqual(["Purged", "Target", "Purge code", "Status", "Purged by", "CDN answer"]);
    expect(screen.getByText("No purges match.")).toBeTruthy();
    expect(config.rowActions ?? []).toEqual([]);
    expect(config.pageSize).toBe(100);
  });

  it("heads its columns and says it is empty in Swedish", async () => {
    await tables.show(Empty, createTestI18n("sv_SE"));
    expect(tables.columnHeadings()).toEqual(["Rensad", "Mål", "Rensningskod", "Status", "Rensad av", "CDN:ens svar"]);
    expect(screen.getByText("Inga rensningar matchar.")).toBeTruthy();
  });

  it("shows loading and the load failure", async () => {
    await tables.expectLoadingAndFailure(Loading, LoadError, "Could not retrieve the purge log", i18n);
  });

  it("shows each purge newest first, times in Stockholm, statuses by name, who purged", async () => {
    await tables.show(Success, i18n);
    expect(tables.rowTexts()).toEqual([
      ["2026-03-02 10:15", "Main site", "100001", "Logged only", "Åsa Öberg", ""],
      ["2026-03-01 13:00", "translations", "100004", "Sent", "Erik Berg", '200 {"estimatedSeconds":5}'],
      // An account since deleted and a purge logged before codes were kept show empty cells.
      ["2026-02-28 09:30", "Image manager", "", "Failed", "", "503 Service Unavailable"],
    ]);
    expect(screen.getByRole("columnheader", { name: /Purged$/ }).getAttribute("aria-sort")).toBe("descending");
  });
});
