import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { addSubGroups } from "./addSubGroups.ts";
import { draftFromGroup, newGroupDraft, type GroupDraft } from "./groupDraft.ts";
import { findGroup } from "./groupTree.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";
import { countriesNeedingSubGroups } from "./subGroups.ts";

/** Which dialog is open: a group draft, or the members of a group. */
export type OpenDialog = { kind: "group"; draft: GroupDraft } | { kind: "members"; group: RegionGroup } | null;

const countryNames = (countries: { name?: string; code?: string }[]) => countries.map((c) => c.name ?? c.code).join(", ");

/** State and actions of the region groups screen: tree, selection, dialogs, remove, sub-groups. */
export function useRegionGroupsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const treeQuery = $api.useQuery("get", "/rest/region/group/tree");
  const accountsQuery = $api.useQuery("get", "/rest/admin/accounts");
  const tree = treeQuery.data?.tree ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isBusy, setBusy] = useState(false);
  const selected = selectedId === null ? undefined : findGroup(tree, selectedId);

  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function remove(group: RegionGroup) {
    if (!(await confirmDialog({ message: t("regionGroups.remove.confirm", { name: group.name }) }))) return;
    const path = { id: group.id };
    try {
      answerOf(await api.DELETE("/rest/region/groups/{id}", { params: { path } }));
      toast.success(t("regionGroups.messages.removed"));
      if (selectedId === group.id) setSelectedId(null);
    } catch {
      toast.error(t("regionGroups.messages.removeFailed"));
    }
    // Also after a refusal: the group may be gone already, or have changed.
    void invalidateAfter(queryClient, "deleteRegionGroup", path);
  }

  async function createSubGroups(group: RegionGroup) {
    if (countriesNeedingSubGroups(group).length === 0) {
      toast.info(t("regionGroups.messages.nothingToCreate"));
      return;
    }
    setBusy(true);
    try {
      const result = await addSubGroups(group);
      if (result.created.length > 0) toast.success(t("regionGroups.messages.subGroupsCreated", { names: countryNames(result.created) }));
      if (result.failed.length > 0) toast.error(t("regionGroups.messages.saveCountriesFailed", { countries: countryNames(result.failed) }));
      if (result.parentUpdateFailed) toast.error(t("regionGroups.messages.saveFailed"));
      setExpanded((current) => new Set(current).add(group.id));
    } finally {
      setBusy(false);
      // Some sub-groups may exist even when the parent's update failed.
      void invalidateAfter(queryClient, "createRegionGroup");
    }
  }

  return {
    tree,
    accounts: accountsQuery.data ?? [],
    isLoading: treeQuery.isLoading,
    isError: treeQuery.isError,
    isBusy,
    selected,
    select: setSelectedId,
    expanded,
    toggleExpanded,
    dialog,
    openNew: () => setDialog({ kind: "group", draft: newGroupDraft(selected?.id ?? null) }),
    openEdit: (group: RegionGroup) => setDialog({ kind: "group", draft: draftFromGroup(group) }),
    openMembers: (group: RegionGroup) => setDialog({ kind: "members", group }),
    closeDialog: () => setDialog(null),
    remove,
    createSubGroups,
  };
}
