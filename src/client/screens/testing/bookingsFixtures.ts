import { http, HttpResponse } from "msw";

/**
 * Meeting bookings and newsletter subscriptions as their operations answer them (contract
 * MeetingBooking, NewsletterSubscription): the engine's tests of inline select cells, the detail
 * dialog and options read from an operation, and the two screens' stories.
 */
export const BOOKING_ROWS = [
  {
    id: 12,
    createdAt: "2026-03-02T09:15:00.000Z",
    firstname: "Åsa",
    lastname: "Öberg",
    email: "asa@customer.test",
    telephone: "+46 40 12 34 56",
    location: {
      id: 4,
      name: "Centrum Sängar",
      address: { street: "Södergatan 3", displayAddress: "Södergatan 3, 211 34 Malmö", country: { code: "SE", name: "Sweden" } },
    },
    status: "new",
    message: "Vi vill prova en kontinentalsäng.",
    updatedAt: "2026-03-02T09:15:00.000Z",
  },
  {
    id: 11,
    createdAt: "2026-03-01T12:00:00.000Z",
    firstname: "Jan",
    lastname: "de Vries",
    email: "jan@example.nl",
    telephone: null,
    location: null,
    status: "done",
    message: null,
    updatedAt: "2026-03-01T12:00:00.000Z",
  },
];

export type BookingRow = (typeof BOOKING_ROWS)[number];

/** A page of bookings with the filterable lists the server counts (every status, whatever the filters). */
export function bookingsPage(rows: readonly BookingRow[] = BOOKING_ROWS) {
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    list: rows,
    total: rows.length,
    totalIsEstimate: false,
    nextCursor: null,
    previousCursor: null,
    filterable: {
      countries: [{ property: "SE", name: "Sweden", count: 1 }],
      locations: [{ property: "4", name: "Centrum Sängar", count: 1 }],
      status: ["new", "done", "canceled"].map((property) => ({ property, name: null, count: count(property) })),
    },
  };
}

/**
 * msw handlers of the booking operations over a copy of the rows: a status update changes the
 * copy, so the reloaded list shows it; every request is recorded (writes cloned with their body).
 */
export function bookingsHandlers(requests: Request[] = [], rows: BookingRow[] = BOOKING_ROWS.map((r) => ({ ...r }))) {
  return [
    http.get("*/rest/meeting/booked-visits", ({ request }) => {
      requests.push(request);
      return HttpResponse.json(bookingsPage(rows));
    }),
    http.get("*/rest/meeting/booked-visits/:id", ({ request, params }) => {
      requests.push(request);
      const row = rows.find((r) => r.id === Number(params.id));
      return row
        ? HttpResponse.json(row)
        : HttpResponse.json({ error: { code: "NOT_FOUND", message: "Meeting booking not found" } }, { status: 404 });
    }),
    http.post("*/rest/meeting/booking/update-status", async ({ request }) => {
      requests.push(request.clone());
      const body = (await request.json()) as { bookingId: number; status: string };
      const row = rows.find((r) => r.id === body.bookingId);
      if (!row) return HttpResponse.json({ error: { code: "NOT_FOUND", message: "Meeting booking not found" } }, { status: 404 });
      row.status = body.status;
      return HttpResponse.json(row);
    }),
  ];
}

/** Subscriptions as GET /rest/newsletter/subscriptions/get-page answers them. */
export const SUBSCRIPTION_ROWS = [
  { id: 31, newsletter: { id: 1, code: "general" }, email: "anna@example.se", createdAt: "2026-02-10T08:00:00.000Z" },
  { id: 30, newsletter: { id: 2, code: "care" }, email: "erik@example.se", createdAt: "2026-02-09T16:45:00.000Z" },
];

/** The newsletters (GET /rest/newsletter/newsletters), ordered by code. */
export const NEWSLETTERS = [
  { id: 2, code: "care" },
  { id: 1, code: "general" },
  { id: 3, code: "partner" },
];

export function subscriptionsPage(rows = SUBSCRIPTION_ROWS) {
  return {
    list: rows,
    total: rows.length,
    totalIsEstimate: false,
    filterable: {
      newsletterCodes: [
        { property: "general", count: 1 },
        { property: "care", count: 1 },
      ],
    },
  };
}

/** msw handlers of the newsletter operations; each request is recorded. */
export function newsletterHandlers(requests: Request[] = []) {
  return [
    http.get("*/rest/newsletter/subscriptions/get-page", ({ request }) => {
      requests.push(request);
      return HttpResponse.json(subscriptionsPage());
    }),
    http.get("*/rest/newsletter/newsletters", ({ request }) => {
      requests.push(request);
      return HttpResponse.json(NEWSLETTERS);
    }),
  ];
}
