import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import type { FolderNode, TreeSaveStep } from "./folderTree.ts";
import type { MediaFolder } from "./mediaTypes.ts";

/** Sends one step of a tree save (updateMediaFolder) with the folder's version; answers the saved folder. */
export type SendTreeStep = (step: TreeSaveStep, updatedAt: string | undefined) => Promise<MediaFolder>;

export const sendTreeStep: SendTreeStep = async ({ folder, folderList, sortOrder }, updatedAt) =>
  answerOf(
    await api.PUT("/rest/media/folders/{id}", {
      params: { path: { id: folder.id } },
      // Name and version are required; description, slug, sort method and media are left as they are.
      body: {
        name: folder.name,
        updatedAt: updatedAt ?? null,
        ...(folderList ? { folderList: folderList.map((id) => ({ id })) } : {}),
        ...(sortOrder !== undefined ? { sortOrder } : {}),
      },
    }),
  );

/**
 * Runs a tree save's steps one after another. A step moves folders, which gives them new
 * versions: each answer lists the saved folder's children with theirs, so a later step on a
 * moved folder sends the version the server has now, not the one the tree was read at (a stale
 * one would be 409). The first refusal stops the save and is thrown.
 */
export async function runTreeSave(steps: readonly TreeSaveStep[], tree: readonly FolderNode[], send: SendTreeStep = sendTreeStep) {
  const versions = new Map<number, string | undefined>();
  const remember = (nodes: readonly FolderNode[]) => nodes.forEach((n) => (versions.set(n.id, n.updatedAt), remember(n.children)));
  remember(tree);
  for (const step of steps) {
    const saved = await send(step, versions.get(step.folder.id));
    versions.set(saved.id, saved.updatedAt);
    for (const child of saved.folderList) versions.set(child.id, child.updatedAt);
  }
}
