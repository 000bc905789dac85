import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { nextVersion } from "../../db/record-version.ts";
import { badRequest, HttpError, notFound } from "../../http-errors.ts";
import { selectSummaries } from "../companyLocations/location-query.ts";
import { toLocationRef } from "../companyLocations/location-mapper.ts";
import type { AnswerOf, QueryOf } from "../types.ts";

type AssignQuery = QueryOf<"assignAreaHandler">;
export type AreaAssignResult = AnswerOf<"assignAreaHandler">;

/** A zip code's feature without its handlers: its text up to the region properties, and its region ids of levels 1-3. */
export interface ZipFeature {
  head: string;
  regions: [number | null, number | null, number | null];
}

/** What one region contributes to the properties of its zip codes' features. */
interface RegionFlags {
  handlers: number[];
  contractArea: boolean;
  workingArea: boolean;
}

/**
 * The sales-region map: zip-code areas with the handlers of their regions (getAreaGeoJson),
 * and the map dialog's assignment of a store to the region around a zip code
 * (assignAreaHandler). Shapes come from region_shapes (loaded by the seed from the file
 * `npm run gen:region-shapes` makes); handlers from the tables catalog routing reads, so an
 * assignment on the map routes the next catalog request.
 */
export class AreaMapStore {
  constructor(private readonly database: Database) {}

  /**
   * The zip codes' features of a country (or of every country, `undefined`) without their
   * handlers: each feature's text up to its properties' region part, and its regions. They
   * change only with the postal data (version 'area_shapes'), so the caller keeps them.
   */
  async zipFeatures(countryCode: string | undefined): Promise<ZipFeature[]> {
    const { db } = this.database;
    const zips = await db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .leftJoin("region_shapes as s", "s.zip_code_id", "z.id")
      .select([
        "z.id",
        "z.zip_code",
        "c.code",
        "z.region1_id",
        "z.region2_id",
        "z.region3_id",
        sql<string | null>`s.geojson::text`.as("geometry"),
      ])
      .$if(countryCode !== undefined, (q) => q.where("c.code", "=", countryCode!))
      .orderBy("c.code")
      .orderBy("z.zip_code")
      .orderBy("z.id")
      .execute();
    return zips.map((z) => ({
      head:
        `{"type":"Feature","id":${z.id},"geometry":${z.geometry ?? "null"},"properties":{"zipCode":${JSON.stringify(z.zip_code)}` +
        `,"countryCode":${JSON.stringify(z.code.trim())}`,
      regions: [z.region1_id, z.region2_id, z.region3_id],
    }));
  }

  /**
   * The FeatureCollection as JSON text, one feature per zip code (the country's, or every
   * country's), from its kept features and the handlers and working areas read now. Built as
   * text: the stored geometries are json and are spliced in as they are, and each region's part
   * of the properties is written once however many zip codes share it. An unknown country has
   * no zip codes: an empty collection.
   */
  async geoJson(countryCode: string | undefined, features: readonly ZipFeature[]): Promise<string> {
    const { db } = this.database;
    const [handlers, workingAreas] = await Promise.all([
      db
        .selectFrom("region_handlers as h")
        .innerJoin("regions as r", "r.id", "h.region_id")
        .innerJoin("countries as c", "c.id", "r.country_id")
        .select(["h.region_id", "h.location_id", "h.area_type"])
        .$if(countryCode !== undefined, (q) => q.where("c.code", "=", countryCode!))
        .orderBy("h.region_id")
        .orderBy("h.location_id")
        .execute(),
      db
        .selectFrom("regions as r")
        .innerJoin("countries as c", "c.id", "r.country_id")
        .select("r.id")
        .where("r.working_area", "=", true)
        .$if(countryCode !== undefined, (q) => q.where("c.code", "=", countryCode!))
        .execute(),
    ]);

    const flags = new Map<number, RegionFlags>();
    const flagsOf = (id: number) => {
      let f = flags.get(id);
      if (!f) flags.set(id, (f = { handlers: [], contractArea: false, workingArea: false }));
      return f;
    };
    for (const h of handlers) {
      const f = flagsOf(h.region_id);
      f.handlers.push(h.location_id);
      if (h.area_type === "contractArea") f.contractArea = true;
    }
    for (const r of workingAreas) flagsOf(r.id).workingArea = true;

    // `,"r2":7,"r2h":[..],"r2ca":true,"r2wa":false` once per region and level.
    const fragments = new Map<string, string>();
    const fragment = (level: number, id: number | null) => {
      if (id === null) return `,"r${level}":null`;
      const key = `${level}|${id}`;
      let text = fragments.get(key);
      if (text === undefined) {
        const f = flags.get(id);
        text =
          `,"r${level}":${id},"r${level}h":[${f ? f.handlers.join(",") : ""}]` +
          `,"r${level}ca":${f?.contractArea ?? false},"r${level}wa":${f?.workingArea ?? false}`;
        fragments.set(key, text);
      }
      return text;
    };
    const parts = features.map((z) => `${z.head}${z.regions.map((id, i) => fragment(i + 1, id)).join("")}}}`);
    return `{"type":"FeatureCollection","features":[${parts.join(",")}]}`;
  }

  /**
   * Adds the store to the handlers of the zip code's region of the level, with the type as its
   * area type, and sets the region's working-area flag to the type (the spec: "sets the chosen
   * type flag, clears the other"). A store already there with that type is left alone: repeated
   * calls change nothing. Audited when it changed something.
   */
  async assign(
    query: AssignQuery,
    /** Writes the audit entry in the same transaction (a GET, so the audit plugin does not). */
    audit: (db: Database["db"], change: { before: AreaAssignResult; after: AreaAssignResult }) => Promise<void>,
  ): Promise<AreaAssignResult> {
    const { storeId, zipCode, level, type } = query;
    return this.database.db.transaction().execute(async (trx) => {
      const store = await trx.selectFrom("company_locations").select("id").where("id", "=", storeId).executeTakeFirst();
      if (!store) throw notFound("Store");
      const zips = await trx
        .selectFrom("zip_codes as z")
        .innerJoin("countries as c", "c.id", "z.country_id")
        .select(["z.id", "c.code", "z.region1_id", "z.region2_id", "z.region3_id"])
        .where("z.zip_code", "=", zipCode.trim())
        .$if(query.countryCode !== undefined, (q) => q.where("c.code", "=", query.countryCode!))
        .orderBy("c.code")
        .execute();
      if (zips.length === 0) throw notFound("Zip code");
      if (zips.length > 1) {
        const countries = zips.map((z) => z.code.trim()).join(", ");
        throw badRequest(`Zip code ${zipCode} exists in ${countries}: name the country.`, {
          countryCode: `is required: the zip code exists in ${countries}`,
        });
      }
      const zip = zips[0]!;
      const regionId = level === 1 ? zip.region1_id : level === 2 ? zip.region2_id : zip.region3_id;
      if (regionId === null) throw new HttpError(404, `Zip code ${zipCode} lies in no region of level ${level}.`);
      // Locked, so that two assignments to one region come one after the other.
      const region = await trx
        .selectFrom("regions")
        .select(["id", "name", "level", "working_area"])
        .where("id", "=", regionId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const before = await this.result(trx, region, type);
      const workingArea = type === "workingArea";
      const written = await trx
        .insertInto("region_handlers")
        .values({ region_id: region.id, location_id: storeId, area_type: type })
        .onConflict((oc) =>
          oc.columns(["region_id", "location_id"]).doUpdateSet({ area_type: type }).where("region_handlers.area_type", "<>", type),
        )
        .executeTakeFirst();
      let changed = Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
      if (region.working_area !== workingArea) {
        await trx.updateTable("regions").set({ working_area: workingArea, updated_at: nextVersion }).where("id", "=", region.id).execute();
        changed = true;
      }
      const after = await this.result(trx, { ...region, working_area: workingArea }, type);
      if (changed) await audit(trx, { before, after });
      return after;
    });
  }

  private async result(
    db: Database["db"],
    region: { id: number; name: string; level: number; working_area: boolean },
    type: AssignQuery["type"],
  ): Promise<AreaAssignResult> {
    const rows = await selectSummaries(db)
      .innerJoin("region_handlers as h", "h.location_id", "l.id")
      .where("h.region_id", "=", region.id)
      .orderBy("l.name")
      .orderBy("l.id")
      .execute();
    return {
      region: { id: region.id, name: region.name, level: region.level, workingArea: region.working_area },
      level: region.level,
      type,
      handlers: rows.map(toLocationRef),
    };
  }
}
