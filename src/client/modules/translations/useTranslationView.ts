import { useCallback, useMemo, useState } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { $api } from "../../api/client.ts";
import { useCurrentUser } from "../../app/session.tsx";
import {
  filterNoTranslation,
  initialView,
  searchFor,
  toggleLanguage,
  translationsQuery,
  type TranslationView,
} from "./translationColumns.ts";
import { initialSite, siteLanguages } from "./translationLanguages.ts";

/**
 * The table's data and view: the preloaded sites give the language columns, the default
 * translation language the initial column; the view (columns, search, no-translation filter,
 * page) asks for one page of 100 keys by code.
 */
export function useTranslationView() {
  const { languagePermissions } = useCurrentUser();
  const sites = $api.useQuery("get", "/cms/sites");
  const languages = useMemo(() => siteLanguages(sites.data ?? []), [sites.data]);
  // Null until the user changes the view; till then it is the opening view, known once the sites are in.
  const [chosen, setView] = useState<TranslationView | null>(null);
  const opening = useMemo(
    () => initialView(sites.data ? initialSite(sites.data, languagePermissions)?.languageCode : undefined),
    [sites.data, languagePermissions],
  );
  const view = chosen ?? opening;
  const query = translationsQuery(view);
  const page = $api.useQuery(
    "get",
    "/cms/translations/get-by-page",
    { params: { query } },
    { enabled: view.languages.length > 0, placeholderData: keepPreviousData },
  );
  const change = useCallback(
    (next: (current: TranslationView) => TranslationView) => setView((current) => next(current ?? opening)),
    [opening],
  );
  const search = useCallback((text: string) => change((v) => searchFor(v, text)), [change]);
  return {
    sites,
    languages,
    view,
    page,
    toggleLanguage: (language: string) => change((v) => toggleLanguage(v, language, languages)),
    filterNoTranslation: (language: string | null) => change((v) => filterNoTranslation(v, language, languages)),
    search,
    setPage: (pageNumber: number) => change((v) => ({ ...v, page: pageNumber })),
  };
}
