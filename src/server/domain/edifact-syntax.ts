/**
 * UN/EDIFACT syntax level A (ISO 9735, syntax version 3) as this product writes it: the default
 * separators announced in UNA, the release character in front of every separator that occurs in
 * data, and text held to the UNOC character set (ISO 8859-1). Pure: no I/O.
 */

/** The service string advice's characters, in UNA order. */
export const SEPARATORS = {
  component: ":",
  element: "+",
  decimal: ".",
  release: "?",
  repetition: " ",
  segment: "'",
} as const;

/** UNA: the separators above, so a reader needs no agreement beforehand. */
export const SERVICE_STRING_ADVICE = `UNA${SEPARATORS.component}${SEPARATORS.element}${SEPARATORS.decimal}${SEPARATORS.release}${SEPARATORS.repetition}${SEPARATORS.segment}`;

const NEEDS_RELEASE = /[:+?']/g;

/** A value with the release character in front of each ' + : ? it holds. */
export function escapeValue(value: string): string {
  return value.replace(NEEDS_RELEASE, (c) => `${SEPARATORS.release}${c}`);
}

/**
 * Text as UNOC can carry it: one line (control characters, line breaks included, become a
 * space), letters outside ISO 8859-1 by their base letter where one exists (ł -> l, ő -> o),
 * any other character as a space; runs of spaces collapsed and the ends trimmed.
 */
export function toUnoc(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += " ";
    else if (code <= 0xff) out += char;
    else out += baseLetter(char) ?? " ";
  }
  return out.replace(/ {2,}/g, " ").trim();
}

/** Letters decomposing to a letter of ISO 8859-1 plus marks; a few others by hand. */
const BY_HAND: Readonly<Record<string, string>> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", œ: "oe", Œ: "OE", ß: "ss", "€": "EUR" };

function baseLetter(char: string): string | undefined {
  if (BY_HAND[char]) return BY_HAND[char];
  const base = char.normalize("NFD").replace(/\p{M}+/gu, "");
  return base.length > 0 && [...base].every((c) => c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0xff) ? base : undefined;
}

/**
 * Text cut into pieces of at most `width` characters for the components of a composite (a
 * name over C080's five, a street over C059's four): at spaces where one is near, so words
 * stay whole, and at most `pieces` of them (the rest is left out: the format has no room).
 */
export function splitText(text: string, width: number, pieces: number): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length > 0 && out.length < pieces) {
    if (rest.length <= width) {
      out.push(rest);
      break;
    }
    const space = rest.lastIndexOf(" ", width);
    const cut = space > width / 2 ? space : width;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  return out;
}

/** An element: one value, or a composite's components (trailing empty ones left out, as the syntax allows). */
export type Element = string | readonly string[];

/**
 * A segment: its tag and elements, each value escaped, empty trailing components and elements
 * left out (a reader takes them as absent), ended by the segment terminator.
 */
export function segment(tag: string, ...elements: Element[]): string {
  const written = elements.map((element) =>
    typeof element === "string" ? escapeValue(element) : trimEnd(element.map(escapeValue)).join(SEPARATORS.component),
  );
  return [tag, ...trimEnd(written)].join(SEPARATORS.element) + SEPARATORS.segment;
}

function trimEnd(values: string[]): string[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === "") end--;
  return values.slice(0, end);
}

/**
 * A decimal number as EDIFACT writes it: the decimal mark of UNA, no exponent, no thousands
 * separator, no trailing zeros, at most `decimals` digits after the mark; below 10^15.
 */
export function decimal(value: number, decimals = 4): string {
  // n..15 at most (PRI, QTY); from 1e21 toFixed would write an exponent.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) throw new RangeError(`Not a number EDIFACT can carry: ${value}`);
  let fixed = value.toFixed(decimals);
  if (fixed.includes(".")) fixed = fixed.replace(/0+$/, "").replace(/\.$/, "");
  return (fixed === "-0" ? "0" : fixed).replace(".", SEPARATORS.decimal);
}
