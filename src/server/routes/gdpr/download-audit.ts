import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/**
 * An audit entry for a GDPR download. The audit plugin logs writes only; a download of personal
 * data is logged too (the contract says so), with who, when, which operation and which record,
 * and never what was downloaded nor the query (an e-mail address would be personal data).
 */
export async function auditDownload(db: Kysely<DB>, request: FastifyRequest, record: { type: string; id: string | number | null }) {
  const access = request.routeOptions.config.access;
  await db
    .insertInto("audit_log")
    .values({
      account_id: request.account?.id ?? null,
      account_email: request.account?.email ?? null,
      operation: access?.operationId ?? "download",
      method: request.method,
      path: request.url.split("?")[0]!.slice(0, 500),
      record_type: record.type,
      record_id: record.id === null ? null : String(record.id),
      status_code: 200,
      before: null,
      after: null,
      ip: request.ip,
    })
    .execute();
}
