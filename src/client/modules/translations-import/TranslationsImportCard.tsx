import { Button, Callout, Card, FileInput, FormGroup, H3, HTMLSelect, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../api/errors.ts";
import { ImportDiffView } from "./ImportDiffView.tsx";
import { rowsOf } from "./importFlow.ts";
import type { TranslationImport } from "./useTranslationImport.ts";

/** The import: the language, the file, the dry run's diff and the Import button that commits it. */
export function TranslationsImportCard({ flow }: { flow: TranslationImport }) {
  const { t } = useTranslation();
  const { languages, file, diff, phase, blocker } = flow;
  return (
    <Card style={{ display: "grid", gap: 12 }}>
      <H3 style={{ margin: 0 }}>{t("translationsImport.import.title")}</H3>
      {languages.error ? (
        <Callout intent="danger" role="alert">
          {apiErrorMessage(languages.error, "translationsImport.import.languagesFailed")}
        </Callout>
      ) : (
        <div style={{ display: "flex", alignItems: "flex-end", gap: 12, flexWrap: "wrap" }}>
          <FormGroup label={t("translationsImport.import.language")} labelFor="translations-import-language" style={{ margin: 0 }}>
            <HTMLSelect
              id="translations-import-language"
              value={flow.languageCode}
              // A file being read is compared in the language chosen when it was picked.
              disabled={!languages.data || phase === "reading" || phase === "importing"}
              onChange={(event) => flow.chooseLanguage(event.currentTarget.value)}
              options={[
                { value: "", label: t("translationsImport.import.chooseLanguage") },
                ...(languages.data ?? []).map(({ languageCode, name }) => ({ value: languageCode, label: `${name} (${languageCode})` })),
              ]}
            />
          </FormGroup>
          <FormGroup label={t("translationsImport.import.file")} labelFor="translations-import-file" style={{ margin: 0 }}>
            <FileInput
              text={file?.name ?? t("translationsImport.import.chooseFile")}
              disabled={phase !== "idle"}
              inputProps={{ id: "translations-import-file", accept: ".csv,.xlsx,text/csv" }}
              onInputChange={(event) => {
                const picked = event.currentTarget.files?.[0];
                // The same file may be chosen again after a change on disk.
                event.currentTarget.value = "";
                if (picked) flow.read(picked);
              }}
            />
          </FormGroup>
        </div>
      )}
      {file && (
        <p style={{ margin: 0 }}>
          {t("translationsImport.import.fileRead", {
            name: file.name,
            rows: file.rows.length,
            languageRows: rowsOf(file.rows, flow.languageCode),
          })}
        </p>
      )}
      {(phase === "reading" || phase === "previewing") && <Spinner size={20} aria-label={t("translationsImport.import.checking")} />}
      {diff && <ImportDiffView diff={diff} />}
      <div style={{ display: "flex", alignItems: "center", gap: 12 }}>
        <Button
          intent="primary"
          icon="import"
          text={t("translationsImport.import.button")}
          disabled={blocker !== null}
          loading={phase === "importing"}
          aria-describedby={blocker ? "translations-import-blocked" : undefined}
          onClick={flow.commit}
        />
        {blocker && blocker !== "busy" && <span id="translations-import-blocked">{t(`translationsImport.import.blocked.${blocker}`)}</span>}
      </div>
    </Card>
  );
}
