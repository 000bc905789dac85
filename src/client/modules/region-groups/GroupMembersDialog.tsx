import { useState } from "react";
import { Button, Checkbox, DialogBody, DialogFooter, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { fullName } from "../../../shared/fullName.ts";
import type { Account } from "../accounts/accountTypes.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";
import { useGroupMembers } from "./useGroupMembers.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface GroupMembersDialogProps {
  group: RegionGroup;
  accounts: readonly Account[];
  onClose: () => void;
}

/** Tick the accounts that belong to the group; saving sends only the changes. */
export function GroupMembersDialog({ group, accounts, onClose }: GroupMembersDialogProps) {
  const { t } = useTranslation();
  const members = useGroupMembers(group, accounts);
  const [filter, setFilter] = useState("");
  const q = filter.trim().toLowerCase();
  const shown = accounts.filter((a) => !q || `${fullName(a)} ${a.email}`.toLowerCase().includes(q));

  return (
    <AppDialog isOpen onClose={onClose} title={t("regionGroups.members.title", { name: group.name })} style={{ width: 520 }}>
      <DialogBody>
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t("regionGroups.members.search")}
          placeholder={t("regionGroups.members.search")}
          value={filter}
          onValueChange={setFilter}
        />
        <div
          role="group"
          aria-label={t("regionGroups.members.title", { name: group.name })}
          style={{ maxHeight: 360, overflowY: "auto", marginTop: 12 }}
        >
          {shown.map((account) => (
            <Checkbox
              key={account.id}
              checked={members.selected.has(account.id)}
              onChange={() => members.toggle(account.id)}
              label={fullName(account) ? `${fullName(account)} (${account.email})` : account.email}
            />
          ))}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} text={t("regionGroups.dialog.cancel")} />
            <Button
              intent="primary"
              loading={members.isSaving}
              text={t("regionGroups.dialog.save")}
              onClick={async () => {
                if (await members.save()) onClose();
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}
