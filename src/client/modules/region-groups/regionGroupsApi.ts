import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import type { RegionGroup, RegionGroupInput } from "./regionGroupTypes.ts";

/** Region group writes, throwing the server's error body on failure (for apiErrorMessage). */
export async function createGroup(body: RegionGroupInput & { name: string }): Promise<RegionGroup> {
  const { data, error } = await api.POST("/rest/region/groups", { body });
  if (error !== undefined || !data) throw error ?? new Error("No answer");
  return data;
}

export async function updateGroup(id: number, body: RegionGroupInput): Promise<RegionGroup> {
  const { data, error } = await api.PATCH("/rest/region/groups/{id}", { params: { path: { id } }, body });
  if (error !== undefined || !data) throw error ?? new Error("No answer");
  return data;
}

export async function deleteGroup(id: number): Promise<void> {
  const { error } = await api.DELETE("/rest/region/groups/{id}", { params: { path: { id } } });
  if (error !== undefined) throw error;
}

/** Everything that shows groups: the tree, the flat list (account dialog) and the accounts' group columns. */
export function invalidateGroups(queryClient: QueryClient) {
  for (const path of ["/rest/region/group/tree", "/rest/region/groups", "/rest/admin/accounts"]) {
    void queryClient.invalidateQueries({ queryKey: ["get", path] });
  }
}
