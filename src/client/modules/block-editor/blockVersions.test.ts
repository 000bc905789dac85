import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BlockVersion } from "./blockTypes.ts";
import {
  addAllVersions,
  addVersion,
  cloneTargets,
  cloneVersion,
  linkedVersions,
  randomBlockId,
  removeVersion,
  sitesWithoutVersion,
  versionDrafts,
  type BlockVersionDraft,
  type SiteChoice,
} from "./blockVersions.ts";

const SV: SiteChoice = { id: 1, name: "Sverige", languageCode: "sv" };
const EN: SiteChoice = { id: 2, name: "International", languageCode: "en" };
const DE: SiteChoice = { id: 3, name: "Deutschland", languageCode: "de" };
const NO: SiteChoice = { id: 4, name: "Norge", languageCode: "no" };
const SITES = [SV, EN, DE, NO];

const fixedId = () => "new-block-id";
const codes = (versions: readonly BlockVersionDraft[]) => versions.map((v) => v.site.languageCode);

/** The Swedish version of a saved video block. */
const SWEDISH: BlockVersionDraft = {
  site: { id: 1, name: "Sverige", languageCode: "sv" },
  block: {
    id: 10,
    class: "video",
    blockId: "intro-film",
    sortOrder: 2,
    image: { identifier: "poster.jpg", type: "static" },
    data: { header: "Sov gott", cells: [{ header: "Ett" }] },
    design: { theme: "dark" },
    updatedAt: "2026-01-01T00:00:00.000Z",
  },
};

describe("versionDrafts", () => {
  it("keeps the block's own fields and leaves out what the server owns", () => {
    const answer: BlockVersion[] = [
      {
        site: { id: 1, name: "Sverige", languageCode: "sv" },
        block: {
          ...SWEDISH.block,
          id: 10,
          blockId: "intro-film",
          sortOrder: 2,
          data: SWEDISH.block.data!,
          pageId: 7,
          site: { id: 1 },
        } as BlockVersion["block"],
      },
      { site: { id: 2 }, block: { id: 11, class: "video", blockId: "intro-film", sortOrder: 0, data: {} } },
    ];
    expect(versionDrafts(answer)).toEqual([
      SWEDISH,
      {
        site: { id: 2, name: null, languageCode: null },
        block: { id: 11, class: "video", blockId: "intro-film", sortOrder: 0, image: null, data: {} },
      },
    ]);
  });
});

describe("adding versions", () => {
  it("takes the language off the choices; removing puts it back", () => {
    expect(sitesWithoutVersion(SITES, [SWEDISH])).toEqual([EN, DE, NO]);
    const withEnglish = addVersion([SWEDISH], EN, fixedId);
    expect(sitesWithoutVersion(SITES, withEnglish)).toEqual([DE, NO]);
    expect(sitesWithoutVersion(SITES, removeVersion(withEnglish, EN.id))).toEqual([EN, DE, NO]);
    expect(sitesWithoutVersion(SITES, removeVersion(withEnglish, SV.id))).toEqual([SV, DE, NO]);
  });

  it("adds an empty version of the block's class, linked by its blockId, placed by the server", () => {
    const after = addVersion([SWEDISH], EN, fixedId);
    expect(after[0]).toBe(SWEDISH);
    expect(after[1]).toEqual({
      site: EN,
      block: { id: null, class: "video", blockId: "intro-film", sortOrder: null, data: {} },
    });
  });

  it("ignores a site, or another site of the same language, that has a version", () => {
    expect(addVersion([SWEDISH], SV, fixedId)).toEqual([SWEDISH]);
    expect(addVersion([SWEDISH], { id: 9, name: "Sverige 2", languageCode: "sv" }, fixedId)).toEqual([SWEDISH]);
  });

  it("links the versions of a block never saved with a new blockId", () => {
    const unsaved: BlockVersionDraft = { site: SV, block: { class: "text_header", blockId: null, data: {} } };
    const after = addVersion([unsaved], DE, fixedId);
    expect(after.map((v) => v.block.blockId)).toEqual(["new-block-id", "new-block-id"]);
    expect(after[1]!.block.class).toBe("text_header");
    expect(addVersion([], DE, fixedId)).toEqual([
      { site: DE, block: { id: null, class: "text_header", blockId: "new-block-id", sortOrder: null, data: {} } },
    ]);
  });

  it("add all adds every missing language in the sites' order, and then offers none", () => {
    const after = addAllVersions([SWEDISH], SITES, fixedId);
    expect(codes(after)).toEqual(["sv", "en", "de", "no"]);
    expect(sitesWithoutVersion(SITES, after)).toEqual([]);
    expect(addAllVersions(after, SITES, fixedId)).toEqual(after);
  });

  it("one version per language, whatever is added, added all or removed", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), site: fc.constantFrom(...SITES) }),
      fc.record({ kind: fc.constant("all" as const) }),
      fc.record({ kind: fc.constant("remove" as const), site: fc.constantFrom(...SITES) }),
      fc.record({ kind: fc.constant("clone" as const), from: fc.constantFrom(...SITES), site: fc.constantFrom(...SITES) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let versions: BlockVersionDraft[] = [SWEDISH];
        for (const s of steps) {
          if (s.kind === "add") versions = addVersion(versions, s.site, fixedId);
          else if (s.kind === "all") versions = addAllVersions(versions, SITES, fixedId);
          else if (s.kind === "remove") versions = removeVersion(versions, s.site.id);
          else versions = cloneVersion(versions, s.from.id, s.site, fixedId);
          const languages = codes(versions);
          expect(new Set(languages).size).toBe(languages.length);
          // Every site is either a version or a choice, never both.
          const choices = sitesWithoutVersion(SITES, versions).map((site) => site.languageCode);
          expect([...languages, ...choices].sort()).toEqual(SITES.map((site) => site.languageCode).sort());
          // The versions stay one block.
          expect(new Set(versions.map((v) => v.block.blockId)).size).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe("cloning a version", () => {
  it("to a language without one adds a version with a copy of the content, not the design", () => {
    const after = cloneVersion([SWEDISH], SV.id, NO, fixedId);
    expect(after[1]).toEqual({
      site: NO,
      block: { id: null, class: "video", blockId: "intro-film", sortOrder: null, data: SWEDISH.block.data, image: SWEDISH.block.image },
    });
    // A copy: editing the clone leaves the source alone.
    expect(after[1]!.block.data).not.toBe(SWEDISH.block.data);
    (after[1]!.block.data!.cells as { header: string }[])[0]!.header = "One";
    expect(SWEDISH.block.data!.cells).toEqual([{ header: "Ett" }]);
  });

  it("to a language with one replaces its content and keeps its id, token and design", () => {
    const english: BlockVersionDraft = {
      site: EN,
      block: {
        id: 11,
        class: "video",
        blockId: "intro-film",
        sortOrder: 0,
        data: { header: "Old" },
        image: null,
        design: { theme: "light" },
        updatedAt: "t",
      },
    };
    const after = cloneVersion([SWEDISH, english], SV.id, EN);
    expect(after[0]).toBe(SWEDISH);
    expect(after[1]).toEqual({ site: EN, block: { ...english.block, data: SWEDISH.block.data, image: SWEDISH.block.image } });
  });

  it("changes nothing from a language without a version, or onto itself", () => {
    expect(cloneVersion([SWEDISH], EN.id, DE, fixedId)).toEqual([SWEDISH]);
    expect(cloneVersion([SWEDISH], SV.id, SV, fixedId)).toEqual([SWEDISH]);
  });

  it("offers every other site as a target", () => {
    expect(cloneTargets(SITES, SV.id)).toEqual([EN, DE, NO]);
  });
});

describe("linkedVersions", () => {
  it("keeps the blockId they carry; a new one only when none has one", () => {
    const unsaved: BlockVersionDraft = { site: EN, block: { class: "video", blockId: null, data: {} } };
    expect(linkedVersions([unsaved, SWEDISH], fixedId).map((v) => v.block.blockId)).toEqual(["intro-film", "intro-film"]);
    expect(linkedVersions([], fixedId)).toEqual([]);
  });

  it("makes ids the contract takes", () => {
    expect(randomBlockId()).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(randomBlockId()).not.toBe(randomBlockId());
  });
});
