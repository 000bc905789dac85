import type { QueryCreator } from "kysely";
import type { DB, Row } from "../../db/schema.ts";
import { toJoinedLocationRef, type JoinedLocationColumns } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";

export type QuoteDetail = AnswerOf<"getQuote">;
export type QuoteRowAnswer = AnswerOf<"listQuotesByStatus">["list"][number];
type QuoteLine = QuoteDetail["lines"][number];

/** A quotes row with its location (and that one's country), if it still exists. */
export type QuoteRow = JoinedLocationColumns &
  Pick<Row<"quotes">, "id" | "status" | "customer_name1" | "customer_country" | "payload" | "created_time"> & {
    location_id: number | null;
  };

/** The wide rows of quotes not deleted (filter them by q.id). */
export function selectQuotes(db: QueryCreator<DB>) {
  return db
    .selectFrom("quotes as q")
    .leftJoin("company_locations as l", "l.id", "q.location_id")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .where("q.deleted_at", "is", null)
    .select([
      "q.id",
      "q.status",
      "q.customer_name1",
      "q.customer_country",
      "q.payload",
      "q.created_time",
      // From the location itself: null when it is gone.
      "l.id as location_id",
      "l.name as location_name",
      "l.street as location_street",
      "l.zip_code as location_zip_code",
      "l.city as location_city",
      "k.code as location_country_code",
      "k.name as location_country_name",
    ])
    .$castTo<QuoteRow>();
}

export function toQuote(row: QuoteRow): QuoteRowAnswer {
  return {
    id: row.id,
    createdTime: new Date(row.created_time).toISOString(),
    customerName1: row.customer_name1,
    customerCountry: row.customer_country,
    status: row.status,
    location: toJoinedLocationRef(row.location_id, row),
  };
}

/**
 * The quote with the rest of it from its payload (as the order platform sent it): each field
 * taken only when it has the contract's type, so an odd payload shows as empty fields rather
 * than as an answer the contract does not allow.
 */
export function toQuoteDetail(row: QuoteRow): QuoteDetail {
  const p = payloadOf(row);
  return {
    ...toQuote(row),
    reference: str(p.reference, 35),
    customerName2: str(p.customerName2, 200),
    customerStreet: str(p.customerStreet, 300),
    customerZipCode: str(p.customerZipCode, 20),
    customerCity: str(p.customerCity, 200),
    customerEmail: str(p.customerEmail, 254),
    customerTelephone: str(p.customerTelephone, 50),
    deliveryDate: typeof p.deliveryDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(p.deliveryDate) ? p.deliveryDate : null,
    currency: typeof p.currency === "string" && /^[A-Z]{3}$/.test(p.currency) ? p.currency : null,
    totalAmount: typeof p.totalAmount === "number" && p.totalAmount >= 0 ? p.totalAmount : null,
    lines: (Array.isArray(p.lines) ? p.lines : []).flatMap((line): QuoteLine[] => {
      const l = line as Record<string, unknown>;
      if (!l || typeof l !== "object") return [];
      const lineNumber = l.lineNumber;
      const productCode = str(l.productCode, 35);
      if (typeof lineNumber !== "number" || !Number.isInteger(lineNumber) || lineNumber < 1 || lineNumber > 9999) return [];
      if (productCode === null || typeof l.quantity !== "number" || l.quantity < 0 || l.quantity > 1_000_000) return [];
      return [
        {
          lineNumber,
          productCode,
          description: str(l.description, 500),
          quantity: l.quantity,
          unit: str(l.unit, 3) ?? "PCE",
          unitPrice: typeof l.unitPrice === "number" && l.unitPrice >= 0 ? l.unitPrice : null,
          properties: (Array.isArray(l.properties) ? l.properties : []).flatMap((prop) => {
            const pr = prop as Record<string, unknown>;
            const code = str(pr?.code, 100);
            const value = str(pr?.value, 500);
            return code === null || value === null ? [] : [{ code, displayName: str(pr.displayName, 200), value }];
          }),
        },
      ];
    }),
  };
}

function payloadOf(row: QuoteRow): Record<string, unknown> {
  const raw: unknown = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

function str(value: unknown, maxLength: number): string | null {
  return typeof value === "string" ? value.slice(0, maxLength) : null;
}
