import { Button, Classes, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isOpenCell, type CellKey } from "./cellEdit.ts";
import type { TranslationEdit } from "./useTranslationEdit.ts";

export interface TranslationCellProps {
  cell: CellKey;
  text: string;
  updatedAt: string | null;
  /** The language's label, for the cell's accessible names. */
  languageLabel: string;
  edit: TranslationEdit;
  /** True while the row is the previous view's: the cell does not open. */
  isStale?: boolean;
}

/**
 * One key's text in one language: plain text for a language the account may not edit, a button
 * opening the inline edit otherwise (disabled while a save is under way), and the edit itself
 * when this is the open cell.
 */
export function TranslationCell({ cell, text, updatedAt, languageLabel, edit, isStale = false }: TranslationCellProps) {
  const { t } = useTranslation();
  const names = { code: cell.code, language: languageLabel };
  const { state } = edit;
  if (isOpenCell(state, cell) && state.status !== "idle") {
    const isSaving = state.status === "saving";
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          edit.save();
        }}
        style={{ display: "grid", gap: 4, minWidth: 240 }}
      >
        <TextArea
          autoFocus
          fill
          autoResize
          aria-label={t("translations.edit.field", names)}
          aria-describedby="translations-edit-keys"
          value={state.draft}
          readOnly={isSaving}
          onChange={(event) => edit.change(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") edit.cancel();
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) edit.save();
          }}
        />
        <span id="translations-edit-keys" className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {t("translations.edit.keys")}
        </span>
        <div style={{ display: "flex", gap: 4 }}>
          <Button type="submit" size="small" intent="primary" loading={isSaving} text={t("translations.edit.save")} />
          <Button size="small" disabled={isSaving} text={t("translations.edit.cancel")} onClick={edit.cancel} />
        </div>
      </form>
    );
  }
  if (!edit.mayEdit(cell.languageCode)) return <span style={{ whiteSpace: "pre-wrap" }}>{text}</span>;
  return (
    <Button
      variant="minimal"
      alignText="start"
      fill
      // The name starts with the text the button shows (WCAG 2.5.3), then says what a click does.
      aria-label={text ? t("translations.edit.openWithText", { ...names, text }) : t("translations.edit.open", names)}
      disabled={state.status === "saving" || isStale}
      onClick={() => edit.start(cell, text, updatedAt)}
      style={{ whiteSpace: "pre-wrap", minHeight: 24 }}
      text={text}
    />
  );
}
