import { hash, verify, type Algorithm } from "@node-rs/argon2";

/**
 * argon2id with the OWASP parameters (m = 19 MiB, t = 2, p = 1). The encoded hash carries its
 * own parameters and salt, so raising them later keeps old hashes verifiable.
 */
const PARAMS = {
  algorithm: 2 as Algorithm /* Argon2id; a const enum cannot be imported as a value */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export { MIN_PASSWORD_LENGTH } from "../../shared/passwords.ts";

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PARAMS);
}

export async function verifyPassword(encoded: string, plain: string): Promise<boolean> {
  try {
    return await verify(encoded, plain);
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so that a miss costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(plain: string): Promise<boolean> {
  dummyHash ??= hashPassword("dummy-password-for-timing-equality");
  return dummyHash.then((h) => verifyPassword(h, plain)).then(() => false);
}
