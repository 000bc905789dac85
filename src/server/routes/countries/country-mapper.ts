import type { Row } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type Country = AnswerOf<"getCountry">;

export type CountryRow = Pick<Row<"countries">, (typeof COUNTRY_COLUMNS)[number]>;

export const COUNTRY_COLUMNS = [
  "id",
  "code",
  "name",
  "name_sv",
  "is_key_market",
  "have_specific_sales_regions",
  "catalog_fallback_email",
  "handlers_are_temporary",
  "updated_at",
] as const;

/** A country as lists carry it (no regions, no handlers). */
export function toCountry(row: CountryRow): Country {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameSv: row.name_sv,
    isKeyMarket: row.is_key_market,
    haveSpecificSalesRegions: row.have_specific_sales_regions,
    catalogFallbackEmail: row.catalog_fallback_email,
    handlersAreTemporary: row.handlers_are_temporary,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
