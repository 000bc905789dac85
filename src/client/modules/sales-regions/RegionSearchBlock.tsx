import { Button, ControlGroup, InputGroup, Menu, MenuItem } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { RegionSearchRow } from "./salesRegionTypes.ts";

export interface RegionSearchBlockProps {
  term: string;
  onTermChange(term: string): void;
  rows: readonly RegionSearchRow[] | null;
  isRunning: boolean;
  canSearch: boolean;
  onSearch(): void;
  /** A result row: open the tree at its region or zip code. */
  onOpen(row: RegionSearchRow): void;
  disabled?: boolean;
}

/** A hit as a line: its region chain, then the zip code and its locality. */
export function searchRowText(row: RegionSearchRow): string {
  const chain = [row.region1, row.region2, row.region3].filter((r) => r != null).map((r) => r.name ?? String(r.id));
  const zip = row.zipCode ? [row.zipCode.zipCode, row.zipCode.locality].filter(Boolean).join(" ") : null;
  return [...chain, ...(zip ? [zip] : [])].join(" › ");
}

/** The region search block (spec part 2 section 2): blocked while it runs or while the term is empty. */
export function RegionSearchBlock({
  term,
  onTermChange,
  rows,
  isRunning,
  canSearch,
  onSearch,
  onOpen,
  disabled = false,
}: RegionSearchBlockProps) {
  const { t } = useTranslation();
  return (
    <div>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSearch) onSearch();
        }}
      >
        <ControlGroup fill>
          <InputGroup
            type="search"
            aria-label={t("salesRegions.search.label")}
            placeholder={t("salesRegions.search.placeholder")}
            value={term}
            disabled={disabled}
            onValueChange={onTermChange}
          />
          <Button type="submit" icon="search" text={t("salesRegions.search.run")} loading={isRunning} disabled={disabled || !canSearch} />
        </ControlGroup>
      </form>
      {rows && (
        <Menu aria-label={t("salesRegions.search.results")} style={{ maxHeight: 240, overflowY: "auto", marginTop: 4, padding: 0 }}>
          {rows.length === 0 ? (
            <MenuItem disabled text={t("salesRegions.search.noHits")} />
          ) : (
            rows.map((row, index) => (
              <MenuItem
                key={`${row.zipCode?.id ?? "r"}-${index}`}
                icon={row.zipCode ? "map-marker" : "folder-close"}
                text={searchRowText(row)}
                onClick={() => onOpen(row)}
              />
            ))
          )}
        </Menu>
      )}
    </div>
  );
}
