import { useReducer } from "react";
import { apiErrorMessage } from "../../api/errors.ts";
import { mediaDraftOfUpload, type FolderDraft } from "./folderDraft.ts";
import { uploadMediaFile } from "./mediaUpload.ts";
import { isUploading, uploadAll, uploadQueueReducer } from "./uploadQueue.ts";

/**
 * Files dropped on the media list or chosen together: each is uploaded as a new item's
 * high-resolution file (the server makes its thumbnail and low-resolution renditions), side by
 * side, and becomes an item of the folder's form once stored; the folder's save keeps them.
 */
export function useMediaUploads(updateDraft: (change: (draft: FolderDraft) => FolderDraft) => void) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, []);

  const addFiles = (files: readonly File[]) =>
    uploadAll(files, (file, onProgress) => uploadMediaFile(file, file.name, "highRes", onProgress), {
      dispatch,
      onUploaded: (file, stored) =>
        updateDraft((draft) => ({ ...draft, media: [...draft.media, mediaDraftOfUpload(file.name, stored, new Date())] })),
      describeError: (error) => apiErrorMessage(error, "mediaManager.messages.highResUploadFailed"),
    });

  return { queue, isUploading: isUploading(queue), addFiles, dismiss: (key: string) => dispatch({ type: "dismiss", key }) };
}
