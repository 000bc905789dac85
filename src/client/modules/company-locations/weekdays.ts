/** Weekdays monday to sunday, the order of every opening-hours editor (spec part 2 section 9). */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The day's label key (companyLocations.weekdays.*), static so the keys can be extracted. */
export const WEEKDAY_LABEL_KEYS: Readonly<Record<Weekday, string>> = {
  monday: "companyLocations.weekdays.monday",
  tuesday: "companyLocations.weekdays.tuesday",
  wednesday: "companyLocations.weekdays.wednesday",
  thursday: "companyLocations.weekdays.thursday",
  friday: "companyLocations.weekdays.friday",
  saturday: "companyLocations.weekdays.saturday",
  sunday: "companyLocations.weekdays.sunday",
};
