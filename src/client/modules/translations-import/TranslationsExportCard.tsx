import { useState } from "react";
import { AnchorButton, Card, FormGroup, H3, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { EXPORT_FILTERS, exportHref, type ExportFilter } from "./importFlow.ts";

/**
 * The export (exportTranslations): every key or only the partner pages' keys, as a CSV the
 * browser downloads with the session cookie; the server checks the right.
 */
export function TranslationsExportCard() {
  const { t } = useTranslation();
  const [filterBy, setFilterBy] = useState<ExportFilter>("all");
  return (
    <Card>
      <H3 id="translations-export-title">{t("translationsImport.export.title")}</H3>
      <div style={{ display: "flex", alignItems: "flex-end", gap: 12, flexWrap: "wrap" }}>
        <FormGroup label={t("translationsImport.export.filter")} labelFor="translations-export-filter" style={{ margin: 0 }}>
          <HTMLSelect
            id="translations-export-filter"
            value={filterBy}
            onChange={(event) => setFilterBy(event.currentTarget.value as ExportFilter)}
            options={EXPORT_FILTERS.map((value) => ({ value, label: t(`translationsImport.export.filters.${value}`) }))}
          />
        </FormGroup>
        <AnchorButton
          icon="download"
          intent="primary"
          href={exportHref(filterBy)}
          download
          text={t("translationsImport.export.download")}
        />
      </div>
    </Card>
  );
}
