import { useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { moveAmongSiblings, moveUnder, toFolderNodes, treeSavePlan, type FolderNode } from "./folderTree.ts";
import { runTreeSave } from "./treeSave.ts";

/** The folder tree as read, the moves made to it since, and 'save tree' (spec part 2 section 4 "Media tree"). */
export function useFolderTree() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery("get", "/rest/media/folders");
  const saved = useMemo(() => toFolderNodes(query.data ?? []), [query.data]);
  const [edited, setEdited] = useState<FolderNode[] | null>(null);
  const [isSaving, setSaving] = useState(false);
  const tree = edited ?? saved;

  async function save() {
    setSaving(true);
    try {
      await runTreeSave(treeSavePlan(saved, tree), saved);
      toast.success(t("mediaManager.messages.treeSaved"));
      await invalidateAfter(queryClient, "updateMediaFolder");
      setEdited(null);
    } catch {
      toast.error(t("mediaManager.messages.treeSaveFailed"));
      // Some steps may have been saved: read the tree again, the moves still to save stay.
      await invalidateAfter(queryClient, "updateMediaFolder");
    } finally {
      setSaving(false);
    }
  }

  async function discard() {
    if (!(await confirmDialog({ title: t("mediaManager.confirm.discard"), message: t("mediaManager.confirm.sure") }))) return;
    setEdited(null);
  }

  return {
    tree,
    isLoading: query.isLoading,
    isError: query.isError,
    /** The tree-changed flag: moves were made that are not saved. */
    isChanged: edited !== null,
    /** A save is running: no move meanwhile. */
    isSaving,
    moveUp: (id: number) => setEdited(moveAmongSiblings(tree, id, -1)),
    moveDown: (id: number) => setEdited(moveAmongSiblings(tree, id, 1)),
    moveUnder: (id: number, targetId: number) => setEdited(moveUnder(tree, id, targetId)),
    save,
    discard,
  };
}
