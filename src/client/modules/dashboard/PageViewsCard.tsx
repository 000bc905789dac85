import { Callout, Card, H4, HTMLTable, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { PageViewsReport } from "./dashboardTypes.ts";

// The card shows the most viewed screens; the rest would only make it scroll.
const SHOWN_SCREENS = 8;

export interface PageViewsCardProps {
  report: PageViewsReport | undefined;
  isError?: boolean;
}

/** Screen views of the back-office over the last days: the total and the most viewed screens. */
export function PageViewsCard({ report, isError = false }: PageViewsCardProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));
  return (
    <Card compact>
      <H4>{t("dashboard.pageViews.title")}</H4>
      {isError ? (
        <Callout intent="danger">{t("dashboard.loadFailed")}</Callout>
      ) : !report ? (
        <Spinner size={24} />
      ) : (
        <>
          <p style={{ fontSize: 32, margin: "4px 0" }}>{number.format(report.total)}</p>
          <HTMLTable compact style={{ width: "100%" }}>
            <thead>
              <tr>
                <th>{t("dashboard.pageViews.screen")}</th>
                <th style={{ textAlign: "right" }}>{t("dashboard.pageViews.views")}</th>
              </tr>
            </thead>
            <tbody>
              {report.perScreen.slice(0, SHOWN_SCREENS).map((row) => (
                <tr key={row.screen}>
                  <td>{row.screen}</td>
                  <td style={{ textAlign: "right" }}>{number.format(row.views)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}
