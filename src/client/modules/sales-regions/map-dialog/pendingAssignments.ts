import type { ColourOverride } from "./areaStyle.ts";
import type { MapLevel } from "./mapDialogTypes.ts";

/** A click being saved: drawn in its location's colour until the map is read again, or until it fails. */
export interface PendingAssignment extends ColourOverride {
  /** Tells two clicks on one region apart. */
  key: number;
  level: MapLevel;
}

export type PendingAction = { type: "start"; assignment: PendingAssignment } | { type: "settle"; key: number };

/**
 * The optimistic state of the dialog's map: a click starts an entry (its region drawn in the new
 * colour at once); it is settled when its save failed (the styles reset) or when the map read
 * after its success has arrived (the colours then come from the server).
 */
export function pendingReducer(state: readonly PendingAssignment[], action: PendingAction): readonly PendingAssignment[] {
  switch (action.type) {
    case "start":
      return [...state.filter((entry) => entry.key !== action.assignment.key), action.assignment];
    case "settle":
      return state.some((entry) => entry.key === action.key) ? state.filter((entry) => entry.key !== action.key) : state;
  }
}

/** The overrides drawn at a level, oldest first (the latest click on a region wins). */
export function overridesAt(state: readonly PendingAssignment[], level: MapLevel): ColourOverride[] {
  return state.filter((entry) => entry.level === level).map(({ region, handler }) => ({ region, handler }));
}
