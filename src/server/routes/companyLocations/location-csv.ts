import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import type { Row } from "../../db/schema.ts";
import { sendCsv, type CsvColumn } from "../csv-stream.ts";
import type { PageQuery } from "../paging.ts";
import { matchingLocations } from "./location-query.ts";

/** A location joined with its country's code and its partner page's name. */
type CsvRow = Pick<
  Row<"company_locations">,
  | "id"
  | "name"
  | "location_type"
  | "customer_number"
  | "active"
  | "phone"
  | "email"
  | "website"
  | "street"
  | "zip_code"
  | "city"
  | "city2"
  | "latitude"
  | "longitude"
  | "should_retrieve_catalog_requests"
  | "is_vividus_retailer"
> & { country_code: Row<"countries">["code"] | null; partner_page_name: Row<"partner_pages">["name"] | null };

/** The export's columns, in the contract's order (exportLocationsCsv). */
const COLUMNS: CsvColumn<CsvRow>[] = [
  { header: "id", value: (r) => r.id },
  { header: "name", value: (r) => r.name },
  { header: "locationType", value: (r) => r.location_type },
  { header: "customerNumber", value: (r) => r.customer_number },
  { header: "active", value: (r) => r.active },
  { header: "phone", value: (r) => r.phone },
  { header: "email", value: (r) => r.email },
  { header: "website", value: (r) => r.website },
  { header: "street", value: (r) => r.street },
  { header: "zipCode", value: (r) => r.zip_code },
  { header: "city", value: (r) => r.city },
  { header: "city2", value: (r) => r.city2 },
  { header: "country", value: (r) => r.country_code },
  { header: "latitude", value: (r) => r.latitude },
  { header: "longitude", value: (r) => r.longitude },
  { header: "partnerPage", value: (r) => r.partner_page_name },
  { header: "shouldRetrieveCatalogRequests", value: (r) => r.should_retrieve_catalog_requests },
  { header: "isVividusRetailer", value: (r) => r.is_vividus_retailer },
];

/** Every location matching the table's filters, in its order, streamed as CSV. */
export function exportLocations(database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">, reply: FastifyReply) {
  const { matching, column, direction } = matchingLocations(database.db, query);
  const rows = matching
    .leftJoin("partner_pages as p", "p.id", "l.partner_page_id")
    .select([
      "l.name",
      "l.location_type",
      "l.customer_number",
      "l.active",
      "l.phone",
      "l.email",
      "l.website",
      "l.street",
      "l.zip_code",
      "l.city",
      "l.city2",
      "k.code as country_code",
      "l.latitude",
      "l.longitude",
      "p.name as partner_page_name",
      "l.should_retrieve_catalog_requests",
      "l.is_vividus_retailer",
    ])
    .orderBy(column, direction)
    .orderBy("l.id", direction)
    .$castTo<CsvRow>();
  return sendCsv(reply, { db: database.db, query: rows, columns: COLUMNS, filename: "locations.csv" });
}
