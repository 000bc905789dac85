import { FormGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { NamedMultiSelect } from "../common/NamedMultiSelect.tsx";
import type { AccountGroupRef } from "./accountTypes.ts";

export interface AccountGroupsPaneProps {
  groups: AccountGroupRef[];
  onChange: (next: AccountGroupRef[]) => void;
}

/** The region groups the account belongs to; saved with the form. */
export function AccountGroupsPane({ groups, onChange }: AccountGroupsPaneProps) {
  const { t } = useTranslation();
  const { data: all = [] } = $api.useQuery("get", "/rest/region/groups");
  // Sub-groups often share names across parents ('Sweden' under two regions): show the parent too.
  const parentName = new Map(all.map((g) => [g.id, g.parentGroup?.name ?? null]));
  const labelOf = (g: AccountGroupRef) => {
    const parent = parentName.get(g.id);
    return parent ? `${parent} / ${g.name ?? ""}` : (g.name ?? String(g.id));
  };
  return (
    <FormGroup label={t("accounts.dialog.tabs.groups")} labelFor="account-groups">
      <NamedMultiSelect<AccountGroupRef>
        inputId="account-groups"
        items={all.map((g) => ({ id: g.id, name: g.name, description: g.description ?? null }))}
        selected={groups}
        onChange={onChange}
        labelOf={labelOf}
        placeholder={t("accounts.groups.placeholder")}
        noResults={t("accounts.groups.noResults")}
      />
    </FormGroup>
  );
}
