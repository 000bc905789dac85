import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD } from "../plugins/compression.ts";

type Encoding = (typeof COMPRESSION_ENCODINGS)[number];

/**
 * A JSON answer kept in memory (a VersionedCache value) and sent many times: serialised once,
 * and compressed once per encoding the first time a client asks for it, instead of on every
 * send. Sent with its Content-Encoding set, so the compression plugin leaves it alone.
 */
export class KeptJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  /** Memory it may hold: the text plus its compressed forms (each well under half of it). */
  get size(): number {
    return this.json.length * 2;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    const accepted = request.headers["accept-encoding"];
    const encoding =
      typeof accepted === "string" && this.json.length >= COMPRESSION_THRESHOLD ? negotiate(accepted, [...COMPRESSION_ENCODINGS]) : null;
    if (!encoding) return reply.send(this.json);
    return reply.header("content-encoding", encoding).send(this.encodedAs(encoding));
  }

  private encodedAs(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      // Once per kept answer, so a little more effort than the per-answer plugin's default.
      body = encoding === "br" ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
