import { useEffect, useState } from "react";
import { Button, Callout, Classes, FormGroup, H4, H6, InputGroup, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { RoutingRule } from "../../catalog/catalogTypes.ts";
import { RuleItem } from "../../catalog/RuleTestResult.tsx";
import { useCountryNames } from "../../common/countryNames.ts";
import type { Phrase, RoutingExplanation } from "./routingExplanation.ts";
import { simulationInput } from "./simulationInput.ts";
import { useRoutingSimulation, type SimulationState } from "./useRoutingSimulation.ts";

export interface RoutingSimulatorProps {
  /** The country whose routing is simulated (ISO code, e.g. "SE"); null while none is chosen (the panel says so and cannot run). */
  countryCode: string | null;
  /**
   * A zip code chosen elsewhere, e.g. the zip-code area clicked on the map: it fills the field and
   * runs the simulation each time it (or the country) changes. Null or absent: the field is typed.
   */
  zipCode?: string | null;
}

/**
 * The routing simulator (issue 15): type a zip code (or click one on the map) and see which store
 * a catalog request from there would go to, at which level and why, the next in line and the
 * matching stores skipped for lack of an e-mail address. The server routes it with the module it
 * routes requests by (testCatalogRouting), sending nothing.
 */
export function RoutingSimulator({ countryCode, zipCode }: RoutingSimulatorProps) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  const { state, run } = useRoutingSimulation();
  const [typed, setTyped] = useState(zipCode ?? "");
  // A problem shows once the user tried to run (or a zip code came from the map), not while typing.
  const [tried, setTried] = useState(Boolean(zipCode));
  // A zip code chosen on the map replaces what was typed (state adjusted while rendering, not in an effect).
  const [shownZipCode, setShownZipCode] = useState(zipCode);
  if (zipCode !== shownZipCode) {
    setShownZipCode(zipCode);
    if (zipCode) {
      setTyped(zipCode);
      setTried(true);
    }
  }
  const check = simulationInput(typed, countryCode);

  // ...and runs the simulation: a call to the server, the effect's job.
  useEffect(() => {
    const chosen = zipCode ? simulationInput(zipCode, countryCode) : null;
    if (chosen?.ok) void run(chosen.input);
  }, [zipCode, countryCode, run]);

  const submit = () => {
    setTried(true);
    if (check.ok) void run(check.input);
  };
  const problem = tried && !check.ok ? t(check.problem.key, check.problem.values) : undefined;
  return (
    <section aria-labelledby="routing-simulator-title" className="routing-simulator">
      <H4 id="routing-simulator-title">{t("salesRegions.simulator.title")}</H4>
      <p className={Classes.TEXT_MUTED}>{t("salesRegions.simulator.intro")}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        style={{ display: "flex", gap: 8, alignItems: "flex-start", flexWrap: "wrap" }}
      >
        <FormGroup
          label={t("salesRegions.simulator.zipCode")}
          labelFor="routing-simulator-zip"
          intent={problem ? "danger" : "none"}
          helperText={problem}
        >
          <InputGroup
            id="routing-simulator-zip"
            value={typed}
            maxLength={40}
            intent={problem ? "danger" : "none"}
            onValueChange={(value) => setTyped(value)}
          />
        </FormGroup>
        <FormGroup label={t("salesRegions.simulator.country")} labelFor="routing-simulator-country">
          <InputGroup
            id="routing-simulator-country"
            readOnly
            value={countryCode ? countries.country({ code: countryCode }) : t("salesRegions.simulator.noCountry")}
          />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          icon="path-search"
          text={t("salesRegions.simulator.run")}
          loading={state.kind === "running"}
          disabled={!countryCode}
          style={{ marginTop: 20 }}
        />
      </form>
      <SimulationResult state={state} />
    </section>
  );
}

function SimulationResult({ state }: { state: SimulationState }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" style={{ minHeight: 48 }}>
      {state.kind === "running" && (
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <Spinner size={16} />
          {t("salesRegions.simulator.running")}
        </div>
      )}
      {state.kind === "failed" && (
        <Callout intent="danger" title={t("salesRegions.simulator.failed")}>
          {state.message}
        </Callout>
      )}
      {state.kind === "done" && <Explanation explanation={state.explanation} />}
    </div>
  );
}

function Explanation({ explanation }: { explanation: RoutingExplanation }) {
  const { t } = useTranslation();
  const say = (phrase: Phrase) => t(phrase.key, phrase.values);
  const why = (
    <>
      <H6>{t("salesRegions.simulator.whyTitle")}</H6>
      <ul>
        {explanation.why.map((phrase) => (
          <li key={phrase.key}>{say(phrase)}</li>
        ))}
      </ul>
    </>
  );
  if (explanation.kind === "nobody")
    return (
      <>
        <Callout intent="warning" title={t("salesRegions.simulator.nobodyTitle")}>
          {why}
        </Callout>
        <RuleList title={t("salesRegions.simulator.skipped")} rules={explanation.skipped} />
      </>
    );
  const { receiving } = explanation;
  return (
    <>
      <Callout
        intent="success"
        title={
          receiving.location
            ? t("salesRegions.simulator.goesTo", { name: receiving.location.name })
            : t("salesRegions.simulator.goesToFallback")
        }
      >
        <div>{t("salesRegions.simulator.email", { email: receiving.email })}</div>
        <div>{t("salesRegions.simulator.level", { where: say(explanation.where) })}</div>
        {why}
      </Callout>
      <RuleList title={t("salesRegions.simulator.runnerUps")} rules={explanation.runnerUps} />
      <RuleList title={t("salesRegions.simulator.skipped")} rules={explanation.skipped} />
    </>
  );
}

function RuleList({ title, rules }: { title: string; rules: readonly RoutingRule[] }) {
  if (rules.length === 0) return null;
  return (
    <section aria-label={title} style={{ marginTop: 12 }}>
      <H6>{title}</H6>
      <ul className={Classes.LIST_UNSTYLED} style={{ display: "grid", gap: 8 }}>
        {rules.map((rule) => (
          <RuleItem key={`${rule.levels}-${rule.matchType}-${rule.location?.id ?? rule.email}`} rule={rule} isReceiving={false} />
        ))}
      </ul>
    </section>
  );
}
