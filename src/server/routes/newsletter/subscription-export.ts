import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import { sendCsvRecords, type CsvRecordsExport } from "../csv-stream.ts";
import type { PageQuery } from "../paging.ts";
import { matchingSubscriptions, sortedSubscriptions, subscriptionRequest } from "./subscription-list.ts";

export const SUBSCRIPTIONS_CSV_FILENAME = "newsletter-subscriptions.csv";

/** The contract's columns, in its order; the records are kept by migration 0029's trigger (createdAt in Europe/Stockholm). */
export const SUBSCRIPTIONS_CSV_HEADERS = ["id", "newsletterCode", "email", "createdAt"] as const;

/** The export of the subscriptions matching the page's filters, in the page's order: kept records, by COPY on PostgreSQL. */
export function subscriptionsCsvExport(database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">): CsvRecordsExport {
  const request = subscriptionRequest(query);
  const records = sortedSubscriptions(matchingSubscriptions(database.db, request.filters), request).select("s.csv_line as line");
  return { database, records, headers: SUBSCRIPTIONS_CSV_HEADERS, filename: SUBSCRIPTIONS_CSV_FILENAME, batchSize: 5000 };
}

/** Streams the export as the answer (UTF-8 with BOM, formula-safe cells, attachment). */
export function exportSubscriptions(reply: FastifyReply, database: Database, query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  return sendCsvRecords(reply, subscriptionsCsvExport(database, query));
}
