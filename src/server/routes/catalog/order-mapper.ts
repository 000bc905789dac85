import type { Kysely, Transaction } from "kysely";
import type { DB, Row } from "../../db/schema.ts";
import { toJoinedLocationRef, type JoinedLocationColumns } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";

export type CatalogOrder = AnswerOf<"getCatalogOrder">;
export type CatalogOrderStatus = AnswerOf<"listCatalogOrderStatuses">[number];
type Db = Kysely<DB> | Transaction<DB>;

/** A catalog_orders row with its status and the location it was sent to (and that one's country). */
export type OrderRow = JoinedLocationColumns &
  Pick<
    Row<"catalog_orders">,
    | "id"
    | "firstname"
    | "lastname"
    | "email"
    | "phone"
    | "street"
    | "apartment_number"
    | "region"
    | "city"
    | "zip_code"
    | "country"
    | "offers"
    | "status_id"
    | "contact_id"
    | "location_notified_at"
    | "location_notified_to_email"
    | "location_notified_by_match_type"
    | "notified_location_id"
    | "error_message"
    | "created_date"
    | "updated_at"
  > & {
    status_code: Row<"catalog_order_statuses">["code"];
    status_name: Row<"catalog_order_statuses">["name"];
    status_sort_order: Row<"catalog_order_statuses">["sort_order"];
  };

/** Who asked and what for: the columns of a catalog request (as o) that the list and its mails both read. */
export const ORDER_CONTACT_COLUMNS = [
  "o.id",
  "o.firstname",
  "o.lastname",
  "o.email",
  "o.phone",
  "o.street",
  "o.apartment_number",
  "o.region",
  "o.city",
  "o.zip_code",
  "o.country",
  "o.offers",
] as const;

/** The wide rows of catalog requests (filter them by o.id). */
export function selectOrders(db: Db) {
  return db
    .selectFrom("catalog_orders as o")
    .innerJoin("catalog_order_statuses as s", "s.id", "o.status_id")
    .leftJoin("company_locations as l", "l.id", "o.notified_location_id")
    .leftJoin("countries as lc", "lc.id", "l.country_id")
    .select([
      ...ORDER_CONTACT_COLUMNS,
      "o.status_id",
      "s.code as status_code",
      "s.name as status_name",
      "s.sort_order as status_sort_order",
      "o.contact_id",
      "o.location_notified_at",
      "o.location_notified_to_email",
      "o.location_notified_by_match_type",
      "o.notified_location_id",
      "l.name as location_name",
      "l.street as location_street",
      "l.zip_code as location_zip_code",
      "l.city as location_city",
      "lc.code as location_country_code",
      "lc.name as location_country_name",
      "o.error_message",
      "o.created_date",
      "o.updated_at",
    ])
    .$castTo<OrderRow>();
}

export function toCatalogOrder(row: OrderRow): CatalogOrder {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    street: row.street,
    apartmentNumber: row.apartment_number,
    region: row.region,
    city: row.city,
    zipCode: row.zip_code,
    country: row.country,
    createdDate: iso(row.created_date),
    // Codes outside the contract's product list (none today) would fail the answer's schema.
    offers: (row.offers ?? []) as CatalogOrder["offers"],
    status: { id: row.status_id, code: row.status_code, name: row.status_name, sortOrder: row.status_sort_order },
    locationNotifiedAt: row.location_notified_at === null ? null : iso(row.location_notified_at),
    locationNotifiedToEmail: row.location_notified_to_email,
    locationNotifiedByMatchType: row.location_notified_by_match_type,
    notifiedLocation: toJoinedLocationRef(row.notified_location_id, row),
    errorMessage: row.error_message,
    contactId: row.contact_id,
    updatedAt: iso(row.updated_at),
  };
}

/** The statuses by sort order; the list is reference data from migration 0002. */
export async function loadStatuses(db: Db): Promise<CatalogOrderStatus[]> {
  const rows = await db.selectFrom("catalog_order_statuses").select(["id", "code", "name", "sort_order"]).orderBy("sort_order").execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, sortOrder: r.sort_order }));
}

function iso(value: Date | string): string {
  // pg gives Dates: no copy of each (three per request, a hundred requests per page).
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
