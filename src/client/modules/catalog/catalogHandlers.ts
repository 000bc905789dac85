import { delay, http, HttpResponse } from "msw";
import { CATALOG_LOCATIONS, CATALOG_ORDERS, catalogStatus, STOCKHOLM_RULES } from "./catalogFixtures.ts";
import type { CatalogOrder, CatalogOrderSend, RuleTestInput } from "./catalogTypes.ts";

/** The list answer for some requests: filterable counts every request, as the server does. */
export function catalogPage(rows: CatalogOrder[] = CATALOG_ORDERS, { total = rows.length, totalIsEstimate = false } = {}) {
  const count = (values: Array<string | null>) =>
    [...new Set(values)].map((property) => ({ property, count: values.filter((v) => v === property).length }));
  return {
    list: rows,
    total,
    totalIsEstimate,
    filterable: {
      countries: count(CATALOG_ORDERS.map((o) => o.country)).map((entry) => ({ ...entry, name: entry.property })),
      // Not in workflow order: the screen orders them.
      status: count(CATALOG_ORDERS.map((o) => o.status.code))
        .reverse()
        .map((entry) => ({ ...entry, name: entry.property })),
    },
  };
}

/** The page a request asks for: filtered by status and country like the server (search left out). */
function answerPage(url: URL, page: ReturnType<typeof catalogPage>) {
  const filters = JSON.parse(url.searchParams.get("filters") ?? "{}") as Record<string, string>;
  const list = page.list.filter(
    (o) => (!filters.statusCode || o.status.code === filters.statusCode) && (!filters.countryCode || o.country === filters.countryCode),
  );
  return { ...page, list, total: list.length === page.list.length ? page.total : list.length };
}

/**
 * Rule tests by country, one per outcome: SE matches (zip code and region rules), NL matches
 * nothing, NO fails with the server's message, DE fails with no error body at all.
 */
async function ruleTest(input: RuleTestInput) {
  await delay(150);
  if (input.country === "SE") return HttpResponse.json({ result: STOCKHOLM_RULES });
  if (input.country === "NO")
    return HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is not reachable right now." } }, { status: 503 });
  if (input.country === "DE") return new HttpResponse(null, { status: 502 });
  return HttpResponse.json({ result: [] });
}

/** msw handlers of the catalog screen's operations; each request is recorded (cloned, bodies readable) for assertions. */
export function catalogHandlers(recorded: Request[] = [], page = catalogPage()) {
  const record = (request: Request) => void recorded.push(request.clone());
  return [
    http.get("*/rest/catalog/catalog-orders/get-by-page", ({ request }) => {
      record(request);
      return HttpResponse.json(answerPage(new URL(request.url), page));
    }),
    http.get("*/rest/catalog/catalog-orders/:id", ({ request, params }) => {
      record(request);
      const order = CATALOG_ORDERS.find((o) => o.id === Number(params.id));
      return order
        ? HttpResponse.json(order)
        : HttpResponse.json({ error: { code: "NOT_FOUND", message: "Catalog request not found." } }, { status: 404 });
    }),
    http.put("*/rest/catalog/catalog-orders/:id", async ({ request, params }) => {
      record(request);
      const body = (await request.json()) as Partial<CatalogOrder>;
      const order = CATALOG_ORDERS.find((o) => o.id === Number(params.id))!;
      return HttpResponse.json({
        ...order,
        ...body,
        status: order.status,
        notifiedLocation: order.notifiedLocation,
        updatedAt: new Date().toISOString(),
      });
    }),
    http.delete("*/rest/catalog/catalog-orders/:id", ({ request }) => {
      record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post("*/rest/catalog/test", async ({ request }) => {
      record(request);
      return ruleTest((await request.json()) as RuleTestInput);
    }),
    http.post("*/rest/catalog/send-multiple", async ({ request }) => {
      record(request);
      const pairs = (await request.json()) as CatalogOrderSend[];
      await delay(150);
      return HttpResponse.json(
        pairs.map(({ catalogOrderId, locationId }) => {
          const order = CATALOG_ORDERS.find((o) => o.id === catalogOrderId)!;
          const location = CATALOG_LOCATIONS.find((l) => l.id === locationId)!;
          return {
            ...order,
            status: catalogStatus("delivered"),
            locationNotifiedAt: new Date().toISOString(),
            locationNotifiedToEmail: location.email,
            locationNotifiedByMatchType: "manual",
            notifiedLocation: {
              id: location.id,
              name: location.name,
              address: {
                street: location.address.street,
                displayAddress: location.address.displayAddress,
                country: location.address.country,
              },
            },
          };
        }),
      );
    }),
    http.get("*/rest/company/locations", ({ request }) => {
      record(request);
      return HttpResponse.json(CATALOG_LOCATIONS);
    }),
  ];
}

/** A save refused because someone changed the request meanwhile (409 on the concurrency token). */
export const staleSaveHandler = http.put("*/rest/catalog/catalog-orders/:id", () =>
  HttpResponse.json(
    {
      error: {
        code: "CONFLICT",
        message: "The record changed since it was opened. Reload it and try again.",
        fields: { updatedAt: "is stale" },
      },
    },
    { status: 409 },
  ),
);

/** The list cannot be loaded. */
export const failingListHandler = http.get("*/rest/catalog/catalog-orders/get-by-page", () =>
  HttpResponse.json({ error: { code: "INTERNAL", message: "An unexpected error occurred." } }, { status: 500 }),
);
