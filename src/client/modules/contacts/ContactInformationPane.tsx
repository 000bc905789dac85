import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import { useCountryOptions } from "../common/useCountryOptions.ts";
import type { ContactDraft } from "./contactDraft.ts";

export interface ContactInformationPaneProps {
  draft: ContactDraft;
  change(patch: Partial<ContactDraft>): void;
  /** Message keys of the fields a refused save named (the contract's paths). */
  fieldErrors: Readonly<Record<string, string>>;
}

type TextFieldName = "firstname" | "lastname" | "employer" | "telephone" | "mobilePhone" | "street" | "zipCode" | "city";

const LIMITS: Readonly<Record<TextFieldName, number>> = {
  firstname: maxLengths.ContactInput.firstname,
  lastname: maxLengths.ContactInput.lastname,
  employer: maxLengths.ContactInput.employer,
  telephone: maxLengths.ContactInput.telephone,
  mobilePhone: maxLengths.ContactInput.mobilePhone,
  street: maxLengths.AddressInput.street,
  zipCode: maxLengths.AddressInput.zipCode,
  city: maxLengths.AddressInput.city,
};
/** The contract's path of each field, as a refused save names it. */
const PATHS: Readonly<Record<TextFieldName, string>> = {
  firstname: "firstname",
  lastname: "lastname",
  employer: "employer",
  telephone: "telephone",
  mobilePhone: "mobilePhone",
  street: "address.street",
  zipCode: "address.zipCode",
  city: "address.city",
};
const row = { display: "flex", gap: 12 } as const;

/** Names, employer, phones and postal address of the contact (the pane the dialog starts on). */
export function ContactInformationPane({ draft, change, fieldErrors }: ContactInformationPaneProps) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const error = (path: string) => (fieldErrors[path] ? t(fieldErrors[path]) : undefined);
  const text = (field: TextFieldName, autoFocus = false) => (
    <div style={{ flex: 1 }}>
      <TextField
        id={`contact-${field}`}
        label={t(`contacts.fields.${field}`)}
        value={draft[field]}
        onChange={(value) => change({ [field]: value })}
        maxLength={LIMITS[field]}
        error={error(PATHS[field])}
        autoFocus={autoFocus}
      />
    </div>
  );
  return (
    <div>
      <div style={row}>
        {text("firstname", true)}
        {text("lastname")}
      </div>
      {text("employer")}
      <div style={row}>
        {text("telephone")}
        {text("mobilePhone")}
      </div>
      {text("street")}
      <div style={row}>
        {text("zipCode")}
        {text("city")}
        <FormGroup
          label={t("contacts.fields.country")}
          labelFor="contact-country"
          helperText={error("address.country.code")}
          intent={error("address.country.code") ? "danger" : "none"}
          style={{ flex: 1 }}
        >
          <HTMLSelect id="contact-country" fill value={draft.country} onChange={({ target }) => change({ country: target.value })}>
            <option value="">{t("contacts.fields.noCountry")}</option>
            {draft.country && !options.some((o) => o.code === draft.country) && <option value={draft.country}>{draft.country}</option>}
            {options.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
    </div>
  );
}
