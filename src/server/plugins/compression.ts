import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";

/** JSON answers are compressed; CSV downloads and pre-compressed static files are not. */
const COMPRESSED_TYPES = /^application\/json/;
/** The encodings offered, preferred first, and the size below which an answer goes as it is. */
export const COMPRESSION_ENCODINGS = ["br", "gzip"] as const;
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses JSON answers for clients that accept it (every browser): a page of 100 catalog
 * requests is ~60 KB as JSON and a tenth of that compressed, which counts on a store's
 * connection. CSV exports stay as they are: compressing hundreds of megabytes would cost more
 * CPU than the database spends writing them. Request bodies are never inflated (no client of
 * ours compresses them, and an inflated body could dodge the body limit's intent).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    customTypes: COMPRESSED_TYPES,
    encodings: [...COMPRESSION_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    globalDecompression: false,
  });
}
