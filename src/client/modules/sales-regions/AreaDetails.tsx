import { Switch } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { HandlerList } from "./HandlerList.tsx";
import type { AreaRef, Handler, Region, ZipCode } from "./salesRegionTypes.ts";

export interface AreaDetailsProps {
  /** The chosen region or zip code. */
  area: { kind: "region"; region: Region } | { kind: "zipCode"; zipCode: ZipCode };
  countryCode: string | null;
  isBusy: boolean;
  isFlipping: boolean;
  onToggleWorkingArea(area: AreaRef, current: boolean): void;
  onAddHandler(area: AreaRef, location: Pick<Handler, "id" | "name">): void;
  onRemoveHandler(area: AreaRef, handler: Handler): void;
}

/** A region's or zip code's handlers and its working-area flag. */
export function AreaDetails({
  area,
  countryCode,
  isBusy,
  isFlipping,
  onToggleWorkingArea,
  onAddHandler,
  onRemoveHandler,
}: AreaDetailsProps) {
  const { t } = useTranslation();
  const ref: AreaRef = area.kind === "region" ? { kind: "region", id: area.region.id } : { kind: "zipCode", id: area.zipCode.id };
  const name = area.kind === "region" ? area.region.name : [area.zipCode.zipCode, area.zipCode.locality].filter(Boolean).join(" ");
  const { workingArea, handlers } = area.kind === "region" ? area.region : area.zipCode;
  const isInherited = area.kind === "zipCode" && area.zipCode.handlersAreTemporary;
  return (
    <div>
      <h3 style={{ margin: "0 0 8px" }}>
        {area.kind === "region"
          ? t("salesRegions.details.region", { name, level: area.region.level })
          : t("salesRegions.details.zipCode", { name })}
      </h3>
      <Switch
        checked={workingArea}
        disabled={isFlipping}
        label={t("salesRegions.details.workingArea")}
        onChange={() => onToggleWorkingArea(ref, workingArea)}
      />
      <p className="bp6-text-muted" style={{ marginTop: -4 }}>
        {workingArea ? t("salesRegions.details.isWorkingArea") : t("salesRegions.details.isContractArea")}
      </p>
      <HandlerList
        title={t("salesRegions.handlers.of", { name })}
        handlers={handlers}
        isInherited={isInherited}
        homeCountry={countryCode}
        isBusy={isBusy}
        onAdd={(location) => onAddHandler(ref, location)}
        onRemove={(handler) => onRemoveHandler(ref, handler)}
      />
    </div>
  );
}
