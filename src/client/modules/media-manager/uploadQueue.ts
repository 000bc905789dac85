/**
 * Files dropped or chosen together upload side by side, each with its own progress and its own
 * error (issue 17). The queue's state is a plain reducer; uploadAll starts every upload at once
 * and reports each one's progress and outcome, with the sending itself passed in (mediaUpload.ts
 * in the app, a controlled promise in tests).
 */

export interface UploadEntry {
  key: string;
  fileName: string;
  loaded: number;
  total: number;
  status: "uploading" | "failed";
  /** The server's reason (in the user's language) when it refused the file. */
  error?: string;
}

export type UploadAction =
  | { type: "start"; entries: readonly { key: string; fileName: string; total: number }[] }
  | { type: "progress"; key: string; loaded: number; total: number }
  | { type: "succeeded"; key: string }
  | { type: "failed"; key: string; error: string }
  | { type: "dismiss"; key: string };

export function uploadQueueReducer(state: readonly UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case "start":
      return [...state, ...action.entries.map((e) => ({ ...e, loaded: 0, status: "uploading" as const }))];
    case "progress":
      return state.map((e) => (e.key === action.key ? { ...e, loaded: action.loaded, total: action.total } : e));
    case "failed":
      return state.map((e) => (e.key === action.key ? { ...e, status: "failed" as const, error: action.error } : e));
    // A finished upload leaves the queue: its file is now an item of the media list.
    case "succeeded":
    case "dismiss":
      return state.filter((e) => e.key !== action.key);
  }
}

/** How far an upload is, 0 to 1 (a file of no known size counts as not started). */
export function progressOf(entry: Pick<UploadEntry, "loaded" | "total">): number {
  return entry.total > 0 ? Math.min(1, entry.loaded / entry.total) : 0;
}

/** Whether any upload still runs (the folder should not be saved before its files are in). */
export const isUploading = (queue: readonly UploadEntry[]) => queue.some((e) => e.status === "uploading");

export type SendFile = (file: File, onProgress: (loaded: number, total: number) => void) => Promise<string[]>;

export interface UploadHandlers {
  dispatch(action: UploadAction): void;
  /** One file stored: its stored names, first the original. */
  onUploaded(file: File, stored: string[], key: string): void;
  /** The text of a refusal, for the file's row. */
  describeError(error: unknown): string;
}

let queueKeys = 0;

/** Starts every file's upload at once; resolves when all have succeeded or failed. */
export async function uploadAll(files: readonly File[], send: SendFile, handlers: UploadHandlers): Promise<void> {
  const keyed = files.map((file) => ({ file, key: `upload-${++queueKeys}` }));
  handlers.dispatch({ type: "start", entries: keyed.map(({ file, key }) => ({ key, fileName: file.name, total: file.size })) });
  await Promise.all(
    keyed.map(async ({ file, key }) => {
      try {
        const stored = await send(file, (loaded, total) => handlers.dispatch({ type: "progress", key, loaded, total }));
        handlers.onUploaded(file, stored, key);
        handlers.dispatch({ type: "succeeded", key });
      } catch (error) {
        handlers.dispatch({ type: "failed", key, error: handlers.describeError(error) });
      }
    }),
  );
}
