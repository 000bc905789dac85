import { lazy, Suspense, useMemo } from "react";
import { Callout, Card, H4, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { stackedBarOptions, toChartData } from "./chartData.ts";
import type { IntervalChart } from "./dashboardTypes.ts";
import type { SeriesKind } from "./seriesStyle.ts";

// chart.js is most of the dashboard's code: as a chunk of its own it loads beside the reports,
// and the cards, titles and figures show without waiting for it.
const BarCanvas = lazy(() => import("./BarCanvas.tsx"));

export interface StackedBarChartProps {
  title: string;
  /** The server's chart; undefined while it loads. */
  chart: IntervalChart | undefined;
  kind: SeriesKind;
  isLoading?: boolean;
  isError?: boolean;
}

/** One dashboard chart: requests per interval stacked by status, with loading, error and empty states. */
export function StackedBarChart({ title, chart, kind, isLoading = false, isError = false }: StackedBarChartProps) {
  const { t } = useTranslation();
  const data = useMemo(() => (chart ? toChartData(chart, kind, t) : null), [chart, kind, t]);
  const options = useMemo(() => stackedBarOptions(t), [t]);
  const isEmpty = chart !== undefined && chart.datasets.every((d) => d.data.every((n) => n === 0));

  return (
    <Card compact>
      <H4>{title}</H4>
      <div style={{ position: "relative", height: 260 }}>
        {isError ? (
          <Callout intent="danger" role="alert">
            {t("dashboard.loadFailed")}
          </Callout>
        ) : isLoading || !data ? (
          <Spinner size={32} />
        ) : isEmpty ? (
          <NonIdealState icon="timeline-bar-chart" description={t("dashboard.empty")} />
        ) : (
          <Suspense fallback={<Spinner size={32} />}>
            <BarCanvas data={data} options={options} label={title} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
