import type pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable, PoolBusyError } from "./errors.ts";
import { GatedPool } from "./gated-pool.ts";

/** A stand-in for pg's Pool whose connects the test settles by hand. */
function fakePool(max: number) {
  const pending: Array<{ resolve: (client: pg.PoolClient) => void; reject: (error: Error) => void }> = [];
  const events: string[] = [];
  const pool = {
    options: { max },
    connect: () => {
      events.push("pg connect");
      return new Promise<pg.PoolClient>((resolve, reject) => pending.push({ resolve, reject }));
    },
    end: async () => {},
  };
  const client = (name: string) => ({ release: () => void events.push(`pg released ${name}`) }) as unknown as pg.PoolClient;
  return { pool: pool as unknown as pg.Pool, pending, events, client };
}

// Fake timers: the wait runs out when the test says so.
const settle = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("the gated pool", () => {
  it("refuses a caller as busy (not an outage) when the wait runs out while every connection works", async () => {
    const fake = fakePool(1);
    const gated = new GatedPool(fake.pool, 100);
    const first = gated.connect();
    await settle();
    fake.pending[0]!.resolve(fake.client("a"));
    await first;

    const second = gated.connect();
    const refused = expect(second).rejects.toBeInstanceOf(PoolBusyError);
    await vi.advanceTimersByTimeAsync(100);
    await refused;
    expect(fake.pending).toHaveLength(1); // pg was never asked: it never queues a caller
  });

  it("calls it an outage when the wait runs out while every permit is still connecting", async () => {
    const fake = fakePool(1);
    const gated = new GatedPool(fake.pool, 100);
    void gated.connect().catch(() => {});
    const second = gated.connect().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    const error = await second;
    expect(error).not.toBeInstanceOf(PoolBusyError);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("gives the permit to the next caller only after pg has its client back", async () => {
    const fake = fakePool(1);
    const gated = new GatedPool(fake.pool, 1000);
    const first = gated.connect();
    await settle();
    fake.pending[0]!.resolve(fake.client("a"));
    const client = await first;
    const second = gated.connect();
    await settle();
    expect(gated.waiting).toBe(1);

    client.release();
    await settle();
    expect(fake.events).toEqual(["pg connect", "pg released a", "pg connect"]);
    fake.pending[1]!.resolve(fake.client("b"));
    await second;
  });

  it("gives the permit back when connecting fails", async () => {
    const fake = fakePool(1);
    const gated = new GatedPool(fake.pool, 1000);
    const failed = gated.connect();
    await settle();
    fake.pending[0]!.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    await expect(failed).rejects.toMatchObject({ code: "ECONNREFUSED" });

    const next = gated.connect();
    await settle();
    expect(fake.pending).toHaveLength(2);
    fake.pending[1]!.resolve(fake.client("b"));
    await next;
  });
});
