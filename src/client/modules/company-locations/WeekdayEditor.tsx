import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { canCopyToNextDay, type EntryProblem } from "./openingHours.ts";
import type { WeekEditor } from "./useWeekEditor.ts";
import { WEEKDAY_LABEL_KEYS, type Weekday } from "./weekdays.ts";

const PROBLEM_KEYS: Record<EntryProblem, string> = {
  openingFormat: "companyLocations.hours.problems.openingFormat",
  closingFormat: "companyLocations.hours.problems.closingFormat",
  closingBeforeOpening: "companyLocations.hours.problems.closingBeforeOpening",
  overlap: "companyLocations.hours.problems.overlap",
};

/** One weekday's intervals (HH:mm), add/remove, and copy-to-next-day when the rules offer it. */
export function WeekdayEditor({ day, editor }: { day: Weekday; editor: WeekEditor }) {
  const { t } = useTranslation();
  const dayName = t(WEEKDAY_LABEL_KEYS[day]);
  const entries = editor.week[day];
  const problems = editor.problemsOf(day);
  return (
    <div
      role="group"
      aria-label={dayName}
      style={{
        display: "grid",
        gridTemplateColumns: "110px 1fr auto",
        gap: 8,
        padding: "6px 0",
        borderBottom: "1px solid rgba(0,0,0,0.08)",
      }}
    >
      <strong style={{ paddingTop: 6 }}>{dayName}</strong>
      <div>
        {entries.length === 0 && <div style={{ paddingTop: 6 }}>{t("companyLocations.hours.closed")}</div>}
        {entries.map((entry, index) => {
          const problem = problems[index];
          const number = String(index + 1);
          return (
            <FormGroup
              key={index}
              helperText={problem ? t(PROBLEM_KEYS[problem]) : undefined}
              intent={problem ? "danger" : "none"}
              style={{ marginBottom: 4 }}
            >
              <div style={{ display: "flex", gap: 4, alignItems: "center" }}>
                <InputGroup
                  size="small"
                  placeholder="HH:mm"
                  aria-label={t("companyLocations.hours.opening", { day: dayName, number })}
                  value={entry.opening}
                  intent={problem === "openingFormat" || problem === "overlap" ? "danger" : "none"}
                  onValueChange={(opening) => editor.change(day, index, { opening })}
                  style={{ width: 70 }}
                />
                –
                <InputGroup
                  size="small"
                  placeholder="HH:mm"
                  aria-label={t("companyLocations.hours.closing", { day: dayName, number })}
                  value={entry.closing}
                  intent={problem === "closingFormat" || problem === "closingBeforeOpening" ? "danger" : "none"}
                  onValueChange={(closing) => editor.change(day, index, { closing })}
                  style={{ width: 70 }}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={t("companyLocations.hours.removeInterval", { day: dayName, number })}
                  onClick={() => editor.remove(day, index)}
                />
              </div>
            </FormGroup>
          );
        })}
      </div>
      <div style={{ display: "flex", gap: 4, alignItems: "flex-start" }}>
        <Button
          size="small"
          icon="add"
          disabled={!editor.canAdd(day)}
          aria-label={t("companyLocations.hours.addInterval", { day: dayName })}
          onClick={() => editor.add(day)}
        />
        {canCopyToNextDay(editor.week, day) && (
          <Button
            size="small"
            icon="duplicate"
            text={t("companyLocations.hours.copy")}
            aria-label={t("companyLocations.hours.copyToNextDay", { day: dayName })}
            onClick={() => editor.copyToNext(day)}
          />
        )}
      </div>
    </div>
  );
}
