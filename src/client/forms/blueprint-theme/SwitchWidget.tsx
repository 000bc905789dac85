import { Switch } from "@blueprintjs/core";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

/** Booleans as a Blueprint Switch (also the theme's checkbox); the label sits beside it. */
export function SwitchWidget({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  label,
  hideLabel,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <Switch
      id={id}
      name={htmlName ?? id}
      // Announced as an on/off switch, not a checkbox.
      role="switch"
      checked={value === true}
      label={hideLabel ? undefined : label}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
