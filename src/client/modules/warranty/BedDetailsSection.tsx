import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import type { BedIdCheck } from "./useBedIdCheck.ts";
import { colourOptions, type WarrantyDraft } from "./warrantyDraft.ts";
import type { BedModel, TopMattress } from "./warrantyTypes.ts";

export interface BedDetailsSectionProps {
  draft: WarrantyDraft;
  change(next: (draft: WarrantyDraft) => WarrantyDraft): void;
  chooseModel(name: string): void;
  models: readonly BedModel[];
  topMattresses: readonly TopMattress[];
  bedIdCheck: BedIdCheck;
  messageOf(field: string): string | undefined;
}

/** Bed model, its colour, the top mattress and the bed id with its uniqueness check. */
export function BedDetailsSection({ draft, change, chooseModel, models, topMattresses, bedIdCheck, messageOf }: BedDetailsSectionProps) {
  const { t } = useTranslation();
  const colours = colourOptions(models, draft.bedModel);
  const checkMessage = bedIdCheck.status === "idle" ? undefined : t(`warranty.bedIdCheck.${bedIdCheck.status}`);
  const bedIdError = messageOf("bedId") ?? (bedIdCheck.status === "taken" || bedIdCheck.status === "failed" ? checkMessage : undefined);
  const select = (field: string, label: string, control: React.ReactNode) => {
    const error = messageOf(field);
    return (
      <FormGroup
        label={label}
        labelFor={`warranty-${field}`}
        labelInfo={field === "bedTopMattressModel" ? undefined : t("common.form.required")}
        intent={error ? "danger" : "none"}
        helperText={error && <span id={`warranty-${field}-help`}>{error}</span>}
      >
        {control}
      </FormGroup>
    );
  };
  const describedBy = (field: string) => (messageOf(field) ? `warranty-${field}-help` : undefined);
  return (
    <section className="warranty-dialog-section" aria-labelledby="warranty-bed-heading">
      <h3 id="warranty-bed-heading" className="bp6-heading">
        {t("warranty.sections.bed")}
      </h3>
      {select(
        "bedModel",
        t("warranty.fields.bedModel"),
        <HTMLSelect
          id="warranty-bedModel"
          fill
          value={draft.bedModel}
          aria-invalid={messageOf("bedModel") ? true : undefined}
          aria-describedby={describedBy("bedModel")}
          onChange={(event) => chooseModel(event.currentTarget.value)}
          options={[
            { value: "", label: t("warranty.fields.chooseModel") },
            ...models.map((model) => ({ value: model.name, label: model.name })),
          ]}
        />,
      )}
      {select(
        "bedColor",
        t("warranty.fields.bedColor"),
        <HTMLSelect
          id="warranty-bedColor"
          fill
          value={draft.bedColor}
          disabled={draft.bedModel === ""}
          aria-invalid={messageOf("bedColor") ? true : undefined}
          aria-describedby={describedBy("bedColor")}
          onChange={(event) => {
            const bedColor = event.currentTarget.value;
            change((d) => ({ ...d, bedColor }));
          }}
          options={[
            { value: "", label: t(draft.bedModel === "" ? "warranty.fields.chooseModelFirst" : "warranty.fields.chooseColor") },
            ...colours.map((name) => ({ value: name, label: name })),
          ]}
        />,
      )}
      {select(
        "bedTopMattressModel",
        t("warranty.fields.bedTopMattressModel"),
        <HTMLSelect
          id="warranty-bedTopMattressModel"
          fill
          value={draft.bedTopMattressModel}
          aria-describedby={describedBy("bedTopMattressModel")}
          onChange={(event) => {
            const bedTopMattressModel = event.currentTarget.value;
            change((d) => ({ ...d, bedTopMattressModel }));
          }}
          options={[
            { value: "", label: t("warranty.fields.noTopMattress") },
            ...topMattresses.map((mattress) => ({ value: mattress.name, label: mattress.name })),
          ]}
        />,
      )}
      <div onBlur={bedIdCheck.touch}>
        <TextField
          id="warranty-bedId"
          label={t("warranty.fields.bedId")}
          isRequired
          maxLength={maxLengths.WarrantyRegistrationInput.bedId}
          value={draft.bedId}
          error={bedIdError}
          help={checkMessage}
          autoComplete="off"
          onChange={(bedId) => change((d) => ({ ...d, bedId }))}
        />
      </div>
    </section>
  );
}
