import { Callout, Classes, H5, Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { AREA_TYPE_LABELS, MATCH_TYPE_LABELS } from "./catalogLabels.ts";
import type { RoutingRule } from "./catalogTypes.ts";
import type { RuleTestState } from "./ruleTestOutcome.ts";

/** A rule test's outcome: in progress, no match (with why, if it failed), or the matching rules. */
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
      {state?.kind === "matched" && (
        <>
          <H5>{t("catalog.ruleTest.matches", { levels: state.levels })}</H5>
          <ul className={Classes.LIST_UNSTYLED} style={{ display: "grid", gap: 8 }}>
            {state.rules.map((rule, index) => (
              <RuleItem key={`${rule.matchType}-${rule.location?.id ?? rule.email ?? index}`} rule={rule} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function RuleItem({ rule }: { rule: RoutingRule }) {
  const { t } = useTranslation();
  return (
    <li>
      <strong>{rule.location?.name ?? t("catalog.ruleTest.fallbackEmail")}</strong>{" "}
      <Tag minimal>{t(MATCH_TYPE_LABELS[rule.matchType])}</Tag>{" "}
      {rule.areaType && <Tag minimal intent={rule.areaType === "contractArea" ? "primary" : "none"}>{t(AREA_TYPE_LABELS[rule.areaType])}</Tag>}
      {rule.location && <div className={Classes.TEXT_MUTED}>{rule.location.address.displayAddress}</div>}
      {rule.email && <div className={Classes.TEXT_MUTED}>{rule.email}</div>}
    </li>
  );
}
