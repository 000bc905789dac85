import { Switch } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { CoverageGapsPanel } from "../coverage-gaps/CoverageGapsPanel.tsx";
import { RoutingSimulator } from "../simulator/RoutingSimulator.tsx";

export interface MapToolsProps {
  country: { id: number; code: string };
  /** The zip code of the area last clicked on the map: the simulator runs for it. */
  clickedZipCode: string | null;
  /** Whether the coverage-gaps layer (and its list) is shown. */
  showGaps: boolean;
  onShowGapsChange(show: boolean): void;
}

/**
 * The map dialog's tools under its handler list (issue 15): the coverage-gaps layer's switch
 * with the gaps' count, list and CSV, and the routing simulator, run for the area clicked on the
 * map (a click assigns only with a location and a type chosen; it always simulates).
 */
export function MapTools({ country, clickedZipCode, showGaps, onShowGapsChange }: MapToolsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        checked={showGaps}
        label={t("salesRegions.mapDialog.gaps.show")}
        onChange={(event) => onShowGapsChange(event.currentTarget.checked)}
      />
      {showGaps && <CoverageGapsPanel area={{ kind: "country", id: country.id }} />}
      <RoutingSimulator countryCode={country.code} zipCode={clickedZipCode} />
    </>
  );
}
