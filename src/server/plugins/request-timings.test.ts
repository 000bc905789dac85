import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestTimingRecorder, type RequestTiming } from "./request-timings.ts";

const timing = (n: number): RequestTiming => ({ at: new Date(0), method: "GET", route: `/r/${n}`, status_code: 200, duration_ms: n });

describe("RequestTimingRecorder", () => {
  afterEach(() => vi.useRealTimers());

  it("writes a batch as soon as it is full, without the caller waiting", async () => {
    const batches: RequestTiming[][] = [];
    const recorder = new RequestTimingRecorder(async (rows) => void batches.push(rows), { batchSize: 3, flushIntervalMs: 60_000 });
    for (let i = 0; i < 7; i++) recorder.record(timing(i));
    expect(batches.map((b) => b.length)).toEqual([3, 3]);
    await recorder.close();
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
  });

  it("writes what waits every interval", async () => {
    vi.useFakeTimers();
    const batches: RequestTiming[][] = [];
    const recorder = new RequestTimingRecorder(async (rows) => void batches.push(rows), { flushIntervalMs: 1000 });
    recorder.record(timing(1));
    recorder.record(timing(2));
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.map((t) => t.duration_ms))).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1); // nothing new, nothing written
    await recorder.close();
  });

  it("drops a batch the database refused and reports it", async () => {
    const errors: unknown[] = [];
    const recorder = new RequestTimingRecorder(async () => Promise.reject(new Error("down")), {
      onError: (e) => errors.push(e),
      flushIntervalMs: 60_000,
    });
    recorder.record(timing(1));
    await recorder.flush();
    expect(errors).toHaveLength(1);
    await recorder.close();
    expect(errors).toHaveLength(1); // not retried
  });

  it("keeps only the newest rows while writes cannot keep up", async () => {
    let release!: () => void;
    const written: RequestTiming[][] = [];
    const recorder = new RequestTimingRecorder(
      async (rows) => {
        written.push(rows);
        await new Promise<void>((r) => (release = r));
      },
      { batchSize: 1_000, maxPending: 2, flushIntervalMs: 60_000 },
    );
    for (let i = 0; i < 5; i++) recorder.record(timing(i));
    const closing = recorder.close();
    release();
    await closing;
    expect(written.map((b) => b.map((t) => t.duration_ms))).toEqual([[3, 4]]);
  });

  it("waits for writes in flight when closing", async () => {
    let done = false;
    const recorder = new RequestTimingRecorder(
      async () => {
        await new Promise((r) => setTimeout(r, 20));
        done = true;
      },
      { flushIntervalMs: 60_000 },
    );
    recorder.record(timing(1));
    await recorder.close();
    expect(done).toBe(true);
  });
});
