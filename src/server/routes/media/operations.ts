import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations mediaRoutes answers: its handlers' type requires exactly these (README status list). */
export const mediaOperations = [
  "listMediaFolders",
  "getMediaFolder",
  "createMediaFolder",
  "updateMediaFolder",
  "deleteMediaFolder",
  "deleteMedia",
  "uploadMediaFile",
  "getMediaThumbnail",
  "getMediaTotalDownloads",
  "listMediaOrders",
  "listMediaDownloadsByPerson",
] as const satisfies readonly OperationId[];
