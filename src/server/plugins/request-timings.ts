import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";

/** One measured API request, as stored in request_timings. */
export interface RequestTiming {
  at: Date;
  method: string;
  route: string;
  status_code: number;
  duration_ms: number;
}

export interface RecorderOptions {
  /** Write when this many rows wait (default 200). */
  batchSize?: number;
  /** Write whatever waits this often (default 1000 ms). */
  flushIntervalMs?: number;
  /** Rows kept while the database is unreachable; the oldest go first beyond it. */
  maxPending?: number;
  onError?: (error: unknown) => void;
}

/**
 * Collects request timings in memory and writes them in batches, so answering a request never
 * waits on the database. A failed write drops its batch: timings feed a statistic, and retrying
 * through an outage would only pile up memory.
 */
export class RequestTimingRecorder {
  private pending: RequestTiming[] = [];
  private inFlight = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private readonly batchSize: number;
  private readonly maxPending: number;

  constructor(
    private readonly write: (rows: RequestTiming[]) => Promise<void>,
    private readonly options: RecorderOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.maxPending = options.maxPending ?? 10_000;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1000);
    this.timer.unref(); // a pending statistic must not keep the process alive
  }

  record(timing: RequestTiming) {
    this.pending.push(timing);
    if (this.pending.length > this.maxPending) this.pending.splice(0, this.pending.length - this.maxPending);
    if (this.pending.length >= this.batchSize) void this.flush();
  }

  /** Writes what waits now; resolves when every write started so far has ended. */
  async flush(): Promise<void> {
    if (this.pending.length > 0) {
      const rows = this.pending;
      this.pending = [];
      const write = this.write(rows).catch((error) => this.options.onError?.(error));
      this.inFlight.add(write);
      void write.finally(() => this.inFlight.delete(write));
    }
    await Promise.all(this.inFlight);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    requestTimings: RequestTimingRecorder;
  }
}

/** The dashboard's own calls would measure the apdex report with itself; leave them out. */
const UNMEASURED_PREFIX = "/dashboard/";

/**
 * Records the duration of every contract operation into request_timings, the source of the
 * dashboard's apdex (DESIGN.md "Dashboard figures"). Routes are stored as the contract's path
 * template ("/rest/admin/accounts/{id}") so figures group by operation, not by record.
 */
export function registerRequestTimings(app: FastifyInstance, database: Database) {
  const recorder = new RequestTimingRecorder(
    async (rows) => {
      await database.db.insertInto("request_timings").values(rows).execute();
    },
    { onError: (error) => app.log.warn({ err: error }, "could not store request timings") },
  );
  app.decorate("requestTimings", recorder);

  app.addHook("onResponse", async (request, reply) => {
    const url = request.routeOptions.url;
    if (!request.routeOptions.config.access || !url || url.startsWith(UNMEASURED_PREFIX)) return;
    recorder.record({
      at: new Date(),
      method: request.method,
      route: url.replace(/:(\w+)/g, "{$1}"),
      status_code: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
    });
  });

  // Before the database closes (main.ts and the tests close the app first).
  app.addHook("onClose", async () => recorder.close());
}
