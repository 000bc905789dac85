import { useState } from "react";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import type { Manager } from "./locationTypes.ts";

/**
 * A location's managers: the list, add by e-mail and remove after 'Remove {name}?', with the
 * catalogue's messages (spec part 1 sections 5 and 8).
 */
export function useLocationManagers(locationId: number) {
  const { t } = useTranslation();
  const params = { path: { id: locationId } };
  const list = $api.useQuery("get", "/rest/company/locations/{id}/managers", { params });
  const [email, setEmail] = useState("");
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  async function add() {
    const address = email.trim();
    if (!address) {
      toast.warning(t("companyLocations.managers.noEmail"));
      return;
    }
    setAdding(true);
    try {
      const result = answerOf(await api.POST("/rest/company/locations/{id}/managers", { params, body: { email: address } }));
      if (!result.success) {
        toast.error(t("companyLocations.managers.notAdded", { email: address, message: result.message ?? "" }));
        return;
      }
      setEmail("");
      await list.refetch();
    } catch (error) {
      toast.error(
        t("companyLocations.managers.addFailed", {
          email: address,
          message: apiErrorMessage(error, "companyLocations.managers.unknownError"),
        }),
      );
    } finally {
      setAdding(false);
    }
  }

  async function remove(manager: Manager) {
    if (!(await confirmDialog({ message: t("companyLocations.managers.confirmRemove", { name: manager.fullname }) }))) return;
    setRemoving(manager.id);
    try {
      answerOf(await api.DELETE("/rest/company/locations/{id}/managers", { params: { ...params, query: { contactId: manager.id } } }));
      await list.refetch();
    } catch {
      toast.error(t("companyLocations.managers.removeFailed"));
    } finally {
      setRemoving(null);
    }
  }

  return {
    managers: list.data ?? [],
    isLoading: list.isLoading,
    isLoadFailed: list.isError,
    email,
    setEmail,
    isAdding,
    /** The manager whose removal is running, if any. */
    removing,
    add,
    remove,
  };
}
