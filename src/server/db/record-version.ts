import { sql } from "kysely";
import { badRequest, conflict, HttpError } from "../http-errors.ts";

/**
 * A record's version is its updated_at, sent to clients as `updatedAt` (ISO, milliseconds).
 * Every update of a record staff edit carries the version it was read at (issue 13, finding 4):
 * without it the save could silently overwrite someone else's, so it is refused with 428; a
 * version that is no longer the stored one with 409. The contract marks those operations
 * (x-version-required, checked before the handler by plugins/version-required.ts); the stores
 * check again here, under the row lock, where the stored version is known.
 */

/** The field that names the version in bodies and in 428/409 answers. */
export const VERSION_FIELD = "updatedAt";

export const VERSION_REQUIRED_CODE = "VERSION_REQUIRED";

/** 428: the update came without the version it was read at. */
export function versionRequired(field: string = VERSION_FIELD): HttpError {
  return new HttpError(
    428,
    `This update needs the record's version: send the ${VERSION_FIELD} you read (or an If-Match header), so it cannot overwrite a change made meanwhile.`,
    { [field]: "is required" },
    VERSION_REQUIRED_CODE,
  );
}

/** 409: the record changed since the client read it. */
export function staleVersion(field: string = VERSION_FIELD): HttpError {
  return conflict("The record changed since it was opened. Reload it and try again.", { [field]: "is stale" });
}

/** The version as milliseconds since the epoch, or NaN when the text is no timestamp. */
export function versionTime(version: string | Date): number {
  return version instanceof Date ? version.getTime() : Date.parse(version);
}

/**
 * Optimistic concurrency: the client's version must still be the stored one. Call it after the
 * row is locked (select ... for update), so two saves of one version cannot both pass.
 */
export function assertFresh(current: { updated_at: Date | string }, sent: string | null | undefined, field: string = VERSION_FIELD): void {
  if (sent === undefined || sent === null || sent.trim() === "") throw versionRequired(field);
  const time = versionTime(sent);
  if (Number.isNaN(time))
    throw badRequest(`${field} is not a version (the timestamp read with the record).`, { [field]: "is not a timestamp" });
  if (time !== versionTime(current.updated_at)) throw staleVersion(field);
}

/**
 * The updated_at of a row being updated: now(), but always at least a millisecond after the
 * version it replaces. Versions travel with milliseconds while the column keeps microseconds,
 * and now() is the transaction's start: two saves within one millisecond (or a clock behind the
 * stored value) would otherwise leave the version a client compares unchanged.
 */
export const nextVersion = sql<Date>`greatest(now(), date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;
