import { useTranslation } from "react-i18next";
import { TranslationsExportCard } from "./TranslationsExportCard.tsx";
import { TranslationsImportCard } from "./TranslationsImportCard.tsx";
import { useTranslationImport } from "./useTranslationImport.ts";

/**
 * Import/Export translations (spec part 2 sections 2, 5, 7, 8, 9): the export by filter, and
 * the import of one language from a file, its dry run's diff shown before it is committed.
 */
export function ImportTranslationsScreen() {
  const { t } = useTranslation();
  const flow = useTranslationImport();
  return (
    <section aria-labelledby="import-translations-title" style={{ padding: 16, maxWidth: 1100, display: "grid", gap: 16 }}>
      <h2 id="import-translations-title" style={{ margin: 0 }}>
        {t("translationsImport.title")}
      </h2>
      <TranslationsExportCard />
      <TranslationsImportCard flow={flow} />
    </section>
  );
}
