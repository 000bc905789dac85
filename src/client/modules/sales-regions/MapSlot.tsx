import type { RegionTreeState } from "./regionTree.ts";
import type { Country } from "./salesRegionTypes.ts";

export interface MapSlotProps {
  country: Country | undefined;
  /** What the tree shows and has chosen (the map zooms to the choice, spec part 2 section 2). */
  treeState: RegionTreeState;
}

/**
 * MAP SLOT (issue 15): where the sales-region map and the button of its full-screen dialog go.
 * The map module (src/client/modules/map/, built apart) renders here, lazily, so this screen's
 * chunk carries no map code. Until it is plugged in, nothing is drawn.
 */
export function MapSlot(_props: MapSlotProps) {
  return null;
}
