import type { Row } from "../../../screens/controllers/useScreenTable.ts";
import type { ScreenExtension, ScreenExtensionContext } from "../../../screens/screenExtension.ts";
import type { Quote } from "../partnerOrderTypes.ts";
import { QuoteDialog } from "./QuoteDialog.tsx";
import { useQuoteActions } from "./useQuoteActions.ts";

/**
 * The hand-written part shared by the three quote tables (screens/partner-orders-*.screen.yaml,
 * one operation by status): their row actions and the details dialog.
 */
export function usePartnerOrdersExtension({ table }: ScreenExtensionContext): ScreenExtension {
  const { track } = table.rowLoading;
  const actions = useQuoteActions({ track: (quote, work) => track(quote as Row, work) });
  const run: Record<string, (quote: Quote) => unknown> = {
    view: actions.view,
    orderPlatform: actions.openOnOrderPlatform,
    edifact: actions.downloadEdifact,
    delete: actions.remove,
  };
  return {
    runRowAction(actionId, row) {
      void run[actionId]?.(row as Quote);
    },
    overlays: actions.viewed && <QuoteDialog key={actions.viewed.id} quote={actions.viewed} onClose={actions.closeView} />,
  };
}
