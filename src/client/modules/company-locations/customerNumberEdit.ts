/**
 * The list's inline customer number edit (spec part 1 section 4): one row at a time; starting
 * on another row cancels the first and restores its value; saving only happens if the value
 * changed. Pure, so the rules are tested without a table.
 */
export interface CustomerNumberEdit {
  locationId: number;
  /** The number as stored when the edit started ("" for none). */
  original: string;
  /** What is typed. */
  value: string;
}

/** Starts editing a row; whatever another row had typed is dropped (it shows its stored value again). */
export function startCustomerNumberEdit(locationId: number, stored: string | null | undefined): CustomerNumberEdit {
  return { locationId, original: stored ?? "", value: stored ?? "" };
}

export function isEditing(edit: CustomerNumberEdit | null, locationId: number): boolean {
  return edit?.locationId === locationId;
}

/** The number to save (null clears it), or undefined when nothing changed and no call is needed. */
export function customerNumberToSave(edit: CustomerNumberEdit): string | null | undefined {
  const value = edit.value.trim();
  if (value === edit.original.trim()) return undefined;
  return value === "" ? null : value;
}
