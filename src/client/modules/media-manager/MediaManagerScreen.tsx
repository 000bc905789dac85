import { useState } from "react";
import { Button, Callout, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { MediaDraft } from "./folderDraft.ts";
import { findFolder } from "./folderTree.ts";
import { FolderPanel } from "./FolderPanel.tsx";
import { FolderTreeActions } from "./FolderTreeActions.tsx";
import { FolderTreeList } from "./FolderTreeList.tsx";
import { MediaDetailsDialog } from "./MediaDetailsDialog.tsx";
import { useFolderEditor } from "./useFolderEditor.ts";
import { useFolderTree } from "./useFolderTree.ts";
import { useMediaUploads } from "./useMediaUploads.ts";
import "../common/orderedTree.css";
import "./mediaManager.css";

export interface MediaManagerScreenProps {
  /** The folder chosen when the screen opens (stories); the route opens with none. */
  initialFolderId?: number;
}

/** The media library (spec part 2 "Media library"): the folder tree beside the chosen folder's form and media. */
export function MediaManagerScreen({ initialFolderId }: MediaManagerScreenProps = {}) {
  const { t } = useTranslation();
  const tree = useFolderTree();
  const editor = useFolderEditor(initialFolderId ?? null);
  const uploads = useMediaUploads(editor.updateDraft);
  const [details, setDetails] = useState<{ item: MediaDraft; isNew: boolean } | null>(null);
  const selected = editor.selectedId === null ? undefined : findFolder(tree.tree, editor.selectedId)?.node;
  const treeLock = tree.isChanged || tree.isSaving ? t("mediaManager.tree.lockedByTree") : null;

  const applyDetails = (item: MediaDraft) => {
    editor.updateDraft((d) => ({
      ...d,
      media: d.media.some((m) => m.key === item.key) ? d.media.map((m) => (m.key === item.key ? item : m)) : [...d.media, item],
    }));
    setDetails(null);
  };

  return (
    <section aria-labelledby="media-manager-title" style={{ padding: 16 }}>
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 12, flexWrap: "wrap" }}>
        <h2 id="media-manager-title" style={{ margin: 0, flex: 1 }}>
          {t("mediaManager.title")}
        </h2>
        <Button
          icon="folder-new"
          text={t("mediaManager.tree.newFolder")}
          disabled={treeLock !== null}
          onClick={() => void editor.startNewFolder(null)}
        />
        {selected && (
          <Button
            icon="folder-new"
            text={t("mediaManager.tree.newSubfolder", { name: selected.name })}
            disabled={treeLock !== null}
            onClick={() => void editor.startNewFolder(selected.id)}
          />
        )}
      </div>
      {tree.isLoading ? (
        <Spinner />
      ) : tree.isError ? (
        <Callout intent="danger" role="alert">
          {t("mediaManager.loadFailed")}
        </Callout>
      ) : (
        <div className="ordered-tree-layout">
          <div>
            {tree.tree.length === 0 && !editor.newFolder ? (
              <NonIdealState icon="folder-new" title={t("mediaManager.empty")} />
            ) : (
              <FolderTreeList
                label={t("mediaManager.tree.label")}
                tree={tree.tree}
                selectedId={editor.selectedId}
                newFolder={editor.newFolder}
                newFolderName={editor.newFolder ? (editor.draft?.name ?? "") : ""}
                onSelect={(id) => void editor.select(id)}
              />
            )}
            <FolderTreeActions
              tree={tree.tree}
              selectedId={editor.selectedId}
              lockReason={editor.newFolder ? t("mediaManager.tree.lockedByNewFolder") : null}
              isChanged={tree.isChanged}
              isSaving={tree.isSaving}
              saveBlockedReason={editor.isFormDirty ? t("mediaManager.tree.lockedByForm") : null}
              onMoveUp={tree.moveUp}
              onMoveDown={tree.moveDown}
              onMoveUnder={tree.moveUnder}
              onSave={() => void tree.save()}
              onDiscard={() => void tree.discard()}
            />
          </div>
          {editor.draft ? (
            <FolderPanel
              editor={editor}
              uploads={uploads}
              deleteBlockedReason={treeLock}
              onOpenMedia={(item, isNew) => setDetails({ item, isNew })}
            />
          ) : editor.isFolderLoading ? (
            <Spinner />
          ) : editor.isFolderError ? (
            <Callout intent="danger" role="alert">
              {t("mediaManager.folderLoadFailed")}
            </Callout>
          ) : (
            <NonIdealState icon="folder-open" description={t("mediaManager.chooseFolder")} />
          )}
        </div>
      )}
      {details && <MediaDetailsDialog item={details.item} isNew={details.isNew} onApply={applyDetails} onClose={() => setDetails(null)} />}
    </section>
  );
}
