import { bulkInsert } from "./batch.ts";
import type { RowSink } from "./bulk-load.ts";
import type { SeedContext } from "./context.ts";
import type { PersonFactory } from "./contacts.ts";
import type { LocationInfo } from "./locations.ts";
import { BRAND_STORE_TYPE } from "./markets.ts";
import { DAY_MS, type Random } from "./random.ts";
import type { MeetingBookingStatus } from "../schema.ts";

const CHUNK = 10_000;

const MESSAGES = [
  "We would like to try the beds on a Saturday if possible.",
  "Looking for a bed for a guest room, 140 cm wide.",
  "I have back problems and would like advice on firmness.",
  "Can we bring our own pillows?",
  "Interested in the Regalis, is it on display?",
  "We are two, both would like to try.",
];

/** The columns of a generated booking (the rows a chunk holds, in the bulk load's COPY order). */
export const MEETING_BOOKING_COLUMNS = {
  firstname: "text",
  lastname: "text",
  email: "text",
  telephone: "text",
  location_id: "bigint",
  status: "text",
  message: "text",
  created_at: "timestamptz",
  updated_at: "timestamptz",
} as const;

/**
 * Visits customers booked at active stores over the last year (brand stores get most); recent
 * ones are still new, older ones done or canceled.
 */
export async function seedMeetingBookings(
  ctx: SeedContext,
  random: Random,
  people: PersonFactory,
  locations: readonly LocationInfo[],
  count: number,
  onProgress: (done: number) => void = () => {},
  // Each chunk in one statement, or a bulk load's COPY (append.ts, a million bookings).
  insert: RowSink = (rows) => bulkInsert(ctx.db, "meeting_bookings", MEETING_BOOKING_COLUMNS, rows, { batchSize: 5000 }).then(() => {}),
): Promise<number> {
  const candidates = locations.filter((l) => l.active);
  if (candidates.length === 0 || count <= 0) return 0;
  const weights = candidates.map((l, i) => [i, l.type === BRAND_STORE_TYPE ? 4 : l.type === "shop_in_shop" ? 1.5 : 1] as [number, number]);
  const to = ctx.referenceDate.getTime();
  const from = to - 365 * DAY_MS;
  let done = 0;
  const chunks = Math.ceil(count / CHUNK);
  for (let c = 0; c < chunks; c++) {
    const n = Math.min(CHUNK, count - done);
    const times = Array.from({ length: n }, () =>
      random.float(from + ((to - from) * c) / chunks, from + ((to - from) * (c + 1)) / chunks),
    ).sort((a, b) => a - b);
    const rows = times.map((t) => {
      const location = candidates[random.weighted(weights)]!;
      const person = people.person(random, random.chance(0.4) ? random.int(1, 99) : "", location.countryCode);
      const ageDays = (to - t) / DAY_MS;
      const status: MeetingBookingStatus =
        ageDays < 7
          ? random.weighted([
              ["new", 75],
              ["done", 15],
              ["canceled", 10],
            ] as const)
          : random.weighted([
              ["done", 76],
              ["canceled", 12],
              ["new", 12],
            ] as const);
      const created = new Date(t);
      return {
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        telephone: person.phone ?? random.digits(ctx.people(location.countryCode).phone),
        location_id: location.id,
        status,
        message: random.chance(0.25) ? random.pick(MESSAGES) : null,
        created_at: created,
        updated_at: status === "new" ? created : new Date(Math.min(to, t + random.int(1, 14) * DAY_MS)),
      };
    });
    await insert(rows);
    done += n;
    onProgress(done);
  }
  return done;
}
