import { Callout, Classes, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { CatalogStatusTag } from "../catalog/CatalogStatusTag.tsx";
import { formatCell } from "../../screens/controllers/formatCell.ts";

/**
 * Label keys of the catalog request statuses: the catalog screen's own words, so a status reads
 * the same here as in the catalog request list ('Unmatched/Retry' for failed).
 */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  new: "resources.catalogOrders.statuses.new",
  pending: "resources.catalogOrders.statuses.pending",
  failed: "resources.catalogOrders.statuses.failed",
  delivered: "resources.catalogOrders.statuses.delivered",
  booked: "resources.catalogOrders.statuses.booked",
};

/** The contact's catalog orders (the catalog requests it made), newest first, with their status names. */
export function ContactOrdersPane({ contactId }: { contactId: number | null }) {
  const { t, i18n } = useTranslation();
  const orders = $api.useQuery(
    "get",
    "/rest/catalog/catalog-orders",
    { params: { query: { filter: "contact", contactId: contactId ?? 0 } } },
    { enabled: contactId !== null },
  );
  if (contactId === null) return <p>{t("contacts.orders.newContact")}</p>;
  if (orders.isError)
    return (
      <Callout intent="danger" role="alert">
        {t("contacts.orders.loadFailed")}
      </Callout>
    );
  if (!orders.data) return <NonIdealState icon={<Spinner size={24} />} />;
  if (orders.data.length === 0) return <p>{t("contacts.orders.empty")}</p>;
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  return (
    <HTMLTable compact striped style={{ width: "100%" }}>
      <caption className={Classes.TEXT_MUTED} style={{ textAlign: "left", captionSide: "top" }}>
        {t("contacts.orders.caption")}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("contacts.orders.date")}</th>
          <th scope="col">{t("contacts.orders.status")}</th>
          <th scope="col">{t("contacts.orders.address")}</th>
          <th scope="col">{t("contacts.orders.sentTo")}</th>
        </tr>
      </thead>
      <tbody>
        {orders.data.map((order) => (
          <tr key={order.id}>
            <td>{formatCell(order.createdDate, { format: "datetime" }, t, locale)}</td>
            <td>
              <CatalogStatusTag status={order.status} labels={STATUS_LABELS} />
            </td>
            <td>{[order.zipCode, order.city].filter(Boolean).join(" ")}</td>
            <td>{order.locationNotifiedToEmail ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
