import i18next from "i18next";
import { NoAnswerError } from "../../api/answer.ts";
import { notifyUnauthorized } from "../../api/unauthorized.ts";
import type { MediaFileKind } from "./mediaTypes.ts";

/** The contract's path of uploadMediaFile (POST, the raw file as the body). */
export const UPLOAD_PATH = "/rest/media/upload-file";

/**
 * Uploads one file as one of a media item's files and answers its stored names (the first is the
 * one to put in the item). XMLHttpRequest rather than the typed client: fetch reports no upload
 * progress. It sends what the typed client's middleware sends (the user's language, for the
 * server's error texts; same-origin cookies) and, like it, reports a lost session. A refusal
 * rejects with the server's error body (or NoAnswerError), as answerOf does.
 */
export function uploadMediaFile(
  file: Blob,
  originalFilename: string,
  filetype: MediaFileKind,
  onProgress?: (loaded: number, total: number) => void,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ originalFilename: originalFilename.slice(-255), filetype });
    xhr.open("POST", `${globalThis.location?.origin ?? ""}${UPLOAD_PATH}?${query}`);
    // The server decides the type by the file's bytes; this content type is one it takes for any file.
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.setRequestHeader("accept", "application/json");
    if (i18next.isInitialized && i18next.language) xhr.setRequestHeader("accept-language", i18next.language.replace("_", "-"));
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new NoAnswerError(0));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(body)) {
        onProgress?.(file.size, file.size);
        resolve(body as string[]);
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(body ?? new NoAnswerError(xhr.status));
    };
    xhr.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
