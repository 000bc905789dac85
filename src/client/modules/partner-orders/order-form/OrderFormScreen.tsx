import { useState } from "react";
import { Callout, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../../api/client.ts";
import { apiErrorMessage } from "../../../api/errors.ts";
import { OrderFormTable } from "./OrderFormTable.tsx";
import type { PropertyTarget } from "./orderFormOverview.ts";
import { PropertyDialog } from "./PropertyDialog.tsx";
import "./partnerOrders.css";

/**
 * The order form (spec part 2 sections 2 "Order form overview", 3, 4): every property with its
 * default and, per template, whether the template overrides it; a property's default or a
 * template's own definition edits in a full-screen dialog.
 */
export function OrderFormScreen() {
  const { t } = useTranslation();
  const overview = $api.useQuery("get", "/partner-order/overview");
  const [editing, setEditing] = useState<PropertyTarget | null>(null);
  return (
    <section aria-labelledby="order-form-title" className="order-form-screen">
      <h2 id="order-form-title">{t("partnerOrders.titles.orderForm")}</h2>
      {overview.isPending ? (
        <Spinner aria-label={t("partnerOrders.titles.orderForm")} />
      ) : overview.error ? (
        <Callout intent="danger" role="alert">
          {apiErrorMessage(overview.error, "partnerOrders.orderForm.loadFailed")}
        </Callout>
      ) : overview.data.properties.length === 0 ? (
        <NonIdealState icon="form" title={t("partnerOrders.orderForm.noProperties")} />
      ) : (
        <OrderFormTable overview={overview.data} onEdit={setEditing} />
      )}
      {editing && (
        <PropertyDialog
          key={`${editing.templateCode}/${editing.propertyCode}`}
          target={editing}
          templateName={overview.data?.templates.find((tpl) => tpl.code === editing.templateCode)?.displayName ?? editing.templateCode}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
