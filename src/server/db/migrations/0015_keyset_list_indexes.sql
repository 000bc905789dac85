-- Keyset paging of the outbox (issue 14). A next page by recipient or subject starts with the
-- rows of the same text after the cursor's id: on 0008's expression indexes, (left(to_address,
-- 200), id), that range is an index scan that visits the heap for each row (an expression index
-- cannot answer left(to_address, 200) without to_address), so the planner walked the primary
-- key instead, filtering out the other recipients (5,871 rows read for a page of 101 on the plan
-- test's seed, one recipient's mails being spread over the whole table). The sorts' texts as
-- stored columns make the same ranges index-only scans. The first 200 characters, as before:
-- an index entry stays far below btree's limit whatever a subject's length.

alter table outbox
  add column to_key text not null generated always as (left(to_address, 200)) stored,
  add column subject_key text not null generated always as (left(subject, 200)) stored;

drop index outbox_to_address_idx;
drop index outbox_subject_idx;
drop index outbox_unsent_to_address_idx;
drop index outbox_unsent_subject_idx;

create index outbox_to_key_idx on outbox (to_key, id);
create index outbox_subject_key_idx on outbox (subject_key, id);
create index outbox_unsent_to_key_idx on outbox (to_key, id) where sent_at is null;
create index outbox_unsent_subject_key_idx on outbox (subject_key, id) where sent_at is null;
