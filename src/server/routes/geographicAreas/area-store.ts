import type { Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import type { DB } from "../../db/schema.ts";
import { shapeContains, shapesIntersect, storedShape, validAreaShape, WktError, type AreaShape } from "../../domain/geographic-shape.ts";
import { badRequest } from "../../http-errors.ts";
import { toLocationRef } from "../companyLocations/location-mapper.ts";
import { selectSummaries, type Db } from "../companyLocations/location-query.ts";
import type { AnswerOf, BodyOf, QueryOf } from "../types.ts";

export type GeographicArea = AnswerOf<"createGeographicArea">;
type AreaInput = BodyOf<"createGeographicArea">;
type AreaRow = { id: number; name: string; wkt_shape: string; updated_at: Date | string };

/**
 * Geographic areas: named shapes drawn on the map, stored as WKT with their box (no PostGIS:
 * PGlite has none). Each answer lists the stores whose position lies inside the shape.
 */
export class GeographicAreaStore {
  constructor(private readonly database: Database) {}

  /** Every area by name; with filter=shape only those that meet the given shape. */
  async list(query: QueryOf<"listGeographicAreas">): Promise<GeographicArea[]> {
    let filter: AreaShape | null = null;
    if (query.filter === "shape") {
      if (!query.shape?.trim()) throw badRequest("shape is required with filter=shape.", { shape: "is required with filter=shape" });
      filter = shapeOf(query.shape, "shape");
    } else if (query.shape !== undefined) {
      throw badRequest("shape needs filter=shape.", { filter: "must be shape when shape is given" });
    }
    const rows = await this.database.db
      .selectFrom("geographic_areas")
      .select(["id", "name", "wkt_shape", "updated_at"])
      .$if(filter !== null, (q) =>
        q
          .where("max_lat", ">=", filter!.bounds.minLat)
          .where("min_lat", "<=", filter!.bounds.maxLat)
          .where("max_lng", ">=", filter!.bounds.minLng)
          .where("min_lng", "<=", filter!.bounds.maxLng),
      )
      .orderBy("name")
      .orderBy("id")
      .execute();
    const kept = filter
      ? rows.filter((row) => {
          const shape = storedShape(row.wkt_shape);
          return shape !== null && shapesIntersect(shape, filter);
        })
      : rows;
    return this.withLocations(this.database.db, kept);
  }

  async create(input: AreaInput): Promise<GeographicArea> {
    const { name, shape } = checked(input);
    return this.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("geographic_areas")
        .values({ name, wkt_shape: shape.wkt, ...boundsColumns(shape) })
        .returning(["id", "name", "wkt_shape", "updated_at"])
        .executeTakeFirstOrThrow();
      return (await this.withLocations(trx, [row]))[0]!;
    });
  }

  async update(input: BodyOf<"updateGeographicArea">): Promise<{ before: GeographicArea; after: GeographicArea }> {
    const { name, shape } = checked(input);
    const id = input.id;
    if (typeof id !== "number") throw badRequest("The area's id is required.", { id: "is required" });
    const read = async (trx: Transaction<DB>) => {
      const row = await trx
        .selectFrom("geographic_areas")
        .select(["id", "name", "wkt_shape", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return (await this.withLocations(trx, [row]))[0]!;
    };
    return updateLocked(
      this.database.db,
      {
        what: "Geographic area",
        version: input.updatedAt,
        lock: (trx) => trx.selectFrom("geographic_areas").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst(),
        read,
      },
      async (trx) => {
        await trx
          .updateTable("geographic_areas")
          .set({ name, wkt_shape: shape.wkt, ...boundsColumns(shape), updated_at: nextVersion })
          .where("id", "=", id)
          .execute();
      },
    );
  }

  /** The areas as answered, each with the stores inside it (stores with a position in the areas' box, then the exact test). */
  private async withLocations(db: Db, rows: AreaRow[]): Promise<GeographicArea[]> {
    const shapes = rows.map((row) => storedShape(row.wkt_shape));
    const boxes = shapes.filter((s) => s !== null).map((s) => s.bounds);
    const stores =
      boxes.length === 0
        ? []
        : await selectSummaries(db)
            .where("l.latitude", "is not", null)
            .where("l.longitude", "is not", null)
            .where("l.latitude", ">=", Math.min(...boxes.map((b) => b.minLat)))
            .where("l.latitude", "<=", Math.max(...boxes.map((b) => b.maxLat)))
            .where("l.longitude", ">=", Math.min(...boxes.map((b) => b.minLng)))
            .where("l.longitude", "<=", Math.max(...boxes.map((b) => b.maxLng)))
            .orderBy("l.name")
            .orderBy("l.id")
            .execute();
    return rows.map((row, i) => {
      const shape = shapes[i];
      return {
        id: row.id,
        name: row.name,
        wktShape: row.wkt_shape,
        updatedAt: new Date(row.updated_at).toISOString(),
        locations: shape ? stores.filter((s) => shapeContains(shape, s.latitude!, s.longitude!)).map(toLocationRef) : [],
      };
    });
  }
}

function checked(input: AreaInput): { name: string; shape: AreaShape } {
  const name = input.name.trim();
  if (!name) throw badRequest("The name is required.", { name: "is required" });
  return { name, shape: shapeOf(input.wktShape, "wktShape") };
}

function shapeOf(text: string, field: string): AreaShape {
  try {
    return validAreaShape(text);
  } catch (error) {
    if (error instanceof WktError) throw badRequest(`The shape ${error.message}.`, { [field]: error.message });
    throw error;
  }
}

function boundsColumns(shape: AreaShape) {
  const { minLat, maxLat, minLng, maxLng } = shape.bounds;
  return { min_lat: minLat, max_lat: maxLat, min_lng: minLng, max_lng: maxLng };
}
