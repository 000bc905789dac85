import type { ChangeEvent } from "react";
import { InputGroup } from "@blueprintjs/core";
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from "@rjsf/utils";

/** Every single-line input (text, email, url, password) as a Blueprint InputGroup. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    type,
    rawErrors,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  // An emptied input means "no value" (undefined or the uiSchema's emptyValue), never "".
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === "" ? options.emptyValue : target.value);
  return (
    <InputGroup
      id={id}
      name={htmlName ?? id}
      {...inputProps}
      value={value === null || value === undefined ? "" : String(value)}
      required={required}
      disabled={disabled}
      // Read-only text stays focusable and readable (a saving dialog uses it), unlike disabled.
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      intent={rawErrors?.length ? "danger" : "none"}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
    />
  );
}
