import { HTMLTable, Icon } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { TranslationCell } from "./TranslationCell.tsx";
import { languageLabel } from "./translationLanguages.ts";
import { textOf, type Translation } from "./translationTexts.ts";
import type { TranslationEdit } from "./useTranslationEdit.ts";

export interface TranslationsTableProps {
  rows: readonly Translation[];
  /** The active language columns, in order. */
  languages: readonly string[];
  edit: TranslationEdit;
  isFetching: boolean;
  /**
   * True while the rows are the previous view's (a column just switched on has no texts in them
   * yet): no cell opens, or an edit would start from an empty text and a missing token.
   */
  isStale: boolean;
}

/** The keys down, the active languages across; a locked column says the account may not edit it. */
export function TranslationsTable({ rows, languages, edit, isFetching, isStale }: TranslationsTableProps) {
  const { t, i18n } = useTranslation();
  const label = (code: string) => languageLabel(code, i18n.language);
  return (
    // Focusable, so keyboard users can scroll it too (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="screen-table-scroll" tabIndex={0} aria-busy={isFetching || undefined}>
      <HTMLTable striped compact className="screen-table-grid" aria-label={t("translations.table.label")} style={{ width: "100%" }}>
        <thead>
          <tr>
            <th scope="col">{t("translations.columns.code")}</th>
            {languages.map((code) => (
              <th key={code} scope="col">
                {label(code)}
                {!edit.mayEdit(code) && <Icon icon="lock" size={12} style={{ marginLeft: 6 }} title={t("translations.columns.readOnly")} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" style={{ fontWeight: "normal", fontFamily: "monospace" }}>
                {row.code}
              </th>
              {languages.map((code) => (
                <td key={code} style={{ verticalAlign: "top" }}>
                  <TranslationCell
                    cell={{ code: row.code, languageCode: code }}
                    {...textOf(row, code)}
                    languageLabel={label(code)}
                    edit={edit}
                    isStale={isStale}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
