import { useCallback, useMemo, useState } from "react";
import { Button, ButtonGroup, Callout, Card, FormGroup, H2, H3, InputGroup, Intent } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import type { Feature, Polygon } from "geojson";
import { useTranslation } from "react-i18next";
import { Popup, type MapLayerMouseEvent } from "react-map-gl/maplibre";
import { Link, useNavigate } from "react-router-dom";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { BaseMap } from "../map/BaseMap.tsx";
import { DrawControl, type DrawMode } from "../map/DrawControl.tsx";
import { MarkerLayer } from "../map/MarkerLayer.tsx";
import { markersOf } from "../map/markers.ts";
import { multiPolygonWkt } from "../map/wkt.ts";
import type { StoreOnMap } from "./geographicAreaTypes.ts";
import { itemsInside } from "./storesInside.ts";
import "./geographicAreas.css";

/** Spec part 1 section 9: the form's map opens on latitude 60, longitude 10 at zoom 5. */
export const AREA_MAP_VIEW = { latitude: 60, longitude: 10, zoom: 5 };
const LIST_PATH = "/app/geographic-areas";
const STORES_LAYER = "stores";
const DRAW_MODES: DrawMode[] = ["static", "polygon", "rectangle"];

/** The company locations list, found by the store's name (the spec's partner view is that list's dialog here). */
export function storePath(store: Pick<StoreOnMap, "name">): string {
  return `/app/company/locations?filters=${encodeURIComponent(JSON.stringify({ search: store.name }))}`;
}

const storeProperties = (store: StoreOnMap) => ({ id: store.id });

/**
 * The geographic area form (spec part 1 "Geographic areas"): the stores with coordinates as
 * markers whose popup links to the store, polygon and rectangle drawing only, the stores inside
 * what is drawn, a name, and save as a MULTIPOLYGON.
 */
export function GeographicAreaCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storesQuery = $api.useQuery("get", "/rest/company/locations", { params: { query: { filter: "with-coordinates" } } });
  const markers = useMemo(() => markersOf(storesQuery.data ?? [], (store) => store.address), [storesQuery.data]);
  const [mode, setMode] = useState<DrawMode>("static");
  const [shapes, setShapes] = useState<Feature<Polygon>[]>([]);
  const [clearKey, setClearKey] = useState(0);
  const [name, setName] = useState("");
  const [isSaving, setSaving] = useState(false);
  const [popupId, setPopupId] = useState<number | null>(null);
  const inside = useMemo(() => itemsInside(markers, shapes), [markers, shapes]);
  const popup = popupId === null ? undefined : markers.find((marker) => marker.item.id === popupId);
  const wkt = multiPolygonWkt(shapes);
  const canSave = name.trim() !== "" && wkt !== null && !isSaving;

  const onMapClick = useCallback(
    (event: MapLayerMouseEvent) => {
      if (mode !== "static") return;
      const id = event.features?.[0]?.properties?.id;
      setPopupId(typeof id === "number" ? id : null);
    },
    [mode],
  );

  async function save() {
    if (!canSave || wkt === null) return;
    setSaving(true);
    try {
      answerOf(await api.POST("/rest/location/geographic-areas", { body: { name: name.trim(), wktShape: wkt } }));
      toast.success(t("geographicAreas.messages.created"));
      void invalidateAfter(queryClient, "createGeographicArea");
      void navigate(LIST_PATH);
    } catch {
      toast.error(t("geographicAreas.messages.createFailed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="geographic-area-form-title" className="geographic-area-form">
      <H2 id="geographic-area-form-title">{t("geographicAreas.create.title")}</H2>
      {storesQuery.isError && <Callout intent={Intent.WARNING}>{t("geographicAreas.create.storesFailed")}</Callout>}
      <div className="geographic-area-form-bar">
        <FormGroup label={t("geographicAreas.fields.name")} labelFor="geographic-area-name" inline>
          <InputGroup id="geographic-area-name" value={name} maxLength={200} onValueChange={setName} />
        </FormGroup>
        <ButtonGroup role="group" aria-label={t("map.draw.tools")}>
          {DRAW_MODES.map((drawMode) => (
            <Button
              key={drawMode}
              icon={drawMode === "static" ? "hand" : drawMode === "polygon" ? "polygon-filter" : "square"}
              active={mode === drawMode}
              aria-pressed={mode === drawMode}
              onClick={() => {
                setPopupId(null);
                setMode(drawMode);
              }}
              text={t(`map.draw.${drawMode}`)}
            />
          ))}
          <Button icon="eraser" disabled={shapes.length === 0} onClick={() => setClearKey((key) => key + 1)} text={t("map.draw.clear")} />
        </ButtonGroup>
      </div>
      <div className="geographic-area-form-body">
        <BaseMap
          initialViewState={AREA_MAP_VIEW}
          label={t("geographicAreas.create.map")}
          height="calc(100vh - 260px)"
          interactiveLayerIds={[STORES_LAYER]}
          onClick={onMapClick}
        >
          <MarkerLayer id={STORES_LAYER} points={markers} propertiesOf={storeProperties} />
          <DrawControl mode={mode} onShapesChange={setShapes} clearKey={clearKey} />
          {popup && (
            <Popup
              longitude={popup.longitude}
              latitude={popup.latitude}
              anchor="bottom"
              onClose={() => setPopupId(null)}
              closeOnClick={false}
            >
              <Link to={storePath(popup.item)}>{popup.item.name}</Link>
              <div>{popup.item.address.displayAddress}</div>
            </Popup>
          )}
        </BaseMap>
        <Card className="geographic-area-form-stores" aria-labelledby="geographic-area-stores-title">
          <H3 id="geographic-area-stores-title">{t("geographicAreas.create.storesInside", { count: inside.length })}</H3>
          {shapes.length === 0 ? (
            <p>{t("geographicAreas.create.drawHint")}</p>
          ) : inside.length === 0 ? (
            <p>{t("geographicAreas.create.noStoresInside")}</p>
          ) : (
            <ul className="geographic-area-store-list">
              {inside.map((store) => (
                <li key={store.id}>
                  <Link to={storePath(store)}>{store.name}</Link>
                  <span className="geographic-area-store-address">{store.address.displayAddress}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div className="geographic-area-form-actions">
        <Button onClick={() => void navigate(LIST_PATH)} text={t("geographicAreas.create.cancel")} />
        <Button
          intent={Intent.PRIMARY}
          disabled={!canSave}
          loading={isSaving}
          onClick={() => void save()}
          text={t("geographicAreas.create.save")}
        />
      </div>
    </section>
  );
}
