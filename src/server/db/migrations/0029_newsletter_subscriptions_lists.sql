-- Newsletter subscriptions (listNewsletterSubscriptionsPage, exportNewsletterSubscriptionsCsv,
-- issue 17) at a million rows: the newsletter's code kept on each subscription (the sort and the
-- filter by code on one index each), per-newsletter counts kept by statement triggers (the
-- filter options and the exact total without a search read a few rows, never the table), and
-- the CSV record kept as catalog requests and meeting bookings keep theirs (0010, 0028).

alter table newsletter_subscriptions add column newsletter_code text, add column csv_line text;

-- The code and the record, from the row as it will be stored (newsletter_id is not null, so
-- there is always a newsletter). Columns of the export: id, newsletterCode, email, createdAt
-- (Europe/Stockholm to the second).
create function newsletter_subscription_keys() returns trigger language plpgsql as $$
begin
  select n.code into new.newsletter_code from newsletters n where n.id = new.newsletter_id;
  new.csv_line := new.id::text
    || ',' || csv_cell(new.newsletter_code)
    || ',' || csv_cell(new.email)
    || ',' || csv_local_time(new.created_at)
    || E'\r\n';
  return new;
end;
$$;

create trigger newsletter_subscriptions_keys before insert or update on newsletter_subscriptions
  for each row execute function newsletter_subscription_keys();

-- A newsletter's code changed rewrites its subscriptions' code and record.
create function newsletter_subscriptions_follow_newsletter() returns trigger language plpgsql as $$
begin
  update newsletter_subscriptions set newsletter_code = null where newsletter_id = new.id;
  return null;
end;
$$;

create trigger newsletter_subscriptions_keys after update of code on newsletters
  for each row when (old.code is distinct from new.code) execute function newsletter_subscriptions_follow_newsletter();

update newsletter_subscriptions set newsletter_code = null;
alter table newsletter_subscriptions alter column newsletter_code set not null, alter column csv_line set not null;

-- Sorts (each ending with the id) alone and after the code filter: createdAt has 0002's
-- (created_at desc, id desc); the code filter replaces 0002's filter by newsletter id.
drop index newsletter_subscriptions_newsletter_idx;
create index newsletter_subscriptions_code_created_idx on newsletter_subscriptions (newsletter_code, created_at desc, id desc);
create index newsletter_subscriptions_email_idx on newsletter_subscriptions (email, id);
create index newsletter_subscriptions_code_email_idx on newsletter_subscriptions (newsletter_code, email, id);
create index newsletter_subscriptions_code_idx on newsletter_subscriptions (newsletter_code, id);

-- Subscriptions per newsletter, kept in the writing transaction like meeting_booking_counts
-- (0013). Rows that fall to zero stay (readers skip them).
create table newsletter_subscription_counts (
  newsletter_id bigint primary key references newsletters (id) on delete cascade,
  n bigint not null
);

create function newsletter_subscription_counts_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from newsletter_subscription_counts;
  elsif tg_op = 'INSERT' then
    insert into newsletter_subscription_counts (newsletter_id, n)
    select newsletter_id, count(*) from changed_new group by 1 order by 1
    on conflict (newsletter_id) do update set n = newsletter_subscription_counts.n + excluded.n;
  elsif tg_op = 'DELETE' then
    -- A newsletter deleted with its subscriptions (cascade) has no row to update any more.
    insert into newsletter_subscription_counts (newsletter_id, n)
    select c.newsletter_id, -count(*) from changed_old c
    where exists (select 1 from newsletters n where n.id = c.newsletter_id)
    group by 1 order by 1
    on conflict (newsletter_id) do update set n = newsletter_subscription_counts.n + excluded.n;
  else
    insert into newsletter_subscription_counts (newsletter_id, n)
    select newsletter_id, sum(delta) from (
      select newsletter_id, 1 as delta from changed_new
      union all
      select newsletter_id, -1 from changed_old
    ) as changes
    group by 1 having sum(delta) <> 0 order by 1
    on conflict (newsletter_id) do update set n = newsletter_subscription_counts.n + excluded.n;
  end if;
  return null;
end;
$$;

create trigger newsletter_subscription_counts_on_insert after insert on newsletter_subscriptions
  referencing new table as changed_new for each statement execute function newsletter_subscription_counts_follow();
create trigger newsletter_subscription_counts_on_update after update on newsletter_subscriptions
  referencing old table as changed_old new table as changed_new for each statement execute function newsletter_subscription_counts_follow();
create trigger newsletter_subscription_counts_on_delete after delete on newsletter_subscriptions
  referencing old table as changed_old for each statement execute function newsletter_subscription_counts_follow();
create trigger newsletter_subscription_counts_on_truncate after truncate on newsletter_subscriptions
  for each statement execute function newsletter_subscription_counts_follow();

insert into newsletter_subscription_counts (newsletter_id, n)
select newsletter_id, count(*) from newsletter_subscriptions group by 1;
