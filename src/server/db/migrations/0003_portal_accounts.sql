-- The embedded customer-portal adapter keeps portal accounts here (DESIGN.md: adapters).
-- Staff accounts link to one by username; contacts get one through account creation.
create table portal_accounts (
  id bigint generated always as identity primary key,
  username text not null,
  password_hash text not null,
  contact_id bigint,
  location_id bigint,
  created_at timestamptz not null default now()
);
create unique index portal_accounts_username_key on portal_accounts (lower(username));
