import { NumericInput } from "@blueprintjs/core";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

/** Numbers and integers as a Blueprint NumericInput with the schema's bounds. */
export function NumberWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  onChange,
  onBlur,
  onFocus,
  schema,
  rawErrors,
  options,
}: WidgetProps) {
  const isInteger = schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer"));
  return (
    <NumericInput
      id={id}
      fill
      value={value === null || value === undefined ? "" : value}
      min={typeof schema.minimum === "number" ? schema.minimum : undefined}
      max={typeof schema.maximum === "number" ? schema.maximum : undefined}
      minorStepSize={isInteger ? null : 0.01}
      allowNumericCharactersOnly
      // Blueprint points the step buttons' aria-controls at its own id, which our id replaces; arrow keys step.
      buttonPosition="none"
      required={required}
      disabled={disabled}
      // Read-only text stays focusable and readable (a saving dialog uses it), unlike disabled.
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      intent={rawErrors?.length ? "danger" : "none"}
      // While typing "1." the text is not a number yet; keep the last number until it is.
      onValueChange={(asNumber, asString) => onChange(asString === "" ? options.emptyValue : Number.isNaN(asNumber) ? value : asNumber)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
