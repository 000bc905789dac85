import { Callout, Classes, H5, Spinner, Tag } from "@blueprintjs/core";
import { TickIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useCountryNames } from "../common/countryNames.ts";
import { AREA_TYPE_LABELS } from "./catalogLabels.ts";
import type { RoutingRule } from "./catalogTypes.ts";
import type { RuleTestState } from "./ruleTestOutcome.ts";
import { bestMatchHeading, distanceText, matchLabel, receivingRule } from "./ruleTestWording.ts";

/** A rule test's outcome: in progress, no match (with why, if it failed), or the best matching rules and why they win. */
export function RuleTestResult({ state }: { state: RuleTestState | undefined }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" style={{ minHeight: 48 }}>
      {state?.kind === "testing" && (
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <Spinner size={16} />
          {t("catalog.ruleTest.testing")}
        </div>
      )}
      {state?.kind === "noMatch" && (
        <Callout intent="warning" title={t("catalog.ruleTest.noMatch")}>
          {state.error}
        </Callout>
      )}
      {state?.kind === "matched" && <MatchedRules levels={state.levels} rules={state.rules} />}
    </div>
  );
}

function MatchedRules({ levels, rules }: { levels: number; rules: RoutingRule[] }) {
  const { t } = useTranslation();
  const receiving = receivingRule(rules);
  return (
    <>
      <H5>{bestMatchHeading(rules, t)}</H5>
      <p className={Classes.TEXT_MUTED}>
        {distanceText(levels, t)} {t("catalog.ruleTest.why")}
      </p>
      <ul className={Classes.LIST_UNSTYLED} style={{ display: "grid", gap: 8 }}>
        {rules.map((rule, index) => (
          <RuleItem key={`${rule.matchType}-${rule.location?.id ?? rule.email ?? index}`} rule={rule} isReceiving={rule === receiving} />
        ))}
      </ul>
    </>
  );
}

/** One matching rule: the store (or fallback e-mail), what matched, its area type, address and e-mail. */
export function RuleItem({ rule, isReceiving }: { rule: RoutingRule; isReceiving: boolean }) {
  const { t } = useTranslation();
  // The server writes the address with the English country name; it shows in the UI's language.
  const countries = useCountryNames();
  return (
    <li>
      <strong>{rule.location?.name ?? t("catalog.ruleTest.fallbackEmail")}</strong> <Tag minimal>{matchLabel(rule, t)}</Tag>{" "}
      {rule.areaType && (
        <Tag minimal intent={rule.areaType === "contractArea" ? "primary" : "none"}>
          {t(AREA_TYPE_LABELS[rule.areaType])}
        </Tag>
      )}{" "}
      {isReceiving && (
        <Tag minimal intent="success" icon={<TickIcon />}>
          {t("catalog.ruleTest.receives")}
        </Tag>
      )}
      {rule.location && <div className={Classes.TEXT_MUTED}>{countries.address(rule.location.address)}</div>}
      <div className={Classes.TEXT_MUTED}>{rule.email ?? t("catalog.ruleTest.noEmail")}</div>
    </li>
  );
}
