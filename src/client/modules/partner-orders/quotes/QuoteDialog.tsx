import { useEffect } from "react";
import { Button, DialogBody, DialogFooter, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../../api/client.ts";
import { apiErrorMessage } from "../../../api/errors.ts";
import { toast } from "../../../ui/toaster.ts";
import { AppDialog } from "../../../ui/dialogs/AppDialog.tsx";
import type { Quote } from "../partnerOrderTypes.ts";
import { QuoteFacts } from "./QuoteFacts.tsx";
import { QuoteLines } from "./QuoteLines.tsx";

export interface QuoteDialogProps {
  quote: Pick<Quote, "id">;
  onClose(): void;
}

/** A quote's details (GET /partner-order/quote/view): customer, delivery and lines. */
export function QuoteDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation();
  const read = $api.useQuery("get", "/partner-order/quote/view", { params: { query: { quoteId: quote.id } } });
  const failure = read.error ? apiErrorMessage(read.error, "partnerOrders.messages.getFailed") : undefined;
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);
  return (
    <AppDialog isOpen title={t("partnerOrders.view.title", { id: quote.id })} onClose={onClose} style={{ width: 760 }}>
      <DialogBody>
        {read.isPending && !failure && <Spinner aria-label={t("partnerOrders.view.title", { id: quote.id })} />}
        {failure && <NonIdealState icon="error" title={failure} layout="horizontal" />}
        {read.data && (
          <>
            <QuoteFacts quote={read.data} />
            <QuoteLines lines={read.data.lines} />
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("partnerOrders.actions.close")} onClick={onClose} />} />
    </AppDialog>
  );
}
