// DO NOT EDIT: generated from src/server/db/migrations/*.sql (kysely-codegen on a migrated in-memory PGlite) by `npm run gen`.
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccountRegionGroups {
  account_id: number;
  group_id: number;
}

export interface Accounts {
  created_at: Generated<Timestamp>;
  email: string;
  firstname: string | null;
  id: Generated<number>;
  language_permissions: Generated<string[]>;
  lastname: string | null;
  password_hash: string;
  permissions: Generated<string[]>;
  portal_password_hash: string | null;
  portal_username: string | null;
  updated_at: Generated<Timestamp>;
}

export interface AuditLog {
  account_email: string | null;
  account_id: number | null;
  after: Json | null;
  at: Generated<Timestamp>;
  before: Json | null;
  id: Generated<number>;
  ip: string | null;
  method: string;
  operation: string;
  path: string;
  record_id: string | null;
  record_type: string | null;
  status_code: number | null;
}

export interface BedColors {
  bed_model_id: number;
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface BedModels {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface Blocks {
  block_id: string;
  class: string;
  created_at: Generated<Timestamp>;
  data: Generated<Json>;
  design: Generated<Json>;
  id: Generated<number>;
  image: string | null;
  page_id: number | null;
  site_id: number;
  sort_order: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface CacheVersions {
  name: string | null;
  version: number | null;
}

export interface CacheVersionShards {
  name: string;
  shard: number;
  version: number;
}

export interface CatalogOrderCounts {
  country: string;
  n: number;
  shard: number;
  status_id: number;
}

export interface CatalogOrderDayCounts {
  day: number;
  n: number;
  shard: number;
}

export interface CatalogOrderNotifiedCounts {
  country: string;
  email: string;
  n: number;
  shard: number;
  status_id: number;
}

export interface CatalogOrders {
  apartment_number: string | null;
  city: string | null;
  contact_id: number | null;
  country: string | null;
  created_date: Generated<Timestamp>;
  csv_line: string;
  email: string | null;
  error_message: string | null;
  firstname: string | null;
  id: Generated<number>;
  lastname: string | null;
  location_notified_at: Timestamp | null;
  location_notified_by_match_type: string | null;
  location_notified_to_email: string | null;
  notified_location_id: number | null;
  offers: Generated<string[]>;
  phone: string | null;
  region: string | null;
  search_text: Generated<string | null>;
  status_id: number;
  street: string | null;
  updated_at: Generated<Timestamp>;
  zip_code: string | null;
}

export interface CatalogOrderSearch {
  city: string | null;
  country: string | null;
  created_date: Timestamp;
  email: string | null;
  firstname: string | null;
  id: number;
  lastname: string | null;
  location_notified_at: Timestamp | null;
  location_notified_to_email: string | null;
  search_text: string;
  status_id: number;
  zip_code: string | null;
}

export interface CatalogOrderStatuses {
  code: string;
  id: Generated<number>;
  name: string;
  sort_order: number;
}

export interface CmsPreviewBlocks {
  account_id: number | null;
  block: Json;
  expires_at: Timestamp;
  identifier: string;
}

export interface CmsTreeNodes {
  content_item_id: number | null;
  exclude_from_navigation: boolean | null;
  exclude_from_search: boolean | null;
  id: number | null;
  label: string | null;
  page_id: number | null;
  parent_id: number | null;
  site_id: number | null;
  slug: string | null;
  sort_order: number | null;
}

export interface CompanyLocations {
  active: Generated<boolean>;
  city: string | null;
  city2: string | null;
  country_id: number | null;
  created_at: Generated<Timestamp>;
  customer_number: string | null;
  email: string | null;
  full_slug: string | null;
  geographic_area_id: number | null;
  id: Generated<number>;
  instagram_url: string | null;
  is_vividus_retailer: Generated<boolean>;
  latitude: number | null;
  location_type: string | null;
  longitude: number | null;
  name: string;
  opening_hours_info_text: string | null;
  opening_hours_source: string | null;
  partner_page_id: number | null;
  phone: string | null;
  search_text: Generated<string | null>;
  should_retrieve_catalog_requests: Generated<boolean>;
  show_opening_hours: Generated<boolean>;
  street: string | null;
  updated_at: Generated<Timestamp>;
  website: string | null;
  weekly_opening_hours: Generated<Json>;
  zip_code: string | null;
}

export interface ContactEmails {
  contact_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  value: string;
}

export interface Contacts {
  city: string | null;
  city2: string | null;
  country_id: number | null;
  created_at: Generated<Timestamp>;
  employer: string | null;
  firstname: string | null;
  id: Generated<number>;
  lastname: string | null;
  mobile_phone: string | null;
  primary_email: string | null;
  search_text: Generated<string | null>;
  street: string | null;
  telephone: string | null;
  updated_at: Generated<Timestamp>;
  zip_code: string | null;
}

export interface ContentItems {
  created_date: Generated<Timestamp>;
  exclude_from_navigation: Generated<boolean>;
  exclude_from_search: Generated<boolean>;
  id: Generated<number>;
  label: string;
  language: string | null;
  page_id: number | null;
  parent_id: number | null;
  site_id: number;
  slug: string;
  sort_order: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface Countries {
  catalog_fallback_email: string | null;
  code: string;
  created_at: Generated<Timestamp>;
  handlers_are_temporary: Generated<boolean>;
  have_specific_sales_regions: Generated<boolean>;
  id: Generated<number>;
  is_key_market: Generated<boolean>;
  name: string;
  name_sv: string | null;
  updated_at: Generated<Timestamp>;
}

export interface CountryHandlers {
  country_id: number;
  created_at: Generated<Timestamp>;
  location_id: number;
}

export interface GdprErasures {
  account_id: number | null;
  contact_id: number;
  erased_at: Generated<Timestamp>;
  id: Generated<number>;
  rows_erased: Generated<Json>;
}

export interface GeographicAreas {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  max_lat: number | null;
  max_lng: number | null;
  min_lat: number | null;
  min_lng: number | null;
  name: string;
  updated_at: Generated<Timestamp>;
  wkt_shape: string;
}

export interface LocationManagers {
  contact_id: number;
  created_at: Generated<Timestamp>;
  location_id: number;
}

export interface LocationOpeningHourDeviations {
  closing: string | null;
  created_at: Generated<Timestamp>;
  date: string;
  id: Generated<number>;
  location_id: number;
  opening: string | null;
}

export interface LocationTimeSchemas {
  active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  location_id: number;
  name: string;
  opening_hours: Generated<Json>;
  updated_at: Generated<Timestamp>;
}

export interface LoginFailures {
  account_key: string;
  at: Generated<Timestamp>;
  id: Generated<number>;
  ip: string;
}

export interface Media {
  created_at: Generated<Timestamp>;
  description: string | null;
  downloaded_times: Generated<number>;
  folder_id: number;
  high_res: string | null;
  high_res_original_filename: string | null;
  id: Generated<number>;
  low_res: string | null;
  low_res_original_filename: string | null;
  name: string;
  published_date: Timestamp | null;
  slug: string | null;
  sort_order: Generated<number>;
  source: string | null;
  thumbnail: string | null;
  thumbnail_original_filename: string | null;
  updated_at: Generated<Timestamp>;
}

export interface MediaDownloads {
  downloaded_at: Generated<Timestamp>;
  downloaded_by_email: string | null;
  downloaded_by_name: string | null;
  id: Generated<number>;
  media_id: number;
  media_order_id: number | null;
  variant: Generated<string>;
}

export interface MediaFolders {
  created_at: Generated<Timestamp>;
  description: string | null;
  id: Generated<number>;
  is_root_folder: Generated<boolean>;
  media_sort_method: Generated<string>;
  name: string;
  parent_id: number | null;
  slug: string | null;
  sort_order: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface MediaOrders {
  company: string | null;
  created_at: Generated<Timestamp>;
  email: string | null;
  id: Generated<number>;
  location_id: number | null;
  name: string;
  order_date: Generated<Timestamp>;
  status: Generated<string>;
  total_downloads: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface MeetingBookingCounts {
  location_id: number;
  n: number;
  status: string;
}

export interface MeetingBookings {
  created_at: Generated<Timestamp>;
  csv_line: string;
  email: string | null;
  firstname: string | null;
  id: Generated<number>;
  lastname: string | null;
  location_country_id: number | null;
  location_id: number | null;
  location_name: string | null;
  message: string | null;
  status: Generated<string>;
  telephone: string | null;
  updated_at: Generated<Timestamp>;
}

export interface Newsletters {
  code: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  label: string;
}

export interface NewsletterSubscriptionCounts {
  n: number;
  newsletter_id: number;
}

export interface NewsletterSubscriptions {
  created_at: Generated<Timestamp>;
  csv_line: string;
  email: string;
  id: Generated<number>;
  newsletter_code: string;
  newsletter_id: number;
  partner_page_id: number | null;
}

export interface OrderFormProperties {
  code: string;
  created_at: Generated<Timestamp>;
  data_type: string;
  default_value: string | null;
  display_name: string;
  id: Generated<number>;
  max_value: number | null;
  min_value: number | null;
  options: Generated<Json>;
  sort_order: Generated<number>;
  unit: string | null;
  updated_at: Generated<Timestamp>;
}

export interface OrderFormTemplateProperties {
  created_at: Generated<Timestamp>;
  data_type: string;
  default_value: string | null;
  display_name: string;
  max_value: number | null;
  min_value: number | null;
  options: Generated<Json>;
  property_id: number;
  template_id: number;
  unit: string | null;
  updated_at: Generated<Timestamp>;
}

export interface OrderFormTemplates {
  code: string;
  created_at: Generated<Timestamp>;
  display_name: string | null;
  id: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface Outbox {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  error_message: string | null;
  from_address: string | null;
  html: string | null;
  id: Generated<number>;
  reply_to: string | null;
  sent_at: Timestamp | null;
  subject: string;
  subject_key: Generated<string>;
  text: string | null;
  to_address: string;
  to_key: Generated<string>;
}

export interface Pages {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  seo: Generated<Json>;
  site_id: number;
  slug: string | null;
  title: string;
  updated_at: Generated<Timestamp>;
}

export interface PageViews {
  account_id: number | null;
  at: Generated<Timestamp>;
  id: Generated<number>;
  screen: string;
}

export interface PartnerPageLocations {
  location_id: number | null;
  partner_page_id: number | null;
}

export interface PartnerPages {
  created_at: Generated<Timestamp>;
  hostname: string;
  id: Generated<number>;
  name: string;
  updated_at: Generated<Timestamp>;
}

export interface PartnerPageVersions {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  name: string;
  partner_page_id: number;
  site_id: number;
  updated_at: Generated<Timestamp>;
}

export interface PortalAccounts {
  contact_id: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  location_id: number | null;
  password_hash: string;
  username: string;
}

export interface PurgeLog {
  account_id: number | null;
  code: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  response: string | null;
  status: Generated<string>;
  target: string;
}

export interface Quotes {
  created_time: Generated<Timestamp>;
  customer_country: string | null;
  customer_name1: string | null;
  deleted_at: Timestamp | null;
  id: Generated<number>;
  location_id: number | null;
  payload: Generated<Json>;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface RegionGroupCountries {
  country_id: number;
  group_id: number;
}

export interface RegionGroupLocations {
  group_id: number;
  location_id: number;
}

export interface RegionGroups {
  created_at: Generated<Timestamp>;
  description: string | null;
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  updated_at: Generated<Timestamp>;
}

export interface RegionHandlers {
  area_type: Generated<string>;
  created_at: Generated<Timestamp>;
  location_id: number;
  region_id: number;
}

export interface Regions {
  code: string | null;
  country_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  level: number;
  max_lat: number | null;
  max_lng: number | null;
  min_lat: number | null;
  min_lng: number | null;
  name: string;
  parent_id: number | null;
  updated_at: Generated<Timestamp>;
  working_area: Generated<boolean>;
}

export interface RegionShapes {
  country_id: number;
  geojson: Json;
  id: Generated<number>;
  level: number;
  max_lat: number;
  max_lng: number;
  min_lat: number;
  min_lng: number;
  region_id: number | null;
  zip_code_id: number | null;
}

export interface RequestTimings {
  at: Generated<Timestamp>;
  duration_ms: number;
  id: Generated<number>;
  method: string;
  route: string;
  status_code: number;
}

export interface SchemaMigrations {
  applied_at: Generated<Timestamp>;
  name: string;
}

export interface Sessions {
  account_id: number;
  created_at: Generated<Timestamp>;
  id_hash: Buffer;
  ip: string | null;
  last_seen_at: Generated<Timestamp>;
  user_agent: string | null;
}

export interface Settings {
  key: string;
  updated_at: Generated<Timestamp>;
  value: Json;
}

export interface Sites {
  created_at: Generated<Timestamp>;
  frontpage_id: number | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  language_code: string;
  name: string;
  properties: Generated<Json>;
  slug: string;
  updated_at: Generated<Timestamp>;
}

export interface StoredFiles {
  account_id: number | null;
  cms_upload: Generated<boolean>;
  content_type: string | null;
  created_at: Generated<Timestamp>;
  height: number | null;
  id: Generated<number>;
  low_res_key: string | null;
  original_filename: string | null;
  sha256: string | null;
  size_bytes: number | null;
  storage_key: string;
  thumbnail_key: string | null;
  width: number | null;
}

export interface TopMattresses {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface TranslationPurgeFlag {
  changed_at: Timestamp | null;
  id: Generated<boolean>;
  needs_purge: Generated<boolean>;
  purged_at: Timestamp | null;
}

export interface Translations {
  code: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  is_partner_page: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface TranslationTexts {
  id: Generated<number>;
  language_code: string;
  text: string;
  translation_id: number;
  updated_at: Generated<Timestamp>;
}

export interface VideoPartnerPages {
  partner_page_id: number;
  video_id: number;
}

export interface Videos {
  block_id: string | null;
  created_at: Generated<Timestamp>;
  header: string | null;
  id: Generated<number>;
  is_available_for_partner_pages: Generated<boolean>;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
  updated_at: Generated<Timestamp>;
}

export interface VideoVersions {
  created_at: Generated<Timestamp>;
  header: string | null;
  id: Generated<number>;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
  site_id: number;
  updated_at: Generated<Timestamp>;
  video_id: number;
}

export interface WarrantyRegistrations {
  bed_color_id: number | null;
  bed_id: string | null;
  bed_model_id: number | null;
  care_reminders: Generated<boolean>;
  contact_id: number | null;
  created_date: Generated<Timestamp>;
  id: Generated<number>;
  purchase_location_id: number | null;
  purchased_month: number | null;
  purchased_year: number | null;
  search_text: Generated<string>;
  top_mattress_id: number | null;
  updated_at: Generated<Timestamp>;
}

export interface ZipCodeChainCounts {
  country_id: number;
  n: number;
  region1_id: number;
  region2_id: number;
  region3_id: number;
}

export interface ZipCodeHandlers {
  created_at: Generated<Timestamp>;
  location_id: number;
  zip_code_id: number;
}

export interface ZipCodes {
  coordinates: Generated<string[]>;
  country_id: number;
  created_at: Generated<Timestamp>;
  handlers_are_temporary: Generated<boolean>;
  id: Generated<number>;
  latitude: number | null;
  locality: string | null;
  longitude: number | null;
  region1_id: number | null;
  region2_id: number | null;
  region3_id: number | null;
  suburb: string | null;
  timezone: string | null;
  updated_at: Generated<Timestamp>;
  utc: string | null;
  working_area: Generated<boolean>;
  zip_code: string;
}

export interface DB {
  account_region_groups: AccountRegionGroups;
  accounts: Accounts;
  audit_log: AuditLog;
  bed_colors: BedColors;
  bed_models: BedModels;
  blocks: Blocks;
  cache_version_shards: CacheVersionShards;
  cache_versions: CacheVersions;
  catalog_order_counts: CatalogOrderCounts;
  catalog_order_day_counts: CatalogOrderDayCounts;
  catalog_order_notified_counts: CatalogOrderNotifiedCounts;
  catalog_order_search: CatalogOrderSearch;
  catalog_order_statuses: CatalogOrderStatuses;
  catalog_orders: CatalogOrders;
  cms_preview_blocks: CmsPreviewBlocks;
  cms_tree_nodes: CmsTreeNodes;
  company_locations: CompanyLocations;
  contact_emails: ContactEmails;
  contacts: Contacts;
  content_items: ContentItems;
  countries: Countries;
  country_handlers: CountryHandlers;
  gdpr_erasures: GdprErasures;
  geographic_areas: GeographicAreas;
  location_managers: LocationManagers;
  location_opening_hour_deviations: LocationOpeningHourDeviations;
  location_time_schemas: LocationTimeSchemas;
  login_failures: LoginFailures;
  media: Media;
  media_downloads: MediaDownloads;
  media_folders: MediaFolders;
  media_orders: MediaOrders;
  meeting_booking_counts: MeetingBookingCounts;
  meeting_bookings: MeetingBookings;
  newsletter_subscription_counts: NewsletterSubscriptionCounts;
  newsletter_subscriptions: NewsletterSubscriptions;
  newsletters: Newsletters;
  order_form_properties: OrderFormProperties;
  order_form_template_properties: OrderFormTemplateProperties;
  order_form_templates: OrderFormTemplates;
  outbox: Outbox;
  page_views: PageViews;
  pages: Pages;
  partner_page_locations: PartnerPageLocations;
  partner_page_versions: PartnerPageVersions;
  partner_pages: PartnerPages;
  portal_accounts: PortalAccounts;
  purge_log: PurgeLog;
  quotes: Quotes;
  region_group_countries: RegionGroupCountries;
  region_group_locations: RegionGroupLocations;
  region_groups: RegionGroups;
  region_handlers: RegionHandlers;
  region_shapes: RegionShapes;
  regions: Regions;
  request_timings: RequestTimings;
  schema_migrations: SchemaMigrations;
  sessions: Sessions;
  settings: Settings;
  sites: Sites;
  stored_files: StoredFiles;
  top_mattresses: TopMattresses;
  translation_purge_flag: TranslationPurgeFlag;
  translation_texts: TranslationTexts;
  translations: Translations;
  video_partner_pages: VideoPartnerPages;
  video_versions: VideoVersions;
  videos: Videos;
  warranty_registrations: WarrantyRegistrations;
  zip_code_chain_counts: ZipCodeChainCounts;
  zip_code_handlers: ZipCodeHandlers;
  zip_codes: ZipCodes;
}
