import type { ColumnType, GeneratedAlways, Selectable } from "kysely";
import type { OpeningHoursSource, Weekday } from "../domain/opening-hours.ts";
import type * as Tables from "./generated/tables.gen.ts";
import type { Generated } from "./generated/tables.gen.ts";

/**
 * The database's types for Kysely. Tables and columns come from the migrations, generated into
 * generated/tables.gen.ts by `npm run gen` (kysely-codegen); this file only narrows what the
 * database cannot state: the shape of a JSON column, the values a check constraint allows,
 * columns that a trigger or a generated expression writes (never inserted), and view columns
 * that are never null although PostgreSQL reports every view column as nullable.
 */

/** jsonb written as JSON text (node-postgres would turn a JS array into a PG array), parsed on read. */
type JsonText<T> = ColumnType<T, string, string>;
/**
 * T with the columns named in N typed as N says. Only columns T has can be named, so a column
 * dropped or renamed by a migration fails the type check here instead of lingering.
 */
type Narrow<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = {
  [K in keyof T | keyof N]: K extends keyof N ? N[K] : K extends keyof T ? T[K] : never;
};

/** One opening interval, times as HH:mm. */
export interface OpeningHoursEntry {
  opening: string | null;
  closing: string | null;
}
export type WeeklyOpeningHours = Record<Weekday, OpeningHoursEntry[]>;
export type { OpeningHoursSource };

export type CatalogOrderStatusCode = "new" | "pending" | "failed" | "delivered" | "booked";
export type HandlerAreaType = "contractArea" | "workingArea";
export type ContactEmailKind = "primary" | "alternative" | "pending";
export type MeetingBookingStatus = "new" | "done" | "canceled";
export type QuoteStatus = "new" | "waiting" | "ordered";
export type MediaSortMethod = "custom" | "alphabetical" | "published_date";
export type MediaOrderStatus = "new" | "sent" | "downloaded" | "expired";
export type OrderFormDataType = "measurement" | "choice";
export type LocationType = "shop_in_shop" | "vividus_store";
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
  design?: {
    theme?: string | null;
    logoIdentifier?: string | null;
    faviconIdentifier?: string | null;
    primaryColor?: string | null;
    customCss?: string | null;
  };
  seo?: {
    title?: string | null;
    titleSuffix?: string | null;
    description?: string | null;
    keywords?: string | null;
    noIndex?: boolean | null;
    googleSiteVerification?: string | null;
  };
}

export interface OrderFormOption {
  code: string;
  displayName: string;
}

/** Lower-cased text columns for trigram search, a generated expression of the row. */
type SearchText = GeneratedAlways<string>;
type OrderFormPropertyNarrowing = { data_type: OrderFormDataType; options: Generated<JsonText<OrderFormOption[]>> };

interface Narrowed {
  audit_log: Narrow<Tables.AuditLog, { before: JsonText<unknown> | null; after: JsonText<unknown> | null }>;
  sites: Narrow<Tables.Sites, { properties: Generated<JsonText<SiteProperties>> }>;
  /** metaTitle, metaDescription, canonicalUrl, noIndex (openapi CmsPageSeo). */
  pages: Narrow<Tables.Pages, { seo: Generated<JsonText<Record<string, unknown>>> }>;
  /** design: the Advanced tab's settings (openapi BlockDesign). */
  blocks: Narrow<
    Tables.Blocks,
    { class: BlockClass; data: Generated<JsonText<Record<string, unknown>>>; design: Generated<JsonText<Record<string, unknown>>> }
  >;
  cms_tree_nodes: Narrow<
    Tables.CmsTreeNodes,
    {
      id: number;
      site_id: number;
      label: string;
      slug: string;
      sort_order: number;
      exclude_from_navigation: boolean;
      exclude_from_search: boolean;
      content_item_id: number;
    }
  >;
  partner_page_locations: Narrow<Tables.PartnerPageLocations, { partner_page_id: number; location_id: number }>;
  company_locations: Narrow<
    Tables.CompanyLocations,
    {
      location_type: LocationType | null;
      opening_hours_source: OpeningHoursSource | null;
      weekly_opening_hours: Generated<JsonText<WeeklyOpeningHours>>;
      /** Name, city, zip code, street, e-mail and customer number. */
      search_text: SearchText;
    }
  >;
  location_time_schemas: Narrow<Tables.LocationTimeSchemas, { opening_hours: Generated<JsonText<WeeklyOpeningHours>> }>;
  region_handlers: Narrow<Tables.RegionHandlers, { area_type: Generated<HandlerAreaType> }>;
  /** search_text: names, employer, city, zip code and phones. */
  contacts: Narrow<Tables.Contacts, { search_text: SearchText }>;
  contact_emails: Narrow<Tables.ContactEmails, { kind: ContactEmailKind }>;
  catalog_order_statuses: Narrow<Tables.CatalogOrderStatuses, { code: CatalogOrderStatusCode }>;
  catalog_orders: Narrow<
    Tables.CatalogOrders,
    {
      location_notified_by_match_type: CatalogMatchType | null;
      /** Names, e-mail, phone, street, zip code and city. */
      search_text: SearchText;
      /** The request's CSV export record, written by a trigger on every write (migration 0010). */
      csv_line: GeneratedAlways<string>;
    }
  >;
  media_folders: Narrow<Tables.MediaFolders, { media_sort_method: Generated<MediaSortMethod> }>;
  media_orders: Narrow<Tables.MediaOrders, { status: Generated<MediaOrderStatus> }>;
  media_downloads: Narrow<Tables.MediaDownloads, { variant: Generated<"thumbnail" | "lowRes" | "highRes"> }>;
  meeting_bookings: Narrow<
    Tables.MeetingBookings,
    {
      status: Generated<MeetingBookingStatus>;
      /** The booking's CSV export record, written by a trigger on every write (migration 0028). */
      csv_line: GeneratedAlways<string>;
    }
  >;
  newsletter_subscriptions: Narrow<
    Tables.NewsletterSubscriptions,
    {
      /** The newsletter's code and the CSV export record, written by a trigger on every write (migration 0029). */
      newsletter_code: GeneratedAlways<string>;
      csv_line: GeneratedAlways<string>;
    }
  >;
  quotes: Narrow<Tables.Quotes, { status: Generated<QuoteStatus>; payload: Generated<JsonText<Record<string, unknown>>> }>;
  order_form_properties: Narrow<Tables.OrderFormProperties, OrderFormPropertyNarrowing>;
  /** A template's override of a property (one of the template's differences). */
  order_form_template_properties: Narrow<Tables.OrderFormTemplateProperties, OrderFormPropertyNarrowing>;
  purge_log: Narrow<Tables.PurgeLog, { status: Generated<"logged" | "sent" | "failed"> }>;
}

/** Every table and view; a check constraint's values are narrowed together with its Generated default. */
export type DB = Narrow<Tables.DB, Narrowed>;

/** A row of a table or view as a query reads it (what mappers take). */
export type Row<T extends keyof DB> = Selectable<DB[T]>;
