import { FormGroup, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BlockFileUpload } from "./BlockFileUpload.tsx";
import type { BlockClass } from "./blockTypes.ts";
import { fieldMaxLength, fieldValue, withField, type TemplateField, type TemplateRow } from "./blockTemplates.ts";

export interface BlockTemplateFormProps {
  blockClass: BlockClass;
  rows: readonly TemplateRow[];
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  isReadOnly?: boolean;
}

/** A hand-made template (text header, text story, video): the class's fields laid out as an editor writes them. */
export function BlockTemplateForm({ blockClass, rows, data, onChange, isReadOnly }: BlockTemplateFormProps) {
  const baseId = useId();
  return (
    <div className="block-template">
      {rows.map((row) => (
        <div key={row.map((f) => f.key).join("-")} className="block-template-row">
          {row.map((field) => (
            <TemplateInput
              key={field.key}
              id={`${baseId}-${field.key}`}
              blockClass={blockClass}
              field={field}
              value={fieldValue(data, field)}
              isReadOnly={isReadOnly}
              onChange={(value) => onChange(withField(data, field, value))}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

interface TemplateInputProps {
  id: string;
  blockClass: BlockClass;
  field: TemplateField;
  value: string | boolean;
  isReadOnly?: boolean;
  onChange(value: string | boolean): void;
}

function TemplateInput({ id, blockClass, field, value, isReadOnly, onChange }: TemplateInputProps) {
  const { t } = useTranslation();
  const label = t(`blockEditor.fields.${field.key === "image" ? "identifier" : field.key}`);
  if (field.kind === "switch")
    return (
      <Switch id={id} label={label} checked={value === true} disabled={isReadOnly} onChange={(e) => onChange(e.currentTarget.checked)} />
    );
  const maxLength = fieldMaxLength(blockClass, field);
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
          maxLength={maxLength}
          readOnly={isReadOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <InputGroup
          id={id}
          type={field.kind === "url" ? "url" : "text"}
          value={String(value)}
          maxLength={maxLength}
          readOnly={isReadOnly}
          onValueChange={(v) => onChange(v)}
        />
      )}
    </FormGroup>
  );
}
