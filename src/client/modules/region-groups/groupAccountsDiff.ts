/** Which accounts to add the group to and remove it from, given the members before and the choice now. */
export function diffMembers(originalIds: Iterable<number>, selectedIds: Iterable<number>): { added: number[]; removed: number[] } {
  const before = new Set(originalIds);
  const after = new Set(selectedIds);
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
  };
}

/** The account's group list with the group added (once) or removed, as the account update sends it. */
export function withGroup(groups: readonly { id: number }[], groupId: number): { id: number }[] {
  return groups.some((g) => g.id === groupId) ? groups.map((g) => ({ id: g.id })) : [...groups.map((g) => ({ id: g.id })), { id: groupId }];
}

export function withoutGroup(groups: readonly { id: number }[], groupId: number): { id: number }[] {
  return groups.filter((g) => g.id !== groupId).map((g) => ({ id: g.id }));
}
