import { Button, Callout, Classes, FormGroup, HTMLSelect, Tag, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import type { FolderDraft, FolderProblems } from "./folderDraft.ts";
import { SORT_METHODS, type MediaSortMethod } from "./mediaTypes.ts";

export interface FolderFormProps {
  draft: FolderDraft;
  isNew: boolean;
  isDirty: boolean;
  problems: FolderProblems;
  isSaving: boolean;
  /** Why the folder cannot be saved now besides the form (uploads running), or null. */
  saveBlockedReason: string | null;
  /** Why the folder cannot be deleted now (the tree has unsaved moves), or null. */
  deleteBlockedReason: string | null;
  saveError: string | null;
  onChange(change: Partial<Omit<FolderDraft, "media">>): void;
  onSave(): void;
  onDiscard(): void;
  onDelete(): void;
}

/** The folder's name, slug, description and media sort method, with save, discard and delete (spec part 2 section 5). */
export function FolderForm({
  draft,
  isNew,
  isDirty,
  problems,
  isSaving,
  saveBlockedReason,
  deleteBlockedReason,
  saveError,
  ...on
}: FolderFormProps) {
  const { t } = useTranslation();
  const limits = maxLengths.MediaFolderInput;
  const showProblems = isDirty;
  const problemText = (field: keyof FolderProblems) =>
    showProblems && problems[field] ? t(`mediaManager.form.problems.${problems[field]}`) : undefined;
  const isInvalid = Object.keys(problems).length > 0;

  return (
    <form
      noValidate
      aria-labelledby="media-folder-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isInvalid && isDirty && !saveBlockedReason) on.onSave();
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
        <h3 id="media-folder-heading" style={{ margin: "0 0 12px", flex: 1 }}>
          {isNew ? t("mediaManager.form.newHeading") : t("mediaManager.form.heading", { name: draft.name })}
        </h3>
        {isDirty && <Tag intent="warning">{t("mediaManager.form.dirty")}</Tag>}
      </div>
      <TextField
        id="media-folder-name"
        label={t("mediaManager.form.name")}
        value={draft.name}
        onChange={(name) => on.onChange({ name })}
        maxLength={limits.name}
        isRequired
        error={problemText("name")}
        autoFocus={isNew}
      />
      <TextField
        id="media-folder-slug"
        label={t("mediaManager.form.slug")}
        value={draft.slug}
        onChange={(slug) => on.onChange({ slug })}
        maxLength={limits.slug}
        help={t("mediaManager.form.slugHelp")}
        error={problemText("slug")}
      />
      <FormGroup label={t("mediaManager.form.description")} labelFor="media-folder-description">
        <TextArea
          id="media-folder-description"
          fill
          value={draft.description}
          maxLength={limits.description}
          onChange={(event) => on.onChange({ description: event.target.value })}
        />
      </FormGroup>
      <FormGroup label={t("mediaManager.form.mediaSortMethod")} labelFor="media-folder-sort">
        <HTMLSelect
          id="media-folder-sort"
          value={draft.mediaSortMethod}
          onChange={(event) => on.onChange({ mediaSortMethod: event.target.value as MediaSortMethod })}
        >
          {SORT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`mediaManager.form.sortMethods.${method}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {saveError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
          {saveError}
        </Callout>
      )}
      {(saveBlockedReason || deleteBlockedReason) && <p className={Classes.TEXT_MUTED}>{saveBlockedReason ?? deleteBlockedReason}</p>}
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          text={t("mediaManager.form.save")}
          loading={isSaving}
          disabled={isInvalid || !isDirty || saveBlockedReason !== null}
        />
        <Button text={t("mediaManager.form.discard")} disabled={(!isDirty && !isNew) || isSaving} onClick={on.onDiscard} />
        {!isNew && (
          <Button
            intent="danger"
            icon="trash"
            text={t("mediaManager.form.delete")}
            disabled={isSaving || deleteBlockedReason !== null}
            onClick={on.onDelete}
          />
        )}
      </div>
    </form>
  );
}
