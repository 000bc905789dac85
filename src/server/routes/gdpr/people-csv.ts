import type { FastifyReply } from "fastify";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { sendCsv, type CsvColumn } from "../csv-stream.ts";

/**
 * exportUsersCsv: the personal data of staff accounts (role=user) or of location managers
 * (role=manager) as a CSV download, streamed by csv-stream.ts (UTF-8 with a BOM, RFC 4180,
 * formula-safe cells). Passwords and portal password hashes are never selected.
 */

interface UserRow {
  id: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  permissions: string[];
  language_permissions: string[];
  groups: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

interface ManagerRow {
  id: number;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  locations: string | null;
}

// Lists inside one cell: a semicolon, as a spreadsheet user splits them.
const LIST_SEPARATOR = "; ";

const USER_COLUMNS: readonly CsvColumn<UserRow>[] = [
  { header: "id", value: (r) => r.id },
  { header: "firstname", value: (r) => r.firstname },
  { header: "lastname", value: (r) => r.lastname },
  { header: "email", value: (r) => r.email },
  { header: "permissions", value: (r) => r.permissions.join(LIST_SEPARATOR) },
  { header: "languagePermissions", value: (r) => r.language_permissions.join(LIST_SEPARATOR) },
  { header: "groups", value: (r) => r.groups },
  { header: "createdAt", value: (r) => new Date(r.created_at) },
  { header: "lastLoginAt", value: (r) => (r.last_login_at === null ? null : new Date(r.last_login_at)) },
];

const MANAGER_COLUMNS: readonly CsvColumn<ManagerRow>[] = [
  { header: "contactId", value: (r) => r.id },
  { header: "firstname", value: (r) => r.firstname },
  { header: "lastname", value: (r) => r.lastname },
  { header: "email", value: (r) => r.email },
  { header: "locations", value: (r) => r.locations },
];

/** Every staff account by id, with its region groups and its last successful login (from the audit log: sessions expire). */
function usersQuery(db: Kysely<DB>) {
  return db
    .selectFrom("accounts as a")
    .select([
      "a.id",
      "a.firstname",
      "a.lastname",
      "a.email",
      "a.permissions",
      "a.language_permissions",
      "a.created_at",
      (eb) =>
        eb
          .selectFrom("account_region_groups as ag")
          .innerJoin("region_groups as g", "g.id", "ag.group_id")
          .select(sql<string>`string_agg(g.name, ${LIST_SEPARATOR} order by g.name, g.id)`.as("groups"))
          .whereRef("ag.account_id", "=", "a.id")
          .as("groups"),
      (eb) =>
        eb
          .selectFrom("audit_log as l")
          .select(sql<Date>`max(l.at)`.as("last_login_at"))
          .where("l.record_type", "=", "session")
          .where(sql<boolean>`l.record_id = a.id::text`)
          .where(sql<boolean>`l.after->>'result' = 'ok'`)
          .as("last_login_at"),
    ])
    .orderBy("a.id")
    .$castTo<UserRow>();
}

/** Every contact that manages a location, by id, with the locations' names. */
function managersQuery(db: Kysely<DB>) {
  return db
    .selectFrom("contacts as c")
    .select([
      "c.id",
      "c.firstname",
      "c.lastname",
      "c.primary_email as email",
      (eb) =>
        eb
          .selectFrom("location_managers as m")
          .innerJoin("company_locations as l", "l.id", "m.location_id")
          .select(sql<string>`string_agg(l.name, ${LIST_SEPARATOR} order by l.name, l.id)`.as("locations"))
          .whereRef("m.contact_id", "=", "c.id")
          .as("locations"),
    ])
    .where((eb) => eb.exists(eb.selectFrom("location_managers as m").select("m.contact_id").whereRef("m.contact_id", "=", "c.id")))
    .orderBy("c.id")
    .$castTo<ManagerRow>();
}

export function sendPeopleCsv(reply: FastifyReply, db: Kysely<DB>, role: "user" | "manager"): Promise<FastifyReply> {
  return role === "user"
    ? sendCsv(reply, { db, query: usersQuery(db), columns: USER_COLUMNS, filename: "users.csv" })
    : sendCsv(reply, { db, query: managersQuery(db), columns: MANAGER_COLUMNS, filename: "managers.csv" });
}
