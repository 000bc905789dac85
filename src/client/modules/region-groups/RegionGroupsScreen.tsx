import { Button, Callout, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { GroupDetails } from "./GroupDetails.tsx";
import { GroupDialog } from "./GroupDialog.tsx";
import { GroupMembersDialog } from "./GroupMembersDialog.tsx";
import { GroupTree } from "./GroupTree.tsx";
import { useRegionGroupsScreen } from "./useRegionGroupsScreen.ts";

/** Region groups (spec part 1 "Region groups"): the group tree beside the selected group and its accounts. */
export function RegionGroupsScreen() {
  const { t } = useTranslation();
  const screen = useRegionGroupsScreen();
  const { selected, dialog } = screen;

  return (
    <section aria-labelledby="region-groups-title" style={{ padding: 16 }}>
      <div style={{ display: "flex", alignItems: "center", marginBottom: 12 }}>
        <h2 id="region-groups-title" style={{ margin: 0, flex: 1 }}>
          {t("regionGroups.title")}
        </h2>
        <Button
          intent="primary"
          icon="add"
          text={selected ? t("regionGroups.actions.addUnder", { name: selected.name }) : t("regionGroups.actions.add")}
          onClick={screen.openNew}
        />
      </div>
      {screen.isLoading ? (
        <Spinner />
      ) : screen.isError ? (
        <Callout intent="danger" role="alert">
          {t("regionGroups.loadFailed")}
        </Callout>
      ) : screen.tree.length === 0 ? (
        <NonIdealState icon="folder-new" title={t("regionGroups.empty")} />
      ) : (
        <div
          style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))", alignItems: "start" }}
        >
          <GroupTree
            label={t("regionGroups.title")}
            tree={screen.tree}
            expanded={screen.expanded}
            selectedId={selected?.id ?? null}
            onSelect={screen.select}
            onToggleExpanded={screen.toggleExpanded}
          />
          {selected ? (
            <GroupDetails
              group={selected}
              isBusy={screen.isBusy}
              onEdit={() => screen.openEdit(selected)}
              onRemove={() => void screen.remove(selected)}
              onAddSubGroups={() => void screen.createSubGroups(selected)}
              onManageAccounts={() => screen.openMembers(selected)}
            />
          ) : (
            <NonIdealState icon="select" description={t("regionGroups.chooseGroup")} />
          )}
        </div>
      )}
      {dialog?.kind === "group" && <GroupDialog initial={dialog.draft} tree={screen.tree} onClose={screen.closeDialog} />}
      {dialog?.kind === "members" && <GroupMembersDialog group={dialog.group} accounts={screen.accounts} onClose={screen.closeDialog} />}
    </section>
  );
}
