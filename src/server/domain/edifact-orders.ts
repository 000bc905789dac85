import { decimal, segment, SERVICE_STRING_ADVICE, splitText, toUnoc, type Element } from "./edifact-syntax.ts";

/**
 * A partner's quote as a UN/EDIFACT ORDERS message (directory D.96A, syntax UNOC version 3) in
 * one interchange, for the factory's order intake: UNA, UNB, UNH, BGM, DTM, NAD (BY the partner
 * store, SU the brand, DP the customer the bed goes to), CUX, per line LIN, IMD, QTY and PRI,
 * then UNS, UNT and UNZ. Pure: the caller reads the quote and sends the text.
 */

export interface OrderParty {
  /** The party's number in our records (NAD C082, code list 91: assigned by the supplier). */
  id?: string | null;
  name: string | null;
  name2?: string | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string | null;
}

export interface OrderLine {
  lineNumber: number;
  productCode: string;
  description?: string | null;
  quantity: number;
  /** UN/ECE recommendation 20 code; PCE when absent. */
  unit?: string | null;
  unitPrice?: number | null;
  properties?: readonly { code: string; displayName?: string | null; value: string }[];
}

export interface OrdersQuote {
  id: number;
  /** The partner's own reference; the quote id when absent. */
  reference?: string | null;
  createdTime: Date;
  /** YYYY-MM-DD. */
  deliveryDate?: string | null;
  /** ISO 4217. */
  currency?: string | null;
  /** The partner store that made the quote. */
  buyer: OrderParty | null;
  /** The customer, where the bed is delivered. */
  deliveryParty: OrderParty;
  lines: readonly OrderLine[];
}

export interface OrdersEnvelope {
  /** Interchange sender (UNB 0004), an..35. */
  sender: string;
  /** Interchange recipient (UNB 0010), an..35. */
  recipient: string;
  /** The supplier named in NAD+SU. */
  supplier: OrderParty;
  preparedAt: Date;
  /** Interchange control reference (UNB 0020 = UNZ 0020), an..14. */
  controlReference: string;
}

/** Message reference of the only message in the interchange (UNH 0062 = UNT 0062). */
export const MESSAGE_REFERENCE = "1";
/** IMD segments a line may have (segment group 25 of ORDERS D.96A: IMD up to 99). */
export const MAX_IMD_PER_LINE = 99;

const NAME_WIDTH = 35;

/** The whole interchange, segments one after another (no line breaks: they would be data). */
export function ordersInterchange(quote: OrdersQuote, envelope: OrdersEnvelope): string {
  checkEnvelope(envelope);
  const message = ordersMessage(quote, envelope.supplier);
  const prepared = envelope.preparedAt.toISOString();
  return [
    SERVICE_STRING_ADVICE,
    segment(
      "UNB",
      ["UNOC", "3"],
      [identifier(envelope.sender), "ZZ"],
      [identifier(envelope.recipient), "ZZ"],
      [prepared.slice(2, 4) + prepared.slice(5, 7) + prepared.slice(8, 10), prepared.slice(11, 13) + prepared.slice(14, 16)],
      envelope.controlReference,
    ),
    ...message,
    // One message in the interchange.
    segment("UNZ", "1", envelope.controlReference),
  ].join("");
}

/** UNH to UNT; UNT counts every segment of the message, UNH and UNT included. */
export function ordersMessage(quote: OrdersQuote, supplier: OrderParty): string[] {
  if (quote.lines.length === 0) throw new RangeError(`Quote ${quote.id} has no lines to order.`);
  const body = [
    segment("UNH", MESSAGE_REFERENCE, ["ORDERS", "D", "96A", "UN"]),
    // 220: order; 9: original.
    segment("BGM", "220", text(quote.reference, 35) || String(quote.id), "9"),
    // 137: document date; 2: delivery date requested; 102: CCYYMMDD.
    segment("DTM", ["137", ccyymmdd(quote.createdTime.toISOString()), "102"]),
    ...(quote.deliveryDate ? [segment("DTM", ["2", ccyymmdd(quote.deliveryDate), "102"])] : []),
    // Segment group 2: the parties, buyer first.
    ...(quote.buyer ? [nad("BY", quote.buyer)] : []),
    nad("SU", supplier),
    nad("DP", quote.deliveryParty),
    // 2: reference currency; 9: order currency.
    ...(quote.currency ? [segment("CUX", ["2", text(quote.currency, 3), "9"])] : []),
    ...[...quote.lines].sort((a, b) => a.lineNumber - b.lineNumber).flatMap(lineSegments),
    // S: the detail section ends.
    segment("UNS", "S"),
  ];
  return [...body, segment("UNT", String(body.length + 1), MESSAGE_REFERENCE)];
}

function lineSegments(line: OrderLine): string[] {
  if (!Number.isInteger(line.lineNumber) || line.lineNumber < 1 || line.lineNumber > 999_999)
    throw new RangeError(`Line number ${line.lineNumber} is not 1 to 999999.`);
  if (!Number.isFinite(line.quantity) || line.quantity < 0) throw new RangeError(`Line ${line.lineNumber}: quantity ${line.quantity}.`);
  const descriptions = [
    // F: free-form; C273's two description components hold 70 characters per segment.
    ...splitText(toUnoc(line.description ?? ""), NAME_WIDTH, 2 * 8),
    ...(line.properties ?? []).flatMap((p) => splitText(toUnoc(`${p.displayName || p.code}: ${p.value}`), NAME_WIDTH, 2 * 4)),
  ];
  const imd: string[] = [];
  for (let i = 0; i < descriptions.length && imd.length < MAX_IMD_PER_LINE; i += 2) {
    imd.push(segment("IMD", "F", "", ["", "", "", descriptions[i]!, descriptions[i + 1] ?? ""]));
  }
  return [
    // SA: the supplier's article number.
    segment("LIN", String(line.lineNumber), "", [text(line.productCode, 35), "SA"]),
    ...imd,
    // 21: ordered quantity.
    segment("QTY", ["21", decimal(line.quantity), text(line.unit, 3) || "PCE"]),
    // AAA: net calculation price.
    ...(line.unitPrice === null || line.unitPrice === undefined ? [] : [segment("PRI", ["AAA", decimal(line.unitPrice, 2)])]),
  ];
}

/** NAD with the party's id, name (over C080's five components), street, city, postal code and country. */
function nad(qualifier: "BY" | "SU" | "DP", party: OrderParty): string {
  const names = [
    ...splitText(toUnoc(party.name ?? ""), NAME_WIDTH, 5),
    ...(party.name2 ? splitText(toUnoc(party.name2), NAME_WIDTH, 5) : []),
  ].slice(0, 5);
  const elements: Element[] = [
    qualifier,
    party.id ? [text(party.id, 35), "", "91"] : "",
    "",
    names,
    splitText(toUnoc(party.street ?? ""), NAME_WIDTH, 4),
    text(party.city, 35),
    "",
    text(party.zipCode, 9),
    text(party.countryCode, 3),
  ];
  return segment("NAD", ...elements);
}

function text(value: string | null | undefined, width: number): string {
  return toUnoc(value ?? "").slice(0, width);
}

function ccyymmdd(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`Not a date: ${isoDate}`);
  return match[1]! + match[2]! + match[3]!;
}

/** UNB identifiers: an..35 of UNOC letters, digits and the like; a separator in one would be escaped, so refuse it early. */
function identifier(value: string): string {
  const cleaned = toUnoc(value);
  if (cleaned.length === 0 || cleaned.length > 35) throw new RangeError(`Interchange party '${value}' is not 1 to 35 characters.`);
  return cleaned;
}

function checkEnvelope(envelope: OrdersEnvelope): void {
  if (!/^[A-Za-z0-9]{1,14}$/.test(envelope.controlReference))
    throw new RangeError(`Control reference '${envelope.controlReference}' is not 1 to 14 letters or digits.`);
}
