import { FormGroup, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BlockFileUpload } from "./BlockFileUpload.tsx";
import { fieldValue, schemaFieldLimits, withField, type TemplateField, type TemplateRow } from "./blockTemplates.ts";

export interface TemplateRowsProps {
  /** The contract schema the fields belong to (a class's data, a cell): their limits. */
  schemaName: string | undefined;
  rows: readonly TemplateRow[];
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  /** Each input's id is this plus its field's key. */
  idPrefix: string;
  isReadOnly?: boolean;
  /** Draws a field itself (a list of cells); undefined leaves it to the plain input of its kind. */
  renderField?(field: TemplateField): ReactNode | undefined;
}

/** A hand-made template's fields, row by row, related ones side by side. */
export function TemplateRows({ schemaName, rows, data, onChange, idPrefix, isReadOnly, renderField }: TemplateRowsProps) {
  return (
    <div className="block-template">
      {rows.map((row) => (
        <div key={row.map((f) => f.key).join("-")} className="block-template-row">
          {row.map(
            (field) =>
              renderField?.(field) ?? (
                <TemplateInput
                  key={field.key}
                  id={`${idPrefix}-${field.key}`}
                  field={field}
                  limits={schemaFieldLimits(schemaName, field)}
                  value={fieldValue(data, field)}
                  isReadOnly={isReadOnly}
                  onChange={(value) => onChange(withField(data, field, value))}
                />
              ),
          )}
        </div>
      ))}
    </div>
  );
}

interface TemplateInputProps {
  id: string;
  field: TemplateField;
  limits: { maxLength?: number; minimum?: number; maximum?: number };
  value: string | boolean;
  isReadOnly?: boolean;
  onChange(value: string | boolean): void;
}

function TemplateInput({ id, field, limits, value, isReadOnly, onChange }: TemplateInputProps) {
  const { t } = useTranslation();
  const label = t(`blockEditor.fields.${field.key === "image" ? "identifier" : field.key}`);
  if (field.kind === "switch")
    return (
      <Switch id={id} label={label} checked={value === true} disabled={isReadOnly} onChange={(e) => onChange(e.currentTarget.checked)} />
    );
  return (
    <FormGroup label={label} labelFor={id} className="block-template-field">
      {field.kind === "image" && (
        <BlockFileUpload fileType="image" fieldLabel={label} isDisabled={isReadOnly} onUploaded={(name) => onChange(name)} />
      )}
      {field.kind === "richText" ? (
        <TextArea
          id={id}
          fill
          rows={4}
          value={String(value)}
          maxLength={limits.maxLength}
          readOnly={isReadOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <InputGroup
          id={id}
          type={field.kind === "url" ? "url" : field.kind === "number" ? "number" : "text"}
          value={String(value)}
          maxLength={limits.maxLength}
          min={limits.minimum}
          max={limits.maximum}
          step={field.kind === "number" ? 1 : undefined}
          readOnly={isReadOnly}
          onValueChange={(v) => onChange(v)}
        />
      )}
    </FormGroup>
  );
}
