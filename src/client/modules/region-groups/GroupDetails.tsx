import { Button, ButtonGroup, Card, H4, HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { fullName } from "../../../shared/fullName.ts";
import { useCountryNames } from "../common/countryNames.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";

export interface GroupDetailsProps {
  group: RegionGroup;
  isBusy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onAddSubGroups: () => void;
  onManageAccounts: () => void;
}

/** The selected group: what it handles, its accounts, and the actions on it. */
export function GroupDetails({ group, isBusy, onEdit, onRemove, onAddSubGroups, onManageAccounts }: GroupDetailsProps) {
  const { t } = useTranslation();
  const names = useCountryNames();
  const accounts = group.accounts ?? [];
  return (
    <Card compact>
      <H4>{group.name}</H4>
      {group.description && <p>{group.description}</p>}
      <ButtonGroup style={{ flexWrap: "wrap", gap: 4, marginBottom: 12 }}>
        <Button icon="edit" text={t("regionGroups.actions.edit")} onClick={onEdit} />
        <Button icon="add-to-folder" text={t("regionGroups.actions.addSubGroups")} loading={isBusy} onClick={onAddSubGroups} />
        <Button icon="people" text={t("regionGroups.actions.manageAccounts")} onClick={onManageAccounts} />
        <Button icon="trash" intent="danger" text={t("regionGroups.actions.remove")} onClick={onRemove} />
      </ButtonGroup>
      <p>
        <strong>{t("regionGroups.fields.countries")}:</strong>{" "}
        {group.handlesCountries.length === 0
          ? "–"
          : group.handlesCountries.map((c) => (
              <Tag key={c.id} minimal style={{ marginRight: 4 }}>
                {names.country(c)}
              </Tag>
            ))}
      </p>
      <p>
        <strong>{t("regionGroups.fields.locations")}:</strong>{" "}
        {group.handlesLocations.length === 0 ? "–" : group.handlesLocations.map((l) => l.name).join(", ")}
      </p>
      <HTMLTable compact striped style={{ width: "100%" }} aria-label={t("regionGroups.accounts.title")}>
        <thead>
          <tr>
            <th>{t("regionGroups.accounts.name")}</th>
            <th>{t("regionGroups.accounts.email")}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.length === 0 ? (
            <tr>
              <td colSpan={2}>{t("regionGroups.accounts.none")}</td>
            </tr>
          ) : (
            accounts.map((a) => (
              <tr key={a.id}>
                <td>{fullName(a)}</td>
                <td>{a.email}</td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
