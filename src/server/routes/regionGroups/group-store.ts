import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import type { BodyOf } from "../types.ts";
import { buildTree, descendantIds, toNode, type GroupExtras, type GroupNode } from "./group-tree.ts";

type GroupInput = BodyOf<"updateRegionGroup">;
type Db = Kysely<DB> | Transaction<DB>;

/** Region groups with the countries, locations and accounts attached to them. */
export class GroupStore {
  constructor(private readonly database: Database) {}

  async tree(): Promise<GroupNode[]> {
    const rows = await this.rows(this.database.db);
    return buildTree(rows, await this.extras(this.database.db));
  }

  async list(): Promise<GroupNode[]> {
    const rows = await this.rows(this.database.db);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const extras = await this.extras(this.database.db);
    return rows.map((r) => toNode(r, byId, extras));
  }

  async get(db: Db, id: number): Promise<GroupNode> {
    const rows = await this.rows(db);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound("Region group");
    return findNode(buildTree(rows, await this.extras(db)), id)!;
  }

  async create(input: GroupInput) {
    return this.database.db.transaction().execute(async (trx) => {
      const parentId = parentOf(input) ?? null;
      if (parentId !== null) await this.assertExists(trx, parentId, "groupId");
      const row = await trx
        .insertInto("region_groups")
        .values({ name: input.name!.trim(), description: input.description ?? null, parent_id: parentId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await this.setHandled(trx, row.id, input);
      return this.get(trx, row.id);
    });
  }

  async update(id: number, input: GroupInput) {
    const lock = (trx: Transaction<DB>) =>
      trx.selectFrom("region_groups").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
    return updateLocked(
      this.database.db,
      { what: "Region group", version: input.updatedAt, lock, read: (trx) => this.get(trx, id) },
      async (trx) => {
        const parentId = parentOf(input);
        if (parentId !== undefined && parentId !== null) {
          await this.assertExists(trx, parentId, "groupId");
          const all = await trx.selectFrom("region_groups").select(["id", "parent_id"]).execute();
          if (parentId === id || descendantIds(all, id).has(parentId)) {
            throw badRequest("A group cannot be placed under itself or one of its sub-groups.", { groupId: "would create a cycle" });
          }
        }
        if (input.name !== undefined && !input.name.trim()) throw badRequest("The name is required.", { name: "is required" });
        await trx
          .updateTable("region_groups")
          .set({
            ...(input.name !== undefined ? { name: input.name.trim() } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(parentId !== undefined ? { parent_id: parentId } : {}),
            updated_at: nextVersion,
          })
          .where("id", "=", id)
          .execute();
        await this.setHandled(trx, id, input);
      },
    );
  }

  async delete(id: number) {
    return this.database.db.transaction().execute(async (trx) => {
      const before = await this.get(trx, id);
      await trx.deleteFrom("region_groups").where("id", "=", id).execute(); // children cascade
      return before;
    });
  }

  /** Replaces handled countries/locations when sent; refuses ones a child group already handles. */
  private async setHandled(db: Db, id: number, input: GroupInput) {
    const all = await db.selectFrom("region_groups").select(["id", "parent_id"]).execute();
    const descendants = [...descendantIds(all, id)];
    if (input.handlesCountries) {
      const ids = [...new Set(input.handlesCountries.map((c) => c.id))];
      await this.assertIdsExist(db, "countries", ids, "handlesCountries");
      if (descendants.length > 0 && ids.length > 0) {
        const taken = await db
          .selectFrom("region_group_countries as rc")
          .innerJoin("countries as c", "c.id", "rc.country_id")
          .select("c.name")
          .where("rc.group_id", "in", descendants)
          .where("rc.country_id", "in", ids)
          .execute();
        if (taken.length > 0)
          throw conflict(`Handled by a sub-group: ${taken.map((t) => t.name).join(", ")}.`, {
            handlesCountries: "contains countries handled by a sub-group",
          });
      }
      await db.deleteFrom("region_group_countries").where("group_id", "=", id).execute();
      if (ids.length > 0)
        await db
          .insertInto("region_group_countries")
          .values(ids.map((country_id) => ({ group_id: id, country_id })))
          .execute();
    }
    if (input.handlesLocations) {
      const ids = [...new Set(input.handlesLocations.map((l) => l.id))];
      await this.assertIdsExist(db, "company_locations", ids, "handlesLocations");
      if (descendants.length > 0 && ids.length > 0) {
        const taken = await db
          .selectFrom("region_group_locations as rl")
          .innerJoin("company_locations as l", "l.id", "rl.location_id")
          .select("l.name")
          .where("rl.group_id", "in", descendants)
          .where("rl.location_id", "in", ids)
          .execute();
        if (taken.length > 0)
          throw conflict(`Handled by a sub-group: ${taken.map((t) => t.name).join(", ")}.`, {
            handlesLocations: "contains locations handled by a sub-group",
          });
      }
      await db.deleteFrom("region_group_locations").where("group_id", "=", id).execute();
      if (ids.length > 0)
        await db
          .insertInto("region_group_locations")
          .values(ids.map((location_id) => ({ group_id: id, location_id })))
          .execute();
    }
  }

  private async assertExists(db: Db, id: number, field: string) {
    const row = await db.selectFrom("region_groups").select("id").where("id", "=", id).executeTakeFirst();
    if (!row) throw badRequest("Unknown parent group.", { [field]: `unknown group id ${id}` });
  }

  private async assertIdsExist(db: Db, table: "countries" | "company_locations", ids: number[], field: string) {
    if (ids.length === 0) return;
    const found = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw badRequest(`Unknown ids in ${field}.`, { [field]: `unknown id ${missing.join(", ")}` });
  }

  private rows(db: Db) {
    return db
      .selectFrom("region_groups")
      .select(["id", "name", "description", "parent_id", "updated_at"])
      .orderBy("name")
      .orderBy("id")
      .execute();
  }

  private async extras(db: Db): Promise<GroupExtras> {
    const [countries, locations, accounts] = await Promise.all([
      db
        .selectFrom("region_group_countries as rc")
        .innerJoin("countries as c", "c.id", "rc.country_id")
        .select(["rc.group_id", "c.id", "c.code", "c.name"])
        .orderBy("c.name")
        .execute(),
      db
        .selectFrom("region_group_locations as rl")
        .innerJoin("company_locations as l", "l.id", "rl.location_id")
        .select(["rl.group_id", "l.id", "l.name"])
        .orderBy("l.name")
        .execute(),
      db
        .selectFrom("account_region_groups as ag")
        .innerJoin("accounts as a", "a.id", "ag.account_id")
        .select(["ag.group_id", "a.id", "a.email", "a.firstname", "a.lastname"])
        .orderBy("a.lastname")
        .execute(),
    ]);
    return { countries: groupBy(countries), locations: groupBy(locations), accounts: groupBy(accounts) };
  }
}

function groupBy<T extends { group_id: number }>(rows: T[]): Map<number, Omit<T, "group_id">[]> {
  const map = new Map<number, Omit<T, "group_id">[]>();
  for (const { group_id, ...rest } of rows) map.set(group_id, [...(map.get(group_id) ?? []), rest]);
  return map;
}

function parentOf(input: GroupInput): number | null | undefined {
  if (input.groupId !== undefined) return input.groupId;
  if (input.parentGroup !== undefined) return input.parentGroup?.id ?? null;
  return undefined;
}

function findNode(nodes: GroupNode[], id: number): GroupNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.childGroups, id);
    if (inner) return inner;
  }
  return undefined;
}
