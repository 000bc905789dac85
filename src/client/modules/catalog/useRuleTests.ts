import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { isApiErrorBody } from "../../api/errors.ts";
import type { RoutingRule, RuleTestInput } from "./catalogTypes.ts";
import { testOutcome, type RuleTestState } from "./ruleTestOutcome.ts";

export interface RuleTests {
  /** The last test of a catalog request, if any. */
  stateOf(orderId: number): RuleTestState | undefined;
  /**
   * Tests an address for a request. While that request's test runs, another call is ignored
   * (no second request) and answers the running one.
   */
  run(orderId: number, input: RuleTestInput): Promise<void>;
}

/** Routes an address on the server without sending anything (testCatalogRouting): every matching rule, best first. */
export async function fetchRoutingRules(input: RuleTestInput): Promise<RoutingRule[]> {
  return answerOf(await api.POST("/rest/catalog/test", { body: input })).result;
}

/** Spec section 8: a failed test shows the server's message; without an error body, 'Unknown error'. */
export function ruleTestFailure(error: unknown, t: (key: string) => string): string {
  return isApiErrorBody(error) ? error.error.message : t("catalog.ruleTest.unknownError");
}

/** Rule tests per catalog request (spec part 1 section 4), kept for the visit. */
export function useRuleTests(): RuleTests {
  const { t } = useTranslation();
  const [states, setStates] = useState<ReadonlyMap<number, RuleTestState>>(new Map());
  // A ref, not state: two clicks in one tick both see the first one's test.
  const running = useRef(new Map<number, Promise<void>>());
  const set = (orderId: number, state: RuleTestState) => setStates((current) => new Map(current).set(orderId, state));

  const run = useCallback(
    (orderId: number, input: RuleTestInput) => {
      const inFlight = running.current.get(orderId);
      if (inFlight) return inFlight;
      set(orderId, { kind: "testing", input });
      const test = fetchRoutingRules(input)
        .then((rules) => set(orderId, testOutcome(input, rules)))
        // A failed test shows as no match, with why.
        .catch((error: unknown) => set(orderId, { kind: "noMatch", input, error: ruleTestFailure(error, t) }))
        .finally(() => running.current.delete(orderId));
      running.current.set(orderId, test);
      return test;
    },
    [t],
  );

  const stateOf = useCallback((orderId: number) => states.get(orderId), [states]);
  return { stateOf, run };
}
