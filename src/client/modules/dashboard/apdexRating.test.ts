import { describe, expect, it } from "vitest";
import { apdexRating } from "./apdexRating.ts";

describe("apdexRating", () => {
  it.each([
    [1, "excellent"],
    [0.94, "excellent"],
    [0.939, "good"],
    [0.85, "good"],
    [0.7, "fair"],
    [0.5, "poor"],
    [0.49, "unacceptable"],
    [0, "unacceptable"],
  ] as const)("%s is %s", (score, rating) => {
    expect(apdexRating(score)).toBe(rating);
  });
});
