import type { CacheVersions } from "../../db/versioned-cache.ts";
import { toZipCode, type Region, type ZipCode, type ZipRow } from "./region-mapper.ts";
import type { RegionStore } from "./region-store.ts";
import { groupZipCodes, type ZipGroup } from "./zip-groups.ts";

/** The contract's serialisers as the route compiles them (fast-json-stringify), so the text is the route's own. */
export interface RegionSerializers {
  /** getRegion's answer (its 200 schema). */
  region(region: Region): string;
  /** One zip code (the ZipCode schema). */
  zipCode(zipCode: ZipCode): string;
}

/**
 * What was made of one region's zip-code rows: each zip code's JSON text with what it was made
 * from besides its row (its handlers, the country), and the two lists joined from them.
 */
interface ZipTexts {
  countryJson: string;
  /** Per row: its handlers as JSON ("" with none), and its text made with them. */
  handlersJson: string[];
  texts: string[];
  /** The grouping by prefix, of row indexes: it depends on the codes alone. */
  groups: ZipGroup<{ zipCode: string; index: number }>[];
  zipCodesJson: string;
  zipCodeGroupsJson: string;
}

const ZIP_CODES_EMPTY = '"zipCodes":[]';
const ZIP_CODE_GROUPS_EMPTY = '"zipCodeGroups":[]';

/**
 * getRegion's JSON text, made from parts kept apart (issue 15: a tree expand p50 ≤ 10 ms, also
 * fresh after a handler change). The region's zip codes are the bulk of the answer (Stockholm's
 * 1,516, each in zipCodes and again in zipCodeGroups: 900 of its 912 KB), yet a region's handler
 * or flag change leaves them as they were. Their text is kept with the rows it was made from (the
 * same array while 'region_zip_codes' is unchanged, see RegionStore) and remade only for a zip
 * code whose handlers, or whose country, differ from those it was made with; the rest of the
 * answer (a few KB) is serialised anew each time and the kept text spliced into it. The text
 * equals the whole answer serialised at once (tests/api/region-answer-splice.test.ts).
 */
export class RegionAnswerJson {
  /** Weakly by the kept rows: it goes when the store's cache lets them go. */
  private readonly zipTexts = new WeakMap<readonly ZipRow[], ZipTexts>();

  constructor(private readonly store: RegionStore) {}

  async json(id: number, serializers: RegionSerializers, versions?: CacheVersions): Promise<string> {
    const { region, country, zipRows, zipHandlers } = await this.store.parts(id, versions);
    const countryJson = JSON.stringify(country);
    let kept = this.zipTexts.get(zipRows);
    if (!kept || kept.countryJson !== countryJson) {
      const groups = groupZipCodes(zipRows.map((row, index) => ({ zipCode: row.zip_code, index })));
      kept = { countryJson, handlersJson: [], texts: [], groups, zipCodesJson: "", zipCodeGroupsJson: "" };
      this.zipTexts.set(zipRows, kept);
    }
    let changed = false;
    for (let i = 0; i < zipRows.length; i++) {
      const row = zipRows[i]!;
      const handlers = zipHandlers.get(row.id);
      // Most zip codes have no handlers of their own: nothing to compare but an empty string.
      const handlersJson = handlers ? JSON.stringify(handlers) : "";
      if (kept.texts[i] !== undefined && kept.handlersJson[i] === handlersJson) continue;
      kept.handlersJson[i] = handlersJson;
      kept.texts[i] = serializers.zipCode(toZipCode(row, country, handlers ?? []));
      changed = true;
    }
    if (changed) {
      const texts = kept.texts;
      kept.zipCodesJson = `[${texts.join(",")}]`;
      kept.zipCodeGroupsJson = groupsJson(kept.groups, texts);
    }
    return splice(serializers.region(region), kept.zipCodesJson || "[]", kept.zipCodeGroupsJson || "[]");
  }
}

/**
 * The groups as the RegionZipCodeGroup schema serialises them (prefix, zipCodes, then groups
 * only when split), each zip code's kept text in place.
 */
function groupsJson(groups: readonly ZipGroup<{ index: number }>[], texts: readonly string[]): string {
  const group = (g: ZipGroup<{ index: number }>): string =>
    `{"prefix":${JSON.stringify(g.prefix)},"zipCodes":[${g.zipCodes.map((zip) => texts[zip.index]).join(",")}]` +
    (g.groups ? `,"groups":${groupsJson(g.groups, texts)}` : "") +
    "}";
  return `[${groups.map(group).join(",")}]`;
}

/**
 * The region's text (serialised with empty zipCodes and zipCodeGroups) with the two lists put in.
 * Its own lists are the last of each: the child regions' empty lists come before them (regions
 * precede both in the schema), and neither pattern can occur inside a JSON string, where every
 * quote is escaped.
 */
function splice(regionJson: string, zipCodesJson: string, zipCodeGroupsJson: string): string {
  const groupsAt = regionJson.lastIndexOf(ZIP_CODE_GROUPS_EMPTY);
  const zipCodesAt = regionJson.lastIndexOf(ZIP_CODES_EMPTY, groupsAt);
  if (groupsAt < 0 || zipCodesAt < 0) throw new Error("getRegion's answer has no empty zipCodes and zipCodeGroups to fill");
  return (
    regionJson.slice(0, zipCodesAt) +
    `"zipCodes":${zipCodesJson}` +
    regionJson.slice(zipCodesAt + ZIP_CODES_EMPTY.length, groupsAt) +
    `"zipCodeGroups":${zipCodeGroupsJson}` +
    regionJson.slice(groupsAt + ZIP_CODE_GROUPS_EMPTY.length)
  );
}
