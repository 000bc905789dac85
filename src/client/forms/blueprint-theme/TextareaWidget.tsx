import { TextArea } from "@blueprintjs/core";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

/** Long text (ui:widget textarea) as a Blueprint TextArea that grows with its content. */
export function TextareaWidget({
  id,
  htmlName,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  onChange,
  onBlur,
  onFocus,
  options,
  rawErrors,
}: WidgetProps) {
  return (
    <TextArea
      id={id}
      name={htmlName ?? id}
      fill
      autoResize
      rows={typeof options.rows === "number" ? options.rows : 3}
      value={value ?? ""}
      required={required}
      disabled={disabled}
      // Read-only text stays focusable and readable (a saving dialog uses it), unlike disabled.
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      intent={rawErrors?.length ? "danger" : "none"}
      onChange={({ target }) => onChange(target.value === "" ? options.emptyValue : target.value)}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
