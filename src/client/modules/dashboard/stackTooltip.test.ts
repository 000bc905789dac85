import { describe, expect, it } from "vitest";
import { stackTooltipParts } from "./stackTooltip.ts";

const datasets = [
  { label: "New", data: [1, 4, 0] },
  { label: "Delivered", data: [2, 6, null] },
  { label: "Failed", data: [3, 0, 5] },
];

describe("stackTooltipParts", () => {
  it("gives the segment's label and value and the stack total at that interval", () => {
    expect(stackTooltipParts(datasets, 1, 1)).toEqual({ label: "Delivered", value: 6, total: 10 });
    expect(stackTooltipParts(datasets, 0, 0)).toEqual({ label: "New", value: 1, total: 6 });
  });

  it("counts missing values as zero", () => {
    expect(stackTooltipParts(datasets, 1, 2)).toEqual({ label: "Delivered", value: 0, total: 5 });
  });

  it("leaves hidden datasets out of the total", () => {
    expect(stackTooltipParts(datasets, 0, 1, (i) => i !== 1)).toEqual({ label: "New", value: 4, total: 4 });
  });

  it("sums only the segment's own stack when a chart has several", () => {
    const stacked = [
      { label: "A", data: [1], stack: "x" },
      { label: "B", data: [2], stack: "x" },
      { label: "C", data: [10], stack: "y" },
    ];
    expect(stackTooltipParts(stacked, 0, 0).total).toBe(3);
    expect(stackTooltipParts(stacked, 2, 0).total).toBe(10);
  });
});
