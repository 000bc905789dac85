import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { VersionedCache, type CacheVersions } from "../../db/versioned-cache.ts";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import { selectSummaries } from "../companyLocations/location-query.ts";
import { toLocationRef, type LocationRef } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";
import {
  REGION_COLUMNS,
  ZIP_COLUMNS,
  toRegion,
  toRegionRef,
  toZipCode,
  type Region,
  type RegionCountry,
  type RegionRef,
  type ZipRow,
} from "./region-mapper.ts";
import { groupZipCodes } from "./zip-groups.ts";

type Db = Kysely<DB> | Transaction<DB>;
export type AreaHandlers = AnswerOf<"addRegionHandler">;
export type WorkingArea = AnswerOf<"setWorkingArea">;
export type AreaKind = "region" | "zipCode";

/** RegionStore.parts: a region's answer in the parts it is made of. */
export interface RegionParts {
  /** The region with its chain, handlers and child regions; zipCodes and zipCodeGroups empty. */
  region: Region;
  country: RegionCountry;
  /** The zip codes directly in the region, by code; the same array while they are unchanged. */
  zipRows: readonly ZipRow[];
  /** The zip codes' handlers by zip-code id (none for a zip code without any). */
  zipHandlers: ReadonlyMap<number, LocationRef[]>;
}

/** Regions and zip codes of the sales-region tree, their handlers and working-area flags. */
export class RegionStore {
  /**
   * The zip codes directly in a region, by region id, kept while 'region_zip_codes' (bumped by
   * writes to zip_codes only, migration 0019) is unchanged: a handler or working-area change
   * makes the region's answer fresh without reading its 1,500 zip codes again (half of a fresh
   * answer's reads for Sweden's largest region). The rows are never changed once read, and the
   * array is the same while kept: region-answer.ts keeps the zip codes' texts by it.
   */
  private readonly zipRows: VersionedCache<readonly ZipRow[]>;

  constructor(private readonly database: Database) {
    this.zipRows = new VersionedCache(database.db, ["region_zip_codes"], {
      maxEntries: 2000,
      // Rows in memory, roughly: ~300 bytes each with their strings, and ~900 more for the
      // texts region-answer.ts keeps with them (each zip code's, and the two lists of them).
      maxSize: 64 * 1024 * 1024,
      sizeOf: (rows) => rows.length * 1200,
    });
  }

  /**
   * The region with its parent chain, its handlers, its child regions (with their handlers, without
   * their own children and zip codes) and the zip codes directly in it (in none of its child
   * regions), grouped by prefix when there are more than 35. `versions`: cache_versions as read
   * with the session (VersionedCache.get), sparing a read of them.
   */
  async get(id: number, versions?: CacheVersions): Promise<Region> {
    const { region, country, zipRows, zipHandlers } = await this.parts(id, versions);
    const zipCodes = zipRows.map((zip) => toZipCode(zip, country, zipHandlers.get(zip.id) ?? []));
    return { ...region, zipCodes, zipCodeGroups: groupZipCodes(zipCodes) };
  }

  /**
   * What get answers, before its zip codes are made objects: the region with empty zipCodes and
   * zipCodeGroups, and the rows and handlers of its zip codes. The rows are kept (the same array
   * while 'region_zip_codes' is unchanged), so an answer can keep what it made of them
   * (region-answer.ts) and remake only the region's part after a region's handler change.
   */
  async parts(id: number, versions?: CacheVersions): Promise<RegionParts> {
    const db = this.database.db;
    // One round trip: the five reads go together (the zip codes' filter needs no region level,
    // see directZipCodes), instead of the region first and the rest after it.
    const [row, children, regionHandlers, zipRows, zipHandlers] = await Promise.all([
      db
        .selectFrom("regions as r")
        .innerJoin("countries as c", "c.id", "r.country_id")
        .leftJoin("regions as p", "p.id", "r.parent_id")
        .leftJoin("regions as pp", "pp.id", "p.parent_id")
        .select(REGION_COLUMNS.map((column) => `r.${column}` as const))
        .select(["c.id as country_id", "c.code as country_code", "c.name as country_name"])
        .select(["p.id as p_id", "p.level as p_level", "p.name as p_name", "pp.id as pp_id", "pp.level as pp_level", "pp.name as pp_name"])
        .where("r.id", "=", id)
        .executeTakeFirst(),
      db.selectFrom("regions").select(REGION_COLUMNS).where("parent_id", "=", id).orderBy("name").orderBy("id").execute(),
      handlersOf(
        db,
        "region",
        db
          .selectFrom("regions")
          .select("id")
          .where((eb) => eb.or([eb("id", "=", id), eb("parent_id", "=", id)])),
      ),
      this.zipRows.get(String(id), () => directZipCodes(db, id).select(ZIP_COLUMNS).orderBy("zip_code").orderBy("id").execute(), versions),
      handlersOf(db, "zipCode", directZipCodes(db, id).select("id")),
    ]);
    if (!row) throw notFound("Region");
    const country: RegionCountry = { id: row.country_id, code: row.country_code.trim(), name: row.country_name };
    // Levels are 1-3, so a chain has at most two regions above this one.
    const grandparent = toRegionRef(row.pp_id, row.pp_level, row.pp_name);
    const parent = toRegionRef(row.p_id, row.p_level, row.p_name);
    const parentRegion = parent ? { ...parent, parentRegion: grandparent ? { ...grandparent, parentRegion: null } : null } : null;
    const self: RegionRef = { id: row.id, level: row.level, name: row.name };
    const region = toRegion(row, country, {
      handlers: regionHandlers.get(id) ?? [],
      parentRegion,
      regions: children.map((child) => toRegion(child, country, { handlers: regionHandlers.get(child.id) ?? [], parentRegion: self })),
    });
    return { region, country, zipRows, zipHandlers };
  }

  /** Adds the location to the area's handlers; one already there changes nothing. */
  async addHandler(kind: AreaKind, areaId: number, locationId: number): Promise<AreaHandlers> {
    return this.database.db.transaction().execute(async (trx) => {
      const area = await lockArea(trx, kind, areaId);
      const location = await trx.selectFrom("company_locations").select("id").where("id", "=", locationId).executeTakeFirst();
      if (!location) throw notFound("Location");
      const inserted =
        kind === "region"
          ? await trx
              .insertInto("region_handlers")
              // A new handler works the region as the region's flag says (setWorkingArea sets both).
              .values({ region_id: areaId, location_id: locationId, area_type: area.working_area ? "workingArea" : "contractArea" })
              .onConflict((oc) => oc.columns(["region_id", "location_id"]).doNothing())
              .executeTakeFirst()
          : await trx
              .insertInto("zip_code_handlers")
              .values({ zip_code_id: areaId, location_id: locationId })
              .onConflict((oc) => oc.columns(["zip_code_id", "location_id"]).doNothing())
              .executeTakeFirst();
      return this.handlersAnswer(trx, kind, areaId, Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0);
    });
  }

  /** Removes the location from the area's handlers; one not there (or no such location) changes nothing. */
  async removeHandler(kind: AreaKind, areaId: number, locationId: number): Promise<AreaHandlers> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockArea(trx, kind, areaId);
      const deleted =
        kind === "region"
          ? await trx.deleteFrom("region_handlers").where("region_id", "=", areaId).where("location_id", "=", locationId).executeTakeFirst()
          : await trx
              .deleteFrom("zip_code_handlers")
              .where("zip_code_id", "=", areaId)
              .where("location_id", "=", locationId)
              .executeTakeFirst();
      return this.handlersAnswer(trx, kind, areaId, Number(deleted.numDeletedRows) > 0);
    });
  }

  /**
   * Makes the area a working area (true) or its handlers' contract area (false). On a region the
   * flag is also each handler's area type, which routing reads; on a zip code routing reads the flag.
   */
  async setWorkingArea(kind: AreaKind, id: number, workingArea: boolean): Promise<{ before: WorkingArea; after: WorkingArea }> {
    return this.database.db.transaction().execute(async (trx) => {
      const area = await lockArea(trx, kind, id);
      if (kind === "region") {
        await trx
          .updateTable("regions")
          .set({ working_area: workingArea, updated_at: sql`now()` })
          .where("id", "=", id)
          .execute();
        await trx
          .updateTable("region_handlers")
          .set({ area_type: workingArea ? "workingArea" : "contractArea" })
          .where("region_id", "=", id)
          .execute();
      } else {
        await trx
          .updateTable("zip_codes")
          .set({ working_area: workingArea, updated_at: sql`now()` })
          .where("id", "=", id)
          .execute();
      }
      return { before: { id, workingArea: area.working_area }, after: { id, workingArea } };
    });
  }

  private async handlersAnswer(db: Db, kind: AreaKind, id: number, changed: boolean): Promise<AreaHandlers> {
    const handlers = await handlersOf(db, kind, id);
    return { id, handlers: handlers.get(id) ?? [], changed };
  }
}

/** The area's row, locked for the write (404 when there is none). */
async function lockArea(trx: Transaction<DB>, kind: AreaKind, id: number): Promise<{ working_area: boolean }> {
  const row = await trx
    .selectFrom(kind === "region" ? "regions" : "zip_codes")
    .select("working_area")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(kind === "region" ? "Region" : "Zip code");
  return row;
}

/**
 * The zip codes whose most specific region is this one (a level-1 region's zip codes outside its
 * level-2 and -3 regions). A zip code's region columns each hold a region of their own level, so
 * the three cases need not know the region's level: one bitmap OR of the three region indexes.
 */
function directZipCodes(db: Db, regionId: number) {
  return db
    .selectFrom("zip_codes")
    .where((eb) =>
      eb.or([
        eb("region3_id", "=", regionId),
        eb.and([eb("region2_id", "=", regionId), eb("region3_id", "is", null)]),
        eb.and([eb("region1_id", "=", regionId), eb("region2_id", "is", null), eb("region3_id", "is", null)]),
      ]),
    );
}

/** A list of area ids as a subquery, so the handlers come in the same statement as the areas. */
type IdQuery = SelectQueryBuilder<DB, any, { id: number }>;

/** The locations handling the given regions or zip codes, by area id, each list by name. */
async function handlersOf(db: Db, kind: AreaKind, areas: number | IdQuery): Promise<Map<number, LocationRef[]>> {
  const locations = selectSummaries(db);
  const rows =
    kind === "region"
      ? await locations
          .innerJoin("region_handlers as h", "h.location_id", "l.id")
          .select("h.region_id as area_id")
          .where("h.region_id", "in", typeof areas === "number" ? [areas] : areas)
          .orderBy("l.name")
          .orderBy("l.id")
          .execute()
      : await locations
          .innerJoin("zip_code_handlers as h", "h.location_id", "l.id")
          .select("h.zip_code_id as area_id")
          .where("h.zip_code_id", "in", typeof areas === "number" ? [areas] : areas)
          .orderBy("l.name")
          .orderBy("l.id")
          .execute();
  const byArea = new Map<number, LocationRef[]>();
  for (const row of rows) {
    const list = byArea.get(row.area_id) ?? [];
    list.push(toLocationRef(row));
    byArea.set(row.area_id, list);
  }
  return byArea;
}
