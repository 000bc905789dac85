import { delay, http, HttpResponse } from "msw";
import { partnerPageHandlers } from "../partner-pages/partnerPageHandlers.ts";
import { COUNTRIES, LOCATIONS, MANAGERS, MEETINGS } from "./locationFixtures.ts";
import type { CompanyLocation, CompanyLocationInput, Manager } from "./locationTypes.ts";

const conflict = () =>
  HttpResponse.json(
    {
      error: {
        code: "CONFLICT",
        message: "The record changed since it was opened. Reload it and try again.",
        fields: { updatedAt: "is stale" },
      },
    },
    { status: 409 },
  );

/** The page answer for the list's query (search, country, active; sort by name). */
function page(rows: readonly CompanyLocation[], url: URL) {
  const filters = JSON.parse(url.searchParams.get("filters") ?? "{}") as { search?: string; country?: string; active?: boolean };
  const matching = rows.filter(
    (row) =>
      (!filters.search || row.name.toLowerCase().includes(filters.search.toLowerCase())) &&
      (!filters.country || row.address.country?.code === filters.country) &&
      (filters.active === undefined || row.active === filters.active),
  );
  const direction = url.searchParams.get("direction") === "desc" ? -1 : 1;
  const list = [...matching].sort((a, b) => a.name.localeCompare(b.name) * direction);
  return {
    list,
    total: list.length,
    totalIsEstimate: false,
    filterable: {
      countries: [
        { property: "NL", name: "Netherlands", count: rows.filter((r) => r.address.country?.code === "NL").length },
        { property: "SE", name: "Sweden", count: 0 },
      ],
      active: [
        { property: "true", count: rows.filter((r) => r.active).length },
        { property: "false", count: rows.filter((r) => !r.active).length },
      ],
    },
  };
}

/** The location as the server answers a save: derived parts kept, a fresh concurrency token. */
function saved(stored: CompanyLocation | undefined, input: CompanyLocationInput, id: number): CompanyLocation {
  const base = stored ?? { ...LOCATIONS[1]!, partnerPage: null, fullSlug: "" };
  const country = COUNTRIES.find((c) => c.code === input.address.country?.code);
  return {
    ...base,
    ...input,
    id,
    locationType: input.locationType ?? null,
    address: {
      ...base.address,
      ...input.address,
      id: base.address.id,
      country: country ? { id: country.id, code: country.code, name: country.name } : null,
      displayAddress: base.address.displayAddress,
    },
    geographicArea: base.geographicArea,
    partnerPage: base.partnerPage,
    fullSlug: base.fullSlug,
    weeklyOpeningHours: input.weeklyOpeningHours ?? base.weeklyOpeningHours,
    timeSchemas: input.timeSchemas ?? [],
    openingHourDeviations: input.openingHourDeviations ?? [],
    isVividusRetailer: input.isVividusRetailer ?? false,
    showOpeningHours: input.showOpeningHours ?? true,
    active: input.active ?? true,
    shouldRetrieveCatalogRequests: input.shouldRetrieveCatalogRequests ?? true,
    updatedAt: new Date(Date.parse(base.updatedAt) + 60_000).toISOString(),
  };
}

/**
 * msw handlers of the location screens with their own copy of the fixtures, so writes show in
 * later reads (a changed type, a removed manager). Specific paths come before /:id.
 */
export function locationHandlers() {
  let rows = LOCATIONS.map((row) => ({ ...row }));
  let managers: Manager[] = [...MANAGERS];
  const replace = (next: CompanyLocation) => {
    rows = rows.map((row) => (row.id === next.id ? next : row));
    return HttpResponse.json(next);
  };
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const notFound = () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "Location not found." } }, { status: 404 });

  return [
    http.get("*/rest/company/locations/get-by-page", ({ request }) => HttpResponse.json(page(rows, new URL(request.url)))),
    http.get("*/rest/company/geocode", ({ request }) => {
      const city = new URL(request.url).searchParams.get("city");
      if (city === "Nowhere") return HttpResponse.json({ status: "ZERO_RESULTS", results: [] });
      return HttpResponse.json({
        status: "OK",
        results: [
          {
            latitude: 52.370216,
            longitude: 4.895168,
            precision: "zipCode",
            label: "1012 NX Amsterdam, Netherlands",
            source: "postalCodes",
          },
          { latitude: 52.3676, longitude: 4.9041, precision: "locality", label: "Amsterdam, Netherlands", source: "postalCodes" },
        ],
      });
    }),
    ...partnerPageHandlers,
    http.get("*/rest/company/locations/:id/managers", () => HttpResponse.json(managers)),
    http.post("*/rest/company/locations/:id/managers", async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      if (managers.some((m) => m.email === email))
        return HttpResponse.json({ success: false, manager: null, message: "The e-mail already manages this location." });
      const manager = { id: 600 + managers.length, firstname: null, lastname: null, fullname: "-", email };
      managers = [...managers, manager];
      return HttpResponse.json({ success: true, manager, message: null });
    }),
    http.delete("*/rest/company/locations/:id/managers", ({ request }) => {
      const contactId = Number(new URL(request.url).searchParams.get("contactId"));
      managers = managers.filter((m) => m.id !== contactId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post("*/rest/company/locations/:id/update-customer-number", async ({ request, params }) => {
      const stored = find(params.id);
      if (!stored) return notFound();
      const { customerNumber } = (await request.json()) as { customerNumber: string | null };
      return replace({ ...stored, customerNumber });
    }),
    http.get("*/rest/company/locations/:id", ({ params }) => {
      const stored = find(params.id);
      return stored ? HttpResponse.json(stored) : notFound();
    }),
    http.patch("*/rest/company/locations/:id", async ({ request, params }) => {
      const stored = find(params.id);
      if (!stored) return notFound();
      await delay(100);
      const { locationType } = (await request.json()) as { locationType: CompanyLocation["locationType"] };
      return replace({ ...stored, locationType });
    }),
    http.put("*/rest/company/locations/:id", async ({ request, params }) => {
      const stored = find(params.id);
      if (!stored) return notFound();
      const input = (await request.json()) as CompanyLocationInput;
      if (input.updatedAt !== stored.updatedAt) return conflict();
      await delay(100);
      return replace(saved(stored, input, stored.id));
    }),
    http.post("*/rest/company/locations", async ({ request }) => {
      const input = (await request.json()) as CompanyLocationInput;
      const created = saved(undefined, input, 99);
      rows = [...rows, created];
      return HttpResponse.json(created);
    }),
    http.get("*/rest/location/countries", () => HttpResponse.json(COUNTRIES)),
    http.get("*/rest/meeting/booked-visits", () => HttpResponse.json(MEETINGS)),
  ];
}

/** Answers that fail: a 503 for the list, and for every write. */
export const failingHandlers = {
  list: http.get("*/rest/company/locations/get-by-page", () =>
    HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is not available." } }, { status: 503 }),
  ),
  save: http.put("*/rest/company/locations/:id", () =>
    HttpResponse.json(
      {
        error: {
          code: "VALIDATION",
          message: "address.zipCode is not a zip code of the country.",
          fields: { "address.zipCode": "is not a zip code of NL" },
        },
      },
      { status: 400 },
    ),
  ),
  type: http.patch("*/rest/company/locations/:id", () =>
    HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "down" } }, { status: 503 }),
  ),
  customerNumber: http.post("*/rest/company/locations/:id/update-customer-number", () =>
    HttpResponse.json({ error: { code: "VALIDATION", message: "bad" } }, { status: 400 }),
  ),
  stale: http.put("*/rest/company/locations/:id", () => conflict()),
  deletePartnerPage: http.delete("*/rest/company/locations/partner-pages/:id", () =>
    HttpResponse.json({ error: { code: "NOT_FOUND", message: "Partner page not found." } }, { status: 404 }),
  ),
};
