import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import type { GroupCountry, RegionGroup } from "./regionGroupTypes.ts";
import { countriesNeedingSubGroups } from "./subGroups.ts";

export interface SubGroupsResult {
  created: GroupCountry[];
  failed: GroupCountry[];
  /** The parent kept countries that moved to a sub-group (its update failed). */
  parentUpdateFailed: boolean;
}

/**
 * Creates one sub-group per handled country that has none yet (named after the country, handling
 * it), then takes those countries off the parent: the server lets a country be handled at one
 * level of a branch only, and the group dialog disables a parent's countries its sub-groups hold.
 */
export async function addSubGroups(group: RegionGroup): Promise<SubGroupsResult> {
  const countries = countriesNeedingSubGroups(group);
  const created: GroupCountry[] = [];
  const failed: GroupCountry[] = [];
  // One after another: the parent's tree changes with each, and the list is a handful of countries.
  for (const country of countries) {
    try {
      answerOf(
        await api.POST("/rest/region/groups", {
          body: { name: country.name ?? country.code ?? String(country.id), groupId: group.id, handlesCountries: [{ id: country.id }] },
        }),
      );
      created.push(country);
    } catch {
      failed.push(country);
    }
  }
  let parentUpdateFailed = false;
  if (created.length > 0) {
    const moved = new Set(created.map((c) => c.id));
    try {
      const body = {
        handlesCountries: group.handlesCountries.filter((c) => !moved.has(c.id)).map((c) => ({ id: c.id })),
        updatedAt: group.updatedAt ?? null,
      };
      answerOf(await api.PATCH("/rest/region/groups/{id}", { params: { path: { id: group.id } }, body }));
    } catch {
      parentUpdateFailed = true;
    }
  }
  return { created, failed, parentUpdateFailed };
}
