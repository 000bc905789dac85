import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import { ordersInterchange, type OrderParty, type OrdersEnvelope, type OrdersQuote } from "../../domain/edifact-orders.ts";
import type { QuoteDetail } from "./quote-mapper.ts";

/** The supplier named in every ORDERS message: the brand itself. */
export const EDIFACT_SUPPLIER = {
  id: "VIVIDUS",
  name: "Vividus AB",
  street: "Sibyllegatan 12",
  zipCode: "11442",
  city: "Stockholm",
  countryCode: "SE",
} as const;

/**
 * The quote's ORDERS interchange. The control reference is the quote's id (Q + id): a second
 * download of one quote carries the same reference, so the factory's duplicate check refuses
 * a quote ordered twice by mistake.
 */
export async function quoteEdifact(
  db: Kysely<DB>,
  quote: QuoteDetail,
  preparedAt: Date,
  /** The interchange ids (UNB) of the back office and the factory's order intake (config: EDIFACT_SENDER_ID, EDIFACT_RECIPIENT_ID). */
  parties: { sender: string; recipient: string },
): Promise<string> {
  const envelope: OrdersEnvelope = { ...parties, supplier: EDIFACT_SUPPLIER, preparedAt, controlReference: `Q${quote.id}` };
  const buyer = quote.location ? await buyerOf(db, quote.location.id) : null;
  try {
    return ordersInterchange(toOrdersQuote(quote, buyer), envelope);
  } catch (error) {
    // A quote the message cannot carry (a price of 10^15 or more): the quote's fault, not ours.
    if (error instanceof RangeError)
      throw badRequest(`The quote cannot be written as EDIFACT: ${error.message}`, { quoteId: error.message });
    throw error;
  }
}

function toOrdersQuote(quote: QuoteDetail, buyer: OrderParty | null): OrdersQuote {
  return {
    id: quote.id,
    reference: quote.reference,
    createdTime: new Date(quote.createdTime),
    deliveryDate: quote.deliveryDate,
    currency: quote.currency,
    buyer,
    deliveryParty: {
      name: quote.customerName1,
      name2: quote.customerName2,
      street: quote.customerStreet,
      zipCode: quote.customerZipCode,
      city: quote.customerCity,
      countryCode: quote.customerCountry,
    },
    lines: quote.lines,
  };
}

async function buyerOf(db: Kysely<DB>, locationId: number) {
  const row = await db
    .selectFrom("company_locations as l")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .select(["l.id", "l.name", "l.street", "l.zip_code", "l.city", "k.code"])
    .where("l.id", "=", locationId)
    .executeTakeFirst();
  if (!row) throw notFound("Location");
  return { id: String(row.id), name: row.name, street: row.street, zipCode: row.zip_code, city: row.city, countryCode: row.code };
}
