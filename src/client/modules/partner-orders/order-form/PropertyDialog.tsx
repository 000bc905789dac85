import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/errors.ts";
import { maxLengths } from "../../../../shared/api/maxLengths.ts";
import { AppDialog } from "../../../ui/dialogs/AppDialog.tsx";
import { TextField } from "../../common/TextField.tsx";
import { MeasurementFields } from "./MeasurementFields.tsx";
import { OptionsEditor } from "./OptionsEditor.tsx";
import { DEFAULT_TEMPLATE, type PropertyTarget } from "./orderFormOverview.ts";
import type { PropertyDataType } from "../partnerOrderTypes.ts";
import { withDataType, type DraftErrorKind } from "./propertyDraft.ts";
import { usePropertyDialog } from "./usePropertyDialog.ts";

export interface PropertyDialogProps {
  target: PropertyTarget;
  /** The template's name for the title (its code when it has none). */
  templateName: string;
  onClose(): void;
}

const DATA_TYPES: readonly PropertyDataType[] = ["measurement", "choice"];

/**
 * The full-screen property dialog: a property's default ('default') or one template's own
 * definition, measurement or choice with its options; a template's override can be deleted.
 */
export function PropertyDialog({ target, templateName, onClose }: PropertyDialogProps) {
  const { t } = useTranslation();
  const dialog = usePropertyDialog(target, templateName, onClose);
  const { property, draft, errors } = dialog;
  const message = (kind: DraftErrorKind | undefined) => (kind ? t(`partnerOrders.orderForm.errors.${kind}`) : undefined);
  const name = property?.displayName ?? target.propertyCode;
  const title =
    target.templateCode === DEFAULT_TEMPLATE
      ? t("partnerOrders.orderForm.dialogTitleDefault", { property: name })
      : t("partnerOrders.orderForm.dialogTitleTemplate", { property: name, template: templateName });
  const formId = `order-form-property-${target.templateCode}-${target.propertyCode}`;
  return (
    <AppDialog isOpen title={title} onClose={onClose} className="order-form-property-dialog" canOutsideClickClose={false}>
      <DialogBody className="order-form-property-body">
        {dialog.isLoading && <Spinner aria-label={title} />}
        {dialog.loadError != null && (
          <Callout intent="danger" role="alert">
            {apiErrorMessage(dialog.loadError, "partnerOrders.orderForm.propertyLoadFailed")}
          </Callout>
        )}
        {property && draft && (
          <form
            id={formId}
            noValidate
            className="order-form-property-form"
            onSubmit={(event) => {
              event.preventDefault();
              void dialog.save();
            }}
          >
            {target.templateCode !== DEFAULT_TEMPLATE && (
              <Callout intent={property.isNew ? "primary" : "warning"} style={{ marginBottom: 12 }}>
                {t(property.isNew ? "partnerOrders.orderForm.newOverride" : "partnerOrders.orderForm.isOverride")}
              </Callout>
            )}
            <p>
              {t("partnerOrders.orderForm.code")}: <code>{property.code}</code>
            </p>
            <TextField
              id={`${formId}-displayName`}
              label={t("partnerOrders.orderForm.displayName")}
              value={draft.displayName}
              onChange={(displayName) => dialog.edit((d) => ({ ...d, displayName }))}
              maxLength={maxLengths.OrderFormPropertyInput.displayName}
              isRequired
              error={message(errors.displayName)}
            />
            <FormGroup label={t("partnerOrders.orderForm.dataType")} labelFor={`${formId}-dataType`}>
              <HTMLSelect
                id={`${formId}-dataType`}
                value={draft.dataType}
                onChange={(event) => dialog.edit((d) => withDataType(d, event.currentTarget.value as PropertyDataType))}
                options={DATA_TYPES.map((value) => ({ value, label: t(`partnerOrders.orderForm.dataTypes.${value}`) }))}
              />
            </FormGroup>
            {draft.dataType === "measurement" ? (
              <MeasurementFields idPrefix={formId} draft={draft} errors={errors} onEdit={dialog.edit} />
            ) : (
              <OptionsEditor idPrefix={formId} draft={draft} errors={errors} onEdit={dialog.edit} />
            )}
          </form>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {dialog.canDelete && (
              <Button
                intent="danger"
                icon="trash"
                text={t("partnerOrders.orderForm.deleteOverride")}
                loading={dialog.busy === "deleting"}
                disabled={dialog.busy !== null}
                onClick={() => void dialog.removeOverride()}
              />
            )}
            <Button text={t("partnerOrders.orderForm.cancel")} onClick={onClose} />
            <Button
              type="submit"
              form={formId}
              intent="primary"
              text={t("partnerOrders.orderForm.save")}
              loading={dialog.busy === "saving"}
              disabled={!draft || dialog.busy !== null}
            />
          </>
        }
      />
    </AppDialog>
  );
}
