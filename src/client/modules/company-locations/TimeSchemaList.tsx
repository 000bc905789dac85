import { useState } from "react";
import { Button, Classes, FormGroup, InputGroup, Switch } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { OpeningHoursWeek, TimeSchema } from "./locationTypes.ts";
import { invalidDays } from "./openingHours.ts";
import { addSchema, schemaNameProblem, setSchemaActive, type SchemaNameProblem } from "./timeSchemas.ts";

export interface TimeSchemaListProps {
  schemas: readonly TimeSchema[];
  /** Where a new schema's hours start from. */
  weeklyHours: OpeningHoursWeek;
  onChange(schemas: TimeSchema[]): void;
  onEditHours(index: number): void;
}

const NAME_PROBLEM_KEYS: Record<SchemaNameProblem, string> = {
  required: "companyLocations.schemas.nameRequired",
  duplicate: "companyLocations.schemas.nameDuplicate",
};

/** Named time schemas: rename, switch on (only one active), edit hours, remove, add by name. */
export function TimeSchemaList({ schemas, weeklyHours, onChange, onEditHours }: TimeSchemaListProps) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState("");
  const [newNameProblem, setNewNameProblem] = useState<SchemaNameProblem | null>(null);
  const add = () => {
    const problem = schemaNameProblem(schemas, newName);
    setNewNameProblem(problem);
    if (problem) return;
    onChange(addSchema(schemas, newName, weeklyHours));
    setNewName("");
  };

  return (
    <div>
      <p className={Classes.TEXT_MUTED}>{t("companyLocations.schemas.onlyOneActive")}</p>
      {schemas.length === 0 && <p>{t("companyLocations.schemas.none")}</p>}
      {schemas.map((schema, index) => {
        const problem = schemaNameProblem(schemas, schema.name, index);
        const name = schema.name.trim() || String(index + 1);
        const hasBadHours = invalidDays(schema.openingHours).length > 0;
        return (
          <FormGroup
            key={index}
            helperText={problem ? t(NAME_PROBLEM_KEYS[problem]) : undefined}
            intent={problem || hasBadHours ? "danger" : "none"}
            style={{ marginBottom: 6 }}
          >
            <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
              <InputGroup
                aria-label={t("companyLocations.schemas.nameOf", { number: String(index + 1) })}
                value={schema.name}
                maxLength={100}
                intent={problem ? "danger" : "none"}
                onValueChange={(value) => onChange(schemas.map((s, i) => (i === index ? { ...s, name: value } : s)))}
              />
              <Switch
                style={{ margin: 0 }}
                checked={schema.active}
                aria-label={t("companyLocations.schemas.activeOf", { name })}
                onChange={() => onChange(setSchemaActive(schemas, index, !schema.active))}
              />
              <Button
                icon="time"
                intent={hasBadHours ? "danger" : "none"}
                text={t("companyLocations.schemas.editHours", { name })}
                onClick={() => onEditHours(index)}
              />
              <Button
                variant="minimal"
                icon="trash"
                aria-label={t("companyLocations.schemas.remove", { name })}
                onClick={() => onChange(schemas.filter((_, i) => i !== index))}
              />
            </div>
          </FormGroup>
        );
      })}
      <FormGroup
        label={t("companyLocations.schemas.newName")}
        labelFor="new-time-schema"
        helperText={newNameProblem ? t(NAME_PROBLEM_KEYS[newNameProblem]) : undefined}
        intent={newNameProblem ? "danger" : "none"}
      >
        <div style={{ display: "flex", gap: 8 }}>
          <InputGroup
            id="new-time-schema"
            value={newName}
            maxLength={100}
            onValueChange={(value) => {
              setNewName(value);
              setNewNameProblem(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the schema instead of submitting the location form.
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button icon="add" text={t("companyLocations.schemas.add")} onClick={add} />
        </div>
      </FormGroup>
    </div>
  );
}
