import type { FastifyReply, FastifyRequest } from "fastify";
import { setAuditRecord } from "./audit.ts";

/**
 * The handler's half of a create, update or delete (issue 12): what the audit log keeps of the
 * record written, and the answer. The store's half (lock, 404, version, before and after) is
 * updateLocked in locked-update.ts. `type` names the record kind in audit_log.
 */

/** A created record: logged as its after, and answered. */
export function auditCreated<R extends { id: number }>(request: FastifyRequest, type: string, created: R): R {
  setAuditRecord(request, { type, id: created.id, after: created });
  return created;
}

/** A changed record: logged with its before and after; the after is answered. */
export function auditChanged<R extends { id: number }>(request: FastifyRequest, type: string, change: { before: R; after: R }): R {
  setAuditRecord(request, { type, id: change.after.id, before: change.before, after: change.after });
  return change.after;
}

/** A deleted record: logged as its before; answered 204. */
export function auditDeleted(request: FastifyRequest, reply: FastifyReply, type: string, deleted: { id: number }): FastifyReply {
  setAuditRecord(request, { type, id: deleted.id, before: deleted });
  return reply.status(204).send();
}
