import { http, HttpResponse } from "msw";
import { coverageStoryHandlers } from "./coverage-gaps/coverageHandlers.ts";
import {
  allCountries,
  countriesWithLocations,
  countriesWithRequests,
  handlers,
  regionsById,
  searchRows,
  statistics,
  swedenCountry,
} from "./salesRegionFixtures.ts";

const locations = handlers.map((h) => ({
  ...h,
  locationType: "vividus_store",
  active: true,
  shouldRetrieveCatalogRequests: true,
  customerNumber: null,
  address: { ...h.address, id: h.id, zipCode: "211 34", city: "Malmö" },
}));

/** msw handlers for the sales-region screen (stories and tests). */
export const salesRegionHandlers = [
  http.get("*/rest/location/countries/where-catalog-request", () => HttpResponse.json(countriesWithRequests)),
  http.get("*/rest/location/countries/where-location", () => HttpResponse.json(countriesWithLocations)),
  http.get("*/rest/location/countries", () => HttpResponse.json(allCountries)),
  http.get("*/rest/location/countries/:id", () => HttpResponse.json(swedenCountry)),
  http.get("*/rest/region/:id", ({ params }) => {
    const region = regionsById[Number(params.id)];
    return region
      ? HttpResponse.json(region)
      : HttpResponse.json({ error: { code: "NOT_FOUND", message: "No such region" } }, { status: 404 });
  }),
  http.get("*/rest/region-search", () => HttpResponse.json(searchRows)),
  http.get("*/rest/area-statistics/:id", () => HttpResponse.json(statistics)),
  http.post("*/rest/:type/:id/working-area", async ({ request, params }) =>
    HttpResponse.json({ id: Number(params.id), ...((await request.json()) as { workingArea: boolean }) }),
  ),
  http.get("*/rest/company/locations", () => HttpResponse.json(locations)),
  ...coverageStoryHandlers.few,
];
