import { http, HttpResponse } from "msw";
import { accountHandlers } from "../accounts/accountHandlers.ts";
import { countries, groupTree, locations } from "./regionGroupFixtures.ts";

const country = (c: { id: number; code: string; name: string }) => ({
  ...c,
  nameSv: null,
  isKeyMarket: false,
  haveSpecificSalesRegions: false,
  catalogFallbackEmail: null,
  handlersAreTemporary: false,
});
const location = (l: { id: number; name: string }) => ({
  ...l,
  locationType: null,
  active: true,
  shouldRetrieveCatalogRequests: true,
  address: { id: l.id },
});

/** msw handlers for the region groups screen and its dialogs (stories and tests). */
export const regionGroupHandlers = [
  http.get("*/rest/region/group/tree", () => HttpResponse.json({ tree: groupTree })),
  http.get("*/rest/location/countries", () => HttpResponse.json(countries.map(country))),
  http.get("*/rest/company/locations", () => HttpResponse.json(locations.map(location))),
  http.post("*/rest/region/groups", async ({ request }) =>
    HttpResponse.json({
      id: Math.floor(Math.random() * 1e6),
      childGroups: [],
      handlesCountries: [],
      handlesLocations: [],
      ...((await request.json()) as object),
    }),
  ),
  http.patch("*/rest/region/groups/:id", async ({ request, params }) =>
    HttpResponse.json({
      id: Number(params.id),
      name: "x",
      childGroups: [],
      handlesCountries: [],
      handlesLocations: [],
      ...((await request.json()) as object),
    }),
  ),
  http.delete("*/rest/region/groups/:id", () => new HttpResponse(null, { status: 204 })),
  ...accountHandlers,
];
