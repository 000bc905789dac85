import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import { sendCsvRecords, type CsvRecordsExport } from "../csv-stream.ts";
import type { PageQuery } from "../paging.ts";
import { listRequest, matchingOrders, orderedBy } from "./order-list-query.ts";

export const CATALOG_CSV_FILENAME = "catalog-requests.csv";

/**
 * The columns the contract's exportCatalogOrdersCsv names, in its order. The records themselves
 * are written by the database when a request is written (csv_line, migration 0010): times to
 * the second in Europe/Stockholm (REPORT_TIME_ZONE), the status's name, the store's name.
 */
export const CATALOG_CSV_HEADERS = [
  "id",
  "createdDate",
  "firstname",
  "lastname",
  "email",
  "phone",
  "street",
  "apartmentNumber",
  "region",
  "city",
  "zipCode",
  "country",
  "offers",
  "status",
  "locationNotifiedAt",
  "locationNotifiedToEmail",
  "locationNotifiedByMatchType",
  "notifiedLocation",
  "errorMessage",
] as const;

/**
 * Streams every request matching the list's filters, in the list's order, as CSV: the kept
 * records, by COPY on PostgreSQL (a million rows in seconds, flat memory), in batches on PGlite.
 */
export function exportCatalogOrders(reply: FastifyReply, database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  return sendCsvRecords(reply, catalogCsvExport(database, query));
}

/** The export of the requests matching the list's filters, in the list's order. */
export function catalogCsvExport(database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">): CsvRecordsExport {
  const { filters, ordering, direction } = listRequest(query);
  const records = orderedBy(matchingOrders(database.db, filters), ordering, direction).select("o.csv_line as line");
  return { database, records, headers: CATALOG_CSV_HEADERS, filename: CATALOG_CSV_FILENAME, batchSize: 5000 };
}
