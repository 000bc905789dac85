-- Translations (issue 18): the purge flag, purge-log codes, and the indexes of the paged list.
-- The keys and their texts per language are translations / translation_texts (0002); an empty
-- text is stored as no row, so "no translation in a language" is an anti-join on
-- translation_texts_key (translation_id, language_code).

-- Whether a translation changed since the last translations purge (spec part 2 section 4): a
-- save or an import sets it, a successful purge of the translations purge code clears it. One
-- row, so every server instance sees the same flag.
create table translation_purge_flag (
  id boolean primary key default true check (id),
  needs_purge boolean not null default false,
  changed_at timestamptz,
  purged_at timestamptz
);
insert into translation_purge_flag (id, needs_purge) values (true, false);

-- The CDN purge code each logged purge was for (target keeps the purge target's name).
alter table purge_log add column code text;

-- The list sorted by the latest change (orderBy updatedAt); orderBy code walks translations_code_key.
create index translations_updated_idx on translations (updated_at, id);
