import { FormGroup } from "@blueprintjs/core";
import { getSchemaType, type FieldTemplateProps } from "@rjsf/utils";

/**
 * One field as a Blueprint FormGroup: label, the widget, and below it the field's errors
 * (client validation or the server's 400 fields) in the danger intent, else its help text.
 */
export function FieldTemplate({
  id,
  classNames,
  style,
  label,
  children,
  rawErrors,
  rawHelp,
  rawDescription,
  hidden,
  required,
  displayLabel,
  schema,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  // Objects render their own heading; booleans carry their label beside the switch.
  const type = getSchemaType(schema);
  if (type === "object")
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  const errors = rawErrors?.filter(Boolean) ?? [];
  const showLabel = displayLabel && type !== "boolean";
  return (
    <FormGroup
      className={classNames}
      style={style}
      label={showLabel ? label : undefined}
      labelFor={id}
      labelInfo={showLabel && required ? "*" : undefined}
      subLabel={showLabel ? rawDescription : undefined}
      helperText={errors.length > 0 ? <span id={`${id}__error`}>{errors.join(" ")}</span> : rawHelp}
      intent={errors.length > 0 ? "danger" : "none"}
    >
      {children}
    </FormGroup>
  );
}
