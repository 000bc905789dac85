import { HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { selectOptions, type OptionSources } from "../controllers/filterOptions.ts";
import { formatCell } from "../controllers/formatCell.ts";
import { cellOptions } from "../controllers/inlineSelect.ts";
import type { InlineSelects } from "../controllers/useInlineSelect.ts";
import type { Row } from "../controllers/useScreenTable.ts";
import type { InlineSelect, ScreenColumn } from "../screenConfig.ts";

export interface ScreenSelectCellProps {
  column: ScreenColumn;
  select: InlineSelect;
  row: Row;
  sources: OptionSources;
  selects: InlineSelects;
}

/**
 * A cell changed in place (a booking's status): a select named by its column, saving the chosen
 * value at once and disabled until the reloaded list shows it.
 */
export function ScreenSelectCell({ column, select, row, sources, selects }: ScreenSelectCellProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  const value = selects.shown(column, row);
  // Labels as the column formats its values (enumLabels), else the source's names.
  const labelled = selectOptions(select.options, sources, t, locale, false).map((o) => ({
    value: o.value,
    label: column.enumLabels?.[o.value] ? formatCell(o.value, column, t, locale) : o.label,
  }));
  const options = cellOptions(labelled, value, formatCell(value, column, t, locale));
  return (
    <HTMLSelect
      aria-label={t(column.labelKey)}
      minimal
      fill
      disabled={selects.isSaving(column, row)}
      value={value}
      onChange={({ target }) => void selects.choose(column, row, target.value)}
    >
      {value === "" && <option value="" />}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
