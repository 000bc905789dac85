import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import { sendCsvRecords, type CsvRecordsExport } from "../csv-stream.ts";
import type { PageQuery } from "../paging.ts";
import { listRequest, matchingBookings, orderedBy } from "./booking-list-query.ts";

export const BOOKINGS_CSV_FILENAME = "booked-visits.csv";

/**
 * The columns the contract's exportBookedVisitsCsv names, in its order. The records are written
 * by the database when a booking is written (csv_line, migration 0028): createdAt to the second
 * in Europe/Stockholm, the location's name, its country's code, the status code.
 */
export const BOOKINGS_CSV_HEADERS = [
  "id",
  "createdAt",
  "firstname",
  "lastname",
  "email",
  "telephone",
  "location",
  "country",
  "status",
] as const;

/**
 * The export of the bookings matching the list's filters, in the list's order (the same
 * whitelists and indexes as the table): the kept records, by COPY on PostgreSQL, in batches on
 * PGlite, as the catalog export.
 */
export function bookingsCsvExport(database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">): CsvRecordsExport {
  const { filters, ordering, direction } = listRequest(query);
  const records = orderedBy(matchingBookings(database.db, filters), ordering, direction).select("b.csv_line as line");
  return { database, records, headers: BOOKINGS_CSV_HEADERS, filename: BOOKINGS_CSV_FILENAME, batchSize: 5000 };
}

/** Streams the export as the answer (UTF-8 with BOM, formula-safe cells, attachment). */
export function exportBookings(reply: FastifyReply, database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  return sendCsvRecords(reply, bookingsCsvExport(database, query));
}
