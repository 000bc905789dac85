import type { Kysely, Transaction } from "kysely";
import { notFound } from "../http-errors.ts";
import { assertFresh } from "./record-version.ts";
import type { DB } from "./schema.ts";

/** How one store's update of a versioned record locks, names and reads it. */
export interface LockedUpdate<Row extends { updated_at: Date | string }, R> {
  /** The record's name in the 404 answer ("Country" -> "Country not found."). */
  what: string;
  /** The version the client read the record at (its updatedAt). */
  version: string | null | undefined;
  /** Reads the stored row with `for update` (and takes any other lock the update needs first). */
  lock(trx: Transaction<DB>): Promise<Row | undefined>;
  /** The record as the API answers it, for the audit log's before and after and the answer. */
  read(trx: Transaction<DB>): Promise<R>;
}

/**
 * The update every store of a record staff edit makes (issue 12), in one transaction: lock the
 * row, 404 when it is gone, 428/409 when the client's version is missing or stale (checked
 * under the lock, so of two saves of one version only the first passes), read the record as it
 * was, make the change, read it as it is. The change sets updated_at to nextVersion.
 */
export async function updateLocked<Row extends { updated_at: Date | string }, R>(
  db: Kysely<DB>,
  update: LockedUpdate<Row, R>,
  change: (trx: Transaction<DB>, current: Row) => Promise<void>,
): Promise<{ before: R; after: R }> {
  return db.transaction().execute(async (trx) => {
    const current = await update.lock(trx);
    if (!current) throw notFound(update.what);
    assertFresh(current, update.version);
    const before = await update.read(trx);
    await change(trx, current);
    return { before, after: await update.read(trx) };
  });
}
