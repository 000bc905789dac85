-- Core: accounts, sessions, login throttling, audit log, region groups, settings.
create extension if not exists pg_trgm;

create table accounts (
  id bigint generated always as identity primary key,
  firstname text,
  lastname text,
  email text not null,
  password_hash text not null,
  permissions text[] not null default '{}',
  language_permissions text[] not null default '{}',
  portal_username text,
  portal_password_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index accounts_email_key on accounts (lower(email));
create index accounts_name_idx on accounts (lastname, firstname);

-- Only a SHA-256 hash of the session id is stored: a leaked table does not yield live cookies.
create table sessions (
  id_hash bytea primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ip text,
  user_agent text
);
create index sessions_account_idx on sessions (account_id);
create index sessions_last_seen_idx on sessions (last_seen_at);

-- One row per evaluated failed login; counted over a sliding window per account and per address.
create table login_failures (
  id bigint generated always as identity primary key,
  account_key text not null,
  ip text not null,
  at timestamptz not null default now()
);
create index login_failures_account_idx on login_failures (account_key, at);
create index login_failures_ip_idx on login_failures (ip, at);

create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  account_id bigint,
  account_email text,
  operation text not null,
  method text not null,
  path text not null,
  record_type text,
  record_id text,
  status_code integer,
  before jsonb,
  after jsonb,
  ip text
);
create index audit_log_at_idx on audit_log (at desc);
create index audit_log_record_idx on audit_log (record_type, record_id);

create table region_groups (
  id bigint generated always as identity primary key,
  name text not null,
  description text,
  parent_id bigint references region_groups (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index region_groups_parent_idx on region_groups (parent_id);

create table account_region_groups (
  account_id bigint not null references accounts (id) on delete cascade,
  group_id bigint not null references region_groups (id) on delete cascade,
  primary key (account_id, group_id)
);
create index account_region_groups_group_idx on account_region_groups (group_id);

-- Key/value configuration read by the frontend config call (purge code, polo_url, map settings).
create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
