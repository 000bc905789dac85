-- The translations table's pages are kept in each server's memory (issue 18: a page of 100 keys
-- in 8 languages within 5 ms). A page shows keys (translations) and their texts
-- (translation_texts), so both bump 'translations' in the writing transaction on any write,
-- whoever makes it: a cell saved, an import (one statement per batch, so a statement trigger
-- costs little), seeds and psql.
create trigger translations_cache_version after insert or update or delete or truncate on translations
  for each statement execute function bump_cache_version('translations');
create trigger translation_texts_cache_version after insert or update or delete or truncate on translation_texts
  for each statement execute function bump_cache_version('translations');

insert into cache_version_shards (name, shard, version) values ('translations', nextval('cache_version_shard_numbers'), 1);
