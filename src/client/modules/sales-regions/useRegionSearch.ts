import { useState } from "react";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";
import { canSearch, createSearchRunner } from "./regionSearch.ts";
import type { RegionSearchRow } from "./salesRegionTypes.ts";

/** The search block of a country: its term, whether it runs, its rows (spec part 2 section 2); a new country starts it afresh. */
export function useRegionSearch(countryCode: string | null) {
  // Term and rows belong to the country they were typed and found in.
  const [kept, setKept] = useState<{ code: string | null; term: string; rows: RegionSearchRow[] | null }>({
    code: null,
    term: "",
    rows: null,
  });
  const current = kept.code === countryCode ? kept : { code: countryCode, term: "", rows: null };
  const [isRunning, setRunning] = useState(false);
  const [runner] = useState(() => createSearchRunner(setRunning));

  async function search() {
    if (!countryCode) return;
    const outcome = await runner.run(current.term, async (searchTerm) =>
      answerOf(await api.GET("/rest/region-search", { params: { query: { countryCode, searchTerm } } })),
    );
    if (outcome.kind === "done") setKept((k) => ({ ...k, code: countryCode, rows: outcome.rows }));
    // Spec part 2 section 8: a failed search shows the server's message.
    else if (outcome.kind === "failed") toast.error(apiErrorMessage(outcome.error, "salesRegions.search.failed"));
  }

  return {
    term: current.term,
    setTerm: (term: string) => setKept({ ...current, term }),
    rows: current.rows,
    isRunning,
    canSearch: countryCode !== null && canSearch(current.term, isRunning),
    search,
  };
}
