// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as tables from "../../screens/testing/tableStoryTests.tsx";
import * as stories from "./OutboxTable.stories.tsx";

const { Loading, Empty, LoadError, Success } = composeStories(stories);

describe("the outbox screen's table", () => {
  it("shows a column per column of screens/outbox.screen.yaml", async () => {
    await tables.show(Empty);
    await tables.expectConfigColumns("outbox");
    expect(tables.columnHeadings()).toEqual(["Created", "To", "Subject", "Sent", "Attempts", "Error"]);
    expect(screen.getByText("No mails match.")).toBeTruthy();
  });

  it("shows loading and the load failure", async () => {
    await tables.expectLoadingAndFailure(Loading, LoadError, "Could not retrieve the outbox");
  });

  it("shows each mail newest first, times in Stockholm, unsent ones without a sent time", async () => {
    await tables.show(Success);
    expect(tables.rowTexts()).toEqual([
      ["2026-03-02 10:15", "centrum@example.test", "Katalogbeställning #17 från Åsa Öberg, 211 22 Malmö", "", "0", ""],
      ["2026-03-01 13:00", "skane@example.test", "Katalogbeställning #16 från Erik Berg, 222 20 Lund", "2026-03-01 13:00", "1", ""],
      ["2026-02-28 09:30", "gone@example.test", "Catalog request #15 from Anna Holm, 2100 København", "", "1", "550 5.1.1 No such user"],
    ]);
    expect(screen.getByRole("columnheader", { name: /Created/ }).getAttribute("aria-sort")).toBe("descending");
  });
});
