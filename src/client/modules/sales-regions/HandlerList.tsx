import { useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useCountryNames } from "../common/countryNames.ts";
import type { LocationOption } from "../catalog/catalogTypes.ts";
import { LocationChooser } from "../catalog/LocationChooser.tsx";
import { useChoosableLocations } from "../catalog/useChoosableLocations.ts";
import type { Handler } from "./salesRegionTypes.ts";

export interface HandlerListProps {
  /** Accessible name and heading of the list, e.g. 'Handlers of Skåne'. */
  title: string;
  handlers: readonly Handler[];
  /** The handlers come from the region above (a zip code with none of its own). */
  isInherited?: boolean;
  /** Its locations head the chooser as 'Locations in {country}'. */
  homeCountry: string | null;
  isBusy: boolean;
  onAdd(location: Pick<Handler, "id" | "name">): void;
  onRemove(handler: Handler): void;
}

/** The handlers (company locations) of a country, region or zip code, with add and remove. */
export function HandlerList({ title, handlers, isInherited = false, homeCountry, isBusy, onAdd, onRemove }: HandlerListProps) {
  const { t } = useTranslation();
  const names = useCountryNames();
  const [choice, setChoice] = useState<LocationOption | null>(null);
  const choosable = useChoosableLocations(true);

  return (
    <section aria-label={title} style={{ marginBottom: 12 }}>
      <h4 style={{ margin: "0 0 6px" }}>
        {title} {isInherited && handlers.length > 0 && <Tag minimal>{t("salesRegions.handlers.inherited")}</Tag>}
      </h4>
      {handlers.length === 0 ? (
        <p className="bp6-text-muted">{t("salesRegions.handlers.none")}</p>
      ) : (
        <ul style={{ listStyle: "none", padding: 0, margin: "0 0 8px" }}>
          {handlers.map((handler) => (
            <li key={handler.id} style={{ display: "flex", alignItems: "center", gap: 8, padding: "2px 0" }}>
              <span style={{ flex: 1 }}>
                <strong>{handler.name}</strong> <span className="bp6-text-muted">{names.address(handler.address)}</span>
              </span>
              {!isInherited && (
                <Button
                  size="small"
                  variant="minimal"
                  icon="trash"
                  aria-label={t("salesRegions.handlers.remove", { name: handler.name })}
                  title={t("salesRegions.handlers.remove", { name: handler.name })}
                  disabled={isBusy}
                  onClick={() => onRemove(handler)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {/* The locations are read once for every list of the visit (cached for minutes). */}
      <div style={{ display: "flex", gap: 8 }}>
        <LocationChooser
          locations={choosable.locations}
          homeCountry={homeCountry}
          value={choice}
          onChange={setChoice}
          label={t("salesRegions.handlers.choose")}
          disabled={isBusy}
        />
        <Button
          icon="add"
          text={t("salesRegions.handlers.add")}
          disabled={isBusy || choice === null}
          onClick={() => {
            if (!choice) return;
            onAdd(choice);
            setChoice(null);
          }}
        />
      </div>
    </section>
  );
}
