import { delay, http, HttpResponse } from "msw";
import { AMSTERDAM_PAGE, PARTNER_CANDIDATES, SITES } from "./partnerPageFixtures.ts";
import type { PartnerPage, PartnerPageInput } from "./partnerPageTypes.ts";

/** Echoes a saved page as the server answers it: site names filled in, a fresh concurrency token. */
function savedPage(input: PartnerPageInput, id: number, locations: PartnerPage["locations"]): PartnerPage {
  return {
    id,
    name: input.name,
    hostname: input.hostname,
    versions: (input.versions ?? []).map((v) => {
      const site = SITES.find((s) => s.id === v.site.id)!;
      return { site: { id: site.id, name: site.name, languageCode: site.languageCode }, name: v.name };
    }),
    locations,
    updatedAt: new Date().toISOString(),
  };
}

const names = new Map<number, string>([
  [1, "Vividus Store Amsterdam"],
  [2, "Slaapstudio Utrecht"],
  [3, "Droomhuis Rotterdam"],
]);
const locationsOf = (input: PartnerPageInput) => (input.locations ?? []).map((l) => ({ id: l.id, name: names.get(l.id) ?? `#${l.id}` }));

/** msw handlers of the partner page calls (stories and tests). */
export const partnerPageHandlers = [
  http.get("*/cms/sites", () => HttpResponse.json(SITES)),
  http.get("*/rest/company/locations/search-partner", ({ request }) => {
    const text = (new URL(request.url).searchParams.get("searchString") ?? "").toLowerCase();
    return HttpResponse.json(PARTNER_CANDIDATES.filter((l) => l.name.toLowerCase().includes(text)));
  }),
  http.get("*/rest/company/locations/:id/partner-pages/:pageId", ({ params }) =>
    Number(params.pageId) === AMSTERDAM_PAGE.id
      ? HttpResponse.json(AMSTERDAM_PAGE)
      : HttpResponse.json({ error: { code: "NOT_FOUND", message: "Partner page not found." } }, { status: 404 }),
  ),
  http.post("*/rest/company/locations/partner-pages", async ({ request }) => {
    await delay(200);
    const body = (await request.json()) as { partnerPage: PartnerPageInput; locationId: number };
    return HttpResponse.json(savedPage(body.partnerPage, 70, locationsOf(body.partnerPage)));
  }),
  http.put("*/rest/company/locations/partner-pages/:id", async ({ request, params }) => {
    await delay(200);
    const body = (await request.json()) as PartnerPageInput;
    return HttpResponse.json(savedPage(body, Number(params.id), locationsOf(body)));
  }),
  http.delete("*/rest/company/locations/partner-pages/:id", () => new HttpResponse(null, { status: 204 })),
];

/** A save refused because the host name is taken (409 with the field). */
export const hostnameTakenHandlers = [
  http.put("*/rest/company/locations/partner-pages/:id", () =>
    HttpResponse.json(
      {
        error: {
          code: "CONFLICT",
          message: "Another partner page already uses this host name.",
          fields: { hostname: "is already in use" },
        },
      },
      { status: 409 },
    ),
  ),
];
