import { AnchorButton, Callout, Classes, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { coverageGapsCsvHref, fallsToKey, gapPlace, shownGaps, type CoverageArea } from "./coverageGaps.ts";
import { useCoverageGaps } from "./useCoverageGaps.ts";

export interface CoverageGapsPanelProps {
  /** The country or region whose gaps are shown. */
  area: CoverageArea;
}

/**
 * The coverage gaps of a country or region (issue 15): how many of its zip codes no store would
 * get, the first of them with where their requests go instead (the country's fallback e-mail or
 * nowhere), and the whole list as a CSV download. The list is not a scroll box of its own (a
 * keyboard could not reach one): it shows at most SHOWN_GAPS rows, the page scrolls.
 */
export function CoverageGapsPanel({ area }: CoverageGapsPanelProps) {
  const { t } = useTranslation();
  const { gaps, isLoading, isError } = useCoverageGaps(area);
  const title = t("salesRegions.coverage.title");
  if (isLoading)
    return (
      <section aria-label={title}>
        <Spinner size={20} aria-label={t("salesRegions.coverage.loading")} />
      </section>
    );
  if (isError || !gaps)
    return (
      <section aria-label={title}>
        <Callout intent="warning" compact>
          {t("salesRegions.coverage.failed")}
        </Callout>
      </section>
    );
  const { shown, more } = shownGaps(gaps);
  return (
    <section aria-label={title}>
      <h3 style={{ margin: "0 0 8px", fontSize: 14 }}>{title}</h3>
      <p style={{ margin: "0 0 8px" }}>
        {gaps.length === 0 ? t("salesRegions.coverage.none") : t("salesRegions.coverage.count", { count: gaps.length })}
      </p>
      {gaps.length > 0 && (
        <>
          <ul aria-label={t("salesRegions.coverage.listLabel")} style={{ margin: "0 0 8px", paddingLeft: 18 }}>
            {shown.map((gap) => {
              const place = gapPlace(gap);
              return (
                <li key={gap.id}>
                  <strong>{gap.zipCode}</strong>
                  {place && ` ${place}`} <span className={Classes.TEXT_MUTED}>({t(fallsToKey(gap))})</span>
                </li>
              );
            })}
          </ul>
          {more > 0 && <p style={{ margin: "0 0 8px" }}>{t("salesRegions.coverage.more", { count: more })}</p>}
          <AnchorButton icon="download" href={coverageGapsCsvHref(area)} download text={t("salesRegions.coverage.download")} />
        </>
      )}
    </section>
  );
}
