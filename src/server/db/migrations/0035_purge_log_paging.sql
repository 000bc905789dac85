-- The CDN purge log as a paged list (getPurgeLogPage, issue 18): an index for each sort and
-- filter it offers. createdAt uses purge_log_created_idx of 0002. Targets are the server's
-- fixed names and codes at most 12 digits, so both fit a btree entry as they are.
create index purge_log_target_idx on purge_log (target, id);
create index purge_log_code_idx on purge_log (code, id);
-- status: as a filter with each sort (the status leads, the sort follows), and as a sort.
create index purge_log_status_created_idx on purge_log (status, created_at, id);
create index purge_log_status_target_idx on purge_log (status, target, id);
create index purge_log_status_code_idx on purge_log (status, code, id);
create index purge_log_status_idx on purge_log (status, id);
-- search: a substring of the target's name or the code, any case (ILIKE uses trigram indexes).
create index purge_log_target_trgm_idx on purge_log using gin (target gin_trgm_ops);
create index purge_log_code_trgm_idx on purge_log using gin (code gin_trgm_ops);
