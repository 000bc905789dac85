import { Callout, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../api/errors.ts";
import { ScreenPageFrame } from "../../screens/views/ScreenPageFrame.tsx";
import { ScreenTableFooter } from "../../screens/views/ScreenTableFooter.tsx";
import { pageCount } from "./translationColumns.ts";
import { TranslationsFilters } from "./TranslationsFilters.tsx";
import { TranslationsPurgeButton } from "./TranslationsPurgeButton.tsx";
import { TranslationsTable } from "./TranslationsTable.tsx";
import { useTranslationEdit } from "./useTranslationEdit.ts";
import { useTranslationPurge } from "./useTranslationPurge.ts";
import { useTranslationView } from "./useTranslationView.ts";

/**
 * Translations (spec part 2 sections 2, 4 "Translations", 6, 9): every key with its text per
 * active site language, 100 per page by code; search, a no-translation filter, the language
 * column toggles, one cell edited inline at a time, and the translations' cache purge.
 */
export function TranslationsScreen() {
  const { t } = useTranslation();
  const table = useTranslationView();
  const edit = useTranslationEdit();
  const purge = useTranslationPurge();
  const { sites, page, view } = table;
  const filters = (
    <TranslationsFilters
      view={view}
      languages={table.languages}
      onToggleLanguage={table.toggleLanguage}
      onSearch={table.search}
      onNoTranslation={table.filterNoTranslation}
    />
  );
  return (
    <ScreenPageFrame
      titleId="translations-title"
      title={t("translations.title")}
      filters={sites.data && table.languages.length > 0 && filters}
    >
      <div className="screen-table">
        <div className="screen-table-bar">
          <div className="screen-table-bar-end">
            <TranslationsPurgeButton purge={purge} />
          </div>
        </div>
        {sites.isPending ? (
          <Spinner aria-label={t("translations.title")} />
        ) : sites.error ? (
          <Callout intent="danger" role="alert">
            {apiErrorMessage(sites.error, "translations.table.sitesFailed")}
          </Callout>
        ) : table.languages.length === 0 ? (
          <NonIdealState icon="translate" title={t("translations.table.noSites")} />
        ) : page.error ? (
          <Callout intent="danger" role="alert">
            {apiErrorMessage(page.error, "translations.table.loadFailed")}
          </Callout>
        ) : !page.data ? (
          <Spinner aria-label={t("translations.title")} />
        ) : page.data.list.length === 0 ? (
          <NonIdealState icon="search" title={t("translations.table.empty")} />
        ) : (
          <>
            <TranslationsTable
              rows={page.data.list}
              languages={view.languages}
              edit={edit}
              isFetching={page.isFetching}
              isStale={page.isPlaceholderData}
            />
            <ScreenTableFooter
              table={{
                state: { page: view.page, filters: {} },
                total: page.data.total,
                totalIsEstimate: page.data.totalIsEstimate,
                pageCount: pageCount(page.data.total),
                setPage: table.setPage,
                csvHref: undefined,
              }}
            />
          </>
        )}
      </div>
    </ScreenPageFrame>
  );
}
