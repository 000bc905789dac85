/**
 * The zip codes of a region grouped by prefix (spec part 2: grouping threshold 35, default prefix
 * length 4, prefix scan limit 10). Only a list of more than 35 is grouped. The first prefix is the
 * first zip code's part before its space ("211 22" → "211"), or its first 4 characters when it
 * has none; a group of more than 35 is split again by one character more (spaces are skipped, so
 * "211 22" at 4 is "211 2"), up to 10 characters.
 */

export const ZIP_GROUP_THRESHOLD = 35;
export const DEFAULT_PREFIX_LENGTH = 4;
export const MAX_PREFIX_LENGTH = 10;

export interface ZipGroup<Z> {
  prefix: string;
  /** The group's zip codes; empty when it is split into `groups`. */
  zipCodes: Z[];
  groups?: ZipGroup<Z>[];
}

/** Groups zip codes (in the order given, normally by code) by prefix; empty when there are 35 or fewer. */
export function groupZipCodes<Z extends { zipCode: string }>(zipCodes: readonly Z[]): ZipGroup<Z>[] {
  if (zipCodes.length <= ZIP_GROUP_THRESHOLD) return [];
  return split(zipCodes, initialPrefixLength(zipCodes[0]!.zipCode));
}

/** Where the first code has its first space (not at its start), else the default length. */
export function initialPrefixLength(zipCode: string): number {
  const space = zipCode.indexOf(" ");
  return Math.min(space > 0 ? space : DEFAULT_PREFIX_LENGTH, MAX_PREFIX_LENGTH);
}

/** The code's leading part holding `length` characters other than spaces (the whole code when shorter). */
export function prefixOf(zipCode: string, length: number): string {
  let counted = 0;
  for (let i = 0; i < zipCode.length; i++) {
    if (zipCode[i] === " ") continue;
    counted += 1;
    if (counted === length) return zipCode.slice(0, i + 1);
  }
  return zipCode;
}

function split<Z extends { zipCode: string }>(zipCodes: readonly Z[], length: number): ZipGroup<Z>[] {
  const byKey = new Map<string, { prefix: string; zipCodes: Z[] }>();
  for (const zip of zipCodes) {
    const prefix = prefixOf(zip.zipCode, length);
    const key = prefix.replace(/ /g, "");
    const group = byKey.get(key);
    if (group) group.zipCodes.push(zip);
    else byKey.set(key, { prefix, zipCodes: [zip] });
  }
  return [...byKey.values()].map((group) => {
    if (group.zipCodes.length <= ZIP_GROUP_THRESHOLD || length >= MAX_PREFIX_LENGTH) return group;
    const groups = split(group.zipCodes, length + 1);
    // All of them share the longer prefix too: one group under that prefix, not a group of one.
    if (groups.length === 1) return groups[0]!;
    return { prefix: group.prefix, zipCodes: [], groups };
  });
}
