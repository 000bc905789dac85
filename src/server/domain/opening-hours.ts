import type { components } from "../../shared/api/contract.ts";

type LocationInput = components["schemas"]["CompanyLocationInput"];

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Where a location's weekly hours come from (the contract's openingHoursSource). */
export type OpeningHoursSource = NonNullable<LocationInput["openingHoursSource"]>;
/** Opening intervals per weekday as the contract has them (HH:mm, never null). */
export type Week = NonNullable<LocationInput["weeklyOpeningHours"]>;
type TimeSchemaInput = NonNullable<LocationInput["timeSchemas"]>[number];
type DeviationInput = NonNullable<LocationInput["openingHourDeviations"]>[number];

export interface TimeSchema {
  name: string;
  active: boolean;
  openingHours: Week;
}

export interface Deviation {
  date: string;
  opening: string | null;
  closing: string | null;
}

/** The opening hours of a location after the rules below, ready to store. */
export interface OpeningHours {
  /** undefined: the request left the weekly hours out (the stored ones stay). */
  weekly: Week | undefined;
  timeSchemas: TimeSchema[];
  deviations: Deviation[];
  source: OpeningHoursSource | null | undefined;
}

export const EMPTY_WEEK: Week = Object.freeze(Object.fromEntries(WEEKDAYS.map((day) => [day, []]))) as unknown as Week;

/**
 * Checks what the contract's patterns cannot: within a day every interval closes after it
 * opens and none overlaps another; at most one time schema is active and names are unique;
 * a deviation is closed all day (both times null) or one interval, and a date holds either one
 * closed-all-day deviation or non-overlapping intervals. Every failure is reported with its
 * field path (e.g. timeSchemas.1.openingHours.monday.0.closing), all at once.
 * When a schema is active its hours become the weekly hours (source timeSchema); with none
 * active a source of timeSchema falls back to manual. Intervals and deviations come back sorted.
 */
export function checkOpeningHours(
  input: Partial<Pick<LocationInput, "weeklyOpeningHours" | "timeSchemas" | "openingHourDeviations" | "openingHoursSource">>,
): { hours: OpeningHours; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const weekly = input.weeklyOpeningHours ? checkWeek(input.weeklyOpeningHours, "weeklyOpeningHours", problems) : undefined;
  const timeSchemas = checkTimeSchemas(input.timeSchemas ?? [], problems);
  const deviations = checkDeviations(input.openingHourDeviations ?? [], problems);
  const active = timeSchemas.find((schema) => schema.active);
  let source = input.openingHoursSource;
  if (active) source = "timeSchema";
  else if (source === "timeSchema") source = "manual";
  return { hours: { weekly: active ? active.openingHours : weekly, timeSchemas, deviations, source }, problems };
}

function checkWeek(week: Week, path: string, problems: Record<string, string>): Week {
  const result = {} as Week;
  for (const day of WEEKDAYS) {
    const entries = (week[day] ?? []).map((entry, index) => ({ ...entry, index }));
    for (const entry of entries) {
      if (entry.closing <= entry.opening) problems[`${path}.${day}.${entry.index}.closing`] = "must be after the opening time";
    }
    const sorted = [...entries].sort((a, b) => a.opening.localeCompare(b.opening) || a.closing.localeCompare(b.closing));
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.opening < sorted[i - 1]!.closing) {
        problems[`${path}.${day}.${sorted[i]!.index}.opening`] ??= "overlaps another interval of the day";
      }
    }
    result[day] = sorted.map(({ opening, closing }) => ({ opening, closing }));
  }
  return result;
}

function checkTimeSchemas(schemas: readonly TimeSchemaInput[], problems: Record<string, string>): TimeSchema[] {
  const names = new Map<string, number>();
  let activeIndex: number | undefined;
  return schemas.map((schema, index) => {
    const name = schema.name.trim();
    if (!name) problems[`timeSchemas.${index}.name`] = "is required";
    const key = name.toLowerCase();
    if (name && names.has(key)) problems[`timeSchemas.${index}.name`] = `is already the name of timeSchemas.${names.get(key)!}`;
    names.set(key, index);
    if (schema.active) {
      if (activeIndex !== undefined) problems[`timeSchemas.${index}.active`] = "only one time schema can be active";
      activeIndex ??= index;
    }
    return {
      name,
      active: schema.active === true,
      openingHours: checkWeek(schema.openingHours, `timeSchemas.${index}.openingHours`, problems),
    };
  });
}

function checkDeviations(deviations: readonly DeviationInput[], problems: Record<string, string>): Deviation[] {
  const byDate = new Map<string, { opening: string | null; closing: string | null; index: number }[]>();
  deviations.forEach((deviation, index) => {
    const { date, opening, closing } = deviation;
    const path = `openingHourDeviations.${index}`;
    if ((opening === null) !== (closing === null)) {
      problems[`${path}.${opening === null ? "opening" : "closing"}`] =
        "must be given with the other time (both empty means closed all day)";
    } else if (opening !== null && closing !== null && closing <= opening) {
      problems[`${path}.closing`] = "must be after the opening time";
    }
    const sameDay = byDate.get(date) ?? [];
    const closedAllDay = opening === null && closing === null;
    const clash = sameDay.find((other) =>
      closedAllDay || (other.opening === null && other.closing === null) ? true : opening! < other.closing! && other.opening! < closing!,
    );
    if (clash) problems[`${path}.date`] ??= `clashes with openingHourDeviations.${clash.index} on the same date`;
    sameDay.push({ opening, closing, index });
    byDate.set(date, sameDay);
  });
  return deviations
    .map(({ date, opening, closing }) => ({ date, opening, closing }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.opening ?? "").localeCompare(b.opening ?? ""));
}
