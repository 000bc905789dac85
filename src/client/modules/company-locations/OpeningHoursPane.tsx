import { useState } from "react";
import { Button, Callout, FormGroup, H5, HTMLSelect, Switch, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { errorOf } from "../common/formErrors.ts";
import { FIELD_LABEL_KEYS } from "./fieldLabels.ts";
import type { LocationDraft } from "./locationDraft.ts";
import type { LocationFormError } from "./locationValidation.ts";
import { OpeningHoursDialog } from "./OpeningHoursDialog.tsx";
import { activeSchema } from "./timeSchemas.ts";
import { TimeSchemaList } from "./TimeSchemaList.tsx";
import { WeekSummary } from "./WeekSummary.tsx";

export interface OpeningHoursPaneProps {
  draft: LocationDraft;
  errors: readonly LocationFormError[];
  change(patch: Partial<LocationDraft>): void;
}

/** Which week the opening hours dialog edits: the weekly hours or a time schema's. */
type Editing = { target: "weekly" } | { target: "schema"; index: number } | null;

const SOURCE_KEYS = {
  manual: "companyLocations.hours.sources.manual",
  timeSchema: "companyLocations.hours.sources.timeSchema",
  external: "companyLocations.hours.sources.external",
} as const;

/** Weekly hours, the named time schemas (the active one sets the week), and the opening hours' text. */
export function OpeningHoursPane({ draft, errors, change }: OpeningHoursPaneProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const active = activeSchema(draft.timeSchemas);
  const shownWeek = active ? active.openingHours : draft.weeklyOpeningHours;
  const source = active ? "timeSchema" : (draft.openingHoursSource ?? "manual");
  const editedSchema = editing?.target === "schema" ? draft.timeSchemas[editing.index] : undefined;

  return (
    <div>
      <Switch
        label={t("companyLocations.fields.showOpeningHours")}
        checked={draft.showOpeningHours}
        onChange={() => change({ showOpeningHours: !draft.showOpeningHours })}
      />
      <FormGroup label={t("companyLocations.fields.openingHoursSource")} labelFor="location-hours-source" inline>
        <HTMLSelect
          id="location-hours-source"
          value={source}
          disabled={Boolean(active)}
          onChange={({ target }) => change({ openingHoursSource: target.value as "manual" | "external" })}
        >
          <option value="manual">{t(SOURCE_KEYS.manual)}</option>
          <option value="external">{t(SOURCE_KEYS.external)}</option>
          {active && <option value="timeSchema">{t(SOURCE_KEYS.timeSchema)}</option>}
        </HTMLSelect>
      </FormGroup>
      <H5>{t(FIELD_LABEL_KEYS.weeklyOpeningHours)}</H5>
      {errorOf(errors, "weeklyOpeningHours") && (
        <Callout intent="danger" style={{ marginBottom: 8 }}>
          {t("companyLocations.form.kinds.openingHours", { fields: t(FIELD_LABEL_KEYS.weeklyOpeningHours) })}
        </Callout>
      )}
      <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
        <WeekSummary week={shownWeek} label={t(FIELD_LABEL_KEYS.weeklyOpeningHours)} />
        {active ? (
          <Callout intent="primary" icon="time">
            {t("companyLocations.hours.followsSchema", { name: active.name })}
          </Callout>
        ) : (
          <Button icon="edit" text={t("companyLocations.hours.edit")} onClick={() => setEditing({ target: "weekly" })} />
        )}
      </div>
      <H5 style={{ marginTop: 16 }}>{t("companyLocations.schemas.title")}</H5>
      <TimeSchemaList
        schemas={draft.timeSchemas}
        weeklyHours={draft.weeklyOpeningHours}
        onChange={(timeSchemas) => change({ timeSchemas })}
        onEditHours={(index) => setEditing({ target: "schema", index })}
      />
      <FormGroup label={t(FIELD_LABEL_KEYS.openingHoursInfoText)} labelFor="location-hours-info">
        <TextArea
          id="location-hours-info"
          fill
          autoResize
          maxLength={2000}
          value={draft.openingHoursInfoText}
          onChange={({ target }) => change({ openingHoursInfoText: target.value })}
        />
      </FormGroup>
      {editing?.target === "weekly" && (
        <OpeningHoursDialog
          name={t(FIELD_LABEL_KEYS.weeklyOpeningHours)}
          week={draft.weeklyOpeningHours}
          onClose={() => setEditing(null)}
          onSave={(weeklyOpeningHours) => {
            change({ weeklyOpeningHours });
            setEditing(null);
          }}
        />
      )}
      {editing?.target === "schema" && editedSchema && (
        <OpeningHoursDialog
          name={editedSchema.name}
          week={editedSchema.openingHours}
          onClose={() => setEditing(null)}
          onSave={(openingHours) => {
            change({ timeSchemas: draft.timeSchemas.map((schema, i) => (i === editing.index ? { ...schema, openingHours } : schema)) });
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
