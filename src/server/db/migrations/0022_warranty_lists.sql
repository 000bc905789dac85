-- Warranty registrations' paged table (issue 16): every sort the contract offers reads an index
-- in order and the search reads one column of the registration itself (DESIGN.md section 3;
-- tests/plans). createdDate has warranty_registrations_created_idx (0002). The bed-id check
-- reads warranty_registrations_bed_id_key (0002, lower(bed_id)).

-- bedId: text in the default collation, nulls last ascending as keyset.ts expects.
create index warranty_registrations_bed_id_sort_idx on warranty_registrations (bed_id, id);

-- purchasedYear: the year, then the month within it (a year's beds in purchase order).
create index warranty_registrations_purchased_idx on warranty_registrations (purchased_year, purchased_month, id);

-- A contact's registrations, newest first (the contact's list in the dialog, GDPR export).
create index warranty_registrations_contact_created_idx on warranty_registrations (contact_id, created_date desc, id desc);
drop index warranty_registrations_contact_idx;

-- The search: the bed id, the model's name, the contact's names and e-mail addresses, lower
-- case, kept on the registration by the triggers below. Reading them through joins let the
-- planner hash whole contact and e-mail tables for a page of 100; one column of the row itself
-- is filtered while the sort index is walked (or found by the trigram index when rare). When a
-- contact is erased (contact_id set null, e-mails deleted) the column loses their data too.
alter table warranty_registrations add column search_text text not null default '';

create function warranty_search_text(p_bed_id text, p_model_id bigint, p_contact_id bigint) returns text
language sql stable as $$
  select lower(concat_ws(' ',
    p_bed_id,
    (select m.name from bed_models m where m.id = p_model_id),
    (select concat_ws(' ', c.firstname, c.lastname) from contacts c where c.id = p_contact_id),
    (select string_agg(e.value, ' ' order by e.id) from contact_emails e where e.contact_id = p_contact_id)))
$$;

update warranty_registrations set search_text = warranty_search_text(bed_id, bed_model_id, contact_id);

create function warranty_search_on_write() returns trigger language plpgsql as $$
begin
  new.search_text := warranty_search_text(new.bed_id, new.bed_model_id, new.contact_id);
  return new;
end $$;
create trigger warranty_search_on_write before insert or update of bed_id, bed_model_id, contact_id on warranty_registrations
  for each row execute function warranty_search_on_write();

-- Statement triggers with transition tables: a bulk load of e-mails or contacts costs one
-- update of the registrations, not one per row.

create function warranty_search_after_emails_insert() returns trigger language plpgsql as $$
begin
  update warranty_registrations w set search_text = warranty_search_text(w.bed_id, w.bed_model_id, w.contact_id)
  where w.contact_id in (select n.contact_id from changed_new n);
  return null;
end $$;
create function warranty_search_after_emails_update() returns trigger language plpgsql as $$
begin
  update warranty_registrations w set search_text = warranty_search_text(w.bed_id, w.bed_model_id, w.contact_id)
  where w.contact_id in (select n.contact_id from changed_new n union select o.contact_id from changed_old o);
  return null;
end $$;
create function warranty_search_after_emails_delete() returns trigger language plpgsql as $$
begin
  update warranty_registrations w set search_text = warranty_search_text(w.bed_id, w.bed_model_id, w.contact_id)
  where w.contact_id in (select o.contact_id from changed_old o);
  return null;
end $$;
create trigger warranty_search_on_emails_insert after insert on contact_emails
  referencing new table as changed_new for each statement execute function warranty_search_after_emails_insert();
create trigger warranty_search_on_emails_update after update on contact_emails
  referencing old table as changed_old new table as changed_new for each statement execute function warranty_search_after_emails_update();
create trigger warranty_search_on_emails_delete after delete on contact_emails
  referencing old table as changed_old for each statement execute function warranty_search_after_emails_delete();

create function warranty_search_after_contacts_update() returns trigger language plpgsql as $$
begin
  update warranty_registrations w set search_text = warranty_search_text(w.bed_id, w.bed_model_id, w.contact_id)
  where w.contact_id in (
    select n.id from changed_new n join changed_old o on o.id = n.id
    where n.firstname is distinct from o.firstname or n.lastname is distinct from o.lastname);
  return null;
end $$;
create trigger warranty_search_on_contacts_update after update on contacts
  referencing old table as changed_old new table as changed_new for each statement execute function warranty_search_after_contacts_update();

create function warranty_search_after_model_rename() returns trigger language plpgsql as $$
begin
  update warranty_registrations w set search_text = warranty_search_text(w.bed_id, w.bed_model_id, w.contact_id)
  where w.bed_model_id = new.id;
  return null;
end $$;
create trigger warranty_search_on_model_rename after update of name on bed_models
  for each row when (old.name is distinct from new.name) execute function warranty_search_after_model_rename();

create index warranty_registrations_search_trgm_idx on warranty_registrations using gin (search_text gin_trgm_ops);
