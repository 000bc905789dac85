import type { Quote } from "../partnerOrderTypes.ts";

/**
 * Where a quote's EDIFACT ORDERS message downloads (GET /partner-order/quote/edifact): opened in
 * a new window, so the browser's session cookie authorises it and the server's
 * Content-Disposition makes it a download.
 */
export function edifactHref(quoteId: Quote["id"]): string {
  return `/partner-order/quote/edifact?${new URLSearchParams({ quoteId: String(quoteId) })}`;
}

/** A delete counts only when the server says so (spec section 7: success is expected to be true). */
export function isConfirmedDelete(answer: unknown): boolean {
  return (answer as { success?: unknown } | null | undefined)?.success === true;
}

/** The customer's postal address on one line, parts the quote lacks left out. */
export function addressLine(quote: {
  customerStreet?: string | null;
  customerZipCode?: string | null;
  customerCity?: string | null;
}): string {
  const town = [quote.customerZipCode, quote.customerCity].filter(Boolean).join(" ");
  return [quote.customerStreet, town].filter(Boolean).join(", ");
}
