import type { ReactNode } from "react";
import { Callout, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatCell } from "../../screens/controllers/formatCell.ts";
import { MATCH_TYPE_LABELS } from "./catalogLabels.ts";
import type { CatalogOrder } from "./catalogTypes.ts";
import { CatalogStatusTag } from "./CatalogStatusTag.tsx";
import { NotifiedToCell } from "./NotifiedToCell.tsx";

export interface OrderRoutingFactsProps {
  order: Pick<
    CatalogOrder,
    | "createdDate"
    | "status"
    | "notifiedLocation"
    | "locationNotifiedToEmail"
    | "locationNotifiedAt"
    | "locationNotifiedByMatchType"
    | "errorMessage"
  >;
  statusLabels: Readonly<Record<string, string>>;
}

const DATE_TIME = { format: "datetime" } as const;

/**
 * What the edit dialog shows but does not edit: when the request came, its status and where it
 * was routed (the server owns these; a save sends them as null).
 */
export function OrderRoutingFacts({ order, statusLabels }: OrderRoutingFactsProps) {
  const { t } = useTranslation();
  const matchType = order.locationNotifiedByMatchType;
  const wasSent = Boolean(order.locationNotifiedAt || order.locationNotifiedToEmail);
  const rows: Array<[labelKey: string, value: ReactNode]> = [
    ["catalog.routing.createdDate", formatCell(order.createdDate, DATE_TIME, t)],
    ["catalog.routing.status", <CatalogStatusTag status={order.status} labels={statusLabels} />],
    [
      "catalog.routing.sentTo",
      wasSent ? <NotifiedToCell order={order} /> : <span className={Classes.TEXT_MUTED}>{t("catalog.routing.notSent")}</span>,
    ],
  ];
  if (order.locationNotifiedAt) rows.push(["catalog.routing.sentAt", formatCell(order.locationNotifiedAt, DATE_TIME, t)]);
  if (matchType) rows.push(["catalog.routing.matchedBy", t(MATCH_TYPE_LABELS[matchType])]);
  return (
    <>
      <dl
        className="catalog-routing-facts"
        style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 12px", margin: "0 0 12px" }}
      >
        {rows.map(([labelKey, value]) => (
          <div key={labelKey} style={{ display: "contents" }}>
            <dt className={Classes.TEXT_MUTED}>{t(labelKey)}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {order.errorMessage && (
        <Callout intent="danger" icon="error" title={t("catalog.routing.error")} style={{ marginBottom: 12 }}>
          {order.errorMessage}
        </Callout>
      )}
    </>
  );
}
