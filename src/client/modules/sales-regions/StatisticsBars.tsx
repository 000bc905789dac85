import { useTranslation } from "react-i18next";
import { locationTypeLabelKey, type StatisticsBar } from "./statisticsBars.ts";

export interface StatisticsBarsProps {
  bars: readonly StatisticsBar[];
  /** Heading: which area the figures are about. */
  title: string;
}

const RADIUS = 30;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const COLOURS: Record<string, string> = { vividus_store: "#2d72d2", shop_in_shop: "#238551", none: "#935610", whitespot: "#cd4246" };

/**
 * The statistics as radial bars (spec part 2 section 2): each location type's share of the
 * area's zip codes, the number rounded and the ring drawn to its class (the nearest 5).
 * Nothing is drawn without figures (a failed read clears them).
 */
export function StatisticsBars({ bars, title }: StatisticsBarsProps) {
  const { t } = useTranslation();
  if (bars.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 style={{ margin: "0 0 8px", fontSize: 14 }}>{title}</h3>
      <ul style={{ display: "flex", flexWrap: "wrap", gap: 12, listStyle: "none", margin: 0, padding: 0 }}>
        {bars.map((bar) => {
          const name = t(locationTypeLabelKey(bar.locationType));
          const colour = COLOURS[bar.locationType ?? "none"] ?? COLOURS.none;
          return (
            <li
              key={bar.locationType ?? "none"}
              className={`sales-regions-bar p${bar.percentClass}`}
              data-percent-class={bar.percentClass}
              style={{ textAlign: "center", width: 96 }}
            >
              <svg
                width={76}
                height={76}
                viewBox="0 0 76 76"
                role="img"
                aria-label={t("salesRegions.statistics.barLabel", { name, percent: bar.percent, count: bar.numberOfZipCodes })}
              >
                <circle cx={38} cy={38} r={RADIUS} fill="none" stroke="#d3d8de" strokeWidth={8} />
                <circle
                  cx={38}
                  cy={38}
                  r={RADIUS}
                  fill="none"
                  stroke={colour}
                  strokeWidth={8}
                  strokeDasharray={`${(CIRCUMFERENCE * bar.percentClass) / 100} ${CIRCUMFERENCE}`}
                  transform="rotate(-90 38 38)"
                />
                <text x={38} y={43} textAnchor="middle" fontSize={15} fill="currentColor">
                  {bar.percent}%
                </text>
              </svg>
              <div style={{ fontSize: 12 }}>{name}</div>
              <div style={{ fontSize: 12 }} className="bp6-text-muted">
                {t("salesRegions.statistics.zipCodes", { count: bar.numberOfZipCodes })}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
