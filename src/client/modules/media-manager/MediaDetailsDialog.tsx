import { useState } from "react";
import { Button, Classes, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { TextField } from "../common/TextField.tsx";
import { withUploadedFile, type MediaDraft } from "./folderDraft.ts";
import { fromLocalInput, toLocalInput } from "./mediaDates.ts";
import { FILE_KINDS } from "./mediaTypes.ts";
import { MediaFileField } from "./MediaFileField.tsx";

export interface MediaDetailsDialogProps {
  item: MediaDraft;
  isNew: boolean;
  /** The item as edited, into the folder's form (saved with the folder). */
  onApply(item: MediaDraft): void;
  onClose(): void;
}

/** A media item's details (spec part 2 section 2): name, description, source, published date and its three files. */
export function MediaDetailsDialog({ item, isNew, onApply, onClose }: MediaDetailsDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(item);
  const [isNameShown, setNameShown] = useState(false);
  const limits = maxLengths.MediaMediaInput;
  const change = (values: Partial<MediaDraft>) => setDraft((current) => ({ ...current, ...values }));
  const isChanged = JSON.stringify(draft) !== JSON.stringify(item);
  const nameProblem = draft.name.trim() === "" ? t("mediaManager.details.nameRequired") : undefined;

  async function cancel() {
    if (isChanged && !(await confirmDialog({ title: t("mediaManager.confirm.unsaved"), message: t("mediaManager.confirm.continue") })))
      return;
    onClose();
  }

  return (
    <AppDialog
      isOpen
      title={isNew ? t("mediaManager.details.titleNew") : t("mediaManager.details.title")}
      icon="media"
      onClose={() => void cancel()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNameShown(true);
          if (nameProblem) return;
          onApply({ ...draft, name: draft.name.trim() });
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <TextField
            id="media-details-name"
            label={t("mediaManager.details.name")}
            value={draft.name}
            onChange={(name) => change({ name })}
            maxLength={limits.name}
            isRequired
            error={isNameShown ? nameProblem : undefined}
            autoFocus
          />
          <FormGroup label={t("mediaManager.details.description")} labelFor="media-details-description">
            <TextArea
              id="media-details-description"
              fill
              value={draft.description ?? ""}
              maxLength={limits.description}
              onChange={(event) => change({ description: event.target.value || null })}
            />
          </FormGroup>
          <TextField
            id="media-details-source"
            label={t("mediaManager.details.source")}
            value={draft.source ?? ""}
            onChange={(source) => change({ source: source || null })}
            maxLength={limits.source}
          />
          <FormGroup label={t("mediaManager.details.publishedDate")} labelFor="media-details-published">
            <InputGroup
              id="media-details-published"
              type="datetime-local"
              step={1}
              value={toLocalInput(draft.publishedDate)}
              onValueChange={(value) => change({ publishedDate: fromLocalInput(value) })}
            />
          </FormGroup>
          {FILE_KINDS.map((kind) => (
            <MediaFileField
              key={kind}
              kind={kind}
              file={draft[kind] ?? null}
              originalName={draft[`${kind}OriginalFilename`] ?? null}
              onUploaded={(stored, fileName) => setDraft((current) => withUploadedFile(current, kind, stored, fileName))}
            />
          ))}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t("mediaManager.details.cancel")} onClick={() => void cancel()} />
            <Button type="submit" intent="primary" text={t("mediaManager.details.apply")} disabled={!isNew && !isChanged} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
