-- Domain: countries, regions, zip codes, company locations, catalog requests, media, meetings,
-- newsletter, partner orders, warranty, contacts, CMS, and the adapters' default tables.

-- Geography ----------------------------------------------------------------------------------

create table countries (
  id bigint generated always as identity primary key,
  code char(2) not null check (code ~ '^[A-Z]{2}$'),
  name text not null,
  name_sv text,
  is_key_market boolean not null default false,
  have_specific_sales_regions boolean not null default false,
  catalog_fallback_email text,
  handlers_are_temporary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index countries_code_key on countries (code);
create index countries_name_idx on countries (name);

create table regions (
  id bigint generated always as identity primary key,
  country_id bigint not null references countries (id) on delete cascade,
  parent_id bigint references regions (id) on delete cascade,
  level smallint not null check (level between 1 and 3),
  name text not null,
  code text,
  working_area boolean not null default false,
  min_lat double precision,
  max_lat double precision,
  min_lng double precision,
  max_lng double precision,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index regions_code_key on regions (country_id, level, code) where code is not null;
create index regions_parent_idx on regions (parent_id, name);
create index regions_country_level_idx on regions (country_id, level, name);
create index regions_name_trgm_idx on regions using gin (lower(name) gin_trgm_ops);

create table zip_codes (
  id bigint generated always as identity primary key,
  country_id bigint not null references countries (id) on delete cascade,
  zip_code text not null,
  locality text,
  suburb text,
  latitude double precision,
  longitude double precision,
  timezone text,
  utc text,
  -- Extra map points as 'lat,lng' strings; markers fall back to latitude/longitude.
  coordinates text[] not null default '{}',
  region1_id bigint references regions (id) on delete set null,
  region2_id bigint references regions (id) on delete set null,
  region3_id bigint references regions (id) on delete set null,
  working_area boolean not null default false,
  handlers_are_temporary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index zip_codes_country_zip_key on zip_codes (country_id, zip_code);
-- text_pattern_ops: region search matches zip codes by prefix (LIKE '123%') whatever the collation.
create index zip_codes_prefix_idx on zip_codes (country_id, zip_code text_pattern_ops);
create index zip_codes_region1_idx on zip_codes (region1_id);
create index zip_codes_region2_idx on zip_codes (region2_id);
create index zip_codes_region3_idx on zip_codes (region3_id);
create index zip_codes_locality_trgm_idx on zip_codes using gin (lower(locality) gin_trgm_ops);

-- PostGIS is not available: shapes are kept as WKT and pre-filtered by their bounding box.
create table geographic_areas (
  id bigint generated always as identity primary key,
  name text not null,
  wkt_shape text not null,
  min_lat double precision,
  max_lat double precision,
  min_lng double precision,
  max_lng double precision,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index geographic_areas_name_idx on geographic_areas (name, id);
create index geographic_areas_bounds_idx on geographic_areas (min_lat, max_lat, min_lng, max_lng);

-- CMS: a site per language; each site has its own content tree, pages and blocks ------------

create table sites (
  id bigint generated always as identity primary key,
  name text not null,
  language_code text not null check (language_code ~ '^[a-z]{2}(_[A-Z]{2})?$'),
  slug text not null,
  -- A new site is inactive until staff switch it on (it goes live then).
  is_active boolean not null default false,
  properties jsonb not null default '{}' check (jsonb_typeof(properties) = 'object'),
  frontpage_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index sites_slug_key on sites (lower(slug));
create index sites_language_idx on sites (language_code, id);

create table pages (
  id bigint generated always as identity primary key,
  site_id bigint not null references sites (id) on delete cascade,
  title text not null,
  slug text,
  seo jsonb not null default '{}' check (jsonb_typeof(seo) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pages_site_idx on pages (site_id, id);
alter table sites add foreign key (frontpage_id) references pages (id) on delete set null;

-- A content item is a node of its site's tree and links to the page shown there.
create table content_items (
  id bigint generated always as identity primary key,
  site_id bigint not null references sites (id) on delete cascade,
  parent_id bigint references content_items (id) on delete cascade,
  page_id bigint references pages (id) on delete set null,
  label text not null,
  slug text not null,
  language text,
  sort_order integer not null default 0,
  exclude_from_navigation boolean not null default false,
  exclude_from_search boolean not null default false,
  created_date timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index content_items_tree_idx on content_items (site_id, parent_id, sort_order, id);
create index content_items_parent_idx on content_items (parent_id);
create index content_items_page_idx on content_items (page_id);
create unique index content_items_sibling_slug_key on content_items (site_id, coalesce(parent_id, 0), slug);

-- The navigation tree is the content items seen as nodes; one table keeps the two in step.
create view cms_tree_nodes as
  select id, site_id, parent_id, label, slug, page_id, sort_order, exclude_from_navigation, exclude_from_search,
    id as content_item_id
  from content_items;

-- A block belongs to one site; the blocks sharing a block_id across sites are its versions.
create table blocks (
  id bigint generated always as identity primary key,
  site_id bigint not null references sites (id) on delete cascade,
  page_id bigint references pages (id) on delete cascade,
  class text not null check (class in (
    'bed', 'bed_configurator', 'bed_viewer', 'choose_bed', 'custom_template', 'image_list',
    'informative_image', 'interactive_guide', 'order_catalog', 'photo_grid', 'product_grid',
    'slideshow', 'split_block', 'text_header', 'text_story', 'video', 'video_list', 'campaign',
    'book_meeting', 'popup', 'quote')),
  block_id text not null,
  sort_order integer not null default 0,
  image text,
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object'),
  design jsonb not null default '{}' check (jsonb_typeof(design) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index blocks_version_key on blocks (block_id, site_id);
create index blocks_page_idx on blocks (page_id, sort_order, id);
create index blocks_site_idx on blocks (site_id);

create table translations (
  id bigint generated always as identity primary key,
  code text not null,
  -- Used on partner pages (the export's partner-pages filter).
  is_partner_page boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index translations_code_key on translations (code);
create index translations_code_trgm_idx on translations using gin (lower(code) gin_trgm_ops);

create table translation_texts (
  id bigint generated always as identity primary key,
  translation_id bigint not null references translations (id) on delete cascade,
  language_code text not null check (language_code ~ '^[a-z]{2}(_[A-Z]{2})?$'),
  text text not null,
  updated_at timestamptz not null default now()
);
create unique index translation_texts_key on translation_texts (translation_id, language_code);
create index translation_texts_language_idx on translation_texts (language_code, translation_id);
create index translation_texts_text_trgm_idx on translation_texts using gin (lower(text) gin_trgm_ops);

-- Partner pages and company locations ---------------------------------------------------------

create table partner_pages (
  id bigint generated always as identity primary key,
  hostname text not null,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index partner_pages_hostname_key on partner_pages (lower(hostname));
create index partner_pages_name_idx on partner_pages (name, id);
create index partner_pages_name_trgm_idx on partner_pages using gin (lower(name) gin_trgm_ops);

create table partner_page_versions (
  id bigint generated always as identity primary key,
  partner_page_id bigint not null references partner_pages (id) on delete cascade,
  site_id bigint not null references sites (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index partner_page_versions_key on partner_page_versions (partner_page_id, site_id);
create index partner_page_versions_site_idx on partner_page_versions (site_id);

create table company_locations (
  id bigint generated always as identity primary key,
  name text not null,
  -- null means no type.
  location_type text check (location_type in ('shop_in_shop', 'vividus_store')),
  phone text,
  email text,
  website text,
  street text,
  zip_code text,
  city text,
  city2 text,
  country_id bigint references countries (id) on delete restrict,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  full_slug text,
  geographic_area_id bigint references geographic_areas (id) on delete set null,
  weekly_opening_hours jsonb not null
    default '{"monday":[],"tuesday":[],"wednesday":[],"thursday":[],"friday":[],"saturday":[],"sunday":[]}'
    check (jsonb_typeof(weekly_opening_hours) = 'object'),
  opening_hours_info_text text,
  opening_hours_source text check (opening_hours_source in ('manual', 'timeSchema', 'external')),
  is_vividus_retailer boolean not null default false,
  show_opening_hours boolean not null default true,
  active boolean not null default true,
  should_retrieve_catalog_requests boolean not null default true,
  instagram_url text,
  customer_number text,
  partner_page_id bigint references partner_pages (id) on delete set null,
  search_text text generated always as (
    lower(coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(zip_code, '') || ' '
      || coalesce(street, '') || ' ' || coalesce(email, '') || ' ' || coalesce(customer_number, ''))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index company_locations_name_idx on company_locations (name, id);
create index company_locations_active_name_idx on company_locations (active, name, id);
create index company_locations_country_idx on company_locations (country_id, active, name, id);
create index company_locations_search_trgm_idx on company_locations using gin (search_text gin_trgm_ops);
create index company_locations_coordinates_idx on company_locations (latitude, longitude) where latitude is not null;
create index company_locations_partner_page_idx on company_locations (partner_page_id);
create index company_locations_area_idx on company_locations (geographic_area_id);
create index company_locations_customer_number_idx on company_locations (customer_number);

-- A location has at most one partner page; the page's location list is derived from that link
-- rather than kept a second time.
create view partner_page_locations as
  select partner_page_id, id as location_id
  from company_locations
  where partner_page_id is not null;

create table location_time_schemas (
  id bigint generated always as identity primary key,
  location_id bigint not null references company_locations (id) on delete cascade,
  name text not null check (name <> ''),
  active boolean not null default false,
  opening_hours jsonb not null
    default '{"monday":[],"tuesday":[],"wednesday":[],"thursday":[],"friday":[],"saturday":[],"sunday":[]}'
    check (jsonb_typeof(opening_hours) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index location_time_schemas_location_idx on location_time_schemas (location_id, id);
-- Only one schema of a location can be active.
create unique index location_time_schemas_active_key on location_time_schemas (location_id) where active;

-- opening and closing both null: closed that day.
create table location_opening_hour_deviations (
  id bigint generated always as identity primary key,
  location_id bigint not null references company_locations (id) on delete cascade,
  date date not null,
  opening text check (opening ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closing text check (closing ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  created_at timestamptz not null default now()
);
create index location_opening_hour_deviations_idx on location_opening_hour_deviations (location_id, date);

-- Handlers: locations that catalog requests of an area are routed to.
create table country_handlers (
  country_id bigint not null references countries (id) on delete cascade,
  location_id bigint not null references company_locations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (country_id, location_id)
);
create index country_handlers_location_idx on country_handlers (location_id);

create table region_handlers (
  region_id bigint not null references regions (id) on delete cascade,
  location_id bigint not null references company_locations (id) on delete cascade,
  area_type text not null default 'contractArea' check (area_type in ('contractArea', 'workingArea')),
  created_at timestamptz not null default now(),
  primary key (region_id, location_id)
);
create index region_handlers_location_idx on region_handlers (location_id);

create table zip_code_handlers (
  zip_code_id bigint not null references zip_codes (id) on delete cascade,
  location_id bigint not null references company_locations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (zip_code_id, location_id)
);
create index zip_code_handlers_location_idx on zip_code_handlers (location_id);

create table region_group_countries (
  group_id bigint not null references region_groups (id) on delete cascade,
  country_id bigint not null references countries (id) on delete cascade,
  primary key (group_id, country_id)
);
create index region_group_countries_country_idx on region_group_countries (country_id);

create table region_group_locations (
  group_id bigint not null references region_groups (id) on delete cascade,
  location_id bigint not null references company_locations (id) on delete cascade,
  primary key (group_id, location_id)
);
create index region_group_locations_location_idx on region_group_locations (location_id);

-- Contacts -----------------------------------------------------------------------------------

create table contacts (
  id bigint generated always as identity primary key,
  firstname text,
  lastname text,
  employer text,
  street text,
  zip_code text,
  city text,
  city2 text,
  country_id bigint references countries (id) on delete set null,
  telephone text,
  mobile_phone text,
  search_text text generated always as (
    lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(employer, '') || ' '
      || coalesce(city, '') || ' ' || coalesce(zip_code, '') || ' ' || coalesce(telephone, '') || ' '
      || coalesce(mobile_phone, ''))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contacts_name_idx on contacts (lastname, firstname, id);
create index contacts_search_trgm_idx on contacts using gin (search_text gin_trgm_ops);
create index contacts_created_idx on contacts (created_at desc, id desc);

create table contact_emails (
  id bigint generated always as identity primary key,
  contact_id bigint not null references contacts (id) on delete cascade,
  value text not null check (value <> ''),
  kind text not null check (kind in ('primary', 'alternative', 'pending')),
  created_at timestamptz not null default now()
);
create index contact_emails_contact_idx on contact_emails (contact_id, kind);
create unique index contact_emails_primary_key on contact_emails (contact_id) where kind = 'primary';
-- A confirmed address belongs to one contact; a pending one may still be claimed elsewhere.
create unique index contact_emails_value_key on contact_emails (lower(value)) where kind <> 'pending';
create index contact_emails_value_idx on contact_emails (lower(value));
create index contact_emails_value_trgm_idx on contact_emails using gin (lower(value) gin_trgm_ops);

-- Managers of a location are contacts (the API names them by contact id).
create table location_managers (
  location_id bigint not null references company_locations (id) on delete cascade,
  contact_id bigint not null references contacts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (location_id, contact_id)
);
create index location_managers_contact_idx on location_managers (contact_id);

-- Catalog requests ---------------------------------------------------------------------------

create table catalog_order_statuses (
  id bigint generated always as identity primary key,
  code text not null check (code in ('new', 'pending', 'failed', 'delivered', 'booked')),
  name text not null,
  sort_order integer not null
);
create unique index catalog_order_statuses_code_key on catalog_order_statuses (code);
insert into catalog_order_statuses (code, name, sort_order) values
  ('new', 'New', 1),
  ('pending', 'Pending', 2),
  ('failed', 'Unmatched/Retry', 3),
  ('delivered', 'Delivered', 4),
  ('booked', 'Booked', 5);

create table catalog_orders (
  id bigint generated always as identity primary key,
  firstname text,
  lastname text,
  email text,
  phone text,
  street text,
  apartment_number text,
  region text,
  city text,
  zip_code text,
  -- ISO code as the customer sent it; not a foreign key so unknown countries still arrive.
  country text check (country ~ '^[A-Z]{2}$'),
  offers text[] not null default '{}',
  status_id bigint not null references catalog_order_statuses (id),
  contact_id bigint references contacts (id) on delete set null,
  location_notified_at timestamptz,
  location_notified_to_email text,
  location_notified_by_match_type text
    check (location_notified_by_match_type in ('zipCode', 'region1', 'region2', 'region3', 'country', 'fallback', 'manual')),
  notified_location_id bigint references company_locations (id) on delete set null,
  error_message text,
  search_text text generated always as (
    lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(email, '') || ' '
      || coalesce(city, '') || ' ' || coalesce(zip_code, ''))
  ) stored,
  created_date timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index catalog_orders_created_idx on catalog_orders (created_date desc, id desc);
create index catalog_orders_status_idx on catalog_orders (status_id, created_date desc, id desc);
create index catalog_orders_country_idx on catalog_orders (country, created_date desc, id desc);
create index catalog_orders_notified_email_idx on catalog_orders (location_notified_to_email, created_date desc, id desc);
create index catalog_orders_contact_idx on catalog_orders (contact_id, created_date desc) where contact_id is not null;
create index catalog_orders_location_idx on catalog_orders (notified_location_id) where notified_location_id is not null;
create index catalog_orders_search_trgm_idx on catalog_orders using gin (search_text gin_trgm_ops);

-- Media --------------------------------------------------------------------------------------

create table media_folders (
  id bigint generated always as identity primary key,
  parent_id bigint references media_folders (id) on delete cascade,
  name text not null,
  slug text,
  description text,
  media_sort_method text not null default 'published_date'
    check (media_sort_method in ('custom', 'alphabetical', 'published_date')),
  sort_order integer not null default 0,
  is_root_folder boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_folders_parent_idx on media_folders (parent_id, sort_order, id);

create table media (
  id bigint generated always as identity primary key,
  folder_id bigint not null references media_folders (id) on delete cascade,
  name text not null,
  description text,
  slug text,
  published_date timestamptz,
  thumbnail text,
  thumbnail_original_filename text,
  low_res text,
  low_res_original_filename text,
  high_res text,
  high_res_original_filename text,
  sort_order integer not null default 0,
  source text,
  downloaded_times integer not null default 0 check (downloaded_times >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_folder_sort_idx on media (folder_id, sort_order, id);
create index media_folder_published_idx on media (folder_id, published_date desc nulls last, id);
create index media_folder_name_idx on media (folder_id, name, id);

create table media_orders (
  id bigint generated always as identity primary key,
  -- Who ordered.
  name text not null,
  email text,
  company text,
  status text not null default 'new' check (status in ('new', 'sent', 'downloaded', 'expired')),
  order_date timestamptz not null default now(),
  total_downloads integer not null default 0 check (total_downloads >= 0),
  location_id bigint references company_locations (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_orders_order_date_idx on media_orders (order_date desc, id desc);
create index media_orders_total_downloads_idx on media_orders (total_downloads desc, id desc);
create index media_orders_email_idx on media_orders (lower(email), order_date desc);

create table media_downloads (
  id bigint generated always as identity primary key,
  media_id bigint not null references media (id) on delete cascade,
  media_order_id bigint references media_orders (id) on delete set null,
  variant text not null default 'highRes' check (variant in ('thumbnail', 'lowRes', 'highRes')),
  downloaded_by_name text,
  downloaded_by_email text,
  downloaded_at timestamptz not null default now()
);
create index media_downloads_media_idx on media_downloads (media_id);
create index media_downloads_order_idx on media_downloads (media_order_id);
create index media_downloads_person_idx on media_downloads (lower(downloaded_by_email));

create table videos (
  id bigint generated always as identity primary key,
  header text,
  preamble text,
  quote text,
  quoter text,
  block_id text,
  is_available_for_partner_pages boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index videos_header_idx on videos (header, id);

create table video_versions (
  id bigint generated always as identity primary key,
  video_id bigint not null references videos (id) on delete cascade,
  site_id bigint not null references sites (id) on delete cascade,
  header text,
  preamble text,
  quote text,
  quoter text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index video_versions_key on video_versions (video_id, site_id);
create index video_versions_site_idx on video_versions (site_id);

create table video_partner_pages (
  video_id bigint not null references videos (id) on delete cascade,
  partner_page_id bigint not null references partner_pages (id) on delete cascade,
  primary key (video_id, partner_page_id)
);
create index video_partner_pages_page_idx on video_partner_pages (partner_page_id);

-- Meetings and newsletter --------------------------------------------------------------------

create table meeting_bookings (
  id bigint generated always as identity primary key,
  firstname text,
  lastname text,
  email text,
  telephone text,
  location_id bigint references company_locations (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'done', 'canceled')),
  message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index meeting_bookings_created_idx on meeting_bookings (created_at desc, id desc);
create index meeting_bookings_status_idx on meeting_bookings (status, created_at desc, id desc);
create index meeting_bookings_location_idx on meeting_bookings (location_id, created_at desc, id desc);

create table newsletters (
  id bigint generated always as identity primary key,
  code text not null,
  label text not null,
  created_at timestamptz not null default now()
);
create unique index newsletters_code_key on newsletters (code);

create table newsletter_subscriptions (
  id bigint generated always as identity primary key,
  newsletter_id bigint not null references newsletters (id) on delete cascade,
  email text not null,
  partner_page_id bigint references partner_pages (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index newsletter_subscriptions_key on newsletter_subscriptions (newsletter_id, lower(email));
create index newsletter_subscriptions_created_idx on newsletter_subscriptions (created_at desc, id desc);
create index newsletter_subscriptions_newsletter_idx on newsletter_subscriptions (newsletter_id, created_at desc, id desc);
create index newsletter_subscriptions_partner_page_idx on newsletter_subscriptions (partner_page_id) where partner_page_id is not null;
create index newsletter_subscriptions_email_trgm_idx on newsletter_subscriptions using gin (lower(email) gin_trgm_ops);

-- Partner orders -----------------------------------------------------------------------------

create table quotes (
  id bigint generated always as identity primary key,
  status text not null default 'new' check (status in ('new', 'waiting', 'ordered')),
  customer_name1 text,
  customer_country text check (customer_country ~ '^[A-Z]{2}$'),
  location_id bigint references company_locations (id) on delete set null,
  -- The rest of the quote: reference, customer address, delivery date, currency, lines.
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  created_time timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Deleted quotes are kept (orders refer to them) but leave every list.
  deleted_at timestamptz
);
create index quotes_status_idx on quotes (status, created_time desc, id desc) where deleted_at is null;
create index quotes_status_country_idx on quotes (status, customer_country, created_time desc) where deleted_at is null;
create index quotes_customer_trgm_idx on quotes using gin (lower(customer_name1) gin_trgm_ops);

create table order_form_properties (
  id bigint generated always as identity primary key,
  code text not null,
  display_name text not null,
  data_type text not null check (data_type in ('measurement', 'choice')),
  -- Choices as [{code, displayName}] (choice type).
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  unit text,
  min_value double precision,
  max_value double precision,
  default_value text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index order_form_properties_code_key on order_form_properties (code);

-- 'default' names the properties' own definitions in the API, so no template may take that code.
create table order_form_templates (
  id bigint generated always as identity primary key,
  code text not null check (code <> 'default'),
  display_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index order_form_templates_code_key on order_form_templates (code);

-- A row is a template's override of a property: the template's 'differences'.
create table order_form_template_properties (
  template_id bigint not null references order_form_templates (id) on delete cascade,
  property_id bigint not null references order_form_properties (id) on delete cascade,
  display_name text not null,
  data_type text not null check (data_type in ('measurement', 'choice')),
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  unit text,
  min_value double precision,
  max_value double precision,
  default_value text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (template_id, property_id)
);
create index order_form_template_properties_property_idx on order_form_template_properties (property_id);

-- Warranty -----------------------------------------------------------------------------------

create table bed_models (
  id bigint generated always as identity primary key,
  name text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index bed_models_name_key on bed_models (name);

create table bed_colors (
  id bigint generated always as identity primary key,
  bed_model_id bigint not null references bed_models (id) on delete cascade,
  name text not null,
  sort_order integer not null default 0
);
create unique index bed_colors_key on bed_colors (bed_model_id, name);

create table top_mattresses (
  id bigint generated always as identity primary key,
  name text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index top_mattresses_name_key on top_mattresses (name);

create table warranty_registrations (
  id bigint generated always as identity primary key,
  bed_model_id bigint references bed_models (id) on delete restrict,
  bed_color_id bigint references bed_colors (id) on delete restrict,
  top_mattress_id bigint references top_mattresses (id) on delete restrict,
  bed_id text,
  purchased_month smallint check (purchased_month between 1 and 12),
  purchased_year smallint check (purchased_year between 1900 and 2300),
  care_reminders boolean not null default false,
  purchase_location_id bigint references company_locations (id) on delete set null,
  -- A registration outlives the erasure of its contact (the bed and its warranty remain).
  contact_id bigint references contacts (id) on delete set null,
  created_date timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index warranty_registrations_bed_id_key on warranty_registrations (lower(bed_id)) where bed_id is not null;
create index warranty_registrations_created_idx on warranty_registrations (created_date desc, id desc);
create index warranty_registrations_contact_idx on warranty_registrations (contact_id);
create index warranty_registrations_location_idx on warranty_registrations (purchase_location_id);
create index warranty_registrations_bed_id_trgm_idx on warranty_registrations using gin (lower(bed_id) gin_trgm_ops);

-- Adapters' embedded defaults and dashboard measurements ------------------------------------

create table outbox (
  id bigint generated always as identity primary key,
  from_address text,
  to_address text not null,
  reply_to text,
  subject text not null,
  text text,
  html text,
  attempts integer not null default 0,
  error_message text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_created_idx on outbox (created_at desc, id desc);
create index outbox_unsent_idx on outbox (created_at, id) where sent_at is null;

create table purge_log (
  id bigint generated always as identity primary key,
  target text not null,
  account_id bigint references accounts (id) on delete set null,
  status text not null default 'logged' check (status in ('logged', 'sent', 'failed')),
  response text,
  created_at timestamptz not null default now()
);
create index purge_log_created_idx on purge_log (created_at desc, id desc);

create table stored_files (
  id bigint generated always as identity primary key,
  storage_key text not null,
  original_filename text,
  content_type text,
  size_bytes bigint check (size_bytes >= 0),
  sha256 text,
  account_id bigint references accounts (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index stored_files_key on stored_files (storage_key);

create table page_views (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  account_id bigint references accounts (id) on delete set null,
  -- The route state name of the screen shown.
  screen text not null
);
create index page_views_at_idx on page_views (at);

create table request_timings (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  method text not null,
  route text not null,
  status_code integer not null,
  duration_ms double precision not null check (duration_ms >= 0)
);
create index request_timings_at_idx on request_timings (at);
