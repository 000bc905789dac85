import { Callout, Card, H4, Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { apdexRating, type ApdexRating } from "./apdexRating.ts";
import type { ApdexReport } from "./dashboardTypes.ts";

const INTENT: Record<ApdexRating, "success" | "primary" | "warning" | "danger"> = {
  excellent: "success",
  good: "success",
  fair: "warning",
  poor: "danger",
  unacceptable: "danger",
};

const RATING_KEYS: Record<ApdexRating, string> = {
  excellent: "dashboard.apdex.rating.excellent",
  good: "dashboard.apdex.rating.good",
  fair: "dashboard.apdex.rating.fair",
  poor: "dashboard.apdex.rating.poor",
  unacceptable: "dashboard.apdex.rating.unacceptable",
};

export interface ApdexFigureProps {
  report: ApdexReport | undefined;
  isError?: boolean;
}

/** The server's apdex over the last days: score, its band, and the request counts behind it. */
export function ApdexFigure({ report, isError = false }: ApdexFigureProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Card compact>
      <H4>{t("dashboard.apdex.title")}</H4>
      {isError ? (
        <Callout intent="danger">{t("dashboard.loadFailed")}</Callout>
      ) : !report ? (
        <Spinner size={24} />
      ) : (
        <div>
          <p style={{ fontSize: 32, margin: "4px 0" }}>
            {report.score === null ? "–" : number.format(report.score)}{" "}
            {report.score !== null && <Tag intent={INTENT[apdexRating(report.score)]}>{t(RATING_KEYS[apdexRating(report.score)])}</Tag>}
          </p>
          <p>
            {report.score === null
              ? t("dashboard.apdex.noRequests")
              : t("dashboard.apdex.counts", {
                  satisfied: report.satisfied,
                  tolerating: report.tolerating,
                  frustrated: report.frustrated,
                  total: report.total,
                })}
          </p>
          <p>{t("dashboard.apdex.threshold", { threshold: report.thresholdMs, days: daysBetween(report.from, report.to) })}</p>
        </div>
      )}
    </Card>
  );
}

function daysBetween(from: string, to: string): number {
  return Math.round((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000);
}
