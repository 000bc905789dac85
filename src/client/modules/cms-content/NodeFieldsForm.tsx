import { Checkbox, H4 } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../common/TextField.tsx";
import type { CmsNode, NodeFields } from "./cmsTree.ts";

export interface NodeFieldsFormProps {
  node: CmsNode;
  disabled: boolean;
  /** A field changed: the tree keeps it until 'Save' (updateCmsTreeItems). */
  onChange(fields: Partial<NodeFields>): void;
}

/** The tree node's own fields: its label in the navigation and whether navigation and search leave it out. */
export function NodeFieldsForm({ node, disabled, onChange }: NodeFieldsFormProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cms-node-heading">
      <H4 id="cms-node-heading">{t("cmsContent.node.heading")}</H4>
      <TextField
        id="cms-node-label"
        label={t("cmsContent.node.label")}
        value={node.label}
        maxLength={200}
        isRequired
        error={node.label.trim() === "" ? t("cmsContent.node.labelRequired") : undefined}
        help={t("cmsContent.node.help")}
        onChange={(label) => onChange({ label })}
      />
      <Checkbox
        label={t("cmsContent.node.excludeFromNavigation")}
        checked={node.excludeFromNavigation}
        disabled={disabled}
        onChange={(e) => onChange({ excludeFromNavigation: e.currentTarget.checked })}
      />
      <Checkbox
        label={t("cmsContent.node.excludeFromSearch")}
        checked={node.excludeFromSearch}
        disabled={disabled}
        onChange={(e) => onChange({ excludeFromSearch: e.currentTarget.checked })}
      />
    </section>
  );
}
