import { FormGroup, InputGroup } from "@blueprintjs/core";

export interface LocationTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The problem of the field, shown under it in red. */
  error?: string;
  helperText?: string;
  type?: "text" | "email" | "tel" | "url";
  placeholder?: string;
  maxLength?: number;
}

/** A labelled text input of the location dialog with its message. */
export function LocationTextField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  type = "text",
  placeholder,
  maxLength,
}: LocationTextFieldProps) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={error ?? helperText}
      intent={error ? "danger" : "none"}
      style={{ flex: 1, minWidth: 200 }}
    >
      <InputGroup
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        intent={error ? "danger" : "none"}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}
