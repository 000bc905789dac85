-- GDPR erasures (issue 16): the record that a contact's personal data was erased, kept after
-- the data itself is gone. It names the contact only by its former id, who erased it and when,
-- and how many rows of each table were deleted or anonymised: never a name, an address or an
-- e-mail (eraseContactPersonalData writes it in the erase's own transaction).
create table gdpr_erasures (
  id bigint generated always as identity primary key,
  -- The erased contact's id (no foreign key: the contact row is deleted by the same erase).
  contact_id bigint not null,
  erased_at timestamptz not null default now(),
  -- The staff account that erased it (kept as a number if that account is deleted later).
  account_id bigint,
  -- Rows per table, e.g. {"contacts": 1, "catalogOrders": 3, "auditEntries": 7}.
  rows_erased jsonb not null default '{}' check (jsonb_typeof(rows_erased) = 'object')
);
-- A contact is erased once: a second erase of the same id finds no contact (404) anyway, and
-- two racing erases cannot both record one.
create unique index gdpr_erasures_contact_key on gdpr_erasures (contact_id);
create index gdpr_erasures_erased_at_idx on gdpr_erasures (erased_at desc, id desc);

-- A person's rows that carry only an address (no contact id) are found by it, in lower case, by
-- the export and the erase (gdprContacts/personal-records.ts): on an index each, so neither reads
-- a whole table of catalog requests, bookings or subscriptions. media_orders and media_downloads
-- have theirs (0002); newsletter_subscriptions' (newsletter_id, lower(email)) key does not serve
-- an address alone.
create index catalog_orders_email_lower_idx on catalog_orders (lower(email));
create index meeting_bookings_email_lower_idx on meeting_bookings (lower(email));
create index newsletter_subscriptions_email_lower_idx on newsletter_subscriptions (lower(email));

-- Mails and audit entries are the person's when their text names them anywhere: an address, a
-- phone number, the full name in a mail's body or in a before/after copy. Scanning for that read
-- the whole outbox and audit log (1.3 s for 200,000 rows of each on a two-core machine, growing
-- with the log); these trigram indexes find the few rows in under a millisecond. The text is one
-- immutable expression per table, the same in the index and in personal-records.ts (LIKE
-- '%needle%' per needle, OR-ed into a bitmap). The price: the index is about a quarter of its
-- table, and an insert into the outbox or the audit log (one per mail, one per audited write)
-- also writes its trigrams, some 15 µs.
create function outbox_person_text(to_address text, reply_to text, subject text, body text, html text)
returns text language sql immutable parallel safe as $$
  select lower(coalesce(to_address, '') || ' ' || coalesce(reply_to, '') || ' ' || coalesce(subject, '') || ' '
    || coalesce(body, '') || ' ' || coalesce(html, ''))
$$;
create index outbox_person_trgm_idx on outbox using gin (outbox_person_text(to_address, reply_to, subject, text, html) gin_trgm_ops);

create function audit_person_text(before jsonb, after jsonb) returns text language sql immutable parallel safe as $$
  select lower(coalesce(before::text, '') || ' ' || coalesce(after::text, ''))
$$;
create index audit_log_person_trgm_idx on audit_log using gin (audit_person_text(before, after) gin_trgm_ops);

-- The audit plugin writes a request's entry after the request's own transaction (plugins/audit.ts,
-- at onSend). A write of a contact that committed just before its erase can therefore log its
-- before/after copies just after the erase blanked the log. So the log itself refuses copies of
-- an erased contact: an entry about the contact (its record, its e-mails, its account) or about a
-- record of theirs (a catalog request's contactId, a registration's registeredTo) whose contact
-- was erased keeps who, when and what operation, but no copy. The erase's own entry
-- (contact.erasure: only row counts) is written as it is.
create function audit_log_forget_erased() returns trigger language plpgsql as $$
begin
  if (new.before is not null or new.after is not null)
    and new.record_type is distinct from 'contact.erasure'
    and exists (
      select 1 from gdpr_erasures g
      where g.contact_id in (
        select id::bigint from unnest(array[
          case when new.record_type like 'contact%' then new.record_id end,
          new.before->>'contactId', new.after->>'contactId',
          new.before->'registeredTo'->>'id', new.after->'registeredTo'->>'id']) as ids(id)
        where id ~ '^[0-9]{1,18}$'))
  then
    new.before := case when new.before is null then null else '{"erased": true}'::jsonb end;
    new.after := case when new.after is null then null else '{"erased": true}'::jsonb end;
  end if;
  return new;
end;
$$;
create trigger audit_log_forget_erased before insert on audit_log
  for each row execute function audit_log_forget_erased();
