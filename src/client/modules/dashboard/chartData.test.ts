import { describe, expect, it } from "vitest";
import type { TooltipItem } from "chart.js";
import { stackedBarOptions, toChartData, type Translate } from "./chartData.ts";

// Echoes key and values, so the test sees what would be translated.
const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

const chart = {
  intervalType: "week" as const,
  labels: ["2026-W46", "2026-W47"],
  datasets: [
    { label: "new", data: [1, 2] },
    { label: "delivered", data: [3, 4] },
    { label: "mystery", data: [0, 1] },
  ],
};

describe("toChartData", () => {
  it("translates known statuses, keeps unknown ones, and stacks every dataset together", () => {
    const data = toChartData(chart, "catalog", t);
    expect(data.labels).toEqual(["2026-W46", "2026-W47"]);
    expect(data.datasets.map((d) => d.label)).toEqual(["dashboard.series.catalog.new", "dashboard.series.catalog.delivered", "mystery"]);
    expect(new Set(data.datasets.map((d) => d.stack))).toEqual(new Set(["requests"]));
    expect(data.datasets[1]!.data).toEqual([3, 4]);
  });
});

describe("stackedBarOptions tooltip", () => {
  const data = toChartData(chart, "catalog", (k) => k.split(".").pop()!);
  const fakeChart = { data, isDatasetVisible: (i: number) => i !== 2 };
  const item = (datasetIndex: number, dataIndex: number) =>
    ({ chart: fakeChart, datasetIndex, dataIndex }) as unknown as TooltipItem<"bar">;
  const callbacks = stackedBarOptions(t).plugins!.tooltip!.callbacks!;

  it("labels a segment with its dataset label and value", () => {
    expect((callbacks.label as (i: TooltipItem<"bar">) => string).call(null as never, item(1, 1))).toBe(
      'dashboard.tooltip.value {"label":"delivered","value":4}',
    );
  });

  it("footers the stack total of the visible datasets", () => {
    expect((callbacks.footer as (i: TooltipItem<"bar">[]) => string).call(null as never, [item(0, 1)])).toBe(
      'dashboard.tooltip.total {"total":6}',
    );
  });
});
