import path from "node:path";
import { badRequest, notFound } from "../../http-errors.ts";
import { auditChanged, auditCreated, auditDeleted } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { uploadBody } from "../../plugins/streamed-body.ts";
import { KeptAnswers } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { MediaStore } from "./media-store.ts";
import { mediaOrderPage, personDownloadsPage } from "./media-order-list.ts";
import { baseName, storeUpload } from "./media-upload.ts";
import { mediaOperations } from "./operations.ts";
import { StoredFileStore } from "./stored-file-store.ts";
import { ThumbnailCache } from "./thumbnail-cache.ts";

/** At most this many ids in one total-downloads question (the contract says so too). */
const MAX_TOTAL_IDS = 1000;

/** imageIds: a JSON array of ids, e.g. [12,13]; anything else is 400. */
export function parseImageIds(raw: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest("imageIds is not valid JSON.", { imageIds: "must be a JSON array of ids" });
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    throw badRequest("imageIds must be a JSON array of ids.", { imageIds: "must be a JSON array of positive whole numbers" });
  }
  if (parsed.length > MAX_TOTAL_IDS) throw badRequest("Too many ids.", { imageIds: `must hold at most ${MAX_TOTAL_IDS} ids` });
  return [...new Set(parsed as number[])];
}

/** A year: thumbnails are content-addressed, so a name's bytes never change. */
const THUMBNAIL_CACHE_CONTROL = "private, max-age=31536000, immutable";

/** The media library (tag media): folder tree, folders with their media, uploads, thumbnails, orders and downloads. */
export const mediaRoutes: RouteModuleOf<typeof mediaOperations> = (services) => {
  const { db } = services.database;
  const { config, files: storage } = services;
  const media = new MediaStore(db);
  const files = new StoredFileStore(db, storage);
  const thumbnails = new ThumbnailCache(files, storage);
  const scratchDir = path.resolve(config.dataDir, "tmp", "uploads");

  /** Frees the files nobody names any more, after the delete committed (a failed delete keeps them). */
  const release = async (keys: readonly string[]) => thumbnails.forget(await files.release(keys));

  // The tree and the folders' answers are serialised and compressed once per version of what
  // they show: 'media_folders' and 'media', bumped by the database in every transaction that
  // writes those tables, on any instance, cascades and psql included (migration 0036). A kept
  // answer costs no query: the versions come with the session (request.cacheVersions).
  const treeAnswer = new KeptAnswers(db, ["media_folders"], { maxEntries: 1 });
  const folderAnswers = new KeptAnswers(db, ["media_folders", "media"], { maxEntries: 500, maxSize: 64 * 1_048_576 });

  return {
    async listMediaFolders(request, reply) {
      return treeAnswer.send(request, reply, "tree", () => media.tree());
    },

    async getMediaFolder(request, reply) {
      const { id } = request.params;
      return folderAnswers.send(request, reply, String(id), () => media.get(id));
    },

    async createMediaFolder(request) {
      return auditCreated(request, "mediaFolder", await media.create(request.body));
    },

    async updateMediaFolder(request) {
      return auditChanged(request, "mediaFolder", await media.update(request.params.id, request.body));
    },

    async deleteMediaFolder(request, reply) {
      const { folder, files: freed } = await media.delete(request.params.id);
      await release(freed);
      return auditDeleted(request, reply, "mediaFolder", folder);
    },

    async deleteMedia(request, reply) {
      const { media: deleted, files: freed } = await media.deleteMedia(request.params.id);
      await release(freed);
      return auditDeleted(request, reply, "media", deleted);
    },

    async uploadMediaFile(request) {
      // The parser left the body unread (plugins/streamed-body.ts): refuse what is too large
      // before reading any of it, then stream it through the checks to storage.
      const body = uploadBody(request, config.mediaUploadMaxBytes);
      const stored = await storeUpload(storage, body, {
        scratchDir,
        limit: config.mediaUploadMaxBytes,
        filetype: request.query.filetype,
      });
      await files.record(stored, baseName(request.query.originalFilename), request.account?.id ?? null);
      setAuditRecord(request, {
        type: "storedFile",
        id: null,
        after: { files: stored.map((f) => f.key), filetype: request.query.filetype },
      });
      return stored.map((f) => f.key);
    },

    async getMediaThumbnail(request, reply) {
      const filename = request.query.filename;
      // The contract's pattern already refuses separators; ".." inside a name is refused too.
      if (filename.includes("..")) throw badRequest("filename must be a stored file name, not a path.", { filename: "must not be a path" });
      const thumbnail = await thumbnails.get(filename);
      if (!thumbnail) throw notFound("Thumbnail");
      const etag = `"${thumbnail.key}"`;
      reply.header("etag", etag).header("cache-control", THUMBNAIL_CACHE_CONTROL).header("x-content-type-options", "nosniff");
      const sent = request.headers["if-none-match"];
      if (sent && sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return reply.status(304).send();
      return reply.type(thumbnail.contentType).send(thumbnail.bytes);
    },

    async getMediaTotalDownloads(request) {
      return media.totalDownloads(parseImageIds(request.query.imageIds));
    },

    async listMediaOrders(request) {
      return mediaOrderPage(db, request.query);
    },

    async listMediaDownloadsByPerson(request) {
      return personDownloadsPage(db, request.query);
    },
  };
};
