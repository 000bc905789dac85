import { HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { OpeningHoursWeek } from "./locationTypes.ts";
import { formatDay } from "./openingHours.ts";
import { WEEKDAY_LABEL_KEYS, WEEKDAYS } from "./weekdays.ts";

/** A week's hours, one line per day ('Closed' for a day without intervals). */
export function WeekSummary({ week, label }: { week: OpeningHoursWeek; label: string }) {
  const { t } = useTranslation();
  return (
    <HTMLTable compact aria-label={label}>
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr key={day}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {t(WEEKDAY_LABEL_KEYS[day])}
            </th>
            <td>{formatDay(week[day]) || t("companyLocations.hours.closed")}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
