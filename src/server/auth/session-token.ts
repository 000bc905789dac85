import { createHash, randomBytes } from "node:crypto";

/** 256-bit random session id, base64url in the cookie; only its SHA-256 is stored. */
export function newSessionToken(): { token: string; idHash: Buffer } {
  const token = randomBytes(32).toString("base64url");
  return { token, idHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}
