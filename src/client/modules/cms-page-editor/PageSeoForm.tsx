import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { contractSchema } from "../../../shared/api/blockDataSchemas.ts";
import { ContractForm } from "../block-editor/BlockDataForm.tsx";
import { formSchema, withTitles } from "../block-editor/blockForm.ts";
import type { CmsPage } from "./pageDraft.ts";

export interface PageSeoFormProps {
  seo: CmsPage["seo"];
  onChange(seo: NonNullable<CmsPage["seo"]>): void;
  isReadOnly?: boolean;
}

/** The form of the page's SEO part (contract CmsPageSeo); loaded with the form engine, on opening. */
export function PageSeoForm({ seo, onChange, isReadOnly }: PageSeoFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      withTitles(formSchema(contractSchema("CmsPageSeo") ?? { type: "object" }), (key) =>
        t(`cmsPageEditor.seo.fields.${key}`, { defaultValue: key }),
      ),
    [t],
  );
  return (
    <ContractForm
      schema={schema}
      uiSchema={{ metaDescription: { "ui:widget": "textarea", "ui:options": { rows: 3 } } }}
      data={(seo ?? {}) as Record<string, unknown>}
      onChange={(next) => onChange(next as NonNullable<CmsPage["seo"]>)}
      isReadOnly={isReadOnly}
    />
  );
}
