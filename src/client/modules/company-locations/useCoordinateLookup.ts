import { useState } from "react";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorCode } from "../../api/errors.ts";
import { geocodeOutcome, geocodeQuery, type GeocodeOutcome, type GeocodeResult } from "./geocodeLookup.ts";
import type { AddressDraft } from "./locationDraft.ts";

/** Where a lookup stands: not asked, asked without a country, running, or its outcome. */
export type LookupState = { kind: "idle" } | { kind: "needsCountry" } | { kind: "loading" } | GeocodeOutcome;

/**
 * The address's coordinate lookup (GET /rest/company/geocode): the best result fills the
 * coordinates at once; the others can be chosen instead. A call that fails without a status
 * reports its error code (or UNKNOWN_ERROR) as the reason.
 */
export function useCoordinateLookup(address: AddressDraft, onFound: (result: GeocodeResult) => void) {
  const [state, setState] = useState<LookupState>({ kind: "idle" });
  async function lookup() {
    const query = geocodeQuery(address);
    if (!query) {
      setState({ kind: "needsCountry" });
      return;
    }
    setState({ kind: "loading" });
    try {
      const outcome = geocodeOutcome(answerOf(await api.GET("/rest/company/geocode", { params: { query } })));
      setState(outcome);
      if (outcome.kind === "found") onFound(outcome.results[0]!);
    } catch (error) {
      setState({ kind: "failed", status: apiErrorCode(error) ?? "UNKNOWN_ERROR" });
    }
  }
  return { state, lookup };
}
