import { useEffect, useState } from "react";
import type { StyleSpecification } from "maplibre-gl";
import { loadCountries } from "./countries.ts";
import { configuredStyleUrl, offlineStyle } from "./offlineStyle.ts";

/** The map's style: the configured URL, else the offline basemap once its countries are loaded (null until then). */
export function useMapStyle(): { style: StyleSpecification | string | null; failed: boolean } {
  const url = configuredStyleUrl();
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (url) return;
    let live = true;
    loadCountries().then(
      (countries) => live && setStyle(offlineStyle(countries)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return { style: url ?? style, failed };
}
