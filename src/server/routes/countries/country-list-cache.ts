import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { COUNTRY_COLUMNS, toCountry, type Country } from "./country-mapper.ts";

/**
 * The country list in this server's memory, valid while the database's countries version
 * (cache_versions, bumped by a trigger on every write to countries, migration 0004) is the one
 * it was read at. Each call costs a primary-key lookup instead of reading and mapping ~250 rows,
 * and a write on any server instance shows on every instance at its next call.
 */
export class CountryListCache {
  private cached?: { version: number; list: Country[] };
  private loading?: { version: number; promise: Promise<Country[]> };

  constructor(private readonly database: Database) {}

  async get(): Promise<Country[]> {
    // The version is read before the rows: rows newer than their version only cause one
    // extra reload later, never a stale list kept as current.
    const version = await this.currentVersion();
    if (this.cached?.version === version) return this.cached.list;
    if (this.loading?.version === version) return this.loading.promise;
    const promise = this.load();
    this.loading = { version, promise };
    try {
      const list = await promise;
      if (!this.cached || this.cached.version <= version) this.cached = { version, list };
      return list;
    } finally {
      if (this.loading?.promise === promise) this.loading = undefined;
    }
  }

  private async currentVersion(): Promise<number> {
    const result = await sql<{ version: number }>`select version from cache_versions where name = 'countries'`.execute(this.database.db);
    return Number(result.rows[0]?.version ?? 0);
  }

  private async load(): Promise<Country[]> {
    const rows = await this.database.db.selectFrom("countries").select(COUNTRY_COLUMNS).orderBy("name").orderBy("code").execute();
    return rows.map(toCountry);
  }
}
