import type { OpeningHoursEntry, WeeklyOpeningHours } from "../schema.ts";
import type { Random } from "./random.ts";

const span = (opening: string, closing: string): OpeningHoursEntry[] => [{ opening, closing }];

function week(
  weekdays: OpeningHoursEntry[],
  saturday: OpeningHoursEntry[],
  sunday: OpeningHoursEntry[],
  friday = weekdays,
): WeeklyOpeningHours {
  return {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday,
    saturday,
    sunday,
  };
}

/** Typical store hours: high street, mall, lunch break, short weeks. */
const TEMPLATES: readonly (readonly [WeeklyOpeningHours, number])[] = [
  [week(span("10:00", "18:00"), span("10:00", "16:00"), span("11:00", "15:00")), 30],
  [week(span("10:00", "19:00"), span("10:00", "17:00"), []), 20],
  [week(span("11:00", "18:00"), span("10:00", "15:00"), []), 15],
  [week(span("10:00", "18:00"), span("10:00", "14:00"), [], span("10:00", "17:00")), 10],
  [
    week(
      [
        { opening: "10:00", closing: "13:00" },
        { opening: "14:00", closing: "18:00" },
      ],
      span("10:00", "14:00"),
      [],
    ),
    8,
  ],
  [week(span("10:00", "20:00"), span("10:00", "18:00"), span("11:00", "17:00")), 12],
  [week([], [], []), 5],
];

export function randomWeeklyHours(random: Random): WeeklyOpeningHours {
  return structuredClone(random.weighted(TEMPLATES));
}

export function isClosedAllWeek(hours: WeeklyOpeningHours): boolean {
  return Object.values(hours).every((entries) => entries.length === 0);
}

/** Summer and holiday variants of a week: shorter days, closed Sundays. */
export function shortenedHours(hours: WeeklyOpeningHours, closing: string): WeeklyOpeningHours {
  const out = structuredClone(hours);
  for (const day of Object.keys(out) as (keyof WeeklyOpeningHours)[]) {
    out[day] =
      day === "sunday"
        ? []
        : out[day].map((e) => ({ opening: e.opening, closing: e.closing && e.closing > closing ? closing : e.closing }));
  }
  return out;
}

export const OPENING_HOURS_INFO = [
  "Closed for stocktaking the first week of January.",
  "Welcome to book a private consultation outside opening hours.",
  "Extended opening hours during the Christmas season.",
  "Parking available in the courtyard.",
  "Opening hours may vary on public holidays.",
];
