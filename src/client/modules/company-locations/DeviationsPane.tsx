import { Button, Classes, Colors, HTMLTable, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { deviationProblems, type DeviationDraft, type DeviationProblem } from "./deviations.ts";

export interface DeviationsPaneProps {
  deviations: readonly DeviationDraft[];
  onChange(deviations: DeviationDraft[]): void;
}

const PROBLEM_KEYS: Record<DeviationProblem, string> = {
  date: "companyLocations.deviations.problems.date",
  bothTimes: "companyLocations.deviations.problems.bothTimes",
  timeFormat: "companyLocations.deviations.problems.timeFormat",
  closingBeforeOpening: "companyLocations.deviations.problems.closingBeforeOpening",
  clash: "companyLocations.deviations.problems.clash",
};

/** Dates with other hours than the week's (YYYY-MM-DD, HH:mm); both times empty means closed all day. */
export function DeviationsPane({ deviations, onChange }: DeviationsPaneProps) {
  const { t } = useTranslation();
  const problems = deviationProblems(deviations);
  const update = (index: number, patch: Partial<DeviationDraft>) =>
    onChange(deviations.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <div>
      <p className={Classes.TEXT_MUTED}>{t("companyLocations.deviations.hint")}</p>
      {deviations.length === 0 ? (
        <p>{t("companyLocations.deviations.none")}</p>
      ) : (
        <HTMLTable compact style={{ width: "100%" }}>
          <thead>
            <tr>
              <th>{t("companyLocations.deviations.columns.date")}</th>
              <th>{t("companyLocations.deviations.columns.opening")}</th>
              <th>{t("companyLocations.deviations.columns.closing")}</th>
              <th />
              <th />
            </tr>
          </thead>
          <tbody>
            {deviations.map((deviation, index) => {
              const number = String(index + 1);
              const problem = problems[index];
              const closedAllDay = deviation.opening === "" && deviation.closing === "";
              return (
                <tr key={index}>
                  <td>
                    <InputGroup
                      size="small"
                      placeholder="YYYY-MM-DD"
                      aria-label={t("companyLocations.deviations.dateOf", { number })}
                      value={deviation.date}
                      intent={problem === "date" || problem === "clash" ? "danger" : "none"}
                      onValueChange={(date) => update(index, { date })}
                    />
                  </td>
                  <td>
                    <InputGroup
                      size="small"
                      placeholder="HH:mm"
                      aria-label={t("companyLocations.deviations.openingOf", { number })}
                      value={deviation.opening}
                      onValueChange={(opening) => update(index, { opening })}
                    />
                  </td>
                  <td>
                    <InputGroup
                      size="small"
                      placeholder="HH:mm"
                      aria-label={t("companyLocations.deviations.closingOf", { number })}
                      value={deviation.closing}
                      onValueChange={(closing) => update(index, { closing })}
                    />
                  </td>
                  <td style={{ color: problem ? Colors.RED3 : undefined }}>
                    {problem ? t(PROBLEM_KEYS[problem]) : closedAllDay ? t("companyLocations.deviations.closedAllDay") : ""}
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      icon="trash"
                      aria-label={t("companyLocations.deviations.removeOf", { number })}
                      onClick={() => onChange(deviations.filter((_, i) => i !== index))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <Button
        icon="add"
        text={t("companyLocations.deviations.add")}
        onClick={() => onChange([...deviations, { date: "", opening: "", closing: "" }])}
        style={{ marginTop: 8 }}
      />
    </div>
  );
}
