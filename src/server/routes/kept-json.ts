import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { VersionedCache } from "../db/versioned-cache.ts";
import { COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD } from "../plugins/compression.ts";

type Encoding = (typeof COMPRESSION_ENCODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer kept in memory (a VersionedCache value) and sent many times: its body made once, and
 * compressed once per encoding the first time a client asks for it, instead of on every send.
 * Sent with its Content-Encoding set, so the compression plugin leaves it alone.
 * Compressed on libuv's threads, not the event loop: writes renew kept pages all day, so a page
 * is often compressed for one or two answers, and compressing on the event loop was a twentieth
 * of the server's CPU under bench:load.
 */
export class KeptAnswer {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    /** The answer's body as it goes out uncompressed: text (sent as UTF-8) or bytes. */
    readonly body: string | Uint8Array,
    /** Its Content-Type. */
    readonly contentType: string,
    /**
     * Brotli's quality. 4 as the per-answer plugin: quality 5 took twice the CPU of 4 (3 ms
     * against 1.3 ms for a 65 KB page) for 5 % fewer bytes. Lower for a large answer often made
     * anew and each time awaited, where it costs no bytes: getRegion's 912 KB after a handler
     * change, 2.1 ms at 2 against 3.5 ms at 4, both 13.3 KB.
     */
    private readonly brotliQuality = 4,
  ) {}

  /** Memory it may hold: the body plus its compressed forms (each well under half of it). */
  get size(): number {
    return typeof this.body === "string" ? this.body.length * 2 : this.body.byteLength * 2;
  }

  private get length(): number {
    return typeof this.body === "string" ? this.body.length : this.body.byteLength;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.type(this.contentType).header("vary", "accept-encoding");
    const accepted = request.headers["accept-encoding"];
    const encoding =
      typeof accepted === "string" && this.length >= COMPRESSION_THRESHOLD ? negotiate(accepted, [...COMPRESSION_ENCODINGS]) : null;
    if (!encoding)
      return reply.send(
        typeof this.body === "string" ? this.body : Buffer.from(this.body.buffer, this.body.byteOffset, this.body.byteLength),
      );
    const body = await this.encodedAs(encoding);
    return reply.header("content-encoding", encoding).send(body);
  }

  /** Answers that ask together share one compression. */
  private encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotliAsync(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: this.length },
            })
          : gzipAsync(this.body);
      this.encoded.set(encoding, body);
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}

/** A JSON answer kept in memory: serialised once, compressed once per encoding (KeptAnswer). */
export class KeptJson extends KeptAnswer {
  constructor(
    readonly json: string,
    /** See KeptAnswer's brotliQuality. */
    brotliQuality?: number,
  ) {
    super(json, "application/json; charset=utf-8", brotliQuality);
  }
}

/**
 * A list's (or a read's) JSON answers kept per key and version of the tables they show
 * (VersionedCache): each serialised by the route's own schema and compressed once per version,
 * since staff reopen the same pages all day. A kept answer costs no query: the versions come
 * with the session (request.cacheVersions).
 */
export class KeptAnswers {
  private readonly cache: VersionedCache<KeptJson>;

  constructor(
    db: Kysely<DB>,
    /** The cache_versions names of what the answers show. */
    names: readonly string[],
    options: { maxEntries?: number; maxSize?: number } = {},
  ) {
    this.cache = new VersionedCache<KeptJson>(db, names, {
      maxEntries: options.maxEntries ?? 500,
      maxSize: options.maxSize ?? 32 * 1_048_576,
      sizeOf: (answer) => answer.size,
    });
  }

  /** Sends the answer kept under key, or the one `load` makes (kept for the next ask). */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
    const answer = await this.cache.get(key, async () => new KeptJson(reply.serialize(await load()) as string), request.cacheVersions);
    return answer.send(request, reply);
  }
}
