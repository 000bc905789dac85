import http from "node:http";
import zlib from "node:zlib";

export interface Answer {
  status: number;
  /** The body as sent (compressed when the server compressed it). */
  bytes: number;
  /** Milliseconds from sending the request to the last byte of the answer. */
  ms: number;
  /** The answer's JSON, decompressed and parsed; only when asked for (parsing costs the load generator CPU). */
  json?: unknown;
}

/**
 * HTTP/1.1 on at most `connections` kept-alive sockets, asking for compressed answers as a
 * browser does. node:http rather than fetch: the load generator shares the machine's two cores
 * with the server and the database, and fetch's web streams cost it several times the CPU.
 */
export class KeepAliveClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(base: string, connections: number) {
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  request(method: string, path: string, options: { cookie?: string; body?: unknown; parse?: boolean } = {}): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: {
            "accept-encoding": "gzip, deflate, br, zstd",
            "sec-fetch-site": "same-origin",
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("error", reject);
          answer.on("end", () => {
            const ms = performance.now() - started;
            const body = Buffer.concat(chunks);
            const status = answer.statusCode ?? 0;
            // Errors are always parsed: the report names what went wrong.
            const parse = options.parse || status >= 400;
            resolve({
              status,
              bytes: body.length,
              ms,
              json: parse && body.length > 0 ? JSON.parse(decode(body, answer.headers["content-encoding"]).toString("utf8")) : undefined,
            });
          });
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case "br":
      return zlib.brotliDecompressSync(body);
    case "gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "zstd":
      throw new Error("zstd answers are not expected (the server offers br and gzip)");
    default:
      return body;
  }
}
