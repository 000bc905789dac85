import type { ReactNode } from "react";
import { Callout, Radio, RadioGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { LocationOption } from "../../catalog/catalogTypes.ts";
import { LocationChooser } from "../../catalog/LocationChooser.tsx";
import type { ClickHint } from "./clickDecision.ts";
import { HandlerLegend, type NamedHandler } from "./HandlerLegend.tsx";
import { AREA_TYPES, MAP_LEVELS, type AreaType, type MapLevel } from "./mapDialogTypes.ts";

/** The area last clicked, as the map draws it now. */
export interface ClickedAreaView {
  zipCode: string;
  /** Its region of the level, when the server named it. */
  regionName: string | null;
  /** Its fill colour on the map; "" for none. */
  color: string;
}

export interface MapDialogPanelProps {
  level: MapLevel;
  onLevelChange(level: MapLevel): void;
  type: AreaType | null;
  onTypeChange(type: AreaType): void;
  locations: readonly LocationOption[];
  homeCountry: string | null;
  recentIds: readonly number[];
  location: LocationOption | null;
  onLocationChange(location: LocationOption | null): void;
  handlers: readonly NamedHandler[];
  hint: ClickHint | null;
  clicked: ClickedAreaView | null;
  isMapLoading: boolean;
  isMapError: boolean;
  /**
   * TOOLS SLOT: drawn under the handler list. The sales-region screen plugs in its map tools
   * here (the routing simulator, the coverage-gaps panel), each built apart.
   */
  tools?: ReactNode;
}

/** The map dialog's side panel: level, type and location to assign, what a click needs, and the colour-coded handlers. */
export function MapDialogPanel(props: MapDialogPanelProps) {
  const { t } = useTranslation();
  const { level, type, hint, clicked } = props;
  return (
    <div className="sales-map-panel">
      <fieldset className="sales-map-fieldset">
        <legend>{t("salesRegions.mapDialog.level.label")}</legend>
        <RadioGroup
          inline
          selectedValue={String(level)}
          onChange={(event) => props.onLevelChange(Number(event.currentTarget.value) as MapLevel)}
        >
          {MAP_LEVELS.map((value) => (
            <Radio key={value} value={String(value)} label={t("salesRegions.mapDialog.level.option", { level: value })} />
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset className="sales-map-fieldset">
        <legend>{t("salesRegions.mapDialog.type.label")}</legend>
        <RadioGroup
          inline
          selectedValue={type ?? undefined}
          onChange={(event) => props.onTypeChange(event.currentTarget.value as AreaType)}
        >
          {AREA_TYPES.map((value) => (
            <Radio key={value} value={value} label={t(`salesRegions.mapDialog.type.${value}`)} />
          ))}
        </RadioGroup>
      </fieldset>
      <div>
        <label className="bp6-label" htmlFor="sales-map-location">
          {t("salesRegions.mapDialog.location.label")}
        </label>
        <LocationChooser
          locations={props.locations}
          homeCountry={props.homeCountry}
          recentIds={props.recentIds}
          value={props.location}
          onChange={props.onLocationChange}
          label={t("salesRegions.mapDialog.location.label")}
          inputId="sales-map-location"
          fill
        />
      </div>
      <div role="status" className="sales-map-status">
        {hint ? (
          <Callout intent="warning" compact>
            {t(`salesRegions.mapDialog.hints.${hint}`, { level })}
          </Callout>
        ) : props.location && type ? (
          <p className="bp6-text-muted">{t("salesRegions.mapDialog.hints.ready", { name: props.location.name })}</p>
        ) : null}
      </div>
      {clicked && (
        <p className="sales-map-clicked" data-zip-code={clicked.zipCode} data-color={clicked.color}>
          <span className="sales-map-swatch" style={{ backgroundColor: clicked.color || "transparent" }} aria-hidden="true" />
          {clicked.regionName
            ? t("salesRegions.mapDialog.clicked.inRegion", { zipCode: clicked.zipCode, region: clicked.regionName })
            : t("salesRegions.mapDialog.clicked.zipCode", { zipCode: clicked.zipCode })}
        </p>
      )}
      {props.isMapError ? (
        <Callout intent="danger" role="alert">
          {t("salesRegions.mapDialog.loadFailed")}
        </Callout>
      ) : props.isMapLoading ? (
        <p className="bp6-text-muted">{t("salesRegions.mapDialog.loading")}</p>
      ) : (
        <HandlerLegend level={level} handlers={props.handlers} />
      )}
      {props.tools && <div className="sales-map-tools">{props.tools}</div>}
    </div>
  );
}
