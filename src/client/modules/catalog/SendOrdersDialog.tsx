import { Button, Callout, Classes, DialogBody, DialogFooter, FormGroup, HTMLTable, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { countryName } from "../../screens/controllers/formatCell.ts";
import { orderFullName } from "./catalogLabels.ts";
import { LocationChooser } from "./LocationChooser.tsx";
import { homeCountryOf } from "./locationGroups.ts";
import { sharedChoice } from "./sendChoices.ts";
import type { SendOrders } from "./useSendOrders.ts";
import { useChoosableLocations } from "./useChoosableLocations.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface SendOrdersDialogProps {
  /** State from useSendOrders; nothing renders while no requests are being sent. */
  sending: SendOrders;
  /** The list's country filter: its locations head every chooser. */
  filterCountry?: string;
}

/**
 * Sending the ticked catalog requests to chosen locations: one chooser per request (its
 * country's locations first, or the filter country's) and one to set all at once.
 */
export function SendOrdersDialog({ sending, filterCountry }: SendOrdersDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  const { orders } = sending;
  const { locations, isLoading, isError } = useChoosableLocations(orders !== null);
  if (!orders) return null;
  return (
    <AppDialog
      isOpen
      title={t("catalog.send.title")}
      onClose={sending.close}
      canOutsideClickClose={!sending.isSending}
      canEscapeKeyClose={!sending.isSending}
      style={{ width: 760 }}
    >
      <DialogBody>
        <p>{t("catalog.send.intro")}</p>
        {isError && (
          <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
            {t("catalog.send.locationsFailed")}
          </Callout>
        )}
        {isLoading ? (
          <Spinner size={24} />
        ) : (
          <>
            <FormGroup label={t("catalog.send.forAll")}>
              <LocationChooser
                locations={locations}
                homeCountry={homeCountryOf(orders, filterCountry)}
                value={sharedChoice(orders, sending.choices)}
                onChange={sending.chooseForAll}
                label={t("catalog.send.forAll")}
                disabled={sending.isSending}
              />
            </FormGroup>
            <HTMLTable compact style={{ width: "100%" }}>
              <thead>
                <tr>
                  <th scope="col">{t("catalog.send.request")}</th>
                  <th scope="col">{t("catalog.send.address")}</th>
                  <th scope="col">{t("catalog.send.location")}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <div>{orderFullName(order)}</div>
                      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{order.email}</div>
                    </td>
                    <td>
                      {[order.zipCode, order.city, order.country ? countryName(order.country, locale) : null].filter(Boolean).join(", ")}
                    </td>
                    <td>
                      <LocationChooser
                        locations={locations}
                        homeCountry={homeCountryOf([order], filterCountry)}
                        value={sending.choices.get(order.id) ?? null}
                        onChange={(location) => sending.choose(order.id, location)}
                        label={`${t("catalog.send.location")}: ${orderFullName(order) || order.email || order.id}`}
                        disabled={sending.isSending}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("catalog.send.cancel")} onClick={sending.close} disabled={sending.isSending} />
            <Button
              intent="primary"
              icon="send-to"
              text={t("catalog.send.send")}
              onClick={() => void sending.send()}
              disabled={!sending.canSend}
              loading={sending.isSending}
            />
          </>
        }
      />
    </AppDialog>
  );
}
