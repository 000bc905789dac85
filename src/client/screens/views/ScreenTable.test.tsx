// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTable } from "../testing/fakeTable.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import * as stories from "./ScreenTable.stories.tsx";

const { Loading, Empty, LoadError, Success, SortedByNameDescending, ManyPagesWithEstimateAndExport } = composeStories(stories);

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
    expect(within(rows[1]!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["de", "Deutschland", "de", "Yes", "Startseite", "Edit"]);
    expect(within(rows[3]!).getAllByRole("cell")[3]!.textContent).toBe("No");
    expect(screen.getByRole("columnheader", { name: /Language code/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: "Front page" }).querySelector("button")).toBeNull();
    expect(screen.getByText("4 rows")).toBeTruthy();
  });

  it("clicking a sortable heading asks the table to toggle that column", async () => {
    const toggleSort = vi.fn();
    await show(SortedByNameDescending, { table: fakeTable({ toggleSort, state: { page: 1, sort: { field: "name", direction: "desc" }, filters: {} } }) });
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
    expect(link.getAttribute("href")).toBe(`/rest/company/locations/export-result-as-csv?sort=languageCode&direction=asc&filters=${encodeURIComponent('{"isActive":true}')}`);
    const checked = screen.getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    const busy = screen.getAllByRole("row").find((r) => r.getAttribute("aria-busy") === "true")!;
    expect(within(busy).queryByRole("button", { name: "Edit" })).toBeNull();
  });
});
