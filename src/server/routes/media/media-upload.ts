import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromBuffer } from "file-type";
import pLimit from "p-limit";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { FileStorage } from "../../adapters/file-storage.ts";
import { badRequest, HttpError, unsupportedMediaType } from "../../http-errors.ts";
import { payloadTooLarge } from "../../plugins/streamed-body.ts";

/** What the media library stores, recognised by the file's first bytes (file-type). */
export const ACCEPTED_TYPES: Readonly<Record<string, { ext: string; image: boolean }>> = {
  "image/jpeg": { ext: "jpg", image: true },
  "image/png": { ext: "png", image: true },
  "image/gif": { ext: "gif", image: true },
  "image/webp": { ext: "webp", image: true },
  "image/tiff": { ext: "tif", image: true },
  "image/avif": { ext: "avif", image: true },
  "video/mp4": { ext: "mp4", image: false },
  "video/webm": { ext: "webm", image: false },
  "application/pdf": { ext: "pdf", image: false },
};

/** Images with more pixels are refused from their header, before decoding (a small file can claim 100,000 × 100,000). */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** The thumbnail's and the low-resolution rendition's longest side (the contract: thumbnails at most 600 px). */
export const THUMBNAIL_SIZE = 600;
export const LOW_RES_SIZE = 1600;
// libvips' operation cache keeps decoded images for reuse; every upload is a new file, so it
// would only hold memory (tens of MB per 12-megapixel photo).
sharp.cache(false);
/**
 * Images decoded at once. sharp works on libuv's thread pool (4 threads), which file reads and
 * writes and the kept answers' compression share: four uploads side by side, two pipelines each,
 * held every thread for a second at a time and stalled unrelated pages behind them. One image at
 * a time (its two pipelines use both cores) leaves threads free and bounds the memory decoded
 * images take; uploads beyond it wait their turn.
 */
const imageWork = pLimit(1);

/** Bytes file-type needs to recognise every type it knows. */
const SNIFF_BYTES = 4100;

export type UploadFiletype = "thumbnail" | "lowRes" | "highRes";

/** One stored file and its stored_files row. */
export interface StoredFile {
  key: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  width?: number;
  height?: number;
  thumbnailKey?: string;
  lowResKey?: string;
}

/** The received body in scratch space: its path, size, hash and the type its bytes show. */
interface Received {
  file: string;
  size: number;
  sha256: string;
  mime: string;
}

const NOT_ACCEPTED = "Only JPEG, PNG, GIF, WebP, TIFF and AVIF images, and MP4, WebM and PDF files can be uploaded.";

/**
 * Counts, hashes and sniffs the body while it streams to scratch space: over `limit` bytes it
 * stops with 413, and once the first bytes show a type the library does not take, with 415,
 * so neither a huge body nor a wrong file is read to its end.
 */
class UploadGate extends Transform {
  size = 0;
  mime: string | undefined;
  private readonly hash = createHash("sha256");
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit) {
      callback(payloadTooLarge(this.limit));
      return;
    }
    this.hash.update(chunk);
    if (this.mime !== undefined) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) {
      callback(null, chunk);
      return;
    }
    this.sniff().then(() => callback(null, chunk), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.mime !== undefined) {
      callback();
      return;
    }
    this.sniff().then(() => callback(), callback);
  }

  private async sniff() {
    const detected = this.headSize === 0 ? undefined : await fileTypeFromBuffer(Buffer.concat(this.head));
    this.head = [];
    if (!detected || !Object.hasOwn(ACCEPTED_TYPES, detected.mime)) throw unsupportedMediaType(NOT_ACCEPTED);
    this.mime = detected.mime;
  }

  digest(): string {
    return this.hash.digest("hex");
  }
}

/** Streams the body to a scratch file through the gate; the file is removed on any failure. */
export async function receiveUpload(body: Readable, scratchDir: string, limit: number): Promise<Received> {
  await fs.promises.mkdir(scratchDir, { recursive: true });
  const file = path.join(scratchDir, `${randomUUID()}.upload`);
  const gate = new UploadGate(limit);
  const out = fs.createWriteStream(file);
  try {
    // Read through an iterator that leaves the request whole when the gate refuses it: a
    // destroyed request stops its socket reading, so the client's close went unseen and the
    // connection stayed open until the keep-alive timeout (65 s). Drained below instead.
    await pipeline(body.iterator({ destroyOnReturn: false }), gate, out);
  } catch (error) {
    // A body refused before the scratch file finished opening: the stream still opens (creating
    // the file) and then closes. Removing it before that close would leave the file behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
    await fs.promises.rm(file, { force: true });
    // The rest of a body refused part-way is read and dropped: the client is answered at once,
    // and the connection, reading on, sees the client stop and close.
    body.resume();
    if (error instanceof HttpError) throw error;
    throw badRequest("The upload was cut off before the whole file arrived.", { body: "was not received whole" });
  }
  if (gate.size === 0) {
    await fs.promises.rm(file, { force: true });
    throw badRequest("The file is empty.", { body: "must not be empty" });
  }
  return { file, size: gate.size, sha256: gate.digest(), mime: gate.mime! };
}

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** An image library failure on this file's bytes: the file is damaged, or not what its header claims. */
const damaged = (error: unknown) =>
  badRequest(`The image could not be read: ${String((error as Error).message ?? error).slice(0, 200)}`, {
    body: "is a damaged or truncated image",
  });

interface Rendition {
  bytes: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

/** The same format as the original where it keeps its quality, re-encoded (no metadata survives). */
function encodeOriginal(image: Sharp, mime: string): Sharp {
  switch (mime) {
    case "image/png":
      return image.png({ compressionLevel: 6 });
    case "image/gif":
      return image.gif();
    case "image/webp":
      return image.webp({ quality: 90 });
    case "image/tiff":
      return image.tiff({ compression: "lzw" });
    case "image/avif":
      return image.avif({ quality: 70 });
    default:
      // Without Huffman optimisation: its two passes keep every coefficient of the whole image
      // (150 MB and four times the time for a 12-megapixel photo, against 20-40 MB in one pass)
      // to save about an eighth of the bytes. The renditions, a fraction of the size, keep it.
      return image.jpeg({ quality: 90, optimiseCoding: false });
  }
}

/** A scaled rendition of an image (a file or bytes): JPEG, or PNG when the image has transparency. */
async function scaled(input: string | Buffer, size: number, hasAlpha: boolean): Promise<Rendition> {
  const pipelineOf = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(size, size, { fit: "inside", withoutEnlargement: true });
  const encoded = hasAlpha ? pipelineOf.png({ compressionLevel: 6 }) : pipelineOf.jpeg({ quality: 80, mozjpeg: false });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    contentType: hasAlpha ? "image/png" : "image/jpeg",
    ext: hasAlpha ? "png" : "jpg",
    width: info.width,
    height: info.height,
  };
}

/**
 * The three files of an image: the original with its EXIF orientation applied and every
 * metadata block (EXIF with its GPS position, XMP, IPTC, comments) dropped, a thumbnail and a
 * low-resolution rendition. The header is read first: more than MAX_IMAGE_PIXELS is refused
 * before any pixel is decoded; sharp's limitInputPixels guards each pipeline as well. A decoder
 * warning (a truncated file) fails the upload rather than storing a grey half.
 */
export function processImage(file: string, mime: string) {
  return imageWork(() => renditionsOf(file, mime));
}

async function renditionsOf(file: string, mime: string) {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw damaged(error);
  }
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS || pixels === 0) {
    throw badRequest(`The image is ${meta.width} × ${meta.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are taken.`, {
      body: `must have at most ${MAX_IMAGE_PIXELS} pixels`,
    });
  }
  const hasAlpha = meta.hasAlpha === true;
  const ext = ACCEPTED_TYPES[mime]!.ext;
  try {
    // The thumbnail is made from the low-resolution rendition (already turned upright), not from
    // the original: one full-size decode fewer, in time and in memory.
    const [original, lowRes] = await Promise.all([
      encodeOriginal(sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, animated: mime === "image/gif" }).rotate(), mime).toBuffer({
        resolveWithObject: true,
      }),
      scaled(file, LOW_RES_SIZE, hasAlpha),
    ]);
    const thumbnail = await scaled(lowRes.bytes, THUMBNAIL_SIZE, hasAlpha);
    return {
      original: { bytes: original.data, contentType: mime, ext, width: original.info.width, height: original.info.height },
      thumbnail,
      lowRes,
    };
  } catch (error) {
    throw damaged(error);
  }
}

/** "C:\\photos\\IMG_1.jpg" or "../../x.png" → its last part; the client's name is kept as a label only. */
export function baseName(originalFilename: string): string {
  const last = originalFilename.split(/[\\/]/).pop()!.trim();
  return last === "" || last === "." || last === ".." ? "file" : last.slice(0, 255);
}

/**
 * Stores an upload: receives the body, decides its type by its bytes, and for an image stores
 * the cleaned original and its renditions, for a video or PDF the file as it came. Answers the
 * stored files, the one to name in the media first. Scratch space is always cleaned up.
 */
export async function storeUpload(
  storage: FileStorage,
  body: Readable,
  options: {
    scratchDir: string;
    limit: number;
    filetype: UploadFiletype;
    /** A caller's own check of the type the bytes show (e.g. the CMS upload's fileType), run before anything is stored; throws to refuse. */
    accept?: (mime: string) => void;
  },
): Promise<StoredFile[]> {
  const received = await receiveUpload(body, options.scratchDir, options.limit);
  try {
    options.accept?.(received.mime);
    const accepted = ACCEPTED_TYPES[received.mime]!;
    if (!accepted.image) {
      if (options.filetype === "thumbnail")
        throw unsupportedMediaType("A thumbnail must be an image (JPEG, PNG, GIF, WebP, TIFF or AVIF).");
      const key = `${received.sha256}.${accepted.ext}`;
      await storage.putFile(key, received.file, received.mime);
      return [{ key, contentType: received.mime, sizeBytes: received.size, sha256: received.sha256 }];
    }
    const images = await processImage(received.file, received.mime);
    const stored = async (r: Rendition, extra: Partial<StoredFile> = {}): Promise<StoredFile> => {
      const sha256 = sha256Of(r.bytes);
      const key = `${sha256}.${r.ext}`;
      await storage.putBytes(key, r.bytes, r.contentType);
      return { key, contentType: r.contentType, sizeBytes: r.bytes.length, sha256, width: r.width, height: r.height, ...extra };
    };
    const [thumbnail, lowRes] = await Promise.all([stored(images.thumbnail), stored(images.lowRes)]);
    if (options.filetype === "thumbnail") return [{ ...thumbnail, thumbnailKey: thumbnail.key }];
    const original = await stored(images.original, { thumbnailKey: thumbnail.key, lowResKey: lowRes.key });
    return [original, thumbnail, lowRes];
  } finally {
    await fs.promises.rm(received.file, { force: true });
  }
}
