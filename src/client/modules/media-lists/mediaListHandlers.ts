import { http, HttpResponse } from "msw";
import { MEDIA_ORDERS, PERSON_DOWNLOADS } from "./mediaListFixtures.ts";

const pageOf = <T>(rows: readonly T[], request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get("page") ?? 1);
  const count = Number(params.get("count") ?? 100);
  return { list: rows.slice((page - 1) * count, page * count), total: rows.length, totalIsEstimate: false };
};

/** msw handlers of the media History and Total Downloads tables (stories and tests), in the server's default order. */
export function mediaListHandlers(options: { orders?: typeof MEDIA_ORDERS; people?: typeof PERSON_DOWNLOADS } = {}) {
  const orders = options.orders ?? MEDIA_ORDERS;
  const people = options.people ?? PERSON_DOWNLOADS;
  const statuses = [...new Set(orders.map((o) => o.status))].map((status) => ({
    property: status,
    count: orders.filter((o) => o.status === status).length,
  }));
  return [
    http.get("*/rest/media/orders", ({ request }) => HttpResponse.json({ ...pageOf(orders, request), filterable: { status: statuses } })),
    http.get("*/rest/media/get-total-downloads-by-one-person", ({ request }) =>
      HttpResponse.json({ ...pageOf(people, request), filterable: {} }),
    ),
  ];
}

/** The tables' reads failing (the server is unavailable). */
export const mediaListsUnavailable = [
  http.get("*/rest/media/orders", () =>
    HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is unavailable." } }, { status: 503 }),
  ),
  http.get("*/rest/media/get-total-downloads-by-one-person", () =>
    HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is unavailable." } }, { status: 503 }),
  ),
];
