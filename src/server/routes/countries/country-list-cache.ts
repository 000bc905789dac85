import type { Database } from "../../db/database.ts";
import { VersionedCache } from "../../db/versioned-cache.ts";
import { COUNTRY_COLUMNS, toCountry, type Country } from "./country-mapper.ts";

/**
 * The country list in this server's memory, valid while the database's countries version
 * (cache_versions, bumped by a trigger on every write to countries, migration 0004) is the one
 * it was read at. Each call costs a primary-key lookup instead of reading and mapping ~250 rows,
 * and a write on any server instance shows on every instance at its next call.
 */
export class CountryListCache {
  private readonly cache: VersionedCache<Country[]>;

  constructor(private readonly database: Database) {
    this.cache = new VersionedCache(database.db, ["countries"], { maxEntries: 1 });
  }

  get(): Promise<Country[]> {
    return this.cache.get("all", () => this.load());
  }

  private async load(): Promise<Country[]> {
    const rows = await this.database.db.selectFrom("countries").select(COUNTRY_COLUMNS).orderBy("name").orderBy("code").execute();
    return rows.map(toCountry);
  }
}
