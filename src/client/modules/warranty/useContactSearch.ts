import { useDeferredValue } from "react";
import { $api } from "../../api/client.ts";
import { useFailureToast } from "../../screens/controllers/useFailureToast.ts";
import type { WarrantyContact } from "./warrantyTypes.ts";

export interface ContactSearch {
  contacts: readonly WarrantyContact[];
  isSearching: boolean;
  isFailed: boolean;
}

/**
 * Contacts matching the typed text (searchWarrantyContacts: name, e-mail or phone, at most 50).
 * The text is deferred, so fast typing asks for what was typed last; a failure says 'Error when
 * searching for warranty'.
 */
export function useContactSearch(text: string): ContactSearch {
  const search = useDeferredValue(text.trim());
  const query = $api.useQuery(
    "get",
    "/warranty/data/warranty/search-contact",
    { params: { query: { search } } },
    { enabled: search !== "", staleTime: 30_000 },
  );
  useFailureToast(query.error, "warranty.messages.searchFailed");
  return { contacts: search === "" ? [] : (query.data ?? []), isSearching: query.isFetching, isFailed: query.isError };
}
