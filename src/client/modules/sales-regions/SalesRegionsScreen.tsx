import { useState } from "react";
import { Button, Callout, Card, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { RuleTestDialog } from "../catalog/RuleTestDialog.tsx";
import { useRuleTests } from "../catalog/useRuleTests.ts";
import { AreaDetails } from "./AreaDetails.tsx";
import { CountryPanel } from "./CountryPanel.tsx";
import { CountrySelect } from "./CountrySelect.tsx";
import { CoverageGapsPanel } from "./coverage-gaps/CoverageGapsPanel.tsx";
import { MapSlot } from "./MapSlot.tsx";
import { RegionSearchBlock } from "./RegionSearchBlock.tsx";
import { RegionTreeView } from "./RegionTreeView.tsx";
import { StatisticsBars } from "./StatisticsBars.tsx";
import { useSalesRegionsScreen } from "./useSalesRegionsScreen.ts";

// The catalog order test dialog of this screen is one test, not one per catalog request.
const RULE_TEST_ID = 0;

/** Sales regions (spec part 2 section 2, 'Region Managers'): a country's regions, zip codes, handlers and coverage. */
export function SalesRegionsScreen() {
  const { t } = useTranslation();
  const screen = useSalesRegionsScreen();
  const { countries, country, writes, treeState, selectedRegion, selectedZip } = screen;
  const ruleTests = useRuleTests();
  const [isTesting, setTesting] = useState(false);
  const countryLabel = countries.groups.flatMap((g) => g.countries).find((c) => c.id === countries.countryId)?.label ?? country?.name ?? "";
  const statisticsTitle = selectedRegion
    ? t("salesRegions.statistics.of", { name: selectedRegion.name })
    : t("salesRegions.statistics.of", { name: countryLabel });

  return (
    <section aria-labelledby="sales-regions-title" style={{ padding: 16 }}>
      <div style={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 12, marginBottom: 12 }}>
        <h2 id="sales-regions-title" style={{ margin: 0, flex: 1 }}>
          {t("salesRegions.title")}
        </h2>
        <CountrySelect
          groups={countries.groups}
          value={countries.countryId}
          onChange={countries.choose}
          showRest={countries.showRest}
          onShowRest={countries.revealRest}
          disabled={countries.isLoading}
        />
        <Button icon="path-search" text={t("salesRegions.ruleTest.open")} disabled={!country} onClick={() => setTesting(true)} />
      </div>
      {countries.isError && (
        <Callout intent="danger" role="alert">
          {t("salesRegions.countries.loadFailed")}
        </Callout>
      )}
      {countries.countryId === null ? (
        <NonIdealState icon="globe" description={t("salesRegions.countries.chooseHint")} />
      ) : screen.isCountryLoading ? (
        <Spinner />
      ) : screen.isCountryError || !country ? (
        <Callout intent="danger" role="alert">
          {t("salesRegions.countries.countryLoadFailed")}
        </Callout>
      ) : (
        <div
          style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 360px), 1fr))", alignItems: "start" }}
        >
          <Card style={{ display: "grid", gap: 12 }}>
            <RegionSearchBlock
              term={screen.search.term}
              onTermChange={screen.search.setTerm}
              rows={screen.search.rows}
              isRunning={screen.search.isRunning}
              canSearch={screen.search.canSearch}
              onSearch={() => void screen.search.search()}
              onOpen={(row) => void screen.openAt(row)}
            />
            {(country.regions ?? []).length === 0 ? (
              <NonIdealState icon="map" description={t("salesRegions.tree.noRegions")} />
            ) : (
              <RegionTreeView
                state={treeState}
                label={t("salesRegions.tree.label", { country: countryLabel })}
                onActivate={(target) => void screen.activate(target)}
                onToggle={(target) => void screen.toggle(target)}
              />
            )}
          </Card>
          <div style={{ display: "grid", gap: 16 }}>
            <Card>
              <StatisticsBars bars={screen.statistics.bars} title={statisticsTitle} />
              {screen.statisticsArea && <CoverageGapsPanel area={{ kind: screen.statisticsArea.areaType, id: screen.statisticsArea.id }} />}
              <MapSlot country={country} treeState={treeState} onAssigned={screen.onMapAssigned} />
            </Card>
            <Card>
              {selectedRegion || selectedZip ? (
                <>
                  <Button
                    variant="minimal"
                    icon="arrow-left"
                    text={t("salesRegions.details.backToCountry", { name: countryLabel })}
                    onClick={screen.clearSelection}
                  />
                  <AreaDetails
                    area={selectedRegion ? { kind: "region", region: selectedRegion } : { kind: "zipCode", zipCode: selectedZip! }}
                    countryCode={country.code}
                    isBusy={writes.isBusy(
                      selectedRegion ? { kind: "region", id: selectedRegion.id } : { kind: "zipCode", id: selectedZip!.id },
                    )}
                    isFlipping={writes.isFlipping(
                      selectedRegion ? { kind: "region", id: selectedRegion.id } : { kind: "zipCode", id: selectedZip!.id },
                    )}
                    onToggleWorkingArea={(area, current) => void writes.toggleWorkingArea(area, current)}
                    onAddHandler={(area, location) => void writes.addHandler(area, location)}
                    onRemoveHandler={(area, handler) => void writes.removeHandler(area, handler)}
                  />
                </>
              ) : (
                <CountryPanel
                  country={country}
                  name={countryLabel}
                  isBusy={writes.isBusy({ kind: "country", id: country.id })}
                  onAddHandler={(location) => void writes.addHandler({ kind: "country", id: country.id }, location)}
                  onRemoveHandler={(handler) => void writes.removeHandler({ kind: "country", id: country.id }, handler)}
                  fallback={screen.fallback}
                />
              )}
            </Card>
          </div>
        </div>
      )}
      {isTesting && country && (
        <RuleTestDialog
          order={{ id: RULE_TEST_ID, zipCode: selectedZip?.zipCode ?? null, region: selectedRegion?.name ?? null, country: country.code }}
          state={ruleTests.stateOf(RULE_TEST_ID)}
          onRun={(input) => void ruleTests.run(RULE_TEST_ID, input)}
          onClose={() => setTesting(false)}
        />
      )}
    </section>
  );
}
