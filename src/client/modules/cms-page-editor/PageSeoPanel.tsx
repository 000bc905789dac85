import { useMemo, useState } from "react";
import { Button, Card, Collapse } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { contractSchema } from "../../../shared/api/blockDataSchemas.ts";
import { ContractForm } from "../block-editor/BlockDataForm.tsx";
import { formSchema, withTitles } from "../block-editor/blockForm.ts";
import type { CmsPage } from "./pageDraft.ts";

export interface PageSeoPanelProps {
  seo: CmsPage["seo"];
  onChange(seo: NonNullable<CmsPage["seo"]>): void;
  isReadOnly?: boolean;
}

/** The page's SEO part (contract CmsPageSeo), shown to accounts with cmsSeo only; saved with the page. */
export function PageSeoPanel({ seo, onChange, isReadOnly }: PageSeoPanelProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const schema = useMemo(
    () =>
      withTitles(formSchema(contractSchema("CmsPageSeo") ?? { type: "object" }), (key) =>
        t(`cmsPageEditor.seo.fields.${key}`, { defaultValue: key }),
      ),
    [t],
  );
  return (
    <Card compact>
      <Button
        variant="minimal"
        icon={isOpen ? "chevron-down" : "chevron-right"}
        aria-expanded={isOpen}
        text={t("cmsPageEditor.seo.title")}
        onClick={() => setOpen(!isOpen)}
      />
      <Collapse isOpen={isOpen}>
        <ContractForm
          schema={schema}
          uiSchema={{ metaDescription: { "ui:widget": "textarea", "ui:options": { rows: 3 } } }}
          data={(seo ?? {}) as Record<string, unknown>}
          onChange={(next) => onChange(next as NonNullable<CmsPage["seo"]>)}
          isReadOnly={isReadOnly}
        />
      </Collapse>
    </Card>
  );
}
