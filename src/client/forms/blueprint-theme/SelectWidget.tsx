import { HTMLSelect } from "@blueprintjs/core";
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from "@rjsf/utils";
import { MultiSelectWidget } from "./MultiSelectWidget.tsx";

/** One choice of an enum as a Blueprint HTMLSelect; arrays of choices go to MultiSelectWidget. */
export function SelectWidget(props: WidgetProps) {
  const {
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
    options,
    multiple,
    schema,
    rawErrors,
  } = props;
  if (multiple) return <MultiSelectWidget {...props} />;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  // Option values are indexes: enum values may be numbers or booleans, an HTML select only has text.
  const decode = (index: string) => (index === "" ? emptyValue : enumOptionsValueForIndex(index, enumOptions, emptyValue));
  return (
    <HTMLSelect
      id={id}
      fill
      value={selected === undefined ? "" : String(selected)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={({ target }) => onChange(decode(target.value))}
      onBlur={({ target }) => onBlur(id, decode(target.value))}
      onFocus={({ target }) => onFocus(id, decode(target.value))}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
    >
      {schema.default === undefined && <option value="">{placeholder ?? ""}</option>}
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)} disabled={enumDisabled?.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
