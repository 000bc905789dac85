import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";

/** What a handler tells the audit log about the record it wrote. */
export interface AuditRecord {
  type: string;
  id?: string | number | null;
  before?: unknown;
  after?: unknown;
}

declare module "fastify" {
  interface FastifyRequest {
    auditRecord?: AuditRecord;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Telemetry, not a change to anyone's data: one per screen visit would drown the real writes.
const NOT_AUDITED = new Set(["recordPageView"]);

export function setAuditRecord(request: FastifyRequest, record: AuditRecord) {
  request.auditRecord = record;
}

/**
 * Every write through the contract (POST, PUT, PATCH, DELETE), successful or refused, lands in
 * audit_log with who, when, which operation, which record and, where the handler gave them,
 * the record before and after. Written before the answer leaves, so a reader of the log sees
 * every write a client saw succeed.
 */
export function registerAudit(app: FastifyInstance, database: Database) {
  app.decorateRequest("auditRecord", undefined);
  app.addHook("onSend", async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (!access || !WRITE_METHODS.has(request.method) || NOT_AUDITED.has(access.operationId)) return payload;
    const record = request.auditRecord;
    const params = request.params as Record<string, unknown> | undefined;
    const recordId = record?.id ?? params?.id;
    try {
      await database.db
        .insertInto("audit_log")
        .values({
          account_id: request.account?.id ?? null,
          account_email: request.account?.email ?? null,
          operation: access.operationId,
          method: request.method,
          path: request.url.split("?")[0]!.slice(0, 500),
          record_type: record?.type ?? null,
          record_id: recordId === undefined || recordId === null ? null : String(recordId),
          status_code: reply.statusCode,
          before: record?.before === undefined ? null : JSON.stringify(record.before),
          after: record?.after === undefined ? null : JSON.stringify(record.after),
          ip: request.ip,
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, "could not write the audit log");
    }
    return payload;
  });
}
