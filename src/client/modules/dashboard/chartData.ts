import type { ChartData, ChartOptions, TooltipItem } from "chart.js";
import type { IntervalChart } from "./dashboardTypes.ts";
import { seriesStyle, type SeriesKind } from "./seriesStyle.ts";
import { stackTooltipParts } from "./stackTooltip.ts";

/** Text for a series label key, e.g. i18next's t. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** chart.js data for a server chart: one coloured, translated dataset per status, all in one stack. */
export function toChartData(chart: IntervalChart, kind: SeriesKind, t: Translate): ChartData<"bar"> {
  return {
    labels: chart.labels,
    datasets: chart.datasets.map((dataset) => {
      const style = seriesStyle(kind, dataset.label);
      return {
        label: style.labelKey ? t(style.labelKey) : dataset.label,
        data: dataset.data,
        backgroundColor: style.color,
        stack: "requests",
      };
    }),
  };
}

/** Stacked axes, whole-number ticks, and a tooltip with label, value and the stack total. */
export function stackedBarOptions(t: Translate): ChartOptions<"bar"> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: { stacked: true },
      y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
    },
    plugins: {
      legend: { position: "bottom" },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<"bar">) => {
            const parts = tooltipOf(item);
            return t("dashboard.tooltip.value", { label: parts.label, value: parts.value });
          },
          footer: (items: TooltipItem<"bar">[]) => (items[0] ? t("dashboard.tooltip.total", { total: tooltipOf(items[0]).total }) : ""),
        },
      },
    },
  };
}

function tooltipOf(item: TooltipItem<"bar">) {
  const { chart } = item;
  return stackTooltipParts(chart.data.datasets as never, item.datasetIndex, item.dataIndex, (i) => chart.isDatasetVisible(i));
}
