import { Button, ControlGroup, FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { HandlerList } from "./HandlerList.tsx";
import type { Country, Handler } from "./salesRegionTypes.ts";

export interface CountryPanelProps {
  country: Country;
  name: string;
  isBusy: boolean;
  onAddHandler(location: Pick<Handler, "id" | "name">): void;
  onRemoveHandler(handler: Handler): void;
  fallback: { draft: string; setDraft(value: string): void; isDirty: boolean; isSaving: boolean; save(): void };
}

/** The country's own handlers (routing level 4) and its catalog fallback e-mail (level 5). */
export function CountryPanel({ country, name, isBusy, onAddHandler, onRemoveHandler, fallback }: CountryPanelProps) {
  const { t } = useTranslation();
  return (
    <div>
      <HandlerList
        title={t("salesRegions.handlers.of", { name })}
        handlers={country.handlers ?? []}
        homeCountry={country.code}
        isBusy={isBusy}
        onAdd={onAddHandler}
        onRemove={onRemoveHandler}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          fallback.save();
        }}
        noValidate
      >
        <FormGroup label={t("salesRegions.fallback.label")} labelFor="sales-regions-fallback" helperText={t("salesRegions.fallback.help")}>
          <ControlGroup>
            <InputGroup
              id="sales-regions-fallback"
              type="email"
              value={fallback.draft}
              maxLength={maxLengths.Country.catalogFallbackEmail}
              onValueChange={fallback.setDraft}
            />
            <Button type="submit" text={t("salesRegions.fallback.save")} loading={fallback.isSaving} disabled={!fallback.isDirty} />
          </ControlGroup>
        </FormGroup>
      </form>
    </div>
  );
}
