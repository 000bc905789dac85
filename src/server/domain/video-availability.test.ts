import { describe, expect, it } from "vitest";
import { checkVideoWrite, textsOf } from "./video-availability.ts";

type Input = Parameters<typeof checkVideoWrite>[1];

const input = (change: Partial<Input> = {}): Input => ({
  header: "Our workshop",
  preamble: null,
  quote: null,
  quoter: null,
  versions: [],
  availableToSpecificPartnerPages: [],
  isAvailableForPartnerPages: false,
  ...change,
});

describe("checkVideoWrite", () => {
  it("accepts specific pages with the flag off, each once, in the order sent", () => {
    const checked = checkVideoWrite(1, input({ availableToSpecificPartnerPages: [{ id: 7 }, { id: 3, name: "ignored" }] }));
    expect(checked).toEqual({
      ok: true,
      value: {
        texts: { header: "Our workshop", preamble: null, quote: null, quoter: null },
        versions: [],
        forAllPartnerPages: false,
        partnerPageIds: [7, 3],
      },
    });
  });

  it("accepts the all flag with an empty list, and no availability at all", () => {
    expect(checkVideoWrite(1, input({ isAvailableForPartnerPages: true }))).toMatchObject({
      ok: true,
      value: { forAllPartnerPages: true, partnerPageIds: [] },
    });
    expect(checkVideoWrite(1, input())).toMatchObject({ ok: true, value: { forAllPartnerPages: false, partnerPageIds: [] } });
  });

  it("refuses the all flag together with listed pages", () => {
    expect(checkVideoWrite(1, input({ isAvailableForPartnerPages: true, availableToSpecificPartnerPages: [{ id: 2 }] }))).toEqual({
      ok: false,
      fields: { availableToSpecificPartnerPages: "must be empty when isAvailableForPartnerPages is true" },
    });
  });

  it("refuses a page listed twice, naming the second", () => {
    expect(checkVideoWrite(1, input({ availableToSpecificPartnerPages: [{ id: 2 }, { id: 4 }, { id: 2 }] }))).toEqual({
      ok: false,
      fields: { "availableToSpecificPartnerPages.2.id": "is listed twice" },
    });
  });

  it("keeps one version per site and refuses a second one for a site, naming it and the first", () => {
    const versions = [{ site: { id: 1 } }, { site: { id: 2 }, header: " Hej " }];
    expect(checkVideoWrite(5, input({ versions }))).toMatchObject({
      ok: true,
      value: {
        versions: [
          { siteId: 1, header: null, preamble: null, quote: null, quoter: null },
          { siteId: 2, header: "Hej", preamble: null, quote: null, quoter: null },
        ],
      },
    });
    const twice = checkVideoWrite(5, input({ versions: [...versions, { site: { id: 1, name: "again" } }] }));
    expect(twice).toEqual({
      ok: false,
      fields: { "versions.2.site": "has a version already (versions.0); one version per site language" },
    });
  });

  it("refuses a body whose id is another video's, and accepts its own or none", () => {
    expect(checkVideoWrite(5, input({ id: 6 }))).toEqual({ ok: false, fields: { id: "must equal the id in the path" } });
    expect(checkVideoWrite(5, input({ id: 5 })).ok).toBe(true);
    expect(checkVideoWrite(5, input({ id: null })).ok).toBe(true);
  });

  it("names every failing field at once", () => {
    const checked = checkVideoWrite(
      5,
      input({
        id: 9,
        versions: [{ site: { id: 1 } }, { site: { id: 1 } }],
        isAvailableForPartnerPages: true,
        availableToSpecificPartnerPages: [{ id: 3 }, { id: 3 }],
      }),
    );
    expect(checked.ok).toBe(false);
    expect(Object.keys(checked.ok ? {} : checked.fields).sort()).toEqual([
      "availableToSpecificPartnerPages",
      "availableToSpecificPartnerPages.1.id",
      "id",
      "versions.1.site",
    ]);
  });
});

describe("textsOf", () => {
  it("trims texts and stores empty or missing ones as null (the screen shows 'undefined name' for no title)", () => {
    expect(textsOf({ header: "  A  ", preamble: "   ", quote: "", quoter: undefined })).toEqual({
      header: "A",
      preamble: null,
      quote: null,
      quoter: null,
    });
    expect(textsOf({})).toEqual({ header: null, preamble: null, quote: null, quoter: null });
  });
});
