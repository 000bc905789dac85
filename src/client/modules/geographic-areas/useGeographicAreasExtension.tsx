import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { ScreenExtension } from "../../screens/screenExtension.ts";
import type { GeographicArea } from "./geographicAreaTypes.ts";

/** Where a new area is drawn. */
export const CREATE_PATH = "/app/geographic-areas/create";

/**
 * The geographic area list on top of the YAML screen: the stores inside each area, and the
 * toolbar's create button opening the map form.
 */
export function useGeographicAreasExtension(): ScreenExtension {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    renderCell(field, row) {
      if (field !== "locations") return null;
      const locations = (row as unknown as GeographicArea).locations ?? [];
      if (locations.length === 0) return t("resources.geographicAreas.list.noStores");
      return `${locations.length}: ${locations.map((location) => location.name).join(", ")}`;
    },
    runToolbarAction(actionId) {
      if (actionId === "create") void navigate(CREATE_PATH);
    },
  };
}
