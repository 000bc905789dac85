import { Button, Checkbox, Classes, PopoverNext } from "@blueprintjs/core";
import { ColumnLayoutIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ColumnChoice } from "../controllers/useColumnChoice.ts";
import type { ScreenColumn } from "../screenConfig.ts";

export interface ScreenColumnChooserProps {
  /** Every column of the screen, shown or not. */
  columns: readonly Pick<ScreenColumn, "field" | "labelKey">[];
  choice: ColumnChoice;
}

/** A button opening the list of the table's columns, each with a checkbox to show or hide it. */
export function ScreenColumnChooser({ columns, choice }: ScreenColumnChooserProps) {
  const { t } = useTranslation();
  const hiddenCount = choice.hidden.size;
  const isLastOneShown = columns.length - hiddenCount === 1;
  const content = (
    <div className="screen-column-chooser">
      <fieldset>
        <legend>{t("screens.columns.title")}</legend>
        {columns.map((column) => (
          <Checkbox
            key={column.field}
            label={t(column.labelKey)}
            checked={!choice.hidden.has(column.field)}
            disabled={!choice.canToggle(column.field)}
            onChange={() => choice.toggle(column.field)}
          />
        ))}
      </fieldset>
      {isLastOneShown && <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("screens.columns.keepOne")}</div>}
      <Button
        variant="minimal"
        size="small"
        alignText="start"
        text={t("screens.columns.showAll")}
        disabled={hiddenCount === 0}
        onClick={choice.showAll}
      />
    </div>
  );
  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button
        variant="minimal"
        icon={<ColumnLayoutIcon />}
        text={hiddenCount > 0 ? t("screens.columns.buttonWithHidden", { count: hiddenCount }) : t("screens.columns.button")}
      />
    </PopoverNext>
  );
}
