import { describe, expect, it } from "vitest";
import { isUploading, progressOf, uploadAll, uploadQueueReducer, type UploadAction, type UploadEntry } from "./uploadQueue.ts";

/** A send whose answers the test gives, file by file, in any order. */
function controlledSend() {
  const pending = new Map<string, { resolve(names: string[]): void; reject(error: unknown): void; progress(loaded: number): void }>();
  const send = (file: File, onProgress: (loaded: number, total: number) => void) =>
    new Promise<string[]>((resolve, reject) => {
      pending.set(file.name, { resolve, reject, progress: (loaded) => onProgress(loaded, file.size) });
    });
  return { send, pending };
}

describe("the upload queue", () => {
  it("uploads files side by side, each with its own progress and its own outcome", async () => {
    let queue: UploadEntry[] = [];
    const uploaded: string[] = [];
    const dispatch = (action: UploadAction) => (queue = uploadQueueReducer(queue, action));
    const { send, pending } = controlledSend();
    const files = [new File(["a".repeat(100)], "a.jpg"), new File(["b".repeat(200)], "b.png"), new File(["c"], "c.txt")];

    const done = uploadAll(files, send, {
      dispatch,
      onUploaded: (file, stored) => uploaded.push(`${file.name}=${stored[0]}`),
      describeError: (error) => String((error as Error).message),
    });
    // All three started at once.
    expect(pending.size).toBe(3);
    expect(queue.map((e) => [e.fileName, e.status, progressOf(e)])).toEqual([
      ["a.jpg", "uploading", 0],
      ["b.png", "uploading", 0],
      ["c.txt", "uploading", 0],
    ]);
    pending.get("b.png")!.progress(50);
    pending.get("a.jpg")!.progress(100);
    expect(queue.map(progressOf)).toEqual([1, 0.25, 0]);

    pending.get("b.png")!.resolve(["b-stored.png"]);
    pending.get("c.txt")!.reject(new Error("The file's type is not one the media library takes."));
    pending.get("a.jpg")!.resolve(["a-stored.jpg", "a-thumb.jpg"]);
    await done;

    expect(uploaded.sort()).toEqual(["a.jpg=a-stored.jpg", "b.png=b-stored.png"]);
    // The stored files left the queue; the refused one stays with its reason.
    expect(queue).toEqual([
      expect.objectContaining({ fileName: "c.txt", status: "failed", error: "The file's type is not one the media library takes." }),
    ]);
    expect(isUploading(queue)).toBe(false);
    queue = uploadQueueReducer(queue, { type: "dismiss", key: queue[0]!.key });
    expect(queue).toEqual([]);
  });

  it("counts a file of unknown size as not started, and never past done", () => {
    expect(progressOf({ loaded: 10, total: 0 })).toBe(0);
    expect(progressOf({ loaded: 30, total: 20 })).toBe(1);
    expect(isUploading([{ key: "k", fileName: "f", loaded: 0, total: 1, status: "uploading" }])).toBe(true);
  });
});
