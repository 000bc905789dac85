import type { ApiErrorBody } from "../../shared/errors.ts";
import { SWEDISH as OWN, SWEDISH_PARTS, SWEDISH_VALIDATOR } from "./swedish.ts";

const SWEDISH: Readonly<Record<string, string>> = { ...OWN, ...SWEDISH_VALIDATOR };

/** The languages the server writes its error texts in; English is what the code writes. */
export type MessageLanguage = "en" | "sv";

/**
 * The language of a request's error texts, from its Accept-Language header: Swedish when the
 * caller prefers a Swedish tag (sv, sv-SE, ...) to English, else English. The app sends the
 * language the user chose; a browser opening a download sends its own.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): MessageLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage;
  if (!header) return "en";
  let best: { language: MessageLanguage; quality: number } | undefined;
  for (const part of header.split(",", 20)) {
    const [tag = "", ...parameters] = part.trim().toLowerCase().split(";");
    const language = tag === "sv" || tag.startsWith("sv-") ? "sv" : tag === "en" || tag.startsWith("en-") || tag === "*" ? "en" : undefined;
    if (!language) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? "en";
}

interface Template {
  pattern: RegExp;
  swedish: string;
  /** Literal characters: the more a template has, the more specific it is, and the earlier it is tried. */
  weight: number;
}

const TEMPLATES = templatesOf(SWEDISH);
const PART_TEMPLATES = templatesOf(SWEDISH_PARTS);

function templatesOf(catalogue: Readonly<Record<string, string>>): Template[] {
  return Object.entries(catalogue)
    .filter(([english]) => /\{\d+\}/.test(english))
    .map(([english, swedish]) => ({
      pattern: new RegExp(
        `^${english
          .split(/\{\d+\}/)
          .map(escapeRegExp)
          .join("([\\s\\S]*?)")}$`,
      ),
      swedish,
      weight: english.replace(/\{\d+\}/g, "").length,
    }))
    .sort((a, b) => b.weight - a.weight);
}

/**
 * A server text in Swedish, or undefined when the catalogue has none. Exact entries first, then
 * the templates, most specific first; each part a template captured is translated when it is a
 * part of the catalogue (a noun, a word), else kept as it was (ids, numbers, field names).
 */
export function toSwedish(text: string): string | undefined {
  return SWEDISH[text] ?? fillTemplate(TEMPLATES, text, partToSwedish);
}

/** A part of a message in Swedish (SWEDISH_PARTS), or the part as it was. */
export function partToSwedish(part: string): string {
  return SWEDISH_PARTS[part] ?? fillTemplate(PART_TEMPLATES, part, (inner) => inner) ?? part;
}

function fillTemplate(templates: Template[], text: string, translatePart: (part: string) => string): string | undefined {
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return template.swedish.replace(/\{(\d+)\}/g, (_, index: string) => translatePart(match[Number(index) + 1] ?? ""));
  }
  return undefined;
}

/** An error answer's texts in the request's language; what the catalogue lacks stays English. */
export function localiseErrorBody(body: ApiErrorBody, language: MessageLanguage): ApiErrorBody {
  if (language === "en") return body;
  const { message, fields } = body.error;
  return {
    error: {
      ...body.error,
      message: toSwedish(message) ?? message,
      ...(fields ? { fields: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, toSwedish(text) ?? text])) } : {}),
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
