import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { useCountryNames } from "../common/countryNames.ts";
import { NamedMultiSelect } from "../common/NamedMultiSelect.tsx";
import { TextField } from "../common/TextField.tsx";
import type { GroupDraft } from "./groupDraft.ts";
import { findGroup, handledBySubGroups, possibleParents } from "./groupTree.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";
import { useGroupChoices } from "./useGroupChoices.ts";
import { useGroupDialog } from "./useGroupDialog.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface GroupDialogProps {
  initial: GroupDraft;
  tree: readonly RegionGroup[];
  onClose: () => void;
}

const NO_PARENT = "";
/** The contract's limits of the group body: a longer name was refused with a bare 400. */
const LIMITS = maxLengths.RegionGroupInput;

/** Create or edit a region group; what its sub-groups already handle cannot be chosen. */
export function GroupDialog({ initial, tree, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const { draft, change, isValid, isSaving, save, cancel } = useGroupDialog(initial);
  const choices = useGroupChoices();
  const names = useCountryNames();
  const edited = draft.id === null ? undefined : findGroup(tree, draft.id);
  const taken = handledBySubGroups(edited);
  const takenBy = (map: Map<number, string>) => (item: { id: number }) => {
    const holder = map.get(item.id);
    return holder ? t("regionGroups.dialog.handledBy", { name: holder }) : undefined;
  };
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <AppDialog
      isOpen
      onClose={close}
      title={draft.id === null ? t("regionGroups.dialog.titleNew") : t("regionGroups.dialog.titleEdit", { name: initial.name })}
      style={{ width: 600 }}
    >
      {/* noValidate: no browser bubbles in the browser's language; Save waits for a name. */}
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (await save()) onClose();
        }}
      >
        <DialogBody>
          {choices.isError && (
            <Callout intent="warning" style={{ marginBottom: 12 }}>
              {t("regionGroups.dialog.choicesFailed")}
            </Callout>
          )}
          <TextField
            id="group-name"
            label={t("regionGroups.fields.name")}
            value={draft.name}
            maxLength={LIMITS.name}
            isRequired
            autoFocus
            onChange={(name) => change({ name })}
          />
          <FormGroup
            label={t("regionGroups.fields.description")}
            labelFor="group-description"
            helperText={<span id="group-description-help">{t("common.form.maxLength", { max: LIMITS.description })}</span>}
          >
            <TextArea
              id="group-description"
              fill
              value={draft.description}
              maxLength={LIMITS.description}
              aria-describedby="group-description-help"
              onChange={(e) => change({ description: e.target.value })}
            />
          </FormGroup>
          <FormGroup label={t("regionGroups.fields.parent")} labelFor="group-parent">
            <HTMLSelect
              id="group-parent"
              fill
              value={draft.parentId === null ? NO_PARENT : String(draft.parentId)}
              onChange={(e) => change({ parentId: e.target.value === NO_PARENT ? null : Number(e.target.value) })}
            >
              <option value={NO_PARENT}>{t("regionGroups.fields.noParent")}</option>
              {possibleParents(tree, edited).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t("regionGroups.fields.countries")} labelFor="group-countries">
            <NamedMultiSelect
              inputId="group-countries"
              items={choices.countries}
              selected={draft.countries}
              onChange={(countries) => change({ countries })}
              disabledReason={takenBy(taken.countries)}
              labelOf={names.country}
              placeholder={t("regionGroups.dialog.chooseCountries")}
              noResults={t("regionGroups.dialog.noResults")}
            />
          </FormGroup>
          <FormGroup label={t("regionGroups.fields.locations")} labelFor="group-locations">
            <NamedMultiSelect
              inputId="group-locations"
              items={choices.locations}
              selected={draft.locations}
              onChange={(locations) => change({ locations })}
              disabledReason={takenBy(taken.locations)}
              placeholder={t("regionGroups.dialog.chooseLocations")}
              noResults={t("regionGroups.dialog.noResults")}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close} text={t("regionGroups.dialog.cancel")} />
              <Button type="submit" intent="primary" disabled={!isValid} loading={isSaving} text={t("regionGroups.dialog.save")} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
