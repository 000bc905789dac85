-- Contacts found by phone as staff type it (issue 16): the search text of 0002 held the phones
-- only as written ("+46 70-111 22 33"), so "0701112233" or "46701112233" found nobody. It now
-- also holds each phone's digits and its national form (0 and the digits after the country
-- code), as the catalog requests' search does (0016). A generated column's expression cannot
-- be altered in place: the column and its trigram index are made again (one rewrite).
create function contact_search_text(
  firstname text, lastname text, employer text, city text, zip_code text, telephone text, mobile_phone text
) returns text language sql immutable parallel safe as $$
  select lower(concat_ws(' ',
    coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(employer, '') || ' '
      || coalesce(city, '') || ' ' || coalesce(zip_code, '') || ' ' || coalesce(telephone, '') || ' '
      || coalesce(mobile_phone, ''),
    nullif(regexp_replace(telephone, '[^0-9]+', '', 'g'), ''),
    '0' || nullif(regexp_replace(substring(telephone from '^\s*\+\d{1,3}[\s(./-]+(.*)$'), '[^0-9]+', '', 'g'), ''),
    nullif(regexp_replace(mobile_phone, '[^0-9]+', '', 'g'), ''),
    '0' || nullif(regexp_replace(substring(mobile_phone from '^\s*\+\d{1,3}[\s(./-]+(.*)$'), '[^0-9]+', '', 'g'), '')
  ))
$$;

alter table contacts drop column search_text;
alter table contacts add column search_text text generated always as (
  contact_search_text(firstname, lastname, employer, city, zip_code, telephone, mobile_phone)
) stored;
create index contacts_search_trgm_idx on contacts using gin (search_text gin_trgm_ops);
