import { describe, expect, it } from "vitest";
import { moveUnder, toFolderNodes, treeSavePlan, type TreeSaveStep } from "./folderTree.ts";
import type { MediaFolder } from "./mediaTypes.ts";
import { runTreeSave } from "./treeSave.ts";

const folder = (id: number, sortOrder: number, folderList: MediaFolder[] = []): MediaFolder => ({
  id,
  name: `F${id}`,
  slug: `f${id}`,
  mediaSortMethod: "custom",
  sortOrder,
  isRootFolder: false,
  folderList,
  mediaList: [],
  updatedAt: `v${id}`,
});

describe("running a tree save", () => {
  it("sends each step with the version the server has then, taken from earlier answers", async () => {
    // 1 (2), 3: 2 moves under 3, then 3 (now holding 2) moves under 1.
    const saved = toFolderNodes([folder(1, 0, [folder(2, 0)]), folder(3, 1)]);
    const edited = moveUnder(moveUnder(saved, 2, 3), 3, 1);
    const plan = treeSavePlan(saved, edited);
    expect(plan.map((s) => [s.folder.id, s.folderList])).toEqual([
      [1, [3]],
      [3, [2]],
    ]);
    const sent: [number, string | undefined][] = [];
    let version = 0;
    await runTreeSave(plan, saved, async (step: TreeSaveStep, updatedAt) => {
      sent.push([step.folder.id, updatedAt]);
      version += 1;
      // The answer: the saved folder with a new version, and its children (the moved ones too) with theirs.
      return {
        ...folder(step.folder.id, 0),
        updatedAt: `s${version}`,
        folderList: (step.folderList ?? []).map((id) => ({ ...folder(id, 0), updatedAt: `m${version}` })),
      };
    });
    // Folder 3 was moved by the first step: its own step sends the version that move gave it.
    expect(sent).toEqual([
      [1, "v1"],
      [3, "m1"],
    ]);
  });

  it("stops at the first refusal and passes it on", async () => {
    const saved = toFolderNodes([folder(1, 0), folder(2, 1)]);
    const plan = treeSavePlan(saved, moveUnder(saved, 2, 1));
    const refusal = { error: { code: "CONFLICT", message: "changed" } };
    await expect(
      runTreeSave(plan, saved, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });
});
