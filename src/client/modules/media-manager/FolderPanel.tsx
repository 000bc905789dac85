import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { moveMedia, newMediaDraft, type MediaDraft } from "./folderDraft.ts";
import { FolderForm } from "./FolderForm.tsx";
import { MediaList } from "./MediaList.tsx";
import { UploadDropZone } from "./UploadDropZone.tsx";
import type { useFolderEditor } from "./useFolderEditor.ts";
import type { useMediaUploads } from "./useMediaUploads.ts";

export interface FolderPanelProps {
  editor: ReturnType<typeof useFolderEditor>;
  uploads: ReturnType<typeof useMediaUploads>;
  /** Why the folder cannot be deleted now (the tree has unsaved moves), or null. */
  deleteBlockedReason: string | null;
  onOpenMedia(item: MediaDraft, isNew: boolean): void;
}

/** The chosen (or new) folder: its form, then its media with the uploads. */
export function FolderPanel({ editor, uploads, deleteBlockedReason, onOpenMedia }: FolderPanelProps) {
  const { t } = useTranslation();
  const draft = editor.draft!;
  return (
    <div>
      <FolderForm
        draft={draft}
        isNew={editor.newFolder !== null}
        isDirty={editor.isFormDirty}
        problems={editor.problems}
        isSaving={editor.isSaving}
        saveBlockedReason={uploads.isUploading ? t("mediaManager.upload.busy") : null}
        deleteBlockedReason={deleteBlockedReason}
        saveError={editor.saveError}
        onChange={(change) => editor.updateDraft((d) => ({ ...d, ...change }))}
        onSave={() => void editor.save()}
        onDiscard={() => void editor.discard()}
        onDelete={() => void editor.deleteFolder()}
      />
      <section aria-labelledby="media-list-heading" style={{ marginTop: 24 }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <h3 id="media-list-heading" style={{ margin: 0, flex: 1 }}>
            {t("mediaManager.media.heading")}
          </h3>
          <Button icon="add" text={t("mediaManager.media.add")} onClick={() => onOpenMedia(newMediaDraft(new Date()), true)} />
        </div>
        <UploadDropZone queue={uploads.queue} onFiles={(files) => void uploads.addFiles(files)} onDismiss={uploads.dismiss} />
        <MediaList
          media={draft.media}
          sortMethod={draft.mediaSortMethod}
          onMove={(from, to) => editor.updateDraft((d) => ({ ...d, media: moveMedia(d.media, from, to) }))}
          onOpen={(item) => onOpenMedia(item, false)}
          onDelete={(item) => void editor.deleteMedia(item)}
        />
      </section>
    </div>
  );
}
