import { useTranslation } from "react-i18next";
import { ApdexFigure } from "./ApdexFigure.tsx";
import { PageViewsCard } from "./PageViewsCard.tsx";
import { StackedBarChart } from "./StackedBarChart.tsx";
import { useDashboardReports } from "./useDashboardReports.ts";

/** Dashboard (spec part 1 "Dashboard"): four stacked bar charts, the apdex and page views. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const reports = useDashboardReports();
  const chart = (title: string, query: (typeof reports)["catalogWeeks"], kind: "catalog" | "meeting") => (
    <StackedBarChart title={title} kind={kind} chart={query.data} isLoading={query.isLoading} isError={query.isError} />
  );
  return (
    <section aria-labelledby="dashboard-title" style={{ padding: 16 }}>
      <h2 id="dashboard-title">{t("dashboard.title")}</h2>
      <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 420px), 1fr))" }}>
        {chart(t("dashboard.charts.catalogWeeks"), reports.catalogWeeks, "catalog")}
        {chart(t("dashboard.charts.catalogMonths"), reports.catalogMonths, "catalog")}
        {chart(t("dashboard.charts.meetingWeeks"), reports.meetingWeeks, "meeting")}
        {chart(t("dashboard.charts.meetingMonths"), reports.meetingMonths, "meeting")}
        <ApdexFigure report={reports.apdex.data} isError={reports.apdex.isError} />
        <PageViewsCard report={reports.pageViews.data} isError={reports.pageViews.isError} />
      </div>
    </section>
  );
}
