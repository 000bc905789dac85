import { Button, Callout, FormGroup, HTMLSelect, Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../../shared/api/maxLengths.ts";
import { TextField } from "../../common/TextField.tsx";
import { withOptionAdded, withOptionChanged, withOptionRemoved, type DraftErrors, type PropertyDraft } from "./propertyDraft.ts";

export interface OptionsEditorProps {
  idPrefix: string;
  draft: PropertyDraft;
  errors: DraftErrors;
  onEdit(change: (draft: PropertyDraft) => PropertyDraft): void;
}

/** A choice's options (add, edit, remove) and which of them is the default. */
export function OptionsEditor({ idPrefix, draft, errors, onEdit }: OptionsEditorProps) {
  const { t } = useTranslation();
  const message = (path: string) => (errors[path] ? t(`partnerOrders.orderForm.errors.${errors[path]}`) : undefined);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{t("partnerOrders.orderForm.options")}</legend>
      {errors.options && (
        <Callout intent="danger" role="alert" compact>
          {message("options")}
        </Callout>
      )}
      {draft.options.length === 0 && <p>{t("partnerOrders.orderForm.noOptions")}</p>}
      <ol style={{ listStyle: "none", padding: 0 }}>
        {draft.options.map((option, i) => (
          // Options have no id of their own until saved; their place is their identity while editing.
          <li key={i} className="order-form-option">
            <span aria-hidden style={{ paddingTop: 6 }}>
              {i + 1}.
            </span>
            <TextField
              id={`${idPrefix}-option-${i}-code`}
              label={t("partnerOrders.orderForm.optionCode")}
              value={option.code}
              onChange={(code) => onEdit((d) => withOptionChanged(d, i, { code }))}
              maxLength={maxLengths.OrderFormPropertyOption.code}
              isRequired
              error={message(`options.${i}.code`)}
            />
            <TextField
              id={`${idPrefix}-option-${i}-displayName`}
              label={t("partnerOrders.orderForm.optionName")}
              value={option.displayName}
              onChange={(displayName) => onEdit((d) => withOptionChanged(d, i, { displayName }))}
              maxLength={maxLengths.OrderFormPropertyOption.displayName}
              isRequired
              error={message(`options.${i}.displayName`)}
            />
            <Button
              icon="cross"
              variant="minimal"
              intent={Intent.DANGER}
              aria-label={t("partnerOrders.orderForm.removeOption", { number: i + 1 })}
              style={{ marginTop: 20 }}
              onClick={() => onEdit((d) => withOptionRemoved(d, i))}
            />
          </li>
        ))}
      </ol>
      <Button icon="add" text={t("partnerOrders.orderForm.addOption")} onClick={() => onEdit(withOptionAdded)} />
      <FormGroup
        label={t("partnerOrders.orderForm.defaultValue")}
        labelFor={`${idPrefix}-defaultValue`}
        intent={errors.defaultValue ? "danger" : "none"}
        helperText={message("defaultValue")}
        style={{ marginTop: 16 }}
      >
        <HTMLSelect
          id={`${idPrefix}-defaultValue`}
          value={draft.defaultValue}
          onChange={(event) => onEdit((d) => ({ ...d, defaultValue: event.currentTarget.value }))}
          options={[
            { value: "", label: t("partnerOrders.orderForm.noDefault") },
            ...draft.options.filter((o) => o.code.trim() !== "").map((o) => ({ value: o.code.trim(), label: o.displayName || o.code })),
          ]}
        />
      </FormGroup>
    </fieldset>
  );
}
