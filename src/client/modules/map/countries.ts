import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
// Emitted as a file of its own and fetched from this server (never bundled into the JS).
import countriesUrl from "world-atlas/countries-50m.json?url";

let countries: Promise<FeatureCollection> | undefined;

/** The world's countries (Natural Earth 50m, world-atlas), fetched from the app's own files once. */
export function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Countries answered ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
    .catch((error: unknown) => {
      countries = undefined;
      throw error;
    });
  return countries;
}
