import { lazy, Suspense, useState } from "react";
import { Button, Callout, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { countryName } from "../../screens/controllers/formatCell.ts";
import type { AreaAssignResult } from "./map-dialog/mapDialogTypes.ts";
import { canDrawMaps } from "./map-dialog/webglSupport.ts";
import type { RegionTreeState } from "./regionTree.ts";
import type { Country } from "./salesRegionTypes.ts";

// Map code (maplibre, the dialog) loads only when the slot draws it: the screen's chunk has none.
const InlineRegionMap = lazy(() => import("./map-dialog/InlineRegionMap.tsx").then((m) => ({ default: m.InlineRegionMap })));
const SalesRegionMapDialog = lazy(() => import("./map-dialog/SalesRegionMapDialog.tsx").then((m) => ({ default: m.SalesRegionMapDialog })));

export interface MapSlotProps {
  country: Country | undefined;
  /** What the tree shows and has chosen (the map zooms to the choice, spec part 2 section 2). */
  treeState: RegionTreeState;
  /**
   * After each assignment saved in the map dialog, with the server's answer (the region, its
   * handlers and type): the screen's tree holds the regions it read, which the dialog's
   * invalidation does not reach.
   */
  onAssigned?(result: AreaAssignResult): void;
}

/**
 * The sales-region screen's map (issue 15): the country's map zoomed to what the tree chose,
 * and the button of the full-screen map dialog where stores are assigned to areas.
 */
export function MapSlot({ country, treeState, onAssigned }: MapSlotProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Asked once: a browser without WebGL cannot start maplibre, so it gets a notice instead.
  const [canDraw] = useState(canDrawMaps);
  if (!country) return null;
  const name = countryName(country.code, i18n.language?.replace("_", "-") || "sv-SE");
  return (
    <div style={{ display: "grid", gap: 8, minWidth: 0, marginTop: 12 }}>
      <div style={{ display: "flex", justifyContent: "flex-end" }}>
        <Button icon="map" text={t("salesRegions.mapDialog.open")} disabled={!canDraw} onClick={() => setOpen(true)} />
      </div>
      {!canDraw ? (
        <Callout intent="warning">{t("salesRegions.mapDialog.noWebGl")}</Callout>
      ) : (
        <Suspense fallback={<Spinner size={24} aria-label={t("map.loading")} />}>
          <InlineRegionMap treeState={treeState} label={t("salesRegions.mapDialog.inline.label", { country: name })} />
        </Suspense>
      )}
      {isOpen && (
        <Suspense fallback={<Spinner size={24} aria-label={t("map.loading")} />}>
          <SalesRegionMapDialog
            isOpen
            onClose={() => setOpen(false)}
            countryId={country.id}
            countryCode={country.code}
            countryName={name}
            onAssigned={onAssigned}
          />
        </Suspense>
      )}
    </div>
  );
}
