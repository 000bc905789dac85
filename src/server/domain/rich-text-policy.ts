/**
 * What rich text of a CMS block may hold once saved (issue 18): an allow-list of formatting
 * tags and attributes, links only to http(s), mailto, tel, or relative addresses, no script or
 * style, no event handlers, no javascript: or data: URLs. Every rich-text field is run through
 * it on save, so what the editor stores is safe to render on the public site and the preview.
 */
import sanitizeHtml from "sanitize-html";

/** The keys of block data (at any depth: cells, points, slides, steps) that hold rich text. */
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(["text", "preamble"]);

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "span",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], span: ["class"], p: ["class"] },
  allowedClasses: { span: ["highlight", "small"], p: ["lead", "small"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Script and style content is dropped with its element, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  disallowedTagsMode: "discard",
  // A link that opens a new window cannot reach back to the page that opened it.
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs:
        target === "_blank" ? { ...attribs, target, rel: "noopener noreferrer" } : target === "_self" ? { ...attribs, target } : attribs,
    }),
  },
};

/** One rich-text value as it may be stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/**
 * Block data with every rich-text field (RICH_TEXT_KEYS, at any depth) sanitised; other values
 * untouched. Plain-text fields are escaped where they are rendered, not here.
 */
export function sanitizeBlockData<T>(data: T): T {
  return walk(data, undefined) as T;
}

function walk(value: unknown, key: string | undefined): unknown {
  if (typeof value === "string") return key !== undefined && RICH_TEXT_KEYS.has(key) ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, undefined));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  }
  return value;
}
