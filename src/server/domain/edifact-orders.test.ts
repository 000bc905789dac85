import { describe, expect, it } from "vitest";
import { readEdifact, type ReadSegment } from "../../../tests/fixtures/edifact-read.ts";
import { MAX_IMD_PER_LINE, ordersInterchange, ordersMessage, type OrdersEnvelope, type OrdersQuote } from "./edifact-orders.ts";

const ENVELOPE: OrdersEnvelope = {
  sender: "VIVIDUSBACKOFFICE",
  recipient: "VIVIDUSFACTORY",
  supplier: { id: "VIVIDUS", name: "Vividus AB", city: "Stockholm", countryCode: "SE" },
  preparedAt: new Date("2026-03-02T08:09:30Z"),
  controlReference: "Q7",
};

const quote = (over: Partial<OrdersQuote> = {}): OrdersQuote => ({
  id: 7,
  reference: "Q2026-00007",
  createdTime: new Date("2026-03-01T23:30:00Z"),
  deliveryDate: "2026-04-15",
  currency: "SEK",
  buyer: { id: "12", name: "Vividus Östermalm", street: "Sibyllegatan 12", zipCode: "114 42", city: "Stockholm", countryCode: "SE" },
  deliveryParty: { name: "Anna Lindqvist", street: "Storgatan 1", zipCode: "211 20", city: "Malmö", countryCode: "SE" },
  lines: [
    {
      lineNumber: 1,
      productCode: "AUR-160",
      description: "Aurora 160 cm",
      quantity: 2,
      unit: "PCE",
      unitPrice: 24500,
      properties: [{ code: "width", displayName: "Width", value: "160" }],
    },
  ],
  ...over,
});

const read = (q: OrdersQuote = quote()) => readEdifact(ordersInterchange(q, ENVELOPE));
const named = (segments: readonly ReadSegment[], name: string) => segments.filter((s) => s.name === name);

describe("ordersInterchange", () => {
  it("writes the whole interchange, segment by segment, as D.96A ORDERS in UNOC", () => {
    const text = ordersInterchange(quote(), ENVELOPE);
    expect(text.split(/(?<=[^?]')/)).toEqual([
      "UNA:+.? '",
      "UNB+UNOC:3+VIVIDUSBACKOFFICE:ZZ+VIVIDUSFACTORY:ZZ+260302:0809+Q7'",
      "UNH+1+ORDERS:D:96A:UN'",
      "BGM+220+Q2026-00007+9'",
      "DTM+137:20260301:102'",
      "DTM+2:20260415:102'",
      "NAD+BY+12::91++Vividus Östermalm+Sibyllegatan 12+Stockholm++114 42+SE'",
      "NAD+SU+VIVIDUS::91++Vividus AB++Stockholm+++SE'",
      "NAD+DP+++Anna Lindqvist+Storgatan 1+Malmö++211 20+SE'",
      "CUX+2:SEK:9'",
      "LIN+1++AUR-160:SA'",
      "IMD+F++:::Aurora 160 cm:Width?: 160'",
      "QTY+21:2:PCE'",
      "PRI+AAA:24500'",
      "UNS+S'",
      "UNT+14+1'",
      "UNZ+1+Q7'",
    ]);
  });

  it("is read back by ts-edifact with its strict ORDERS tables", () => {
    const segments = read();
    expect(segments.map((s) => s.name)).toEqual([
      "UNB",
      "UNH",
      "BGM",
      "DTM",
      "DTM",
      "NAD",
      "NAD",
      "NAD",
      "CUX",
      "LIN",
      "IMD",
      "QTY",
      "PRI",
      "UNS",
      "UNT",
      "UNZ",
    ]);
  });

  it("round-trips ' + : ? in every text through the release character", () => {
    const nasty = "O'Brien + Sons: ok? 'x'";
    const segments = read(
      quote({
        reference: "R'1+2:3?",
        deliveryParty: { name: nasty, name2: "c/o A:B", street: "Gata 1+2", city: "Malmö?", zipCode: "2'1", countryCode: "SE" },
        lines: [
          {
            lineNumber: 1,
            productCode: "A+B:C'D?",
            description: "Width: 160+ 'deluxe' ?",
            quantity: 1,
            properties: [{ code: "fabric", displayName: "Fabric", value: "Customer's own: blue+white?" }],
          },
        ],
      }),
    );
    expect(named(segments, "BGM")[0]!.elements[1]).toEqual(["R'1+2:3?"]);
    const dp = named(segments, "NAD")[2]!.elements;
    expect(dp[3]).toEqual([nasty, "c/o A:B"]);
    expect(dp[4]).toEqual(["Gata 1+2"]);
    expect(dp[5]).toEqual(["Malmö?"]);
    expect(dp[7]).toEqual(["2'1"]);
    expect(named(segments, "LIN")[0]!.elements[2]).toEqual(["A+B:C'D?", "SA"]);
    // 35 characters exactly: one component.
    expect(named(segments, "IMD").map((x) => x.elements[2])).toEqual([
      ["", "", "", "Width: 160+ 'deluxe' ?", "Fabric: Customer's own: blue+white?"],
    ]);
  });

  it("counts UNH to UNT in UNT and matches the references of UNH/UNT and UNB/UNZ, whatever the lines", () => {
    for (const lines of [1, 2, 7]) {
      const segments = read(
        quote({
          lines: Array.from({ length: lines }, (_, i) => ({
            lineNumber: i + 1,
            productCode: `P${i}`,
            quantity: i + 1,
            unitPrice: i === 1 ? null : 10,
          })),
        }),
      );
      const unt = named(segments, "UNT")[0]!.elements;
      expect(Number(unt[0]![0])).toBe(segments.length - 2);
      expect(unt[1]).toEqual(named(segments, "UNH")[0]!.elements[0]);
      expect(named(segments, "UNZ")[0]!.elements).toEqual([["1"], ["Q7"]]);
      expect(named(segments, "UNB")[0]!.elements[4]).toEqual(["Q7"]);
      expect(named(segments, "LIN")).toHaveLength(lines);
      expect(named(segments, "PRI")).toHaveLength(lines > 1 ? lines - 1 : 1);
    }
  });

  it("puts the lines in line-number order, quantities with the decimal mark", () => {
    const segments = read(
      quote({
        lines: [
          { lineNumber: 3, productCode: "C", quantity: 1.5, unit: "MTR", unitPrice: 99.95 },
          { lineNumber: 1, productCode: "A", quantity: 2 },
        ],
      }),
    );
    expect(named(segments, "LIN").map((s) => s.elements[0]![0])).toEqual(["1", "3"]);
    expect(named(segments, "QTY").map((s) => s.elements[0])).toEqual([
      ["21", "2", "PCE"],
      ["21", "1.5", "MTR"],
    ]);
    expect(named(segments, "PRI").map((s) => s.elements[0])).toEqual([["AAA", "99.95"]]);
  });

  it("leaves out what the quote does not have: delivery date, currency, buyer, descriptions", () => {
    const segments = read(
      quote({
        reference: null,
        deliveryDate: null,
        currency: null,
        buyer: null,
        lines: [{ lineNumber: 1, productCode: "A", quantity: 1 }],
      }),
    );
    expect(named(segments, "DTM")).toHaveLength(1);
    expect(named(segments, "CUX")).toHaveLength(0);
    expect(named(segments, "NAD").map((s) => s.elements[0]![0])).toEqual(["SU", "DP"]);
    expect(named(segments, "IMD")).toHaveLength(0);
    // No reference: the quote's id is the document number.
    expect(named(segments, "BGM")[0]!.elements[1]).toEqual(["7"]);
  });

  it("spreads a long name over C080's components and a long description over IMD segments, within their widths", () => {
    const long = "Sängkompaniet i Norrland Aktiebolag med filialer i Umeå Luleå och Kiruna samt Skellefteå";
    const segments = read(
      quote({
        deliveryParty: { name: long, countryCode: "SE" },
        lines: [{ lineNumber: 1, productCode: "A", quantity: 1, description: "word ".repeat(100) }],
      }),
    );
    const names = named(segments, "NAD")[2]!.elements[3]!;
    expect(names.join(" ")).toBe(long);
    expect(names.every((n) => n.length <= 35)).toBe(true);
    const imd = named(segments, "IMD");
    expect(imd.length).toBeGreaterThan(1);
    expect(imd.flatMap((s) => s.elements[2]!.slice(3)).every((d) => d.length <= 35)).toBe(true);
  });

  it("keeps a line to the IMD segments the message allows", () => {
    const properties = Array.from({ length: 300 }, (_, i) => ({ code: `p${i}`, value: "v" }));
    const segments = read(quote({ lines: [{ lineNumber: 1, productCode: "A", quantity: 1, properties }] }));
    expect(named(segments, "IMD")).toHaveLength(MAX_IMD_PER_LINE);
  });

  it("writes only UNOC characters", () => {
    const text = ordersInterchange(quote({ deliveryParty: { name: "Łukasz Żółw 😀\nNowak", countryCode: "PL" } }), ENVELOPE);
    expect([...text].every((c) => c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0xff)).toBe(true);
    expect(named(readEdifact(text), "NAD")[2]!.elements[3]).toEqual(["Lukasz Zólw Nowak"]);
  });

  it("refuses what it cannot write", () => {
    expect(() => ordersMessage(quote({ lines: [] }), ENVELOPE.supplier)).toThrow(/no lines/);
    expect(() => ordersInterchange(quote(), { ...ENVELOPE, controlReference: "Q-7" })).toThrow(RangeError);
    expect(() => ordersInterchange(quote(), { ...ENVELOPE, controlReference: "Q123456789012345" })).toThrow(RangeError);
    expect(() => ordersInterchange(quote(), { ...ENVELOPE, sender: " " })).toThrow(RangeError);
    expect(() => ordersInterchange(quote({ lines: [{ lineNumber: 0, productCode: "A", quantity: 1 }] }), ENVELOPE)).toThrow(RangeError);
    expect(() => ordersInterchange(quote({ lines: [{ lineNumber: 1, productCode: "A", quantity: -1 }] }), ENVELOPE)).toThrow(RangeError);
    expect(() => ordersInterchange(quote({ deliveryDate: "15/04/2026" }), ENVELOPE)).toThrow(RangeError);
  });
});
