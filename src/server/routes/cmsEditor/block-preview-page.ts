import { RICH_TEXT_KEYS, sanitizeRichText } from "../../domain/rich-text-policy.ts";

/**
 * The preview page of one block (GET /en/preview-block): a small self-contained HTML page the
 * editor shows in its desktop, tablet and mobile frames. Plain text is escaped; rich text is the
 * sanitised HTML (sanitised again here: a stored preview is never trusted). No script, no
 * outside request: images are named, not fetched, so the page renders the same offline.
 */

/** The headers of the preview page: only this app may frame it, and it may load nothing. */
export const PREVIEW_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  "x-frame-options": "SAMEORIGIN",
  "cache-control": "no-store",
} as const;

export interface PreviewBlock {
  class: string;
  image?: { identifier: string } | null;
  data?: Record<string, unknown>;
  design?: Record<string, unknown>;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** An address a link may point to: http(s), mailto, tel or relative to this site; else none. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const url = value.trim();
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (/^\/(?!\/)/.test(url) || /^[#?]/.test(url)) return url;
  return null;
}

const DESIGN_CLASS = /^[A-Za-z0-9_ -]*$/;
const COLOR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;

/** The whole page for a block. */
export function renderBlockPreviewPage(block: PreviewBlock): string {
  const design = block.design ?? {};
  const classes = ["block", `block-${block.class}`];
  if (typeof design.cssClass === "string" && DESIGN_CLASS.test(design.cssClass)) classes.push(design.cssClass);
  const style: string[] = [];
  if (typeof design.backgroundColor === "string" && COLOR.test(design.backgroundColor)) style.push(`background:${design.backgroundColor}`);
  if (["left", "center", "right"].includes(String(design.textAlign))) style.push(`text-align:${String(design.textAlign)}`);
  for (const [key, css] of [
    ["spacingTop", "padding-top"],
    ["spacingBottom", "padding-bottom"],
  ] as const)
    if (Number.isInteger(design[key])) style.push(`${css}:${Number(design[key])}px`);
  const image = block.image ? renderImage(block.image) : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview: ${escapeHtml(block.class)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1c2127}.block{max-width:${design.fullWidth ? "none" : "960px"};margin:0 auto}
.image{display:flex;align-items:center;justify-content:center;min-height:120px;background:#e5e8eb;color:#5f6b7c;margin:8px 0}
.cell,.slide,.point,.step{border-top:1px solid #d3d8de;padding:8px 0}.meta{color:#5f6b7c;font-size:0.875em}</style>
</head><body><section class="${escapeHtml(classes.join(" "))}"${style.length ? ` style="${escapeHtml(style.join(";"))}"` : ""}>
${image}${renderData(block.data ?? {})}
</section></body></html>`;
}

function renderImage(image: { identifier?: unknown }): string {
  return `<figure class="image" data-identifier="${escapeHtml(image.identifier)}">${escapeHtml(image.identifier)}</figure>`;
}

/** Every field of the data in order: headers as headings, rich text as HTML, lists item by item. */
function renderData(data: Record<string, unknown>, depth = 0): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "header") parts.push(`<h${depth === 0 ? 1 : 2}>${escapeHtml(value)}</h${depth === 0 ? 1 : 2}>`);
    else if (RICH_TEXT_KEYS.has(key) && typeof value === "string") parts.push(`<div class="${key}">${sanitizeRichText(value)}</div>`);
    else if (key === "quote") parts.push(`<blockquote>${escapeHtml(value)}</blockquote>`);
    else if (key === "image" && typeof value === "object") parts.push(renderImage(value as { identifier?: unknown }));
    else if (key === "linkUrl") {
      const href = safeHref(value);
      const text = escapeHtml(data.linkText ?? value);
      parts.push(href ? `<p><a href="${escapeHtml(href)}">${text}</a></p>` : `<p>${text}</p>`);
    } else if (key === "linkText") continue;
    else if (Array.isArray(value)) {
      const items = value.map((item) =>
        item && typeof item === "object" && !Array.isArray(item)
          ? `<div class="${escapeHtml(itemClass(key))}">${renderData(item as Record<string, unknown>, depth + 1)}</div>`
          : `<li>${escapeHtml(item)}</li>`,
      );
      parts.push(items.every((i) => i.startsWith("<li>")) ? `<ul class="${escapeHtml(key)}">${items.join("")}</ul>` : items.join(""));
    } else if (typeof value === "object") parts.push(`<p class="meta">${escapeHtml(key)}: ${escapeHtml(JSON.stringify(value))}</p>`);
    else parts.push(`<p class="meta">${escapeHtml(key)}: ${escapeHtml(value)}</p>`);
  }
  return parts.join("\n");
}

function itemClass(key: string): string {
  return { cells: "cell", slides: "slide", points: "point", steps: "step" }[key] ?? "item";
}
