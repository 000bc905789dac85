// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadScreenConfig } from "../../screens/registry.ts";
import { testI18n } from "../../screens/testing/i18n.ts";
import { ScreenTestProviders } from "../../screens/testing/ScreenTestProviders.tsx";
import * as stories from "./OutboxTable.stories.tsx";

const { Loading, Empty, LoadError, Success } = composeStories(stories);

afterEach(cleanup);

async function show(story: { load(): Promise<void> }) {
  await story.load();
  const Story = story as unknown as () => React.ReactElement;
  render(
    <ScreenTestProviders>
      <Story />
    </ScreenTestProviders>,
  );
}

describe("the outbox screen's table", () => {
  it("shows a column per column of screens/outbox.screen.yaml", async () => {
    const config = await loadScreenConfig("outbox");
    await show(Empty);
    const headings = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headings).toEqual(config.columns.map((c) => testI18n.t(c.labelKey)));
    expect(headings).toEqual(["Created", "To", "Subject", "Sent", "Attempts", "Error"]);
    expect(screen.getByText("No mails match.")).toBeTruthy();
  });

  it("shows loading and the load failure", async () => {
    await show(Loading);
    expect(screen.getByText("Loading…")).toBeTruthy();
    cleanup();
    await show(LoadError);
    expect(screen.getByText("Could not retrieve the outbox")).toBeTruthy();
  });

  it("shows each mail newest first, times in Stockholm, unsent ones without a sent time", async () => {
    await show(Success);
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(4);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(1)).toEqual([
      "2026-03-02 10:15",
      "centrum@example.test",
      "Katalogbeställning #17 från Åsa Öberg, 211 22 Malmö",
      "",
      "0",
      "",
    ]);
    expect(cells(2)).toEqual([
      "2026-03-01 13:00",
      "skane@example.test",
      "Katalogbeställning #16 från Erik Berg, 222 20 Lund",
      "2026-03-01 13:00",
      "1",
      "",
    ]);
    expect(cells(3)).toEqual([
      "2026-02-28 09:30",
      "gone@example.test",
      "Catalog request #15 from Anna Holm, 2100 København",
      "",
      "1",
      "550 5.1.1 No such user",
    ]);
    expect(screen.getByRole("columnheader", { name: /Created/ }).getAttribute("aria-sort")).toBe("descending");
  });
});
