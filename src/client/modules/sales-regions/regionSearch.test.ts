import { describe, expect, it, vi } from "vitest";
import { canSearch, createSearchRunner } from "./regionSearch.ts";
import { searchRows } from "./salesRegionFixtures.ts";
import { searchRowText } from "./RegionSearchBlock.tsx";

describe("the search block", () => {
  it("never searches for an empty or blank term", async () => {
    const send = vi.fn(async () => searchRows);
    const runner = createSearchRunner();
    expect(await runner.run("", send)).toEqual({ kind: "blocked" });
    expect(await runner.run("   ", send)).toEqual({ kind: "blocked" });
    expect(send).not.toHaveBeenCalled();
    expect(canSearch("", false)).toBe(false);
    expect(canSearch("Malmö", true)).toBe(false);
    expect(canSearch("Malmö", false)).toBe(true);
  });

  it("sends one search at a time, the term trimmed, and reports when it runs", async () => {
    let answer!: (rows: typeof searchRows) => void;
    const send = vi.fn(() => new Promise<typeof searchRows>((resolve) => (answer = resolve)));
    const running = vi.fn();
    const runner = createSearchRunner(running);
    const first = runner.run(" Malmö ", send);
    expect(runner.isRunning()).toBe(true);
    expect(await runner.run("Lund", send)).toEqual({ kind: "blocked" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("Malmö");
    answer(searchRows);
    expect(await first).toEqual({ kind: "done", rows: searchRows });
    expect(running.mock.calls).toEqual([[true], [false]]);
    expect(runner.isRunning()).toBe(false);
  });

  it("answers a failure with its error and may search again", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce({ error: { code: "NOT_FOUND", message: "No country XX" } })
      .mockResolvedValue([]);
    const runner = createSearchRunner();
    expect(await runner.run("x", send)).toEqual({ kind: "failed", error: { error: { code: "NOT_FOUND", message: "No country XX" } } });
    expect(await runner.run("x", send)).toEqual({ kind: "done", rows: [] });
  });

  it("writes a hit as its region chain and zip code", () => {
    expect(searchRowText(searchRows[0]!)).toBe("Skåne › Malmö");
    expect(searchRowText(searchRows[1]!)).toBe("Skåne › Malmö › 211 21 Malmö");
  });
});
