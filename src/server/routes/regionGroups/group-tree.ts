/** Pure tree helpers for region groups (no database). */
export interface GroupRow {
  id: number;
  name: string;
  description: string | null;
  parent_id: number | null;
  updated_at: Date;
}

export interface GroupNode {
  id: number;
  groupId: number | null;
  name: string;
  description: string | null;
  parentGroup: { id: number; name: string; description: string | null } | null;
  childGroups: GroupNode[];
  handlesCountries: { id: number; code: string; name: string }[];
  handlesLocations: { id: number; name: string }[];
  accounts: { id: number; email: string; firstname: string | null; lastname: string | null }[];
  updatedAt: string;
}

export interface GroupExtras {
  countries: Map<number, GroupNode["handlesCountries"]>;
  locations: Map<number, GroupNode["handlesLocations"]>;
  accounts: Map<number, GroupNode["accounts"]>;
}

export function toNode(row: GroupRow, byId: Map<number, GroupRow>, extras: GroupExtras): GroupNode {
  const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
  return {
    id: row.id,
    groupId: row.parent_id,
    name: row.name,
    description: row.description,
    parentGroup: parent ? { id: parent.id, name: parent.name, description: parent.description } : null,
    childGroups: [],
    handlesCountries: extras.countries.get(row.id) ?? [],
    handlesLocations: extras.locations.get(row.id) ?? [],
    accounts: extras.accounts.get(row.id) ?? [],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Builds the forest; rows are expected sorted by name so siblings come out sorted. */
export function buildTree(rows: GroupRow[], extras: GroupExtras): GroupNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nodes = new Map(rows.map((r) => [r.id, toNode(r, byId, extras)]));
  const roots: GroupNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (parent) parent.childGroups.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of every descendant of a group (not the group itself). */
export function descendantIds(rows: Pick<GroupRow, "id" | "parent_id">[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.id]);
  const out = new Set<number>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}
