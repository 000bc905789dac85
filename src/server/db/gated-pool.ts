import type pg from "pg";
import { ConnectionGate, GateWaitExpired } from "./connection-gate.ts";
import { PoolBusyError } from "./errors.ts";

/**
 * pg's Pool behind a gate of as many permits as the pool has connections. Every checkout
 * (Kysely's, the raw queries', COPY's) takes a permit first, and gives it back when the client
 * is released, so pg never has more callers than connections and never queues one. That splits
 * the two waits pg's single connectionTimeoutMillis used to cover, and with them its one error
 * ("timeout exceeded when trying to connect") for two different things:
 *
 * - waiting for a free connection is the gate's, bounded by waitMs: when it runs out while the
 *   connections serve other requests, the pool is saturated (PoolBusyError, 503 DB_BUSY);
 * - connecting is pg's, bounded by its connectionTimeoutMillis: failing it is an outage
 *   (503 DB_UNAVAILABLE), as is a wait that ran out while every permit was still trying to
 *   connect (no connection was doing any work; the database is not taking new ones).
 */
export class GatedPool {
  private readonly gate: ConnectionGate;
  /** Permit holders still waiting for pg to hand them a client. */
  private connecting = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly waitMs: number,
  ) {
    this.gate = new ConnectionGate(pool.options.max ?? 10);
  }

  /** Callers waiting for a connection to come free (tests wait for a queued request with it). */
  get waiting(): number {
    return this.gate.waiting;
  }

  async connect(): Promise<pg.PoolClient> {
    const releasePermit = await this.gate.acquire(this.waitMs).catch((error: unknown) => {
      throw error instanceof GateWaitExpired ? this.waitExpired(error) : error;
    });
    this.connecting++;
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      releasePermit();
      throw error;
    } finally {
      this.connecting--;
    }
    // pg gives each checkout a release function of its own; ours wraps it for this checkout.
    // pg's runs first: it puts the client back among the idle or drops it from the pool before
    // the permit lets the next caller in, so that caller always finds room in pg's pool.
    const releaseClient = client.release;
    client.release = (error?: Error | boolean) => {
      try {
        releaseClient.call(client, error);
      } finally {
        releasePermit();
      }
    };
    return client;
  }

  /** Runs fn on a connection of its own and gives it back, failed or not. */
  async withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  private waitExpired(expired: GateWaitExpired): Error {
    if (this.connecting > 0 && this.connecting === this.gate.inUse) {
      // SQLSTATE 08001, "unable to establish connection": counted as an outage (errors.ts).
      return Object.assign(new Error(`No database connection could be opened within ${expired.waitedMs} ms.`), { code: "08001" });
    }
    return new PoolBusyError(expired.waitedMs);
  }
}
