import { useEffect, useState } from "react";
import { Button, InputGroup, Menu, MenuItem } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { useCountryNames } from "../common/countryNames.ts";
import { withLocation, withoutLocation, type PartnerPageDraft } from "./partnerPageDraft.ts";

export interface PartnerPageLocationsProps {
  draft: PartnerPageDraft;
  /** The location the dialog was opened from: it always keeps the page. */
  ownerId: number;
  onChange(next: (draft: PartnerPageDraft) => PartnerPageDraft): void;
}

// Long enough not to search per keystroke, short enough to feel immediate.
const SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

/** The locations that use the page; others without a page can be found by name and added. */
export function PartnerPageLocations({ draft, ownerId, onChange }: PartnerPageLocationsProps) {
  const { t } = useTranslation();
  const names = useCountryNames();
  const [text, setText] = useState("");
  const [searchString, setSearchString] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearchString(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = $api.useQuery(
    "get",
    "/rest/company/locations/search-partner",
    { params: { query: { searchString, locationId: ownerId } } },
    { enabled: searchString.length >= MIN_SEARCH_LENGTH },
  );
  const matches = (search.data ?? []).filter((location) => !draft.locations.some((l) => l.id === location.id));

  return (
    <div>
      <ul aria-label={t("partnerPages.locations.title")} style={{ listStyle: "none", margin: "0 0 8px", padding: 0 }}>
        {draft.locations.map((location) => (
          <li key={location.id} style={{ display: "flex", alignItems: "center", gap: 4 }}>
            {location.name}
            {location.id !== ownerId && (
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t("partnerPages.locations.remove", { name: location.name })}
                onClick={() => onChange((d) => withoutLocation(d, location.id))}
              />
            )}
          </li>
        ))}
      </ul>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t("partnerPages.locations.search")}
        placeholder={t("partnerPages.locations.search")}
        value={text}
        onValueChange={setText}
      />
      {searchString.length >= MIN_SEARCH_LENGTH && (
        <Menu style={{ maxHeight: 200, overflowY: "auto" }}>
          {search.isFetching && matches.length === 0 ? (
            <MenuItem disabled text={t("partnerPages.locations.searching")} />
          ) : matches.length === 0 ? (
            <MenuItem disabled text={t("partnerPages.locations.noMatches")} />
          ) : (
            matches.map((location) => (
              <MenuItem
                key={location.id}
                icon="add"
                text={location.name}
                label={names.address(location.address)}
                aria-label={t("partnerPages.locations.add", { name: location.name })}
                onClick={() => onChange((d) => withLocation(d, location))}
              />
            ))
          )}
        </Menu>
      )}
    </div>
  );
}
