import type { GroupCountry, GroupLocation, RegionGroup, RegionGroupInput } from "./regionGroupTypes.ts";

/** What the group dialog edits; id null is a new group. */
export interface GroupDraft {
  id: number | null;
  name: string;
  description: string;
  parentId: number | null;
  countries: GroupCountry[];
  locations: GroupLocation[];
  updatedAt: string | null;
}

export function newGroupDraft(parentId: number | null = null): GroupDraft {
  return { id: null, name: "", description: "", parentId, countries: [], locations: [], updatedAt: null };
}

export function draftFromGroup(group: RegionGroup): GroupDraft {
  return {
    id: group.id,
    name: group.name,
    description: group.description ?? "",
    parentId: group.groupId ?? null,
    countries: [...group.handlesCountries],
    locations: [...group.handlesLocations],
    updatedAt: group.updatedAt ?? null,
  };
}

/** The create/patch body: ids only for countries and locations, a blank description as null. */
export function toGroupInput(draft: GroupDraft): RegionGroupInput & { name: string } {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    groupId: draft.parentId,
    handlesCountries: draft.countries.map((c) => ({ id: c.id })),
    handlesLocations: draft.locations.map((l) => ({ id: l.id })),
    ...(draft.updatedAt ? { updatedAt: draft.updatedAt } : {}),
  };
}
