import { sql, type Transaction } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Database } from "../../db/database.ts";
import type { DB, LocationType } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { countTotal, inIdOrder, pageWindow, type PageQuery, type PageWindow } from "../paging.ts";
import { keyPosition, readPage, type KeyPosition } from "../keyset.ts";
import type { BodyOf } from "../types.ts";
import { ExpiringValue } from "./expiring-value.ts";
import { prepareLocation, textOf, type PreparedLocation } from "./location-input.ts";
import { toLocation, type CompanyLocation } from "./location-mapper.ts";
import {
  deviationDate,
  locationCursorBinding,
  locationIdPage,
  locationKeysetIdPage,
  locationRequest,
  matchingLocationIds,
  selectLocations,
  type Db,
  type LocationRequest,
} from "./location-query.ts";
import { addManager } from "./manager-store.ts";
import { EMPTY_WEEK, type Deviation, type TimeSchema, type Week } from "../../domain/opening-hours.ts";

type LocationInput = BodyOf<"createLocation">;
/** Filter option counts may lag another server's writes by this much (this server's own writes show at once). */
const FILTERABLE_TTL_MS = 10_000;

/** Company locations with their opening hours (time schemas, deviations): the table and the dialog. */
export class LocationStore {
  private readonly filterable: ExpiringValue<{
    countries: { property: string; name: string; count: number }[];
    active: { property: string; count: number }[];
  }>;

  constructor(private readonly database: Database) {
    this.filterable = new ExpiringValue(FILTERABLE_TTL_MS, () => this.countFilterable());
  }

  /**
   * One page of the location table with totals and the filter option lists. By number (a jump),
   * as a deferred join: the page of ids first, then the wide rows for just those ids. With a
   * cursor (next/previous), the ids by keyset: the page right after or before the cursor's sort
   * key, a page of index entries however deep.
   */
  async page(query: PageQuery) {
    const db = this.database.db;
    const request = locationRequest(query);
    const window = pageWindow(query);
    const binding = locationCursorBinding(request);
    const position = keyPosition(query, binding, request.keys);
    const { ids, nextCursor, previousCursor } = await this.pageIds(request, window, position, binding);
    const list = await this.byIds(db, ids);
    const [{ total, totalIsEstimate }, filterable] = await Promise.all([
      countTotal(db, matchingLocationIds(db, request.filters)),
      this.filterable.get(),
    ]);
    return { list, total, totalIsEstimate, filterable, nextCursor, previousCursor };
  }

  /** The page's ids in order, by keyset with a cursor (else by number), and the answer's cursors. */
  private async pageIds(request: LocationRequest, window: PageWindow, position: KeyPosition | undefined, binding: string) {
    const db = this.database.db;
    const { rows, ...cursors } = await readPage(position, request.direction, window, binding, {
      keyset: (reading, after, limit) => locationKeysetIdPage(db, request, reading, after, limit).execute(),
      numbered: (numbered) => locationIdPage(db, request, numbered).page.execute(),
    });
    return { ids: rows.map((r) => r.id), ...cursors };
  }

  async get(db: Db, id: number): Promise<CompanyLocation> {
    const location = (await this.byIds(db, [id]))[0];
    if (!location) throw notFound("Location");
    return location;
  }

  async getOne(id: number) {
    return this.get(this.database.db, id);
  }

  /** Creates a location with its opening hours; createManager adds its e-mail as a manager. */
  async create(input: LocationInput): Promise<CompanyLocation> {
    const created = await this.database.db.transaction().execute(async (trx) => {
      const prepared = await prepareLocation(trx, input);
      const { id } = await trx.insertInto("company_locations").values(prepared.values).returning("id").executeTakeFirstOrThrow();
      await writeOpeningHours(trx, id, prepared);
      if (input.createManager) await addManager(trx, id, input.email!);
      return this.get(trx, id);
    });
    this.filterable.invalidate();
    return created;
  }

  /** Replaces the location's fields and opening hours; a stale updatedAt gives 409. */
  async update(id: number, input: LocationInput): Promise<{ before: CompanyLocation; after: CompanyLocation }> {
    const result = await updateLocked(this.database.db, this.lockedUpdate(id, input.updatedAt), async (trx, stored) => {
      const prepared = await prepareLocation(trx, input, stored);
      await trx
        .updateTable("company_locations")
        .set({ ...prepared.values, updated_at: nextVersion })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("location_time_schemas").where("location_id", "=", id).execute();
      await trx.deleteFrom("location_opening_hour_deviations").where("location_id", "=", id).execute();
      await writeOpeningHours(trx, id, prepared);
    });
    this.filterable.invalidate();
    return result;
  }

  /** The list's inline type change: only locationType changes. */
  async changeType(id: number, locationType: LocationType | null, updatedAt: string | null | undefined) {
    return this.changeColumn(id, updatedAt, "location_type", locationType);
  }

  /** The list's inline customer number edit; an unchanged number writes nothing. */
  async changeCustomerNumber(id: number, input: BodyOf<"updateLocationCustomerNumber">) {
    if (input.locationId !== id) throw badRequest("locationId does not match the path.", { locationId: "must equal the id in the path" });
    return this.changeColumn(id, input.updatedAt, "customer_number", textOf(input.customerNumber) ?? null);
  }

  private async changeColumn<C extends "location_type" | "customer_number">(
    id: number,
    updatedAt: string | null | undefined,
    column: C,
    value: string | null,
  ) {
    const result = await updateLocked(this.database.db, this.lockedUpdate(id, updatedAt), async (trx, stored) => {
      if (stored[column] === value) return;
      await trx
        .updateTable("company_locations")
        .set({ [column]: value, updated_at: nextVersion })
        .where("id", "=", id)
        .execute();
    });
    this.filterable.invalidate();
    return result;
  }

  /** A location's update: the columns a change compares with, locked; the location as answered. */
  private lockedUpdate(id: number, version: string | null | undefined) {
    return {
      what: "Location",
      version,
      lock: (trx: Transaction<DB>) =>
        trx
          .selectFrom("company_locations")
          .select([
            "id",
            "name",
            "street",
            "zip_code",
            "city",
            "country_id",
            "latitude",
            "longitude",
            "opening_hours_source",
            "location_type",
            "customer_number",
            "updated_at",
          ])
          .where("id", "=", id)
          .forUpdate()
          .executeTakeFirst(),
      read: (trx: Transaction<DB>) => this.get(trx, id),
    };
  }

  /**
   * Full locations for the ids, in their order, with time schemas and deviations: one statement
   * (each row's schemas and deviations as JSON arrays, read on their location indexes), since
   * every round trip to the database costs the server more CPU than these rows do.
   */
  private async byIds(db: Db, ids: number[]): Promise<CompanyLocation[]> {
    if (ids.length === 0) return [];
    const rows = await selectLocations(db)
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom("location_time_schemas as t")
            .select(["t.name", "t.active", "t.opening_hours"])
            .whereRef("t.location_id", "=", "l.id")
            .orderBy("t.id"),
        ).as("time_schemas"),
        jsonArrayFrom(
          eb
            .selectFrom("location_opening_hour_deviations as d")
            .select([deviationDate.as("date"), "d.opening", "d.closing"])
            .whereRef("d.location_id", "=", "l.id")
            .orderBy("d.date")
            .orderBy("d.opening"),
        ).as("deviations"),
      ])
      .where("l.id", "in", ids)
      .execute();
    return inIdOrder(rows, ids).map((row) =>
      toLocation(
        row,
        row.time_schemas.map((s): TimeSchema => ({
          name: s.name,
          active: s.active,
          openingHours: { ...EMPTY_WEEK, ...(s.opening_hours as Week) },
        })),
        row.deviations.map((d): Deviation => ({ date: d.date, opening: d.opening, closing: d.closing })),
      ),
    );
  }

  /** Counts per country and per active over all locations (index-only scans; cached briefly). */
  private async countFilterable() {
    const db = this.database.db;
    const countries = await db
      .selectFrom("company_locations as l")
      .innerJoin("countries as k", "k.id", "l.country_id")
      .select(["k.code", "k.name", sql<number>`count(*)::int`.as("n")])
      .groupBy(["k.code", "k.name"])
      .orderBy("k.name")
      .execute();
    const active = await db
      .selectFrom("company_locations")
      .select(["active", sql<number>`count(*)::int`.as("n")])
      .groupBy("active")
      .execute();
    const countOf = (value: boolean) => Number(active.find((r) => r.active === value)?.n ?? 0);
    return {
      countries: countries.map((c) => ({ property: c.code, name: c.name, count: Number(c.n) })),
      active: [
        { property: "true", count: countOf(true) },
        { property: "false", count: countOf(false) },
      ],
    };
  }
}

async function writeOpeningHours(trx: Transaction<DB>, locationId: number, { hours }: PreparedLocation) {
  if (hours.timeSchemas.length > 0) {
    await trx
      .insertInto("location_time_schemas")
      .values(
        hours.timeSchemas.map((s) => ({
          location_id: locationId,
          name: s.name,
          active: s.active,
          opening_hours: JSON.stringify(s.openingHours),
        })),
      )
      .execute();
  }
  if (hours.deviations.length > 0) {
    await trx
      .insertInto("location_opening_hour_deviations")
      .values(hours.deviations.map((d) => ({ location_id: locationId, date: d.date, opening: d.opening, closing: d.closing })))
      .execute();
  }
}
