import { http, HttpResponse } from "msw";
import { QUOTE_DETAIL, QUOTES, quotePage } from "../partnerOrderFixtures.ts";
import type { Quote } from "../partnerOrderTypes.ts";

/**
 * msw handlers of the quote tables' operations over a list of their own (a delete removes the
 * quote from it, as the server leaves deleted quotes out); each request is recorded for assertions.
 */
export function quoteHandlers(recorded: Request[] = [], quotes: Quote[] = [...QUOTES]) {
  const record = (request: Request) => void recorded.push(request.clone());
  return [
    http.get("*/partner-order/quote/table/:status", ({ request, params }) => {
      record(request);
      return HttpResponse.json(quotePage(quotes.map((q) => ({ ...q, status: params.status as Quote["status"] }))));
    }),
    http.get("*/partner-order/quote/view", ({ request }) => {
      record(request);
      const id = Number(new URL(request.url).searchParams.get("quoteId"));
      const quote = quotes.find((q) => q.id === id);
      return quote
        ? HttpResponse.json({ ...QUOTE_DETAIL, ...quote })
        : HttpResponse.json({ error: { code: "NOT_FOUND", message: "Quote not found." } }, { status: 404 });
    }),
    http.post("*/partner-order/quote/delete", async ({ request }) => {
      record(request);
      const { id } = (await request.json()) as { id: number };
      const at = quotes.findIndex((q) => q.id === id);
      if (at < 0) return HttpResponse.json({ error: { code: "NOT_FOUND", message: "Quote not found." } }, { status: 404 });
      quotes.splice(at, 1);
      return HttpResponse.json({ success: true });
    }),
    http.get("*/partner-order/quote/order-platform-link", ({ request }) => {
      record(request);
      const id = new URL(request.url).searchParams.get("quoteId");
      return HttpResponse.json({ url: `https://orders.vividus.example/quote/${id}` });
    }),
  ];
}

/** 'could not get quotes': the list fails without the contract's error body. */
export const failingQuoteListHandler = http.get("*/partner-order/quote/table/:status", () => new HttpResponse(null, { status: 502 }));

/** A delete the server answers without success: true. */
export const unconfirmedDeleteHandler = http.post("*/partner-order/quote/delete", () => HttpResponse.json({ success: false }));

/** A quote that cannot be read ('Unable to get quote'). */
export const failingViewHandler = http.get("*/partner-order/quote/view", () => new HttpResponse(null, { status: 502 }));
