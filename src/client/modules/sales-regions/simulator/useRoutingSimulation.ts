import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RuleTestInput } from "../../catalog/catalogTypes.ts";
import { fetchRoutingRules, ruleTestFailure } from "../../catalog/useRuleTests.ts";
import { explainRouting, type RoutingExplanation } from "./routingExplanation.ts";

export type SimulationState =
  | { kind: "idle" }
  | { kind: "running"; input: RuleTestInput }
  | { kind: "done"; input: RuleTestInput; explanation: RoutingExplanation }
  | { kind: "failed"; input: RuleTestInput; message: string };

/**
 * The routing simulator's runs: the server's rule test (testCatalogRouting, the routing the
 * server sends requests by, nothing sent) explained. The last run wins: clicks on the map in
 * quick succession each start one, and only the latest one's answer shows.
 */
export function useRoutingSimulation(): { state: SimulationState; run(input: RuleTestInput & { zipCode: string }): Promise<void> } {
  const { t } = useTranslation();
  const [state, setState] = useState<SimulationState>({ kind: "idle" });
  const latest = useRef(0);
  const run = useCallback(
    async (input: RuleTestInput & { zipCode: string }) => {
      const mine = ++latest.current;
      setState({ kind: "running", input });
      try {
        const rules = await fetchRoutingRules(input);
        if (mine === latest.current) setState({ kind: "done", input, explanation: explainRouting(rules, input.zipCode) });
      } catch (error) {
        // Spec part 2 section 8: the server's message, 'Unknown error' without an error body.
        if (mine === latest.current) setState({ kind: "failed", input, message: ruleTestFailure(error, t) });
      }
    },
    [t],
  );
  return { state, run };
}
