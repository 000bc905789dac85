import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { toLocationRef } from "../companyLocations/location-mapper.ts";
import type { BodyOf } from "../types.ts";
import { CountryListCache } from "./country-list-cache.ts";
import { COUNTRY_COLUMNS, toCountry, type Country } from "./country-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;
type CountryInput = BodyOf<"updateCountry">;

/** Countries with their level-1 regions, their handlers (locations) and catalog fallback e-mail. */
export class CountryStore {
  private readonly listCache: CountryListCache;

  constructor(private readonly database: Database) {
    this.listCache = new CountryListCache(database);
  }

  list(): Promise<Country[]> {
    return this.listCache.get();
  }

  async get(db: Db, id: number): Promise<Country> {
    const row = await db.selectFrom("countries").select(COUNTRY_COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Country");
    const regions = await db
      .selectFrom("regions")
      .select(["id", "name", "level"])
      .where("country_id", "=", id)
      .where("level", "=", 1)
      .orderBy("name")
      .orderBy("id")
      .execute();
    const handlers = await db
      .selectFrom("country_handlers as h")
      .innerJoin("company_locations as l", "l.id", "h.location_id")
      .leftJoin("countries as k", "k.id", "l.country_id")
      .select([
        "l.id",
        "l.name",
        "l.street",
        "l.zip_code",
        "l.city",
        "l.city2",
        "l.country_id",
        "k.code as country_code",
        "k.name as country_name",
        "l.latitude",
        "l.longitude",
      ])
      .where("h.country_id", "=", id)
      .orderBy("l.name")
      .orderBy("l.id")
      .execute();
    return { ...toCountry(row), regions, handlers: handlers.map(toLocationRef) };
  }

  getOne(id: number) {
    return this.get(this.database.db, id);
  }

  /** A code already in use gives 409. */
  async create(input: CountryInput): Promise<Country> {
    if (input.id !== undefined && input.id !== null)
      throw badRequest("A new country has no id yet.", { id: "must be empty for a new country" });
    const values = columnsOf(input);
    return this.database.db.transaction().execute(async (trx) => {
      await assertCodeFree(trx, values.code);
      const { id } = await trx.insertInto("countries").values(values).returning("id").executeTakeFirstOrThrow().catch(codeTaken);
      return this.get(trx, id);
    });
  }

  /** Handlers, regions and the fallback e-mail stay; a code of another country or a stale updatedAt gives 409. */
  async update(id: number, input: CountryInput): Promise<{ before: Country; after: Country }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const values = columnsOf(input);
    const lock = (trx: Transaction<DB>) =>
      trx.selectFrom("countries").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
    return updateLocked(
      this.database.db,
      { what: "Country", version: input.updatedAt, lock, read: (trx) => this.get(trx, id) },
      async (trx) => {
        await assertCodeFree(trx, values.code, id);
        await trx
          .updateTable("countries")
          .set({ ...values, updated_at: nextVersion })
          .where("id", "=", id)
          .execute()
          .catch(codeTaken);
      },
    );
  }

  /** Countries with at least one location (active or not) in their address. */
  async withLocations(): Promise<Country[]> {
    return this.listOf(
      this.countriesQuery().where((eb) =>
        eb.exists(eb.selectFrom("company_locations as l").select("l.id").whereRef("l.country_id", "=", "c.id")),
      ),
    );
  }

  /** Countries that at least one region group handles. */
  async withGroups(): Promise<Country[]> {
    return this.listOf(
      this.countriesQuery().where((eb) =>
        eb.exists(eb.selectFrom("region_group_countries as g").select("g.group_id").whereRef("g.country_id", "=", "c.id")),
      ),
    );
  }

  /** Countries that catalog requests came from (the request's country code). */
  async withCatalogRequests(): Promise<Country[]> {
    // One index probe per country (catalog_orders_country_idx), not a scan of every request.
    return this.listOf(
      this.countriesQuery().where((eb) =>
        eb.exists(eb.selectFrom("catalog_orders as o").select("o.id").whereRef("o.country", "=", "c.code")),
      ),
    );
  }

  /** Adds the location to the country's handlers; one already there changes nothing. */
  async addHandler(countryId: number, locationId: number): Promise<{ country: Country; changed: boolean }> {
    return this.database.db.transaction().execute(async (trx) => {
      await assertExists(trx, "countries", countryId, "Country");
      await assertExists(trx, "company_locations", locationId, "Location");
      const inserted = await trx
        .insertInto("country_handlers")
        .values({ country_id: countryId, location_id: locationId })
        .onConflict((oc) => oc.columns(["country_id", "location_id"]).doNothing())
        .executeTakeFirst();
      return { country: await this.get(trx, countryId), changed: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    });
  }

  /** Removes the location from the country's handlers; one not there changes nothing. */
  async removeHandler(countryId: number, locationId: number): Promise<{ country: Country; changed: boolean }> {
    return this.database.db.transaction().execute(async (trx) => {
      await assertExists(trx, "countries", countryId, "Country");
      const deleted = await trx
        .deleteFrom("country_handlers")
        .where("country_id", "=", countryId)
        .where("location_id", "=", locationId)
        .executeTakeFirst();
      return { country: await this.get(trx, countryId), changed: Number(deleted.numDeletedRows) > 0 };
    });
  }

  /**
   * Sets (an empty string clears) where catalog requests go when no location matches. It is
   * not part of the country dialog, so it leaves updatedAt (the dialog's token) alone.
   */
  async setFallbackEmail(id: number, emailAddress: string): Promise<{ before: Country; after: Country }> {
    return this.database.db.transaction().execute(async (trx) => {
      const before = await this.get(trx, id);
      await trx
        .updateTable("countries")
        .set({ catalog_fallback_email: emailAddress.trim() || null })
        .where("id", "=", id)
        .execute();
      return { before, after: await this.get(trx, id) };
    });
  }

  private async listOf(query: ReturnType<CountryStore["countriesQuery"]>): Promise<Country[]> {
    const rows = await query.orderBy("c.name").orderBy("c.code").execute();
    return rows.map(toCountry);
  }

  private countriesQuery() {
    return this.database.db.selectFrom("countries as c").select(COUNTRY_COLUMNS.map((column) => `c.${column}` as const));
  }
}

function columnsOf(input: CountryInput) {
  const name = input.name.trim();
  if (!name) throw badRequest("The name is required.", { name: "is required" });
  return {
    code: input.code,
    name,
    name_sv: input.nameSv?.trim() || null,
    is_key_market: input.isKeyMarket ?? false,
    have_specific_sales_regions: input.haveSpecificSalesRegions ?? false,
    handlers_are_temporary: input.handlersAreTemporary ?? false,
  };
}

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  let query = db.selectFrom("countries").select("id").where("code", "=", code);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw codeConflict();
}

const codeConflict = () => conflict("Another country already has this code.", { code: "is already in use" });

/** A concurrent save that took the code between the check and the write (unique index). */
function codeTaken(error: { code?: string }): never {
  throw error?.code === "23505" ? codeConflict() : error;
}

async function assertExists(db: Db, table: "countries" | "company_locations", id: number, what: string) {
  const row = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(what);
}
