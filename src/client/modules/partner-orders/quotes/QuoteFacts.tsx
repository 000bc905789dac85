import { useTranslation } from "react-i18next";
import { formatCell } from "../../../screens/controllers/formatCell.ts";
import type { QuoteDetail } from "../partnerOrderTypes.ts";
import { addressLine } from "./quoteLinks.ts";

/** The quote's own facts as a description list; facts the quote lacks are left out. */
export function QuoteFacts({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.replace("_", "-");
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined
      ? ""
      : quote.currency
        ? new Intl.NumberFormat(locale, { style: "currency", currency: quote.currency }).format(amount)
        : amount.toLocaleString(locale);
  const facts: Array<[string, string]> = [
    ["status", t(`partnerOrders.statuses.${quote.status}`)],
    ["createdTime", formatCell(quote.createdTime, { format: "datetime" }, t, locale)],
    ["reference", quote.reference ?? ""],
    ["location", quote.location?.name ?? ""],
    ["customerName1", quote.customerName1 ?? ""],
    ["customerName2", quote.customerName2 ?? ""],
    ["address", addressLine(quote)],
    ["customerCountry", formatCell(quote.customerCountry, { format: "country" }, t, locale)],
    ["customerEmail", quote.customerEmail ?? ""],
    ["customerTelephone", quote.customerTelephone ?? ""],
    ["deliveryDate", quote.deliveryDate ?? ""],
    ["totalAmount", money(quote.totalAmount)],
  ];
  return (
    <dl className="partner-orders-facts">
      {facts
        .filter(([, value]) => value !== "")
        .map(([field, value]) => (
          <div key={field} style={{ display: "flex", gap: 8 }}>
            <dt style={{ minWidth: 160, fontWeight: 600 }}>{t(`partnerOrders.fields.${field}`)}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
