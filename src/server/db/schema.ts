import type { ColumnType, Generated, GeneratedAlways } from "kysely";

/**
 * Kysely table types. Columns with defaults are Generated; timestamps come back as Date.
 * Tables of later issues are added here as their routes are built.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface AccountsTable {
  id: Id;
  firstname: string | null;
  lastname: string | null;
  email: string;
  password_hash: string;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  language_permissions: ColumnType<string[], string[] | undefined, string[]>;
  portal_username: string | null;
  portal_password_hash: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id_hash: Buffer;
  account_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Id;
  account_key: string;
  ip: string;
  at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  at: Timestamp;
  account_id: number | null;
  account_email: string | null;
  operation: string;
  method: string;
  path: string;
  record_type: string | null;
  record_id: string | null;
  status_code: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface RegionGroupsTable {
  id: Id;
  name: string;
  description: string | null;
  parent_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountRegionGroupsTable {
  account_id: number;
  group_id: number;
}

export interface RegionGroupCountriesTable {
  group_id: number;
  country_id: number;
}

export interface RegionGroupLocationsTable {
  group_id: number;
  location_id: number;
}

export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
}

export interface PortalAccountsTable {
  id: Id;
  username: string;
  password_hash: string;
  contact_id: number | null;
  location_id: number | null;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

// ---- Domain tables (migration 0002_domain.sql) ----

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: parsed on read; written as JSON text (node-postgres would turn a JS array into a PG array). */
type Json<T> = ColumnType<T, string | undefined, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** One opening interval, times as HH:mm. */
export interface OpeningHoursEntry {
  opening: string | null;
  closing: string | null;
}
export type WeeklyOpeningHours = Record<Weekday, OpeningHoursEntry[]>;

export type CatalogOrderStatusCode = "new" | "pending" | "failed" | "delivered" | "booked";
export type HandlerAreaType = "contractArea" | "workingArea";
export type ContactEmailKind = "primary" | "alternative" | "pending";
export type MeetingBookingStatus = "new" | "done" | "canceled";
export type QuoteStatus = "new" | "waiting" | "ordered";
export type MediaSortMethod = "custom" | "alphabetical" | "published_date";
export type MediaOrderStatus = "new" | "sent" | "downloaded" | "expired";
export type OrderFormDataType = "measurement" | "choice";
export type LocationType = "shop_in_shop" | "vividus_store";
export type OpeningHoursSource = "manual" | "timeSchema" | "external";
export type CatalogMatchType = "zipCode" | "region1" | "region2" | "region3" | "country" | "fallback" | "manual";
export const BLOCK_CLASSES = [
  "bed",
  "bed_configurator",
  "bed_viewer",
  "choose_bed",
  "custom_template",
  "image_list",
  "informative_image",
  "interactive_guide",
  "order_catalog",
  "photo_grid",
  "product_grid",
  "slideshow",
  "split_block",
  "text_header",
  "text_story",
  "video",
  "video_list",
  "campaign",
  "book_meeting",
  "popup",
  "quote",
] as const;
export type BlockClass = (typeof BLOCK_CLASSES)[number];

/** Site settings (openapi SiteProperties): design needs cmsDesign, seo needs cmsSeo. */
export interface SiteProperties {
  design?: { theme?: string | null; logoIdentifier?: string | null; faviconIdentifier?: string | null; primaryColor?: string | null; customCss?: string | null };
  seo?: { title?: string | null; titleSuffix?: string | null; description?: string | null; keywords?: string | null; noIndex?: boolean | null; googleSiteVerification?: string | null };
}

export interface CountriesTable {
  id: Id;
  code: string;
  name: string;
  name_sv: string | null;
  is_key_market: Generated<boolean>;
  have_specific_sales_regions: Generated<boolean>;
  catalog_fallback_email: string | null;
  handlers_are_temporary: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RegionsTable {
  id: Id;
  country_id: number;
  parent_id: number | null;
  level: number;
  name: string;
  code: string | null;
  working_area: Generated<boolean>;
  min_lat: number | null;
  max_lat: number | null;
  min_lng: number | null;
  max_lng: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ZipCodesTable {
  id: Id;
  country_id: number;
  zip_code: string;
  locality: string | null;
  suburb: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string | null;
  utc: string | null;
  coordinates: TextArray;
  region1_id: number | null;
  region2_id: number | null;
  region3_id: number | null;
  working_area: Generated<boolean>;
  handlers_are_temporary: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GeographicAreasTable {
  id: Id;
  name: string;
  wkt_shape: string;
  min_lat: number | null;
  max_lat: number | null;
  min_lng: number | null;
  max_lng: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SitesTable {
  id: Id;
  name: string;
  language_code: string;
  slug: string;
  is_active: Generated<boolean>;
  properties: Json<SiteProperties>;
  frontpage_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PagesTable {
  id: Id;
  site_id: number;
  title: string;
  slug: string | null;
  /** metaTitle, metaDescription, canonicalUrl, noIndex (openapi CmsPageSeo). */
  seo: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A node of a site's content tree, linking to the page shown there. */
export interface ContentItemsTable {
  id: Id;
  site_id: number;
  parent_id: number | null;
  page_id: number | null;
  label: string;
  slug: string;
  language: string | null;
  sort_order: Generated<number>;
  exclude_from_navigation: Generated<boolean>;
  exclude_from_search: Generated<boolean>;
  created_date: Timestamp;
  updated_at: Timestamp;
}

/** A view over content_items: the site tree's nodes (read only; write content_items). */
export interface CmsTreeNodesView {
  id: number;
  site_id: number;
  parent_id: number | null;
  label: string;
  slug: string;
  page_id: number | null;
  sort_order: number;
  exclude_from_navigation: boolean;
  exclude_from_search: boolean;
  content_item_id: number;
}

/** A block of one site; the blocks sharing block_id across sites are its versions. */
export interface BlocksTable {
  id: Id;
  site_id: number;
  page_id: number | null;
  class: BlockClass;
  block_id: string;
  sort_order: Generated<number>;
  /** Stored file name of the block image. */
  image: string | null;
  data: Json<Record<string, unknown>>;
  /** The Advanced tab's settings (openapi BlockDesign). */
  design: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TranslationsTable {
  id: Id;
  code: string;
  is_partner_page: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TranslationTextsTable {
  id: Id;
  translation_id: number;
  language_code: string;
  text: string;
  updated_at: Timestamp;
}

export interface PartnerPagesTable {
  id: Id;
  hostname: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PartnerPageVersionsTable {
  id: Id;
  partner_page_id: number;
  site_id: number;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A view over company_locations.partner_page_id (read only). */
export interface PartnerPageLocationsView {
  partner_page_id: number;
  location_id: number;
}

export interface CompanyLocationsTable {
  id: Id;
  name: string;
  location_type: LocationType | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  city2: string | null;
  country_id: number | null;
  latitude: number | null;
  longitude: number | null;
  full_slug: string | null;
  geographic_area_id: number | null;
  weekly_opening_hours: Json<WeeklyOpeningHours>;
  opening_hours_info_text: string | null;
  opening_hours_source: OpeningHoursSource | null;
  is_vividus_retailer: Generated<boolean>;
  show_opening_hours: Generated<boolean>;
  active: Generated<boolean>;
  should_retrieve_catalog_requests: Generated<boolean>;
  instagram_url: string | null;
  customer_number: string | null;
  partner_page_id: number | null;
  /** Lower-cased name, city, zip code, street, e-mail and customer number (trigram-indexed). */
  search_text: GeneratedAlways<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LocationTimeSchemasTable {
  id: Id;
  location_id: number;
  name: string;
  active: Generated<boolean>;
  opening_hours: Json<WeeklyOpeningHours>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LocationOpeningHourDeviationsTable {
  id: Id;
  location_id: number;
  /** YYYY-MM-DD */
  date: string;
  opening: string | null;
  closing: string | null;
  created_at: Timestamp;
}

export interface CountryHandlersTable {
  country_id: number;
  location_id: number;
  created_at: Timestamp;
}

export interface RegionHandlersTable {
  region_id: number;
  location_id: number;
  area_type: ColumnType<HandlerAreaType, HandlerAreaType | undefined, HandlerAreaType>;
  created_at: Timestamp;
}

export interface ZipCodeHandlersTable {
  zip_code_id: number;
  location_id: number;
  created_at: Timestamp;
}

export interface ContactsTable {
  id: Id;
  firstname: string | null;
  lastname: string | null;
  employer: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  city2: string | null;
  country_id: number | null;
  telephone: string | null;
  mobile_phone: string | null;
  /** Lower-cased names, employer, city, zip code and phones (trigram-indexed). */
  search_text: GeneratedAlways<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactEmailsTable {
  id: Id;
  contact_id: number;
  value: string;
  kind: ContactEmailKind;
  created_at: Timestamp;
}

/** Managers of a location are contacts. */
export interface LocationManagersTable {
  location_id: number;
  contact_id: number;
  created_at: Timestamp;
}

export interface CatalogOrderStatusesTable {
  id: Id;
  code: CatalogOrderStatusCode;
  name: string;
  sort_order: number;
}

export interface CatalogOrdersTable {
  id: Id;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  apartment_number: string | null;
  region: string | null;
  city: string | null;
  zip_code: string | null;
  country: string | null;
  offers: TextArray;
  status_id: number;
  contact_id: number | null;
  location_notified_at: NullableTimestamp;
  location_notified_to_email: string | null;
  location_notified_by_match_type: CatalogMatchType | null;
  notified_location_id: number | null;
  error_message: string | null;
  /** Lower-cased names, e-mail, phone, street, zip code and city (trigram-indexed). */
  search_text: GeneratedAlways<string>;
  /** The request's CSV export record, written by a trigger on every write (migration 0010). */
  csv_line: GeneratedAlways<string>;
  created_date: Timestamp;
  updated_at: Timestamp;
}

/** Catalog requests per status and country ('' for none), kept by triggers (migration 0005). */
export interface CatalogOrderCountsTable {
  status_id: number;
  country: string;
  n: number;
}

export interface MediaFoldersTable {
  id: Id;
  parent_id: number | null;
  name: string;
  slug: string | null;
  description: string | null;
  media_sort_method: ColumnType<MediaSortMethod, MediaSortMethod | undefined, MediaSortMethod>;
  sort_order: Generated<number>;
  is_root_folder: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaTable {
  id: Id;
  folder_id: number;
  name: string;
  description: string | null;
  slug: string | null;
  published_date: NullableTimestamp;
  thumbnail: string | null;
  thumbnail_original_filename: string | null;
  low_res: string | null;
  low_res_original_filename: string | null;
  high_res: string | null;
  high_res_original_filename: string | null;
  sort_order: Generated<number>;
  source: string | null;
  downloaded_times: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaOrdersTable {
  id: Id;
  /** Who ordered. */
  name: string;
  email: string | null;
  company: string | null;
  status: ColumnType<MediaOrderStatus, MediaOrderStatus | undefined, MediaOrderStatus>;
  order_date: Timestamp;
  total_downloads: Generated<number>;
  location_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaDownloadsTable {
  id: Id;
  media_id: number;
  media_order_id: number | null;
  variant: ColumnType<"thumbnail" | "lowRes" | "highRes", "thumbnail" | "lowRes" | "highRes" | undefined>;
  downloaded_by_name: string | null;
  downloaded_by_email: string | null;
  downloaded_at: Timestamp;
}

export interface VideosTable {
  id: Id;
  header: string | null;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
  block_id: string | null;
  is_available_for_partner_pages: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideoVersionsTable {
  id: Id;
  video_id: number;
  site_id: number;
  header: string | null;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideoPartnerPagesTable {
  video_id: number;
  partner_page_id: number;
}

export interface MeetingBookingsTable {
  id: Id;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telephone: string | null;
  location_id: number | null;
  status: ColumnType<MeetingBookingStatus, MeetingBookingStatus | undefined, MeetingBookingStatus>;
  message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewslettersTable {
  id: Id;
  code: string;
  label: string;
  created_at: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Id;
  newsletter_id: number;
  email: string;
  partner_page_id: number | null;
  created_at: Timestamp;
}

export interface QuotesTable {
  id: Id;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  customer_name1: string | null;
  customer_country: string | null;
  location_id: number | null;
  payload: Json<Record<string, unknown>>;
  created_time: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface OrderFormOption {
  code: string;
  displayName: string;
}

interface OrderFormPropertyColumns {
  display_name: string;
  data_type: OrderFormDataType;
  options: Json<OrderFormOption[]>;
  unit: string | null;
  min_value: number | null;
  max_value: number | null;
  default_value: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderFormPropertiesTable extends OrderFormPropertyColumns {
  id: Id;
  code: string;
  sort_order: Generated<number>;
}

export interface OrderFormTemplatesTable {
  id: Id;
  code: string;
  display_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A template's override of a property (one of the template's differences). */
export interface OrderFormTemplatePropertiesTable extends OrderFormPropertyColumns {
  template_id: number;
  property_id: number;
}

export interface BedModelsTable {
  id: Id;
  name: string;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface BedColorsTable {
  id: Id;
  bed_model_id: number;
  name: string;
  sort_order: Generated<number>;
}

export interface TopMattressesTable {
  id: Id;
  name: string;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface WarrantyRegistrationsTable {
  id: Id;
  bed_model_id: number | null;
  bed_color_id: number | null;
  top_mattress_id: number | null;
  bed_id: string | null;
  purchased_month: number | null;
  purchased_year: number | null;
  care_reminders: Generated<boolean>;
  purchase_location_id: number | null;
  contact_id: number | null;
  created_date: Timestamp;
  updated_at: Timestamp;
}

export interface OutboxTable {
  id: Id;
  from_address: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  attempts: Generated<number>;
  error_message: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface PurgeLogTable {
  id: Id;
  target: string;
  account_id: number | null;
  status: ColumnType<"logged" | "sent" | "failed", "logged" | "sent" | "failed" | undefined>;
  response: string | null;
  created_at: Timestamp;
}

export interface StoredFilesTable {
  id: Id;
  storage_key: string;
  original_filename: string | null;
  content_type: string | null;
  size_bytes: number | null;
  sha256: string | null;
  account_id: number | null;
  created_at: Timestamp;
}

export interface PageViewsTable {
  id: Id;
  at: Timestamp;
  account_id: number | null;
  /** Route state name of the screen shown. */
  screen: string;
}

export interface RequestTimingsTable {
  id: Id;
  at: Timestamp;
  method: string;
  route: string;
  status_code: number;
  duration_ms: number;
}

export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
  region_groups: RegionGroupsTable;
  account_region_groups: AccountRegionGroupsTable;
  region_group_countries: RegionGroupCountriesTable;
  region_group_locations: RegionGroupLocationsTable;
  settings: SettingsTable;
  portal_accounts: PortalAccountsTable;
  countries: CountriesTable;
  regions: RegionsTable;
  zip_codes: ZipCodesTable;
  geographic_areas: GeographicAreasTable;
  sites: SitesTable;
  pages: PagesTable;
  content_items: ContentItemsTable;
  cms_tree_nodes: CmsTreeNodesView;
  blocks: BlocksTable;
  translations: TranslationsTable;
  translation_texts: TranslationTextsTable;
  partner_pages: PartnerPagesTable;
  partner_page_versions: PartnerPageVersionsTable;
  partner_page_locations: PartnerPageLocationsView;
  company_locations: CompanyLocationsTable;
  location_time_schemas: LocationTimeSchemasTable;
  location_opening_hour_deviations: LocationOpeningHourDeviationsTable;
  location_managers: LocationManagersTable;
  country_handlers: CountryHandlersTable;
  region_handlers: RegionHandlersTable;
  zip_code_handlers: ZipCodeHandlersTable;
  contacts: ContactsTable;
  contact_emails: ContactEmailsTable;
  catalog_order_statuses: CatalogOrderStatusesTable;
  catalog_orders: CatalogOrdersTable;
  catalog_order_counts: CatalogOrderCountsTable;
  media_folders: MediaFoldersTable;
  media: MediaTable;
  media_orders: MediaOrdersTable;
  media_downloads: MediaDownloadsTable;
  videos: VideosTable;
  video_versions: VideoVersionsTable;
  video_partner_pages: VideoPartnerPagesTable;
  meeting_bookings: MeetingBookingsTable;
  newsletters: NewslettersTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  quotes: QuotesTable;
  order_form_properties: OrderFormPropertiesTable;
  order_form_templates: OrderFormTemplatesTable;
  order_form_template_properties: OrderFormTemplatePropertiesTable;
  bed_models: BedModelsTable;
  bed_colors: BedColorsTable;
  top_mattresses: TopMattressesTable;
  warranty_registrations: WarrantyRegistrationsTable;
  outbox: OutboxTable;
  purge_log: PurgeLogTable;
  stored_files: StoredFilesTable;
  page_views: PageViewsTable;
  request_timings: RequestTimingsTable;
  schema_migrations: SchemaMigrationsTable;
}
