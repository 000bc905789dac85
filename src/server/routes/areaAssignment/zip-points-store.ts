import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { encodeZipPoints } from "../../../shared/zipPoints.ts";

/**
 * The points of the zip codes that have coordinates, of a country (or of every country,
 * `undefined`), in the binary layout of src/shared/zipPoints.ts (getZipCodePoints). Ordered by
 * country code, then zip code, as the map's GeoJSON. An unknown country has no points.
 */
export async function zipPointsOf(db: Kysely<DB>, countryCode: string | undefined): Promise<Uint8Array> {
  const rows = await db
    .selectFrom("zip_codes as z")
    .innerJoin("countries as c", "c.id", "z.country_id")
    .select(["z.id", "z.zip_code", "z.latitude", "z.longitude"])
    .where("z.latitude", "is not", null)
    .where("z.longitude", "is not", null)
    .$if(countryCode !== undefined, (q) => q.where("c.code", "=", countryCode!))
    .orderBy("c.code")
    .orderBy("z.zip_code")
    .orderBy("z.id")
    .execute();
  return encodeZipPoints({
    ids: rows.map((r) => r.id),
    longitudes: rows.map((r) => r.longitude!),
    latitudes: rows.map((r) => r.latitude!),
    zipCodes: rows.map((r) => r.zip_code),
  });
}
