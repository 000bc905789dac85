import path from "node:path";
import { badRequest } from "../../http-errors.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { uploadBody } from "../../plugins/streamed-body.ts";
import { storeUpload } from "../media/media-upload.ts";
import { StoredFileStore } from "../media/stored-file-store.ts";
import type { RouteModuleOf } from "../types.ts";
import { cmsUploadOperations } from "./operations.ts";

/** The contract's x-body-limit of uploadCmsFile: 20 MB. */
export const CMS_UPLOAD_MAX_BYTES = 20 * 1_048_576;

type CmsFileType = "image" | "video" | "document";

/** The kind of file a type (decided by the file's bytes) is. */
export function kindOf(mime: string): CmsFileType {
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  return "document";
}

/** A name with a directory part, or a name of dots only, is a path, not the name of a file. */
export function isPathLike(name: string): boolean {
  return /[\\/]/.test(name) || /^\.+$/.test(name.trim()) || name.includes("\0");
}

/**
 * uploadCmsFile (tag cmsUpload): the media library's upload (media-upload.ts), with its checks:
 * 413 from the announced length before any byte is read and while a chunked body streams, the
 * type decided by the bytes (415 for anything the library does not take), images cleaned of
 * their metadata and stored with renditions, content-addressed names. Here besides: the file
 * must be of the kind the widget asked for (fileType, else 400, before anything is stored) and
 * the file name must be a name, not a path (400).
 */
export const cmsUploadRoutes: RouteModuleOf<typeof cmsUploadOperations> = (services) => {
  const { config, files: storage } = services;
  const files = new StoredFileStore(services.database.db, storage);
  const scratchDir = path.resolve(config.dataDir, "tmp", "uploads");
  return {
    async uploadCmsFile(request) {
      const { originalFilename, fileType } = request.query;
      if (isPathLike(originalFilename))
        throw badRequest("originalFilename must be the name of a file, not a path.", { originalFilename: "must not be a path" });
      const limit = Math.min(request.routeOptions.bodyLimit ?? CMS_UPLOAD_MAX_BYTES, CMS_UPLOAD_MAX_BYTES);
      const stored = await storeUpload(storage, uploadBody(request, limit), {
        scratchDir,
        limit,
        filetype: "highRes",
        accept: (mime) => {
          if (kindOf(mime) !== fileType)
            throw badRequest("The file is not of the kind fileType names (image, video or document).", {
              fileType: "does not match the file's content",
            });
        },
      });
      // Marked as a CMS upload: a media delete of the same bytes must not free what blocks name.
      await files.record(stored, originalFilename.trim().slice(0, 255), request.account?.id ?? null, { cmsUpload: true });
      setAuditRecord(request, { type: "storedFile", id: null, after: { files: stored.map((f) => f.key), fileType } });
      return stored.map((f) => f.key);
    },
  };
};
