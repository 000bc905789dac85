import { useId, useState } from "react";
import { Button, Callout, Card, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { BlockDataForm } from "./BlockDataForm.tsx";
import type { BlockClass } from "./blockTypes.ts";
import type { useBlockVersions } from "./useBlockVersions.ts";

export interface BlockVersionsSectionProps {
  versions: ReturnType<typeof useBlockVersions>;
  blockClass: BlockClass;
  currentSiteId: number;
  /** False for a block not saved yet: it has no versions until it is stored. */
  isSaved: boolean;
}

const siteLabel = (site: { name?: string | null; languageCode?: string | null }) =>
  [site.name, site.languageCode ? `(${site.languageCode})` : ""].filter(Boolean).join(" ");

/** The block's versions in the other languages: add one or all, remove, clone this page's version, edit, save. */
export function BlockVersionsSection({ versions, blockClass, currentSiteId, isSaved }: BlockVersionsSectionProps) {
  const { t } = useTranslation();
  const addId = useId();
  const cloneId = useId();
  const [toAdd, setToAdd] = useState("");
  const [cloneTo, setCloneTo] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  if (!isSaved) return <Callout intent="primary">{t("blockEditor.versions.unsavedBlock")}</Callout>;
  if (versions.isLoading) return <Spinner size={20} />;
  if (versions.loadFailed) return <Callout intent="danger">{t("blockEditor.versions.loadFailed")}</Callout>;
  const others = versions.drafts.filter((v) => v.site.id !== currentSiteId);
  const current = versions.drafts.find((v) => v.site.id === currentSiteId);
  const busy = versions.isSaving;
  return (
    <div className="block-versions">
      {current && <p>{t("blockEditor.versions.thisPage", { site: siteLabel(current.site) })}</p>}
      {others.length === 0 && <p>{t("blockEditor.versions.none")}</p>}
      <ul className="block-versions-list" aria-label={t("blockEditor.sections.versions")}>
        {others.map((version) => {
          const label = siteLabel(version.site);
          return (
            <li key={version.site.id}>
              <Card compact>
                <div className="block-versions-row">
                  <strong>{t("blockEditor.versions.version", { site: label })}</strong>
                  <Button
                    variant="minimal"
                    icon="edit"
                    aria-expanded={editing === version.site.id}
                    text={t("blockEditor.versions.edit", { site: label })}
                    onClick={() => setEditing(editing === version.site.id ? null : version.site.id)}
                    disabled={busy}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    text={t("blockEditor.versions.remove", { site: label })}
                    onClick={() => versions.remove(version.site.id)}
                    disabled={busy}
                  />
                </div>
                {editing === version.site.id && (
                  <BlockDataForm
                    blockClass={blockClass}
                    data={(version.block.data ?? {}) as Record<string, unknown>}
                    onChange={(data) => versions.edit(version.site.id, data)}
                    isReadOnly={busy}
                    siteId={version.site.id}
                  />
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="block-versions-actions">
        <FormGroup label={t("blockEditor.versions.addFor")} labelFor={addId} inline>
          <HTMLSelect id={addId} value={toAdd} onChange={(e) => setToAdd(e.currentTarget.value)} disabled={busy}>
            <option value="">{t("blockEditor.versions.chooseSite")}</option>
            {versions.available.map((site) => (
              <option key={site.id} value={site.id}>
                {siteLabel(site)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          icon="add"
          text={t("blockEditor.versions.add")}
          disabled={busy || toAdd === ""}
          onClick={() => {
            versions.add(Number(toAdd));
            setToAdd("");
          }}
        />
        <Button
          icon="add-row-bottom"
          text={t("blockEditor.versions.addAll")}
          disabled={busy || versions.available.length === 0}
          onClick={versions.addAll}
        />
      </div>
      <div className="block-versions-actions">
        <FormGroup label={t("blockEditor.versions.cloneTo")} labelFor={cloneId} inline>
          <HTMLSelect id={cloneId} value={cloneTo} onChange={(e) => setCloneTo(e.currentTarget.value)} disabled={busy}>
            <option value="">{t("blockEditor.versions.chooseSite")}</option>
            {versions.cloneTargets.map((site) => (
              <option key={site.id} value={site.id}>
                {siteLabel(site)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          icon="duplicate"
          text={t("blockEditor.versions.clone")}
          disabled={busy || cloneTo === ""}
          onClick={() => {
            versions.clone(Number(cloneTo));
            setCloneTo("");
          }}
        />
      </div>
      <Button
        intent="primary"
        icon="floppy-disk"
        text={t("blockEditor.versions.save")}
        disabled={!versions.hasChanges}
        loading={busy}
        onClick={() => void versions.save()}
      />
      {versions.hasChanges && <span className="block-versions-unsaved">{t("blockEditor.versions.unsaved")}</span>}
    </div>
  );
}
