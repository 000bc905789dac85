import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { replaceInPages } from "../../api/cacheUpdates.ts";
import { api } from "../../api/client.ts";
import type { ScreenTable } from "../../screens/controllers/useScreenTable.ts";
import { toast } from "../../ui/toaster.ts";
import { customerNumberToSave, startCustomerNumberEdit, type CustomerNumberEdit } from "./customerNumberEdit.ts";
import type { CompanyLocation } from "./locationTypes.ts";

export interface CustomerNumberEditing {
  /** The row being edited and what is typed, or null. */
  edit: CustomerNumberEdit | null;
  /** Edits this row; any other row's edit is cancelled and shows its stored number again. */
  start(location: CompanyLocation): void;
  change(value: string): void;
  cancel(): void;
  /** Saves when the number changed; otherwise just ends the edit. */
  save(location: CompanyLocation): Promise<void>;
}

/** The list's inline customer number edit (spec part 1 section 4) with the catalogue's messages. */
export function useCustomerNumberEdit(table: Pick<ScreenTable, "rowLoading">): CustomerNumberEditing {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [edit, setEdit] = useState<CustomerNumberEdit | null>(null);

  return {
    edit,
    start: (location) => setEdit(startCustomerNumberEdit(location.id, location.customerNumber)),
    change: (value) => setEdit((current) => current && { ...current, value }),
    cancel: () => setEdit(null),
    async save(location) {
      if (!edit || edit.locationId !== location.id) return;
      const value = customerNumberToSave(edit);
      setEdit(null);
      if (value === undefined) return;
      try {
        const call = api.POST("/rest/company/locations/{id}/update-customer-number", {
          params: { path: { id: location.id } },
          // The row's version: a number changed by someone else meanwhile is refused (409), not overwritten.
          body: { customerNumber: value, locationId: location.id, updatedAt: location.updatedAt },
        });
        const saved = await table.rowLoading.track(location, call.then(answerOf));
        replaceInPages(queryClient, "/rest/company/locations/get-by-page", saved);
        toast.success(t("companyLocations.messages.customerNumberUpdated"));
      } catch {
        toast.error(t("companyLocations.messages.customerNumberFailed"));
        // What was typed comes back to be corrected, unless another row is being edited by now.
        setEdit((current) => current ?? edit);
      }
    },
  };
}
