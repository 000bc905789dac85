import { Button, HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DEFAULT_TEMPLATE, overviewRows, templatesOf, type PropertyTarget } from "./orderFormOverview.ts";
import type { OrderFormOverview } from "../partnerOrderTypes.ts";

export interface OrderFormTableProps {
  overview: OrderFormOverview;
  onEdit(target: PropertyTarget): void;
}

/** Properties down, the default and each template across; a template's differences are marked. */
export function OrderFormTable({ overview, onEdit }: OrderFormTableProps) {
  const { t } = useTranslation();
  const templates = templatesOf(overview);
  const rows = overviewRows(overview);
  const templateName = (code: string) => templates.find((tpl) => tpl.code === code)?.displayName ?? code;
  return (
    <div className="order-form-table-wrap">
      <HTMLTable bordered compact striped className="order-form-table" aria-label={t("partnerOrders.orderForm.properties")}>
        <thead>
          <tr>
            <th scope="col">{t("partnerOrders.orderForm.property")}</th>
            <th scope="col">{t("partnerOrders.orderForm.defaultTemplate")}</th>
            {templates.map((template) => (
              <th scope="col" key={template.code}>
                <div>{template.displayName ?? template.code}</div>
                <small>{t("partnerOrders.orderForm.differencesCount", { count: template.differences.length })}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ property, differs }) => (
            <tr key={property.code}>
              <th scope="row">
                <div>{property.displayName}</div>
                <small className="order-form-code">{property.code}</small>
              </th>
              <td>
                <Button
                  variant="minimal"
                  icon="edit"
                  text={t(`partnerOrders.orderForm.dataTypes.${property.dataType}`)}
                  // The name starts with what the button shows, then says what a click does.
                  aria-label={t("partnerOrders.orderForm.editDefault", {
                    type: t(`partnerOrders.orderForm.dataTypes.${property.dataType}`),
                    property: property.displayName,
                  })}
                  onClick={() => onEdit({ templateCode: DEFAULT_TEMPLATE, propertyCode: property.code })}
                />
              </td>
              {templates.map((template, i) => (
                <td key={template.code} className={differs[i] ? "order-form-differs" : undefined}>
                  <Button
                    variant="minimal"
                    aria-label={t("partnerOrders.orderForm.editTemplate", {
                      state: t(differs[i] ? "partnerOrders.orderForm.difference" : "partnerOrders.orderForm.same"),
                      property: property.displayName,
                      template: templateName(template.code),
                    })}
                    onClick={() => onEdit({ templateCode: template.code, propertyCode: property.code })}
                  >
                    {differs[i] ? (
                      <Tag intent="warning" icon="changes">
                        {t("partnerOrders.orderForm.difference")}
                      </Tag>
                    ) : (
                      <span className="order-form-same">{t("partnerOrders.orderForm.same")}</span>
                    )}
                  </Button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
