import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../../api/answer.ts";
import { $api, api } from "../../../api/client.ts";
import { invalidateAfter } from "../../../api/invalidation.ts";
import { confirmDialog } from "../../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../../ui/toaster.ts";
import { canDeleteOverride, type PropertyTarget } from "./orderFormOverview.ts";
import type { OrderFormProperty } from "../partnerOrderTypes.ts";
import { draftOf, inputOf, validateDraft, type DraftErrors, type PropertyDraft } from "./propertyDraft.ts";
import { propertyServerErrors } from "./propertyServerErrors.ts";

/**
 * The property dialog's state: the property as the default or the template defines it, the
 * draft, its errors (the form's own once a save was tried, else the server's), saving it
 * ('Saved!', the template gains a difference) and deleting a template's override ('deleted!').
 */
export function usePropertyDialog(target: PropertyTarget, templateName: string, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = { templateCode: target.templateCode, propertyCode: target.propertyCode };
  const read = $api.useQuery("get", "/partner-order/template/{templateCode}/property/{propertyCode}", { params: { path } });
  const property = read.data;
  // The draft starts from the property as read; edits live here until saved or closed.
  const [edited, setEdited] = useState<PropertyDraft | null>(null);
  const draft = edited ?? (property ? draftOf(property) : null);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState<"saving" | "deleting" | null>(null);
  const ownErrors = draft && tried ? validateDraft(draft) : {};
  const errors: DraftErrors = { ...serverErrors, ...ownErrors };

  const edit = (change: (draft: PropertyDraft) => PropertyDraft) => {
    if (!draft) return;
    setEdited(change(draft));
    setServerErrors({});
  };

  async function save() {
    if (!draft || !property || busy) return;
    setTried(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    setBusy("saving");
    try {
      answerOf(
        await api.POST("/partner-order/template/{templateCode}/property/{propertyCode}", {
          params: { path },
          body: inputOf(draft, property),
        }),
      );
      toast.success(t("partnerOrders.orderForm.saved"));
      await invalidateAfter(queryClient, "saveOrderFormTemplateProperty", path);
      onDone();
    } catch (error) {
      setServerErrors(propertyServerErrors(error));
      toast.error(t("partnerOrders.orderForm.saveFailed"));
    } finally {
      setBusy(null);
    }
  }

  async function removeOverride() {
    if (!property || busy || !canDeleteOverride(property, target)) return;
    const confirmed = await confirmDialog({
      message: t("partnerOrders.orderForm.confirmDeleteOverride", { template: templateName, property: property.displayName }),
      confirmText: t("partnerOrders.orderForm.deleteOverride"),
      cancelText: t("partnerOrders.orderForm.cancel"),
    });
    if (!confirmed) return;
    setBusy("deleting");
    try {
      answerOf(await api.DELETE("/partner-order/template/{templateCode}/property/{propertyCode}", { params: { path } }));
      toast.success(t("partnerOrders.orderForm.deleted"));
      await invalidateAfter(queryClient, "deleteOrderFormTemplateProperty", path);
      onDone();
    } catch {
      toast.error(t("partnerOrders.orderForm.deleteFailed"));
    } finally {
      setBusy(null);
    }
  }

  return {
    property: property as OrderFormProperty | undefined,
    isLoading: read.isPending,
    loadError: read.error,
    draft,
    errors,
    edit,
    save,
    removeOverride,
    canDelete: property ? canDeleteOverride(property, target) : false,
    busy,
  };
}

export type PropertyDialogState = ReturnType<typeof usePropertyDialog>;
