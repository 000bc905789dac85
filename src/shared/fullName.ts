/** First and last name joined by a space, or whichever exists, else empty (spec part 1 section 3). */
export function fullName(person: { firstname?: string | null; lastname?: string | null }): string {
  return [person.firstname, person.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}
