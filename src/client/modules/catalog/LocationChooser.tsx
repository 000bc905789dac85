import { Button, ControlGroup, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { Suggest, type ItemListRenderer, type ItemRenderer } from "@blueprintjs/select";
import { useTranslation } from "react-i18next";
import { countryName } from "../../screens/controllers/formatCell.ts";
import type { LocationOption } from "./catalogTypes.ts";
import { groupLocations, matchesLocation, orderForHome, type LocationGroup } from "./locationGroups.ts";

export interface LocationChooserProps {
  locations: readonly LocationOption[];
  /** Its locations head the list as 'Locations in {country}'; null: one list without headings. */
  homeCountry: string | null;
  value: LocationOption | null;
  onChange(location: LocationOption | null): void;
  /** Accessible name of the chooser's search field. */
  label: string;
  /** Locations to head the list as 'Latest added locations', newest first (the sales-region map's). */
  recentIds?: readonly number[];
  /** The search field's id, for a visible label's htmlFor. */
  inputId?: string;
  /** Fill its container's width. */
  fill?: boolean;
  disabled?: boolean;
}

// A group shows this many at most; typing narrows it (hundreds of stores would be slow to draw).
const MAX_PER_GROUP = 100;

/** Picks a company location, grouped ('Latest added locations' /) 'Locations in {country}' / 'Other locations', with a search. */
export function LocationChooser({
  locations,
  homeCountry,
  value,
  onChange,
  label,
  recentIds = [],
  inputId,
  fill = false,
  disabled = false,
}: LocationChooserProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  const heading = (group: LocationGroup) =>
    group.kind === "recent"
      ? t("catalog.send.recentLocations")
      : group.kind === "home"
        ? t("catalog.send.locationsIn", { country: countryName(homeCountry!, locale) })
        : group.kind === "other"
          ? t("catalog.send.otherLocations")
          : undefined;

  const renderItem: ItemRenderer<LocationOption> = (location, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={location.id}
        ref={ref}
        text={location.name}
        label={[location.address.zipCode, location.address.city].filter(Boolean).join(" ")}
        roleStructure="listoption"
        selected={location.id === value?.id}
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  const renderList: ItemListRenderer<LocationOption> = ({ filteredItems, itemsParentRef, renderItem: render, menuProps }) => {
    if (filteredItems.length === 0) {
      return (
        <Menu role="listbox" ulRef={itemsParentRef} {...menuProps}>
          <MenuItem disabled roleStructure="listoption" text={t("catalog.send.noMatches")} />
        </Menu>
      );
    }
    // Items are in the groups' order (orderForHome), so each index is the item's place in filteredItems.
    let index = 0;
    return (
      <Menu role="listbox" ulRef={itemsParentRef} {...menuProps} style={{ maxHeight: 360, overflowY: "auto" }}>
        {groupLocations(filteredItems, homeCountry, recentIds).map((group) => {
          const first = index;
          index += group.locations.length;
          const hidden = group.locations.length - MAX_PER_GROUP;
          return [
            heading(group) && <MenuDivider key={`${group.kind}-title`} title={heading(group)} />,
            ...group.locations.slice(0, MAX_PER_GROUP).map((location, i) => render(location, first + i)),
            hidden > 0 && (
              <MenuItem key={`${group.kind}-more`} disabled roleStructure="listoption" text={t("catalog.send.more", { count: hidden })} />
            ),
          ];
        })}
      </Menu>
    );
  };

  return (
    <ControlGroup fill={fill}>
      {/* A Suggest: its search field is the combobox itself (Select's wrapper div would carry
          aria-expanded without a role, and a button named apart from its text). */}
      <Suggest<LocationOption>
        items={orderForHome(locations, homeCountry, recentIds)}
        itemPredicate={matchesLocation}
        itemRenderer={renderItem}
        itemListRenderer={renderList}
        inputValueRenderer={(location) => location.name}
        selectedItem={value}
        onItemSelect={(location) => onChange(location)}
        disabled={disabled}
        fill={fill}
        inputProps={{ id: inputId, "aria-label": label, placeholder: t("catalog.send.choose") }}
        popoverProps={{ minimal: true, matchTargetWidth: false }}
        resetOnClose
        closeOnSelect
      />
      {value && (
        <Button
          icon="cross"
          variant="minimal"
          aria-label={t("catalog.send.clear")}
          title={t("catalog.send.clear")}
          onClick={() => onChange(null)}
          disabled={disabled}
        />
      )}
    </ControlGroup>
  );
}
