-- The mail outbox table (getOutboxPage): an index for each sort and filter it offers.
-- createdAt uses outbox_created_idx of 0002 (and outbox_unsent_idx with state unsent).

-- Addresses and subjects are not bounded, and a btree entry must stay under ~2.7 kB, so the
-- sorts go by their first 200 characters (then id): a long subject can never refuse a mail.
create index outbox_to_address_idx on outbox (left(to_address, 200), id);
create index outbox_subject_idx on outbox (left(subject, 200), id);
-- state sent, newest first (unsent has its partial index in 0002).
create index outbox_sent_idx on outbox (created_at, id) where sent_at is not null;
-- search: a substring of the address or the subject, any case (ILIKE uses trigram indexes).
create index outbox_to_address_trgm_idx on outbox using gin (to_address gin_trgm_ops);
create index outbox_subject_trgm_idx on outbox using gin (subject gin_trgm_ops);
