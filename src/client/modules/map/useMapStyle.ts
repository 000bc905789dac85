import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { StyleSpecification } from "maplibre-gl";
import { frontendConfigQuery } from "../../app/frontendConfigQuery.ts";
import { loadCountries } from "./countries.ts";
import { offlineStyle } from "./offlineStyle.ts";

/**
 * The map's style: production tiles when the server is configured with one (MAP_STYLE_URL, given
 * by the frontend configuration, whose host the server's CSP then allows), else the offline
 * basemap once its countries are loaded; null until it is known which. The configuration is read
 * before the app shows (the session gate waits for it), so a map rarely waits here; if it cannot
 * be read, the offline basemap is drawn.
 */
export function useMapStyle(): { style: StyleSpecification | string | null; failed: boolean } {
  const config = useQuery(frontendConfigQuery());
  const url = config.data?.map.styleUrl ?? null;
  const useOffline = !url && !config.isPending;
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!useOffline) return;
    let live = true;
    loadCountries().then(
      (countries) => live && setStyle(offlineStyle(countries)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [useOffline]);
  return { style: url ?? (useOffline ? style : null), failed: useOffline && failed };
}
