import { useCallback, useMemo, useState } from "react";
import type { Row } from "../../screens/controllers/useScreenTable.ts";
import type { ScreenExtension, ScreenExtensionContext } from "../../screens/screenExtension.ts";
import { statusLabelsOf } from "./catalogLabels.ts";
import type { CatalogOrder, RuleTestInput } from "./catalogTypes.ts";
import { CatalogStatusTag } from "./CatalogStatusTag.tsx";
import { NotifiedToCell } from "./NotifiedToCell.tsx";
import { OrderRoutingFacts } from "./OrderRoutingFacts.tsx";
import { RuleTestDialog } from "./RuleTestDialog.tsx";
import { ruleTestInputOf } from "./ruleTestOutcome.ts";
import { SendOrdersDialog } from "./SendOrdersDialog.tsx";
import { useRuleTests } from "./useRuleTests.ts";
import { useSendOrders } from "./useSendOrders.ts";

/**
 * The catalog requests screen's hand-written part (screens/catalog-orders.screen.yaml): the
 * status tag and where a request went, the rule test per row, the routing facts in the edit
 * dialog, and sending the ticked requests to chosen locations.
 */
export function useCatalogOrdersExtension({ config, table }: ScreenExtensionContext): ScreenExtension {
  const statusLabels = useMemo(() => statusLabelsOf(config), [config]);
  const ruleTests = useRuleTests();
  const [testedOrder, setTestedOrder] = useState<CatalogOrder | null>(null);
  const { clear } = table.selection;
  const sending = useSendOrders({ onSent: clear });
  const filterCountry = table.state.filters.countryCode;

  const { track } = table.rowLoading;
  // The row shows a spinner while its test runs; a second click meanwhile starts nothing.
  const runTest = useCallback(
    (order: CatalogOrder, input: RuleTestInput) => void track(order as Row, ruleTests.run(order.id, input)),
    [track, ruleTests],
  );

  return {
    renderCell(field, row) {
      const order = row as CatalogOrder;
      if (field === "status") return <CatalogStatusTag status={order.status} labels={statusLabels} />;
      if (field === "locationNotifiedToEmail") return <NotifiedToCell order={order} />;
      return null;
    },
    runRowAction(actionId, row) {
      if (actionId !== "ruleTest") return;
      const order = row as CatalogOrder;
      setTestedOrder(order);
      runTest(order, ruleTestInputOf(order));
    },
    runSelectionAction(actionId, rows) {
      if (actionId === "send") sending.open(rows as CatalogOrder[]);
    },
    renderDialogIntro: (dialog) =>
      dialog.row ? <OrderRoutingFacts order={dialog.row as CatalogOrder} statusLabels={statusLabels} /> : null,
    overlays: (
      <>
        {testedOrder && (
          <RuleTestDialog
            key={testedOrder.id}
            order={testedOrder}
            state={ruleTests.stateOf(testedOrder.id)}
            onRun={(input) => runTest(testedOrder, input)}
            onClose={() => setTestedOrder(null)}
          />
        )}
        <SendOrdersDialog sending={sending} filterCountry={typeof filterCountry === "string" ? filterCountry : undefined} />
      </>
    ),
  };
}
