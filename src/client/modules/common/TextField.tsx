import type { HTMLInputTypeAttribute } from "react";
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The contract's limit (from `maxLengths`): the input takes no more, and the help says so. */
  maxLength?: number;
  /** Marks the label '(required)'; the form's own check says when it is missing. */
  isRequired?: boolean;
  /** The message at the field, in the UI language; replaces the help while shown. */
  error?: string;
  /** Help under the field, before the length limit. */
  help?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A labelled text input of a hand-written form: required marked in the label, the contract's
 * length limit enforced and stated, and the form's message at the field. Forms using it set
 * `noValidate`, so the browser never shows its own bubbles (in the browser's language).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  isRequired = false,
  error,
  help,
  type = "text",
  autoComplete,
  autoFocus,
}: TextFieldProps) {
  const { t } = useTranslation();
  const limit = maxLength === undefined ? undefined : t("common.form.maxLength", { max: maxLength });
  const helper = error ?? ([help, limit].filter(Boolean).join(" ") || undefined);
  const helperId = `${id}-help`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={isRequired ? t("common.form.required") : undefined}
      intent={error ? "danger" : "none"}
      helperText={helper && <span id={helperId}>{helper}</span>}
    >
      <InputGroup
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        intent={error ? "danger" : "none"}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}
