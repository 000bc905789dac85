import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { OpeningHoursWeek } from "./locationTypes.ts";
import { useWeekEditor } from "./useWeekEditor.ts";
import { WeekdayEditor } from "./WeekdayEditor.tsx";
import { WEEKDAYS } from "./weekdays.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface OpeningHoursDialogProps {
  /** What is edited, e.g. the time schema's name. */
  name: string;
  week: OpeningHoursWeek;
  /** Save hands back the edited week. */
  onSave(week: OpeningHoursWeek): void;
  /** Close: nothing changes. */
  onClose(): void;
}

/** Opening and closing times per weekday, monday to sunday, with copy-to-next-day (spec part 1 section 2). */
export function OpeningHoursDialog({ name, week, onSave, onClose }: OpeningHoursDialogProps) {
  const { t } = useTranslation();
  const editor = useWeekEditor(week);
  return (
    <AppDialog isOpen onClose={onClose} title={t("companyLocations.hours.dialogTitle", { name })} style={{ width: 620 }}>
      <DialogBody>
        {WEEKDAYS.map((day) => (
          <WeekdayEditor key={day} day={day} editor={editor} />
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("companyLocations.hours.close")} onClick={onClose} />
            <Button
              intent="primary"
              disabled={!editor.isValid}
              text={t("companyLocations.hours.save")}
              onClick={() => onSave(editor.week)}
            />
          </>
        }
      />
    </AppDialog>
  );
}
