/** A contact's name as lists show it: first and last, either alone, or null when both are empty. */
export function contactName(contact: { firstname?: string | null; lastname?: string | null } | null | undefined): string | null {
  const name = [contact?.firstname, contact?.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name === "" ? null : name;
}
