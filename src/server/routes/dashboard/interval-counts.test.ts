import { describe, expect, it } from "vitest";
import { toChart } from "./interval-counts.ts";

describe("toChart", () => {
  it("zero-fills every series over every label, known series first in their order", () => {
    const chart = toChart(
      [
        { label: "2026-W46", series: null, count: 0 },
        { label: "2026-W47", series: "new", count: 2 },
        { label: "2026-W47", series: "surprise", count: 1 },
      ],
      ["delivered", "new"],
    );
    expect(chart).toEqual({
      labels: ["2026-W46", "2026-W47"],
      datasets: [
        { label: "delivered", data: [0, 0] },
        { label: "new", data: [0, 2] },
        { label: "surprise", data: [0, 1] },
      ],
    });
  });

  it("answers empty datasets for known series when there are no buckets", () => {
    expect(toChart([], ["new"])).toEqual({ labels: [], datasets: [{ label: "new", data: [] }] });
  });
});
