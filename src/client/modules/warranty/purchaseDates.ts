/** The first year a bed can have been bought in (spec part 2 section 9: registrations start at 1993). */
export const FIRST_PURCHASE_YEAR = 1993;

/** The years offered for a purchase: the current year first, back to 1993 (spec part 2 section 5). */
export function purchaseYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= FIRST_PURCHASE_YEAR; year--) years.push(year);
  return years;
}

/** The months 1-12 with their names in the UI language ('januari', 'January'). */
export function purchaseMonths(locale: string): { value: number; label: string }[] {
  const names = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => {
    const label = names.format(new Date(Date.UTC(2000, index, 1)));
    return { value: index + 1, label: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1) };
  });
}

/** A purchase as a list shows it: the month's name and the year ('March 2024'). */
export function purchaseLabel(month: number, year: number, locale: string): string {
  const name = purchaseMonths(locale).find((m) => m.value === month)?.label ?? String(month);
  return `${name} ${year}`;
}

/** The UI language as Intl reads it ('sv_SE' → 'sv-SE'). */
export function intlLocale(language: string | undefined): string {
  return language?.replace("_", "-") || "sv-SE";
}
