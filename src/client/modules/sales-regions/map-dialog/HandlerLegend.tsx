import { useTranslation } from "react-i18next";
import type { HandlerOnMap } from "./areaFeatures.ts";

export interface NamedHandler extends HandlerOnMap {
  name: string;
}

export interface HandlerLegendProps {
  level: number;
  handlers: readonly NamedHandler[];
}

/** The colour-coded handler list: each handler on the map at the level, in its map colour, with its number of regions. */
export function HandlerLegend({ level, handlers }: HandlerLegendProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sales-map-handlers-title" className="sales-map-handlers">
      <h3 id="sales-map-handlers-title">{t("salesRegions.mapDialog.handlers.title", { level })}</h3>
      {handlers.length === 0 ? (
        <p className="bp6-text-muted">{t("salesRegions.mapDialog.handlers.none")}</p>
      ) : (
        <ul aria-labelledby="sales-map-handlers-title">
          {handlers.map((handler) => (
            <li key={handler.id} data-handler-id={handler.id} data-color={handler.color}>
              <span className="sales-map-swatch" style={{ backgroundColor: handler.color }} aria-hidden="true" />
              <span className="sales-map-handler-name">{handler.name}</span>
              <span className="bp6-text-muted">{t("salesRegions.mapDialog.handlers.regions", { count: handler.regionCount })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
