import type { AnswerOf } from "../types.ts";

export type Country = AnswerOf<"getCountry">;

export interface CountryRow {
  id: number;
  code: string;
  name: string;
  name_sv: string | null;
  is_key_market: boolean;
  have_specific_sales_regions: boolean;
  catalog_fallback_email: string | null;
  handlers_are_temporary: boolean;
  updated_at: Date;
}

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
