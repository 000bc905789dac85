-- The media library's answers are kept in each server's memory (issue 17: the tree of 2,000
-- folders within 30 ms, a folder with 1,000 media within 20 ms). The tree (listMediaFolders)
-- shows folders only and is kept under 'media_folders'; a folder's answer (getMediaFolder)
-- shows the folder, its child folders and its media, and is kept under 'media_folders' and
-- 'media'. Statement triggers bump them in the writing transaction on any write, whoever makes
-- it: the store's writes, cascades (a folder delete takes its subtree and media: referential
-- actions fire these triggers too), seeds, psql and downloads counting downloaded_times.
create trigger media_folders_cache_version after insert or update or delete or truncate on media_folders
  for each statement execute function bump_cache_version('media_folders');
create trigger media_cache_version after insert or update or delete or truncate on media
  for each statement execute function bump_cache_version('media');

insert into cache_version_shards (name, shard, version) values ('media_folders', nextval('cache_version_shard_numbers'), 1);
insert into cache_version_shards (name, shard, version) values ('media', nextval('cache_version_shard_numbers'), 1);
