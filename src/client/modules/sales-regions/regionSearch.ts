import type { RegionSearchRow } from "./salesRegionTypes.ts";

/** A search's outcome: its rows, refused (one runs or the term is empty), or failed. */
export type SearchOutcome = { kind: "done"; rows: RegionSearchRow[] } | { kind: "blocked" } | { kind: "failed"; error: unknown };

/** Whether the search block may search now (spec part 2 section 2: not while one runs, not for an empty term). */
export function canSearch(term: string, isRunning: boolean): boolean {
  return !isRunning && term.trim() !== "";
}

/** Sends a search (the trimmed term). */
export type SearchSender = (term: string) => Promise<RegionSearchRow[]>;

/**
 * The search block's runs: one at a time (set before the first await, so a double click sends
 * one request), an empty or blank term never sent. `onRunning` reports the state for the view.
 */
export function createSearchRunner(onRunning: (isRunning: boolean) => void = () => {}) {
  let isRunning = false;
  return {
    isRunning: () => isRunning,
    async run(term: string, send: SearchSender): Promise<SearchOutcome> {
      if (!canSearch(term, isRunning)) return { kind: "blocked" };
      isRunning = true;
      onRunning(true);
      try {
        return { kind: "done", rows: await send(term.trim()) };
      } catch (error) {
        return { kind: "failed", error };
      } finally {
        isRunning = false;
        onRunning(false);
      }
    },
  };
}
