import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../../api/answer.ts";
import { api } from "../../../api/client.ts";
import { apiErrorMessage } from "../../../api/errors.ts";
import { invalidateAfter } from "../../../api/invalidation.ts";
import { confirmDialog } from "../../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../../ui/toaster.ts";
import type { Quote } from "../partnerOrderTypes.ts";
import { edifactHref, isConfirmedDelete } from "./quoteLinks.ts";

/** What the quote tables' row actions need of the table: a spinner on the row while its call runs. */
export interface RowTracker {
  track<T>(row: Quote, work: Promise<T>): Promise<T>;
}

/**
 * The row actions of the three quote tables (spec part 2 sections 2, 7, 8): view details,
 * edit on the order platform and download EDIFACT (both in a new window), delete after a
 * confirmation (the answer must say success: true; the tables are read again).
 */
export function useQuoteActions(rows: RowTracker) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [viewed, setViewed] = useState<Quote | null>(null);

  async function openOnOrderPlatform(quote: Quote) {
    // The window opens within the click, so no popup blocker stops it; the address follows.
    const target = window.open("", "_blank");
    try {
      const { url } = answerOf(
        await rows.track(quote, api.GET("/partner-order/quote/order-platform-link", { params: { query: { quoteId: quote.id } } })),
      );
      if (target) {
        // The platform is another site: it gets no handle on the back-office's window.
        target.opener = null;
        target.location.href = url;
      } else window.open(url, "_blank", "noopener");
    } catch (error) {
      target?.close();
      toast.error(apiErrorMessage(error, "partnerOrders.messages.linkFailed"));
    }
  }

  async function remove(quote: Quote) {
    const customer = quote.customerName1 ?? "";
    const confirmed = await confirmDialog({
      message: t("partnerOrders.messages.confirmDelete", { id: quote.id, customer }),
      confirmText: t("partnerOrders.actions.delete"),
      cancelText: t("partnerOrders.orderForm.cancel"),
    });
    if (!confirmed) return;
    try {
      const answer = answerOf(await rows.track(quote, api.POST("/partner-order/quote/delete", { body: { id: quote.id } })));
      // Anything but success: true is a refusal, whatever the status said.
      if (!isConfirmedDelete(answer)) throw answer;
      toast.success(t("partnerOrders.messages.deleted", { id: quote.id }));
      if (viewed?.id === quote.id) setViewed(null);
      await invalidateAfter(queryClient, "deleteQuote");
    } catch (error) {
      toast.error(apiErrorMessage(error, "partnerOrders.messages.deleteFailed"));
    }
  }

  return {
    /** The quote whose details dialog is open. */
    viewed,
    view: (quote: Quote) => setViewed(quote),
    closeView: () => setViewed(null),
    openOnOrderPlatform,
    downloadEdifact: (quote: Quote) => void window.open(edifactHref(quote.id), "_blank", "noopener"),
    remove,
  };
}

export type QuoteActions = ReturnType<typeof useQuoteActions>;
