import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { useDraftSave, type SaveFailure } from "../common/useDraftSave.ts";
import { useQueryDraft } from "../common/useQueryDraft.ts";
import { draftFromLocation, emptyLocationDraft, toLocationInput, type LocationDraft } from "./locationDraft.ts";
import type { CompanyLocation, CompanyLocationInput } from "./locationTypes.ts";
import { validateLocation, type LocationFormError } from "./locationValidation.ts";

export interface LocationDialogState {
  /** Null while the location loads. */
  draft: LocationDraft | null;
  /** The location as last read (facts the form does not edit: public page, partner page). */
  stored: CompanyLocation | null;
  isLoadFailed: boolean;
  retryLoad(): void;
  change(patch: Partial<LocationDraft>): void;
  changeAddress(patch: Partial<LocationDraft["address"]>): void;
  /** The form's problems, shown once a save was tried and updated as they are fixed. */
  errors: readonly LocationFormError[];
  /** The server's reason after a failed save, with its field messages. */
  failure: SaveFailure;
  /** The save was refused because the location changed since it was opened. */
  isStale: boolean;
  isSaving: boolean;
  /** True when saved; on failure the dialog stays open with what was typed. */
  save(): Promise<boolean>;
  /** Reads the location again after a stale save (what was typed is dropped). */
  reload(): Promise<void>;
  /** 'Edit canceled.' */
  cancel(): void;
}

/**
 * The location dialog's state: a draft of the form beside the stored location, validation of
 * every tab at once, save (create or update with the concurrency token) with the catalogue's
 * messages, and the stale-save reload (spec part 1 sections 4, 5 and 8).
 */
export function useLocationDialog(locationId: number | null, defaultCountry?: string): LocationDialogState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery(
    "get",
    "/rest/company/locations/{id}",
    { params: { path: { id: locationId ?? 0 } } },
    { enabled: locationId !== null, staleTime: 0 },
  );
  const record = useQueryDraft(query, draftFromLocation, () => (locationId === null ? emptyLocationDraft(defaultCountry) : null));
  const { draft, stored, setDraft } = record;
  const saving = useDraftSave(draft, {
    validate: validateLocation,
    reloadRecord: record.reload,
    persist: (current) => saveLocation(toLocationInput(current)),
    onSaved(saved) {
      record.setStored(saved);
      // The lists and this location's answers; a new location has no cached answers but in the lists.
      void invalidateAfter(queryClient, "updateLocation", { id: saved.id });
    },
    messages: {
      invalid: "companyLocations.form.invalid",
      saved: "companyLocations.messages.saved",
      saveFailed: "companyLocations.messages.saveFailed",
      saveFailedInDialog: "companyLocations.messages.saveFailedInDialog",
    },
  });

  const errors = saving.attempted && draft ? validateLocation(draft) : [];

  return {
    draft,
    stored,
    isLoadFailed: record.isLoadFailed,
    retryLoad: record.retryLoad,
    change: (patch) => setDraft((current) => current && { ...current, ...patch }),
    changeAddress: (patch) => setDraft((current) => current && { ...current, address: { ...current.address, ...patch } }),
    errors,
    failure: saving.failure,
    isStale: saving.isStale,
    isSaving: saving.isSaving,
    save: saving.save,
    reload: saving.reload,
    cancel: () => toast.info(t("companyLocations.messages.editCanceled")),
  };
}

/** Creates (id null) or updates with the concurrency token the body carries. */
async function saveLocation(body: CompanyLocationInput): Promise<CompanyLocation> {
  if (body.id === null || body.id === undefined) return answerOf(await api.POST("/rest/company/locations", { body }));
  return answerOf(await api.PUT("/rest/company/locations/{id}", { params: { path: { id: body.id } }, body }));
}
