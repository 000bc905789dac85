import { HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { QuoteDetail } from "../partnerOrderTypes.ts";

/** The quote's lines with the order-form choices made for each. */
export function QuoteLines({ lines }: { lines: QuoteDetail["lines"] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.replace("_", "-");
  if (lines.length === 0) return <p>{t("partnerOrders.messages.noLines")}</p>;
  const head = ["lineNumber", "productCode", "description", "quantity", "unitPrice", "properties"];
  return (
    <HTMLTable compact striped style={{ width: "100%" }} aria-label={t("partnerOrders.fields.lines")}>
      <thead>
        <tr>
          {head.map((field) => (
            <th key={field}>{t(`partnerOrders.fields.${field}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.lineNumber}>
            <td>{line.lineNumber}</td>
            <td>{line.productCode}</td>
            <td>{line.description}</td>
            <td>{`${line.quantity.toLocaleString(locale)} ${line.unit ?? ""}`.trim()}</td>
            <td>{line.unitPrice?.toLocaleString(locale)}</td>
            <td>{(line.properties ?? []).map((p) => `${p.displayName ?? p.code}: ${p.value}`).join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
