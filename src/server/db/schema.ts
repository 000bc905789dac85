import type { ColumnType, Generated } from "kysely";

/**
 * Kysely table types. Columns with defaults are Generated; timestamps come back as Date.
 * Tables of later issues are added here as their routes are built.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface AccountsTable {
  id: Id;
  firstname: string | null;
  lastname: string | null;
  email: string;
  password_hash: string;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  language_permissions: ColumnType<string[], string[] | undefined, string[]>;
  portal_username: string | null;
  portal_password_hash: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id_hash: Buffer;
  account_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Id;
  account_key: string;
  ip: string;
  at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  at: Timestamp;
  account_id: number | null;
  account_email: string | null;
  operation: string;
  method: string;
  path: string;
  record_type: string | null;
  record_id: string | null;
  status_code: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface RegionGroupsTable {
  id: Id;
  name: string;
  description: string | null;
  parent_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountRegionGroupsTable {
  account_id: number;
  group_id: number;
}

export interface RegionGroupCountriesTable {
  group_id: number;
  country_id: number;
}

export interface RegionGroupLocationsTable {
  group_id: number;
  location_id: number;
}

export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
  region_groups: RegionGroupsTable;
  account_region_groups: AccountRegionGroupsTable;
  region_group_countries: RegionGroupCountriesTable;
  region_group_locations: RegionGroupLocationsTable;
  settings: SettingsTable;
  schema_migrations: SchemaMigrationsTable;
}
