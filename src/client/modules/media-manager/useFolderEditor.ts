import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { readKey } from "../../api/queryKeys.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { draftOfFolder, folderInputOf, folderProblems, isDirty, newFolderDraft, type FolderDraft, type MediaDraft } from "./folderDraft.ts";

/** A folder not saved yet: it has no id, only the parent it will be created under. */
export interface NewFolder {
  parentId: number | null;
}

const folderKey = (id: number) => readKey("/rest/media/folders/{id}", { params: { path: { id } } });

/**
 * The chosen folder and its form (spec part 2 sections 2 and 5): dirty or pristine, a
 * confirmation before leaving it dirty, save, discard and delete. The form's changes are kept
 * against the version they were made on: a new version read (after a save) starts the form
 * anew, and a new folder that is discarded is gone.
 */
export function useFolderEditor(initialFolderId: number | null = null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(initialFolderId);
  const [newFolder, setNewFolder] = useState<NewFolder | null>(null);
  const [edit, setEdit] = useState<{ key: string; draft: FolderDraft } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const query = $api.useQuery(
    "get",
    "/rest/media/folders/{id}",
    { params: { path: { id: selectedId ?? 0 } } },
    { enabled: selectedId !== null && newFolder === null },
  );
  const folder = newFolder === null && selectedId !== null ? query.data : undefined;
  const baseKey = newFolder ? `new:${newFolder.parentId}` : folder ? `${folder.id}@${folder.updatedAt}` : null;
  const base = useMemo(() => (newFolder ? newFolderDraft() : folder ? draftOfFolder(folder) : null), [newFolder, folder]);
  const draft = edit && edit.key === baseKey ? edit.draft : base;
  const isFormDirty = draft !== null && base !== null && isDirty(draft, base);

  // Uploads finish later than they start: their items go to the form as it is then.
  const latest = useRef({ baseKey, base });
  useLayoutEffect(() => {
    latest.current = { baseKey, base };
  });
  function updateDraft(change: (draft: FolderDraft) => FolderDraft) {
    setEdit((current) => {
      const { baseKey: key, base: from } = latest.current;
      if (key === null || from === null) return current;
      return { key, draft: change(current?.key === key ? current.draft : from) };
    });
  }

  useEffect(() => {
    if (!isFormDirty) return;
    // Closing or reloading the tab with changes asks too (the browser words that question).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isFormDirty]);

  /** Whether the form may be left: pristine, or the user confirms losing its changes. */
  async function mayLeave(): Promise<boolean> {
    if (!isFormDirty) return true;
    return confirmDialog({ title: t("mediaManager.confirm.folderUnsaved"), message: t("mediaManager.confirm.continue") });
  }

  function reset() {
    setEdit(null);
    setSaveError(null);
  }

  async function select(id: number) {
    if (id === selectedId && newFolder === null) return;
    if (!(await mayLeave())) return;
    reset();
    setNewFolder(null);
    setSelectedId(id);
  }

  async function startNewFolder(parentId: number | null) {
    if (!(await mayLeave())) return;
    reset();
    setNewFolder({ parentId });
  }

  async function discard() {
    if (isFormDirty && !(await confirmDialog({ title: t("mediaManager.confirm.discard"), message: t("mediaManager.confirm.sure") })))
      return;
    reset();
    // A new folder discarded is gone; the parent it was meant for is shown again.
    if (newFolder) {
      setSelectedId(newFolder.parentId);
      setNewFolder(null);
    }
  }

  async function save() {
    if (!draft) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = newFolder
        ? answerOf(await api.POST("/rest/media/folders", { body: folderInputOf(draft, { parentFolderId: newFolder.parentId }) }))
        : answerOf(
            await api.PUT("/rest/media/folders/{id}", {
              params: { path: { id: folder!.id } },
              body: folderInputOf(draft, { updatedAt: folder!.updatedAt ?? null }),
            }),
          );
      // The answer is the folder as saved: shown at once, so the form is pristine again.
      queryClient.setQueryData(folderKey(saved.id), saved);
      toast.success(t("mediaManager.messages.folderSaved"));
      reset();
      setNewFolder(null);
      setSelectedId(saved.id);
      await invalidateAfter(queryClient, newFolder ? "createMediaFolder" : "updateMediaFolder", { id: saved.id });
    } catch (error) {
      toast.error(t("mediaManager.messages.folderSaveFailed"));
      setSaveError(apiErrorMessage(error, "mediaManager.messages.folderSaveFailed"));
    } finally {
      setSaving(false);
    }
  }

  async function deleteFolder() {
    if (!folder) return;
    const confirmed = await confirmDialog({
      title: t("mediaManager.confirm.deleteFolder", { name: folder.name }),
      message: t("mediaManager.confirm.irreversible"),
    });
    if (!confirmed) return;
    const path = { id: folder.id };
    try {
      answerOf(await api.DELETE("/rest/media/folders/{id}", { params: { path } }));
      toast.success(t("mediaManager.messages.folderDeleted"));
      reset();
      setSelectedId(null);
    } catch {
      toast.error(t("mediaManager.messages.folderDeleteFailed"));
    }
    await invalidateAfter(queryClient, "deleteMediaFolder", path);
  }

  /** Deletes a media item: a saved one on the server at once (after confirmation), a new one from the form. */
  async function deleteMedia(item: MediaDraft) {
    const confirmed = await confirmDialog({
      title: t("mediaManager.confirm.deleteMedia", { name: item.name || t("mediaManager.media.unnamed") }),
      message: t("mediaManager.confirm.irreversible"),
    });
    if (!confirmed) return;
    const drop = (d: FolderDraft) => ({ ...d, media: d.media.filter((m) => m.key !== item.key) });
    if (!item.id) {
      updateDraft(drop);
      return;
    }
    const path = { id: item.id };
    try {
      answerOf(await api.DELETE("/rest/media/media/{id}", { params: { path } }));
      toast.success(t("mediaManager.messages.mediaDeleted"));
      // Kept out of the form's changes too: a later save must not name the deleted item.
      setEdit((current) => current && { ...current, draft: drop(current.draft) });
    } catch {
      toast.error(t("mediaManager.messages.mediaDeleteFailed"));
    }
    // The contract's x-invalidates names the folders too (the folder's media list).
    await invalidateAfter(queryClient, "deleteMedia", path);
  }

  return {
    selectedId: newFolder ? null : selectedId,
    newFolder,
    folder,
    isFolderLoading: selectedId !== null && newFolder === null && query.isLoading,
    isFolderError: selectedId !== null && newFolder === null && query.isError,
    draft,
    isFormDirty,
    problems: draft ? folderProblems(draft) : {},
    isSaving,
    saveError,
    updateDraft,
    select,
    startNewFolder,
    discard,
    save,
    deleteFolder,
    deleteMedia,
  };
}
