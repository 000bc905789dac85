import { $api } from "../../api/client.ts";

/**
 * The languages one can be given the right to edit: those of the website's sites (a right is
 * per translation language, and every site has one). Sorted, without duplicates.
 */
export function useSiteLanguages(): { languages: string[]; isLoading: boolean } {
  const { data, isLoading } = $api.useQuery("get", "/cms/sites");
  const languages = [...new Set((data ?? []).map((site) => site.languageCode))].sort();
  return { languages, isLoading };
}
