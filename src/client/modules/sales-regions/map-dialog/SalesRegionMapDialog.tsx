import { useMemo, useState } from "react";
import { Dialog } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { collectionBounds } from "./areaFeatures.ts";
import { AreaMap } from "./AreaMap.tsx";
import { MapDialogPanel } from "./MapDialogPanel.tsx";
import { MapTools } from "./MapTools.tsx";
import type { AreaAssignResult } from "./mapDialogTypes.ts";
import { useGapPoints } from "./useGapPoints.ts";
import { useSalesRegionMap } from "./useSalesRegionMap.ts";
import "./mapDialog.css";

export interface SalesRegionMapDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The country shown: its id, its ISO code and its name in the UI language. */
  countryId: number;
  countryCode: string;
  countryName: string;
  /** After each saved assignment, with the server's answer (e.g. to patch the screen's region tree). */
  onAssigned?(result: AreaAssignResult): void;
}

/**
 * The full-screen sales-region map (spec part 2 sections 2, 4, 8, 9): a country's zip-code areas
 * coloured by handler at level 1, 2 or 3; with a location and a type chosen, a click assigns the
 * location to the clicked area's region. Escape or the close button closes it.
 */
export function SalesRegionMapDialog({ isOpen, onClose, countryId, countryCode, countryName, onAssigned }: SalesRegionMapDialogProps) {
  const { t } = useTranslation();
  const map = useSalesRegionMap(countryCode, onAssigned);
  const [showGaps, setShowGaps] = useState(false);
  const gapPoints = useGapPoints({ id: countryId, code: countryCode }, showGaps);
  const overlayLayers = useMemo(() => (gapPoints.layer ? [gapPoints.layer] : []), [gapPoints.layer]);
  const bounds = useMemo(() => collectionBounds(map.geo.data), [map.geo.data]);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t("salesRegions.mapDialog.title", { country: countryName })}
      className="sales-map-dialog"
      canOutsideClickClose={false}
    >
      <div className="sales-map-body">
        <MapDialogPanel
          level={map.level}
          onLevelChange={map.setLevel}
          type={map.type}
          onTypeChange={map.setType}
          locations={map.locations}
          homeCountry={countryCode}
          recentIds={map.recent}
          location={map.location}
          onLocationChange={map.setLocation}
          handlers={map.handlers}
          hint={map.hint}
          clicked={map.clicked}
          isMapLoading={map.geo.isLoading}
          isMapError={map.geo.isError}
          tools={
            <MapTools
              country={{ id: countryId, code: countryCode }}
              clickedZipCode={map.clicked?.zipCode ?? null}
              showGaps={showGaps}
              onShowGapsChange={setShowGaps}
            />
          }
        />
        <AreaMap
          label={t("salesRegions.mapDialog.map", { country: countryName })}
          areas={map.areas}
          outlines={map.outlines}
          overrides={map.overrides}
          bounds={bounds}
          fitKey={countryCode}
          onAreaClick={map.onAreaClick}
          overlayLayers={overlayLayers}
        />
      </div>
    </Dialog>
  );
}
