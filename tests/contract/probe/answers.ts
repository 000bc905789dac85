import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "../../../src/shared/api/contract.ts";
import { toSwedish } from "../../../src/server/messages/localise.ts";
import type { ProbeOperation } from "./operations.ts";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Statuses any operation may answer besides the ones it declares, each with the shared response
 * of the contract that describes it: a request refused before the operation's own rules (400 for
 * a NUL or an over-long value in any part, 413 for a body over the operation's limit, 415 for a
 * body in another type or encoding, 431 over HTTP for an address and headers over 16 KB), 501
 * while it is not built, 503 in an outage; and, for an address with path parameters, 404 or 414
 * when a value cannot be routed (a "/" in it, or over 100 characters).
 */
export const COMMON_RESPONSES: Record<string, string> = {
  "400": "BadRequest",
  "413": "PayloadTooLarge",
  "415": "UnsupportedMediaType",
  "431": "HeadersTooLarge",
  "501": "NotImplemented",
  "503": "ServiceUnavailable",
};
const ROUTING_RESPONSES: Record<string, string> = { "404": "NotFound", "414": "UriTooLong" };

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

/** Checks answers against the contract: the status declared (or common), the body its schema's. */
export class AnswerChecker {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = addFormats(new Ajv({ strict: false, allErrors: false, validateSchema: false }));
    this.ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
    this.ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
    // The whole bundled document under one id, so "#/components/schemas/X" resolves inside it.
    this.ajv.addSchema({ ...document, $id: "contract" } as object);
    for (const name of [...Object.values(COMMON_RESPONSES), ...Object.values(ROUTING_RESPONSES)]) {
      if (!document.components.responses?.[name]) throw new Error(`The contract has no shared response ${name}.`);
    }
  }

  /** The problems of an answer, empty when it is one the contract allows. */
  problems(op: ProbeOperation, answer: Answer): string[] {
    const status = String(answer.status);
    const declared = op.responses[status];
    const shared = COMMON_RESPONSES[status] ?? (op.pathParameters.length > 0 ? ROUTING_RESPONSES[status] : undefined);
    if (answer.status >= 500 && answer.status !== 501) return [`answered ${status}: ${preview(answer.body)}`];
    let content: Record<string, unknown> | undefined;
    let pointer: string;
    if (declared) {
      content = declared;
      pointer = this.contentPointer(op, status);
    } else if (shared) {
      content = this.sharedContent(shared);
      pointer = `#/components/responses/${shared}/content`;
    } else {
      return [`answered ${status}, which the contract does not declare for ${op.operationId}: ${preview(answer.body)}`];
    }
    if (answer.status === 501 && !isNotImplemented(answer.body)) return [`answered 501 without NOT_IMPLEMENTED: ${preview(answer.body)}`];
    const types = Object.keys(content);
    const contentType = String(answer.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (types.length === 0) {
      if (answer.status === 302 && !answer.headers.location) return ["answered 302 without a Location"];
      return answer.body.length === 0 ? [] : [`answered ${status} with a body where the contract has none: ${preview(answer.body)}`];
    }
    const type = types.find((declaredType) => matchesType(declaredType, contentType));
    if (!type) return [`answered ${status} as ${contentType || "no content type"}, the contract says ${types.join(" or ")}`];
    if (type !== "application/json") return [];
    let json: unknown;
    try {
      json = JSON.parse(answer.body.toString("utf8"));
    } catch {
      return [`answered ${status} with a body that is not JSON: ${preview(answer.body)}`];
    }
    const validate = this.validator(`${pointer}/application~1json/schema`);
    if (validate(json)) return [];
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(root)"} ${e.message}`);
    return [`answered ${status} with a body outside the contract (${errors.join("; ")}): ${preview(answer.body)}`];
  }

  /** Where a declared answer's content is: the operation's own, or the shared response it names. */
  private contentPointer(op: ProbeOperation, status: string): string {
    const own = `#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${status}`;
    const declared = (this.document.paths[op.path]?.[op.method.toLowerCase()] as any)?.responses?.[status];
    return `${typeof declared?.$ref === "string" ? declared.$ref : own}/content`;
  }

  private sharedContent(name: string): Record<string, unknown> {
    return ((this.document.components.responses?.[name] as any)?.content ?? {}) as Record<string, unknown>;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `contract${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1").replaceAll("{", "%7B").replaceAll("}", "%7D");
}

function matchesType(declared: string, actual: string): boolean {
  if (declared === actual) return true;
  return declared.endsWith("/*") && actual.startsWith(declared.slice(0, -1));
}

function isNotImplemented(body: Buffer): boolean {
  try {
    return JSON.parse(body.toString("utf8"))?.error?.code === "NOT_IMPLEMENTED";
  } catch {
    return false;
  }
}

/**
 * An error answer's message and field texts that have no Swedish text (the app shows them to
 * Swedish users as they are). A message cut at the contract's length (ending in "…") quotes
 * what was sent and is left out.
 */
export function untranslatedTexts(answer: Answer): string[] {
  if (answer.status < 400 || !String(answer.headers["content-type"] ?? "").startsWith("application/json")) return [];
  let error: { message?: unknown; fields?: Record<string, unknown> } | undefined;
  try {
    error = JSON.parse(answer.body.toString("utf8"))?.error;
  } catch {
    return [];
  }
  const texts = [error?.message, ...Object.values(error?.fields ?? {})].filter(
    (t): t is string => typeof t === "string" && !t.endsWith("…"),
  );
  return texts.filter((text) => toSwedish(text) === undefined);
}

/** The start of a body, for a failure message. */
export function preview(body: Buffer | string | undefined, length = 300): string {
  if (body === undefined) return "";
  const text = typeof body === "string" ? body : body.toString("utf8");
  return text.length <= length ? text : `${text.slice(0, length)}... (${text.length} characters)`;
}
