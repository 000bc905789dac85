import { useMemo } from "react";
import type { RJSFSchema, RJSFValidationError, UiSchema } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { BlueprintForm } from "../../forms/blueprint-theme/index.ts";
import { translateValidationErrors } from "../../screens/controllers/validationMessages.ts";
import { blockDataFormSchema, blockDataUiSchema, cleanedData, withTitles } from "./blockForm.ts";
import { blockFormValidator } from "./blockFormValidator.ts";
import { BLOCK_TEMPLATES } from "./blockTemplates.ts";
import { BlockTemplateForm } from "./BlockTemplateForm.tsx";
import type { BlockClass } from "./blockTypes.ts";

export interface BlockDataFormProps {
  blockClass: BlockClass;
  data: Record<string, unknown>;
  /** Every change, the whole data (the rules stay as they were: the rules editor edits them). */
  onChange(data: Record<string, unknown>): void;
  isReadOnly?: boolean;
  /** The block's site (a hand-made template's video cells take a video's texts in its language). */
  siteId?: number;
}

/** A block's data: its class's hand-made template where the spec has one, else the form drawn from the contract's schema. */
export function BlockDataForm({ blockClass, data, onChange, isReadOnly, siteId }: BlockDataFormProps) {
  const rows = BLOCK_TEMPLATES[blockClass];
  if (rows)
    return (
      <BlockTemplateForm blockClass={blockClass} rows={rows} data={data} onChange={onChange} isReadOnly={isReadOnly} siteId={siteId} />
    );
  return <SchemaDataForm blockClass={blockClass} data={data} onChange={onChange} isReadOnly={isReadOnly} />;
}

function SchemaDataForm({ blockClass, data, onChange, isReadOnly }: BlockDataFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => withTitles(blockDataFormSchema(blockClass), (key) => t(`blockEditor.fields.${key}`, { defaultValue: key })),
    [blockClass, t],
  );
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...blockDataUiSchema(blockClass), "ui:submitButtonOptions": { norender: true } }),
    [blockClass],
  );
  return (
    <ContractForm
      schema={schema}
      uiSchema={uiSchema}
      data={data}
      isReadOnly={isReadOnly}
      // The rules are not in the form: keep them beside what it answers.
      onChange={(formData) => onChange({ ...formData, ...(data.rules !== undefined ? { rules: data.rules } : {}) })}
    />
  );
}

export interface ContractFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  isReadOnly?: boolean;
}

/** An rjsf form of the app's Blueprint theme over a contract schema, checked live against the contract's limits. */
export function ContractForm({ schema, uiSchema, data, onChange, isReadOnly }: ContractFormProps) {
  const { t } = useTranslation();
  const transformErrors = (errors: RJSFValidationError[]) => translateValidationErrors(errors, t);
  return (
    <BlueprintForm
      tagName="div"
      schema={schema}
      uiSchema={{ ...uiSchema, "ui:submitButtonOptions": { norender: true } }}
      formData={data}
      validator={blockFormValidator}
      liveValidate="onChange"
      transformErrors={transformErrors}
      showErrorList={false}
      noHtml5Validate
      readonly={isReadOnly}
      onChange={({ formData }) => onChange((cleanedData(formData) ?? {}) as Record<string, unknown>)}
    />
  );
}
