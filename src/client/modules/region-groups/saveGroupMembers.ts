import { accountUpdate } from "../accounts/accountDraft.ts";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import type { Account } from "../accounts/accountTypes.ts";
import { diffMembers, withGroup, withoutGroup } from "./groupAccountsDiff.ts";

export interface MembersSaveResult {
  added: Account[];
  removed: Account[];
  failedToAdd: Account[];
  failedToRemove: Account[];
}

/**
 * Saves a group's membership as a diff against the original (spec part 1 "Region groups"):
 * one account update per added or removed account, each on its own so one refusal (a record
 * changed meanwhile) does not undo the others.
 */
export async function saveGroupMembers(
  groupId: number,
  accounts: readonly Account[],
  originalIds: Iterable<number>,
  selectedIds: Iterable<number>,
): Promise<MembersSaveResult> {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const { added, removed } = diffMembers(originalIds, selectedIds);
  const change = (ids: number[], groups: (account: Account) => { id: number }[]) =>
    Promise.allSettled(
      ids.map((id) => {
        const account = byId.get(id);
        if (!account) return Promise.reject(new Error(`Account ${id} is not loaded`));
        const body = accountUpdate(account, { groups: groups(account) });
        return api
          .PUT("/rest/admin/accounts/{id}", { params: { path: { id } }, body })
          .then(answerOf)
          .then(() => account);
      }),
    );
  const [adds, removes] = await Promise.all([
    change(added, (a) => withGroup(a.groups, groupId)),
    change(removed, (a) => withoutGroup(a.groups, groupId)),
  ]);
  const split = (ids: number[], results: PromiseSettledResult<Account>[]) => ({
    ok: results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])),
    failed: ids.filter((_, i) => results[i]!.status === "rejected").flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  });
  const a = split(added, adds);
  const r = split(removed, removes);
  return { added: a.ok, removed: r.ok, failedToAdd: a.failed, failedToRemove: r.failed };
}
