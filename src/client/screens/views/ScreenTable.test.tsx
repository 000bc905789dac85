// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTable } from "../testing/fakeTable.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import * as stories from "./ScreenTable.stories.tsx";

const { Loading, Empty, LoadError, Success, SortedByNameDescending, ManyPagesWithEstimateAndExport, WithHiddenColumn, OneColumnLeft } =
  composeStories(stories);

afterEach(cleanup);

async function show(story: { load(): Promise<void> } & ((props?: any) => any), props?: Record<string, unknown>) {
  await story.load();
  const Story = story as unknown as (props: Record<string, unknown>) => React.ReactElement;
  return render(
    <ScreenTestProviders>
      <Story {...props} />
    </ScreenTestProviders>,
  );
}

describe("ScreenTable stories", () => {
  it("Loading shows a spinner and no table", async () => {
    await show(Loading);
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("LoadError shows the catalogue's message with a retry", async () => {
    const refetch = vi.fn();
    await show(LoadError, { table: fakeTable({ rows: [], error: new Error("down"), refetch }) });
    expect(screen.getByText("Could not retrieve sites")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("Empty says no rows match", async () => {
    await show(Empty);
    expect(screen.getByText("No rows match.")).toBeTruthy();
    expect(screen.getByText("0 rows")).toBeTruthy();
  });

  it("Success shows the sites with formatted cells, the sort and row actions", async () => {
    await show(Success);
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["de", "Deutschland", "de", "Yes", "Startseite", ""]);
    // The row's actions are icon buttons named by their label, in a column pinned to the right.
    const edit = within(rows[1]!).getByRole("button", { name: "Edit" });
    expect(edit.getAttribute("title")).toBe("Edit");
    expect(edit.closest("td")!.classList.contains("screen-table-actions")).toBe(true);
    expect(within(rows[3]!).getAllByRole("cell")[3]!.textContent).toBe("No");
    expect(screen.getByRole("columnheader", { name: /Language code/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: "Front page" }).querySelector("button")).toBeNull();
    expect(screen.getByText("4 rows")).toBeTruthy();
  });

  it("clicking a sortable heading asks the table to toggle that column", async () => {
    const toggleSort = vi.fn();
    await show(SortedByNameDescending, {
      table: fakeTable({ toggleSort, state: { page: 1, sort: { field: "name", direction: "desc" }, filters: {} } }),
    });
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(screen.getByRole("button", { name: /Slug/ }));
    expect(toggleSort).toHaveBeenCalledWith("slug");
  });

  it("shows an estimated total with ≈, paging, a busy row, selection and the CSV link", async () => {
    await show(ManyPagesWithEstimateAndExport);
    expect(screen.getByText("≈ 123,456 rows")).toBeTruthy();
    expect(screen.getByText("Page 2 of 1235")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous page" }).hasAttribute("disabled")).toBe(false);
    const link = screen.getByText("Export as CSV").closest("a")!;
    expect(link.getAttribute("href")).toBe(
      `/rest/company/locations/export-result-as-csv?sort=languageCode&direction=asc&filters=${encodeURIComponent('{"isActive":true}')}`,
    );
    const checked = screen.getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    const busy = screen.getAllByRole("row").find((r) => r.getAttribute("aria-busy") === "true")!;
    expect(within(busy).queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("marks a page being read again with a bar above the rows, not by dimming them (their contrast holds)", async () => {
    await show(Success, { table: fakeTable({ isFetching: true }) });
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy();
    expect(screen.getByRole("table").style.opacity).toBe("");
    expect(document.querySelector(".screen-table")!.getAttribute("aria-busy")).toBe("true");
    cleanup();
    await show(Success);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("gives each column its width, so a narrow window scrolls the table instead of squeezing it", async () => {
    await show(Success);
    const widths = Array.from(document.querySelectorAll("col"), (col) => (col as HTMLElement).style.width);
    // Five columns of the sites screen by format (text, text, text, boolean, text) and the actions.
    expect(widths).toEqual(["120px", "120px", "120px", "72px", "120px", "40px"]);
    expect(screen.getByRole("table").style.minWidth).toBe("592px");
  });

  it("leaves out the columns the user hid, and the chooser says how many", async () => {
    await show(WithHiddenColumn);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Language code", "Name", "Active", "Front page", ""]);
    expect(
      within(screen.getAllByRole("row")[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["de", "Deutschland", "Yes", "Startseite", ""]);
    expect(screen.getByRole("button", { name: "Columns (1 hidden)" })).toBeTruthy();
  });

  it("shows and hides columns from the chooser's checkboxes", async () => {
    const toggle = vi.fn();
    const showAll = vi.fn();
    await show(WithHiddenColumn, {
      table: fakeTable({ columnChoice: { hidden: new Set(["slug"]), canToggle: () => true, toggle, showAll } }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Columns (1 hidden)" }));
    const chooser = await screen.findByRole("group", { name: "Shown columns" });
    const boxes = within(chooser).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      ["Language code", true],
      ["Name", true],
      ["Slug", false],
      ["Active", true],
      ["Front page", true],
    ]);
    fireEvent.click(within(chooser).getByRole("checkbox", { name: "Slug" }));
    expect(toggle).toHaveBeenCalledWith("slug");
    fireEvent.click(within(chooser).getByRole("checkbox", { name: "Name" }));
    expect(toggle).toHaveBeenLastCalledWith("name");
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(showAll).toHaveBeenCalledOnce();
  });

  it("keeps the last shown column: its checkbox is disabled and the chooser says why", async () => {
    await show(OneColumnLeft);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", ""]);
    fireEvent.click(screen.getByRole("button", { name: "Columns (4 hidden)" }));
    const chooser = await screen.findByRole("group", { name: "Shown columns" });
    expect((within(chooser).getByRole("checkbox", { name: "Name" }) as HTMLInputElement).disabled).toBe(true);
    expect((within(chooser).getByRole("checkbox", { name: "Slug" }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText("At least one column stays visible.")).toBeTruthy();
  });
});
