import { describe, expect, it } from "vitest";
import { apdexScore } from "./apdex.ts";

describe("apdexScore", () => {
  it("counts tolerating requests half", () => {
    expect(apdexScore({ satisfied: 60, tolerating: 30, total: 100 })).toBe(0.75);
    expect(apdexScore({ satisfied: 0, tolerating: 0, total: 4 })).toBe(0);
    expect(apdexScore({ satisfied: 4, tolerating: 0, total: 4 })).toBe(1);
  });

  it("is null, not perfect, without requests", () => {
    expect(apdexScore({ satisfied: 0, tolerating: 0, total: 0 })).toBeNull();
  });
});
