-- The contacts table (listContacts, issue 16) sorted by every field of its sort enum on an index,
-- by number and by keyset (tests/plans). lastname has 0002's (lastname, firstname, id), createdAt
-- 0002's (created_at desc, id desc), id the primary key; firstname and employer get theirs here.
create index contacts_firstname_idx on contacts (firstname, id);
create index contacts_employer_idx on contacts (employer, id);

-- The email sort is by the primary address, which lives in contact_emails: no index of contacts
-- could hold it. So each contact keeps its primary address, written by a trigger from
-- contact_emails (whoever writes: the API, a seed, psql, the GDPR erase), and sorts on that.
alter table contacts add column primary_email text;

update contacts c set primary_email = e.value
  from contact_emails e where e.contact_id = c.id and e.kind = 'primary';

-- The primary address of these contacts as it is now (null when they have none), written where
-- it differs. Statement triggers call it once per statement with every contact whose primary
-- row it touched, so a seed's or an erase's thousands of rows cost one update, not one each.
create function contacts_primary_email_refresh(ids bigint[]) returns void language sql as $$
  update contacts c set primary_email = p.value
    from (select i.id, (select e.value from contact_emails e where e.contact_id = i.id and e.kind = 'primary') as value
          from unnest(ids) as i(id)) p
    where c.id = p.id and c.primary_email is distinct from p.value;
$$;

create function contact_emails_primary_inserted() returns trigger language plpgsql as $$
begin
  perform contacts_primary_email_refresh(array(select contact_id from new_rows where kind = 'primary'));
  return null;
end;
$$;

create function contact_emails_primary_deleted() returns trigger language plpgsql as $$
begin
  perform contacts_primary_email_refresh(array(select contact_id from old_rows where kind = 'primary'));
  return null;
end;
$$;

-- An update may move a primary row to another contact, or change its kind: both sides count.
create function contact_emails_primary_updated() returns trigger language plpgsql as $$
begin
  perform contacts_primary_email_refresh(array(
    select contact_id from old_rows where kind = 'primary' union select contact_id from new_rows where kind = 'primary'));
  return null;
end;
$$;

create trigger contact_emails_primary_inserted after insert on contact_emails
  referencing new table as new_rows for each statement execute function contact_emails_primary_inserted();
create trigger contact_emails_primary_deleted after delete on contact_emails
  referencing old table as old_rows for each statement execute function contact_emails_primary_deleted();
create trigger contact_emails_primary_updated after update on contact_emails
  referencing old table as old_rows new table as new_rows for each statement execute function contact_emails_primary_updated();

create index contacts_primary_email_idx on contacts (primary_email, id);

-- A contact has at most one customer-portal account (the embedded portal adapter): two account
-- creations for one contact racing cannot both land, and the contacts' usernames are read by it.
create unique index portal_accounts_contact_key on portal_accounts (contact_id) where contact_id is not null;

-- The table's pages are kept in each server's memory (listContacts with filter=page) while the
-- version 'contacts' (and 'countries', for the addresses' country names) is unchanged. A page
-- shows contacts, their e-mails and their portal usernames, so any write to those tables,
-- whatever makes it (the API, a seed, psql, the GDPR erase), bumps it in its transaction.
create trigger contacts_cache_version
  before insert or update or delete or truncate on contacts
  for each statement execute function bump_cache_version('contacts');
create trigger contacts_cache_version
  before insert or update or delete or truncate on contact_emails
  for each statement execute function bump_cache_version('contacts');
create trigger contacts_cache_version
  before insert or update or delete or truncate on portal_accounts
  for each statement execute function bump_cache_version('contacts');

insert into cache_version_shards (name, shard, version) values ('contacts', nextval('cache_version_shard_numbers'), 1);
