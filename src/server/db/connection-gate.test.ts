import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConnectionGate, GateWaitExpired } from "./connection-gate.ts";

// Fake timers: the wait runs out when the test says so, never by the machine's speed.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("the connection gate", () => {
  it("hands out its permits at once and queues the next caller", async () => {
    const gate = new ConnectionGate(2);
    await gate.acquire(100);
    const second = await gate.acquire(100);
    let third = false;
    void gate.acquire(100).then(() => (third = true));
    await vi.advanceTimersByTimeAsync(0);
    expect([gate.inUse, gate.waiting, third]).toEqual([2, 1, false]);

    second();
    await vi.advanceTimersByTimeAsync(0);
    expect([gate.inUse, gate.waiting, third]).toEqual([2, 0, true]);
  });

  it("refuses a caller whose wait runs out, and forgets it", async () => {
    const gate = new ConnectionGate(1);
    const held = await gate.acquire(100);
    const refused = gate.acquire(100);
    const expectation = expect(refused).rejects.toBeInstanceOf(GateWaitExpired);
    await vi.advanceTimersByTimeAsync(99);
    expect(gate.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expectation;
    expect(gate.waiting).toBe(0);

    // The permit given back goes to nobody (the refused caller is gone) and is free again.
    held();
    expect(gate.inUse).toBe(0);
  });

  it("serves waiters first come, first served, and a late caller after them", async () => {
    const gate = new ConnectionGate(1);
    const first = await gate.acquire(1000);
    const order: string[] = [];
    const a = gate.acquire(1000).then((release) => (order.push("a"), release));
    const b = gate.acquire(1000).then((release) => (order.push("b"), release));
    first();
    const late = gate.acquire(1000).then((release) => (order.push("late"), release));
    (await a)();
    (await b)();
    (await late)();
    expect(order).toEqual(["a", "b", "late"]);
    expect(gate.inUse).toBe(0);
  });

  it("counts a permit given back twice once", async () => {
    const gate = new ConnectionGate(1);
    const release = await gate.acquire(100);
    release();
    release();
    expect(gate.inUse).toBe(0);
    await gate.acquire(100);
    expect(gate.inUse).toBe(1);
  });
});
