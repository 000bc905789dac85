import { describe, expect, it } from "vitest";
import { isBedIdRefused, latestBedIdCheck, shouldCheckBedId } from "./bedIdCheck.ts";

/** A check whose answers the test hands out, one per call, in any order. */
function controlledCheck() {
  const calls: { bedId: string; signal: AbortSignal; answer(isUnique: boolean): void; fail(): void }[] = [];
  const check = (bedId: string, signal: AbortSignal) =>
    new Promise<boolean>((resolve, reject) => {
      calls.push({ bedId, signal, answer: resolve, fail: () => reject(new Error("503")) });
    });
  return { calls, check };
}

describe("the bed id check", () => {
  it("runs only for new registrations, once the field was touched, with an id", () => {
    expect(shouldCheckBedId({ isNew: true, isTouched: true, bedId: "AC-1" })).toBe(true);
    expect(shouldCheckBedId({ isNew: false, isTouched: true, bedId: "AC-1" })).toBe(false);
    expect(shouldCheckBedId({ isNew: true, isTouched: false, bedId: "AC-1" })).toBe(false);
    expect(shouldCheckBedId({ isNew: true, isTouched: true, bedId: "  " })).toBe(false);
  });

  it("makes the field invalid when the id is taken or the check fails", () => {
    expect(isBedIdRefused("taken")).toBe(true);
    expect(isBedIdRefused("failed")).toBe(true);
    expect(isBedIdRefused("unique")).toBe(false);
    expect(isBedIdRefused("checking")).toBe(false);
  });

  it("answers unique, taken or failed, the id trimmed", async () => {
    const { calls, check } = controlledCheck();
    const checker = latestBedIdCheck(check);
    const unique = checker.run(" AC-1 ");
    calls[0]!.answer(true);
    expect(await unique).toBe("unique");
    expect(calls[0]!.bedId).toBe("AC-1");
    const taken = checker.run("AC-2");
    calls[1]!.answer(false);
    expect(await taken).toBe("taken");
    const failed = checker.run("AC-3");
    calls[2]!.fail();
    expect(await failed).toBe("failed");
  });

  it("cancels the running check when a new one starts; only the latest answer counts", async () => {
    const { calls, check } = controlledCheck();
    const checker = latestBedIdCheck(check);
    const first = checker.run("AC-1");
    const second = checker.run("AC-12");
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.answer(false);
    calls[0]!.answer(true); // arrives late: dropped
    expect(await second).toBe("taken");
    expect(await first).toBeNull();
  });

  it("drops a cancelled check's failure too", async () => {
    const { calls, check } = controlledCheck();
    const checker = latestBedIdCheck(check);
    const first = checker.run("AC-1");
    checker.cancel();
    calls[0]!.fail();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(await first).toBeNull();
  });
});
