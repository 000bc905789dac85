import type { FastifyRequest } from "fastify";
import { badRequest } from "../http-errors.ts";
import { VERSION_FIELD, versionRequired, versionTime } from "../db/record-version.ts";

/**
 * Where an update operation carries the version its record was read at, from the contract's
 * `x-version-required` (issue 13, finding 4: no lost updates):
 *
 * - `true`: the body's `updatedAt`, on every call;
 * - `{ token: "page.updatedAt", whenSet: "page.id" }`: that body field, when the record is an
 *   existing one, i.e. `whenSet` holds a value (a body without it creates);
 * - `{ unlessTrue: "isNew" }`: the body's `updatedAt`, unless `isNew` is true (a create);
 * - `{ nullWhenNew: true }`: the body's `updatedAt`, where null is the version of what was read
 *   as not stored yet (a translation text not written in that language): the field must be
 *   sent, and the store answers 409 when a text was stored meanwhile.
 *
 * The rule is enforced before the handler, built or still 501, so an operation is covered the
 * day it is built: no version (body field absent, null or empty, and no If-Match header) is 428
 * VERSION_REQUIRED naming the field. An `If-Match` header is the same version (an ETag-style
 * `"2026-11-25T10:00:00.123Z"`, quotes optional; `*` names no version); it is copied into the
 * body field so the store checks one value. Both sent and naming different instants is 400: the
 * client contradicts itself, and neither answer (saved, or 409 stale) would be the one it meant.
 * A stale version is the store's 409, checked under the row lock (db/record-version.ts).
 */
export interface VersionRule {
  /** The version's field in the body, as a path ("updatedAt", "page.updatedAt"). */
  token: string[];
  /** The version is needed only when this body field holds a value (saving an existing record). */
  whenSet?: string[];
  /** The version is needed unless this body field is true (a create). */
  unlessTrue?: string[];
  /** A null version is one (the record was read as not stored yet); only an absent one is 428. */
  nullWhenNew?: boolean;
}

const path = (dotted: string) => dotted.split(".");

/** The operation's version rule, or undefined when it has none; a malformed rule throws at start. */
export function versionRuleOf(definition: Record<string, any>): VersionRule | undefined {
  const raw = definition["x-version-required"];
  if (raw === undefined || raw === false) return undefined;
  if (raw === true) return { token: [VERSION_FIELD] };
  const paths = ["token", "whenSet", "unlessTrue"];
  const valid =
    typeof raw === "object" &&
    raw !== null &&
    Object.entries(raw).every(
      ([key, value]) => (paths.includes(key) && typeof value === "string") || (key === "nullWhenNew" && value === true),
    );
  if (!valid)
    throw new Error(
      `Operation ${definition.operationId}: x-version-required must be true or an object of ${paths.join(", ")} (body field paths) and nullWhenNew: true.`,
    );
  return {
    token: path(raw.token ?? VERSION_FIELD),
    ...(raw.whenSet ? { whenSet: path(raw.whenSet) } : {}),
    ...(raw.unlessTrue ? { unlessTrue: path(raw.unlessTrue) } : {}),
    ...(raw.nullWhenNew ? { nullWhenNew: true } : {}),
  };
}

/** The route's preHandler for a rule: 428 without a version, If-Match taken as the version. */
export function versionCheck(rule: VersionRule) {
  const field = rule.token.join(".");
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== "object") return; // the contract requires a body; validation said so
    if (rule.whenSet && isAbsent(valueAt(body, rule.whenSet))) return;
    if (rule.unlessTrue && valueAt(body, rule.unlessTrue) === true) return;
    const header = ifMatchVersion(request.headers["if-match"]);
    const sent = valueAt(body, rule.token);
    if (rule.nullWhenNew && sent === null && header === undefined) return;
    if (isAbsent(sent)) {
      if (header === undefined) throw versionRequired(field);
      setAt(body, rule.token, header);
    } else if (header !== undefined && !sameVersion(String(sent), header)) {
      throw badRequest(`The body's ${field} and the If-Match header name different versions; send one.`, {
        [field]: "differs from the If-Match header",
      });
    }
  };
}

/** The version an If-Match header names: one entity tag, quotes optional; `*` and weak tags name none. */
export function ifMatchVersion(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header.join(",") : header)?.trim();
  if (!value || value === "*" || value.startsWith("W/")) return undefined;
  const unquoted = value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
  return unquoted.trim() === "" ? undefined : unquoted;
}

function sameVersion(a: string, b: string): boolean {
  const [ta, tb] = [versionTime(a), versionTime(b)];
  return Number.isNaN(ta) || Number.isNaN(tb) ? a === b : ta === tb;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function valueAt(body: Record<string, unknown>, at: string[]): unknown {
  let value: unknown = body;
  for (const key of at) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function setAt(body: Record<string, unknown>, at: string[], value: string) {
  let node = body;
  for (const key of at.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") return; // validation requires the parent object
    node = node[key] as Record<string, unknown>;
  }
  node[at.at(-1)!] = value;
}
