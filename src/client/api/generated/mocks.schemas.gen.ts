// DO NOT EDIT: generated from src/shared/api/generated/openapi.gen.json (orval) by `npm run gen`.
/* eslint-disable */
export interface LoginRequest {
  /**
   * @minLength 3
   * @maxLength 254
   */
  email: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  password: string;
}

/**
 * @minimum 1
 * @maximum 9007199254740991
 */
export type Id = number;

/**
 * Permission code; 'all' grants every permission.
 */
export type PermissionCode = typeof PermissionCode[keyof typeof PermissionCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PermissionCode = {
  all: 'all',
  account: 'account',
  meetingBooking: 'meetingBooking',
  catalogOrder: 'catalogOrder',
  contact: 'contact',
  coper: 'coper',
  dashboard: 'dashboard',
  manager: 'manager',
  media: 'media',
  newsletterSubscription: 'newsletterSubscription',
  company: 'company',
  salesRegions: 'salesRegions',
  warranty: 'warranty',
  cms: 'cms',
  cmsDesign: 'cmsDesign',
  cmsSeo: 'cmsSeo',
} as const;

/**
 * @maxLength 200
 */
export type RegionGroupRefName = string | null;

/**
 * @maxLength 2000
 */
export type RegionGroupRefDescription = string | null;

export interface RegionGroupRef {
  id: Id;
  /** @maxLength 200 */
  name?: RegionGroupRefName;
  /** @maxLength 2000 */
  description?: RegionGroupRefDescription;
}

export type CurrentUserFirstname = string | null;

export type CurrentUserLastname = string | null;

/**
 * The logged-in account (answer of login and of users/current).
 */
export interface CurrentUser {
  id: Id;
  email: string;
  firstname: CurrentUserFirstname;
  lastname: CurrentUserLastname;
  /** First and last name joined by a space, or whichever exists, else empty. */
  fullName: string;
  permissions: PermissionCode[];
  languagePermissions: string[];
  groups?: RegionGroupRef[];
}

/**
 * Failing input fields, keyed by field path, with a message each.
 */
export type ErrorErrorFields = {[key: string]: string};

export type ErrorError = {
  /**
   * Machine-readable code, e.g. VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, TIMEOUT, CONFLICT, VERSION_REQUIRED, PAYLOAD_TOO_LARGE, URI_TOO_LONG, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, HEADERS_TOO_LARGE, DB_UNAVAILABLE (the database cannot be reached), DB_BUSY (every database connection stayed busy; sent with Retry-After), DB_TIMEOUT (a statement ran past the statement timeout and was stopped), NOT_IMPLEMENTED.
   * @maxLength 64
   */
  code: string;
  /**
   * Human-readable message (English); the client shows its catalogue text or, where the spec says so, this message.
   * @maxLength 2000
   */
  message: string;
  /** Failing input fields, keyed by field path, with a message each. */
  fields?: ErrorErrorFields;
  /** Set on 501 answers for operations that are not built yet. */
  operationId?: string;
};

/**
 * The error shape of every non-2xx answer.
 */
export interface Error {
  error: ErrorError;
}

/**
 * @maxLength 100
 */
export type AccountFirstname = string | null;

/**
 * @maxLength 100
 */
export type AccountLastname = string | null;

/**
 * A staff account as returned by the server (the password is never returned).
 */
export interface Account {
  id: Id;
  /** @maxLength 100 */
  firstname: AccountFirstname;
  /** @maxLength 100 */
  lastname: AccountLastname;
  /** @maxLength 254 */
  email: string;
  permissions: PermissionCode[];
  /** 'all' or language codes (sv, en, ...) the account may edit. */
  languagePermissions: string[];
  createdAt: string;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
  groups: RegionGroupRef[];
}

export type AccountInputId = Id | null;

/**
 * @maxLength 100
 */
export type AccountInputFirstname = string | null;

/**
 * @maxLength 100
 */
export type AccountInputLastname = string | null;

/**
 * At least 12 characters when set.
 * @maxLength 200
 */
export type AccountInputPassword = string | null;

/**
 * Ignored.
 * @maxLength 40
 */
export type AccountInputCreatedAt = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type AccountInputUpdatedAt = string | null;

/**
 * Body of account create/update. On update an omitted or empty password keeps the old one.
 */
export interface AccountInput {
  id?: AccountInputId;
  /** @maxLength 100 */
  firstname?: AccountInputFirstname;
  /** @maxLength 100 */
  lastname?: AccountInputLastname;
  /** @maxLength 254 */
  email: string;
  /**
   * At least 12 characters when set.
   * @maxLength 200
   */
  password?: AccountInputPassword;
  /** @maxItems 32 */
  permissions?: PermissionCode[];
  /** @maxItems 200 */
  languagePermissions?: string[];
  /** @maxItems 500 */
  groups?: RegionGroupRef[];
  /**
   * Ignored.
   * @maxLength 40
   */
  createdAt?: AccountInputCreatedAt;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: AccountInputUpdatedAt;
}

export interface PortalCredentials {
  /**
   * @minLength 1
   * @maxLength 254
   */
  username: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  password: string;
}

export type PortalAccountUsername = string | null;

/**
 * The customer-portal account linked to a staff account.
 */
export interface PortalAccount {
  username?: PortalAccountUsername;
  isSet: boolean;
}

/**
 * The parent group's id (null for a top-level group).
 */
export type RegionGroupGroupId = Id | null;

export type RegionGroupDescription = string | null;

export type RegionGroupParentGroup = RegionGroupRef | null;

export type RegionGroupAccountsItemFirstname = string | null;

export type RegionGroupAccountsItemLastname = string | null;

export type RegionGroupAccountsItem = {
  id: Id;
  email: string;
  firstname?: RegionGroupAccountsItemFirstname;
  lastname?: RegionGroupAccountsItemLastname;
};

/**
 * A region group. In the tree answer childGroups is filled recursively.
 */
export interface RegionGroup {
  id: Id;
  /** The parent group's id (null for a top-level group). */
  groupId?: RegionGroupGroupId;
  name: string;
  description?: RegionGroupDescription;
  parentGroup?: RegionGroupParentGroup;
  childGroups: RegionGroup[];
  handlesCountries: RegionGroupCountry[];
  handlesLocations: RegionGroupLocation[];
  /** Accounts that belong to the group (id and names). */
  accounts?: RegionGroupAccountsItem[];
  updatedAt?: string;
}

export interface RegionGroupCountry {
  id: Id;
  /** @maxLength 2 */
  code?: string;
  /** @maxLength 200 */
  name?: string;
}

export interface RegionGroupLocation {
  id: Id;
  /** @maxLength 300 */
  name?: string;
}

export type RegionGroupInputId = Id | null;

/**
 * Parent group id; null makes it a top-level group. A group cannot become its own descendant.
 */
export type RegionGroupInputGroupId = Id | null;

/**
 * Alternative to groupId.
 */
export type RegionGroupInputParentGroup = RegionGroupRef | null;

/**
 * @maxLength 2000
 */
export type RegionGroupInputDescription = string | null;

/**
 * Optimistic-concurrency token; a stale value gives 409.
 * @maxLength 40
 */
export type RegionGroupInputUpdatedAt = string | null;

/**
 * Body of region group create and patch (patch changes only the fields sent).
 */
export interface RegionGroupInput {
  id?: RegionGroupInputId;
  /** Parent group id; null makes it a top-level group. A group cannot become its own descendant. */
  groupId?: RegionGroupInputGroupId;
  /** Alternative to groupId. */
  parentGroup?: RegionGroupInputParentGroup;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 2000 */
  description?: RegionGroupInputDescription;
  /**
   * Countries the group handles; a country handled by a child group cannot be chosen (409).
   * @maxItems 300
   */
  handlesCountries?: RegionGroupCountry[];
  /**
   * Locations the group handles; a location handled by a child group cannot be chosen (409).
   * @maxItems 10000
   */
  handlesLocations?: RegionGroupLocation[];
  /**
   * Ignored (read-only).
   * @maxItems 1000
   */
  childGroups?: unknown[];
  /**
   * Ignored; membership is saved through the account update.
   * @maxItems 10000
   */
  accounts?: unknown[];
  /**
   * Optimistic-concurrency token; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: RegionGroupInputUpdatedAt;
}

/**
 * Basemap style; null means the offline style shipped with the app.
 */
export type FrontendConfigMapStyleUrl = string | null;

export type FrontendConfigMapCenter = {
  latitude: number;
  longitude: number;
};

export type FrontendConfigMap = {
  /** Basemap style; null means the offline style shipped with the app. */
  styleUrl: FrontendConfigMapStyleUrl;
  center: FrontendConfigMapCenter;
  zoom: number;
};

export type FrontendConfigPurgeTargetsItem = {
  code: string;
  name: string;
};

/**
 * Configuration the client reads at start (cached by the client).
 */
export interface FrontendConfig {
  /** CDN purge code used for translations. */
  purgeCode: string;
  /** Base address of the preview renderer (defaults to this server). */
  polo_url: string;
  partnerPageBasePath?: string;
  map: FrontendConfigMap;
  /** The three fixed CDN purge targets. */
  purgeTargets?: FrontendConfigPurgeTargetsItem[];
  applicationName?: string;
}

/**
 * A product a customer can order with a catalog request. Labels: nightcap Night cap, vase Vase,
bedlegs Bed legs, baby-mobile Baby mobile, linen-press Linen press, eyeglass-case Eyeglass case,
nightstand Nightstand, bedtray Bed tray, lamp-shade Lamp shade, sleepmask Sleep mask,
wake-up-alarm Wake-up alarm, slippers Slippers, dreamcatcher Dreamcatcher.

 */
export type OrderableProduct = typeof OrderableProduct[keyof typeof OrderableProduct];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrderableProduct = {
  nightcap: 'nightcap',
  vase: 'vase',
  bedlegs: 'bedlegs',
  'baby-mobile': 'baby-mobile',
  'linen-press': 'linen-press',
  'eyeglass-case': 'eyeglass-case',
  nightstand: 'nightstand',
  bedtray: 'bedtray',
  'lamp-shade': 'lamp-shade',
  sleepmask: 'sleepmask',
  'wake-up-alarm': 'wake-up-alarm',
  slippers: 'slippers',
  dreamcatcher: 'dreamcatcher',
} as const;

export type CatalogOrderStatusCode = typeof CatalogOrderStatusCode[keyof typeof CatalogOrderStatusCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CatalogOrderStatusCode = {
  new: 'new',
  pending: 'pending',
  failed: 'failed',
  delivered: 'delivered',
  booked: 'booked',
} as const;

/**
 * A catalog request status: new (New, 1), pending (Pending, 2), failed ('Unmatched/Retry', 3), delivered (Delivered, 4), booked (Booked, 5; only set by the disabled book action).
 */
export interface CatalogOrderStatus {
  id: Id;
  code: CatalogOrderStatusCode;
  /**
   * English display name.
   * @maxLength 100
   */
  name: string;
  /**
   * @minimum 1
   * @maximum 100
   */
  sortOrder: number;
}

/**
 * Which routing rule chose the location: the zip code, a region of level 1-3, the country's
handlers, the country's fallback e-mail, or a manual send (send-multiple).

 */
export type CatalogMatchType = typeof CatalogMatchType[keyof typeof CatalogMatchType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CatalogMatchType = {
  zipCode: 'zipCode',
  region1: 'region1',
  region2: 'region2',
  region3: 'region3',
  country: 'country',
  fallback: 'fallback',
  manual: 'manual',
} as const;

/**
 * @maxLength 300
 */
export type LocationRefAddressStreet = string | null;

/**
 * @maxLength 200
 */
export type LocationRefAddressCountryOneOfName = string | null;

export type LocationRefAddressCountryOneOf = {
  /**
   * @minLength 2
   * @maxLength 2
   */
  code: string;
  /** @maxLength 200 */
  name: LocationRefAddressCountryOneOfName;
};

export type LocationRefAddressCountry = null | LocationRefAddressCountryOneOf;

export type LocationRefAddress = {
  /** @maxLength 300 */
  street: LocationRefAddressStreet;
  /** @maxLength 1000 */
  displayAddress: string;
  country: LocationRefAddressCountry;
};

/**
 * A company location in brief (the 'handler' shape used wherever a location is named).
 */
export interface LocationRef {
  id: Id;
  /** @maxLength 300 */
  name: string;
  address: LocationRefAddress;
}

/**
 * @maxLength 100
 */
export type CatalogOrderFirstname = string | null;

/**
 * @maxLength 100
 */
export type CatalogOrderLastname = string | null;

/**
 * @maxLength 254
 */
export type CatalogOrderEmail = string | null;

/**
 * @maxLength 50
 */
export type CatalogOrderPhone = string | null;

/**
 * @maxLength 300
 */
export type CatalogOrderStreet = string | null;

/**
 * @maxLength 50
 */
export type CatalogOrderApartmentNumber = string | null;

/**
 * Region (state, province, county) as the customer typed it.
 * @maxLength 200
 */
export type CatalogOrderRegion = string | null;

/**
 * @maxLength 200
 */
export type CatalogOrderCity = string | null;

/**
 * @maxLength 20
 */
export type CatalogOrderZipCode = string | null;

/**
 * ISO 3166-1 alpha-2 code (XK for Kosovo).
 * @maxLength 2
 */
export type CatalogOrderCountry = string | null;

/**
 * When the request was e-mailed to a location.
 */
export type CatalogOrderLocationNotifiedAt = string | null;

/**
 * @maxLength 254
 */
export type CatalogOrderLocationNotifiedToEmail = string | null;

export type CatalogOrderLocationNotifiedByMatchType = CatalogMatchType | null;

/**
 * The location the request was sent to (null for a fallback e-mail or no match).
 */
export type CatalogOrderNotifiedLocation = LocationRef | null;

/**
 * Why routing or sending failed (status failed).
 * @maxLength 2000
 */
export type CatalogOrderErrorMessage = string | null;

/**
 * The contact with the request's e-mail, if any.
 */
export type CatalogOrderContactId = Id | null;

/**
 * A catalog request (a brochure order from a customer) and where it was routed.
 */
export interface CatalogOrder {
  id: Id;
  /** @maxLength 100 */
  firstname: CatalogOrderFirstname;
  /** @maxLength 100 */
  lastname: CatalogOrderLastname;
  /** @maxLength 254 */
  email: CatalogOrderEmail;
  /** @maxLength 50 */
  phone?: CatalogOrderPhone;
  /** @maxLength 300 */
  street: CatalogOrderStreet;
  /** @maxLength 50 */
  apartmentNumber?: CatalogOrderApartmentNumber;
  /**
   * Region (state, province, county) as the customer typed it.
   * @maxLength 200
   */
  region?: CatalogOrderRegion;
  /** @maxLength 200 */
  city: CatalogOrderCity;
  /** @maxLength 20 */
  zipCode: CatalogOrderZipCode;
  /**
   * ISO 3166-1 alpha-2 code (XK for Kosovo).
   * @maxLength 2
   */
  country: CatalogOrderCountry;
  createdDate: string;
  /** The products ordered with the catalog. */
  offers: OrderableProduct[];
  status: CatalogOrderStatus;
  /** When the request was e-mailed to a location. */
  locationNotifiedAt: CatalogOrderLocationNotifiedAt;
  /** @maxLength 254 */
  locationNotifiedToEmail: CatalogOrderLocationNotifiedToEmail;
  locationNotifiedByMatchType: CatalogOrderLocationNotifiedByMatchType;
  /** The location the request was sent to (null for a fallback e-mail or no match). */
  notifiedLocation: CatalogOrderNotifiedLocation;
  /**
   * Why routing or sending failed (status failed).
   * @maxLength 2000
   */
  errorMessage: CatalogOrderErrorMessage;
  /** The contact with the request's e-mail, if any. */
  contactId?: CatalogOrderContactId;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt: string;
}

export type FilterOptionProperty = string | null;

/**
 * Display name where the property is a code (countries, locations).
 */
export type FilterOptionName = string | null;

/**
 * One entry of a filter option list (value and how many rows have it).
 */
export interface FilterOption {
  property: FilterOptionProperty;
  /** Display name where the property is a code (countries, locations). */
  name?: FilterOptionName;
  /** @minimum 0 */
  count: number;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type CatalogOrderPageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type CatalogOrderPagePreviousCursor = string | null;

export type CatalogOrderPageFilterable = {
  /** Country codes (property) with names. */
  countries: FilterOption[];
  /** Status codes (property) with names. */
  status: FilterOption[];
};

export interface CatalogOrderPage {
  list: CatalogOrder[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: CatalogOrderPageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: CatalogOrderPagePreviousCursor;
  filterable: CatalogOrderPageFilterable;
}

/**
 * Must equal the path id on update.
 */
export type CatalogOrderInputId = Id | null;

/**
 * @maxLength 100
 */
export type CatalogOrderInputFirstname = string | null;

/**
 * @maxLength 100
 */
export type CatalogOrderInputLastname = string | null;

/**
 * @maxLength 254
 */
export type CatalogOrderInputEmail = string | null;

/**
 * @maxLength 50
 * @pattern ^[0-9+()./ -]*$
 */
export type CatalogOrderInputPhone = string | null;

/**
 * @maxLength 50
 */
export type CatalogOrderInputApartmentNumber = string | null;

/**
 * @maxLength 200
 */
export type CatalogOrderInputRegion = string | null;

/**
 * Ignored.
 * @maxLength 40
 */
export type CatalogOrderInputCreatedDate = string | null;

/**
 * Ignored.
 * @maxLength 2000
 */
export type CatalogOrderInputErrorMessage = string | null;

/**
 * Ignored.
 */
export type CatalogOrderInputContactId = Id | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type CatalogOrderInputUpdatedAt = string | null;

/**
 * Body of catalog request create and update. The client sends status and the location-notified
fields as null; they, id, createdDate, errorMessage and contactId are ignored (set by the
server). A created request is routed like one that arrives from the website.

 */
export interface CatalogOrderInput {
  /** Must equal the path id on update. */
  id?: CatalogOrderInputId;
  /** @maxLength 100 */
  firstname?: CatalogOrderInputFirstname;
  /** @maxLength 100 */
  lastname?: CatalogOrderInputLastname;
  /** @maxLength 254 */
  email?: CatalogOrderInputEmail;
  /**
   * @maxLength 50
   * @pattern ^[0-9+()./ -]*$
   */
  phone?: CatalogOrderInputPhone;
  /**
   * @minLength 1
   * @maxLength 300
   */
  street: string;
  /** @maxLength 50 */
  apartmentNumber?: CatalogOrderInputApartmentNumber;
  /** @maxLength 200 */
  region?: CatalogOrderInputRegion;
  /**
   * @minLength 1
   * @maxLength 200
   */
  city: string;
  /**
   * @minLength 1
   * @maxLength 20
   */
  zipCode: string;
  /**
   * @minLength 2
   * @maxLength 2
   * @pattern ^[A-Z]{2}$
   */
  country: string;
  /**
   * Ignored.
   * @maxLength 40
   */
  createdDate?: CatalogOrderInputCreatedDate;
  /** @maxItems 13 */
  offers?: OrderableProduct[];
  /** Sent as null; ignored. */
  status?: null;
  locationNotifiedAt?: null;
  locationNotifiedToEmail?: null;
  locationNotifiedByMatchType?: null;
  notifiedLocation?: null;
  /**
   * Ignored.
   * @maxLength 2000
   */
  errorMessage?: CatalogOrderInputErrorMessage;
  /** Ignored. */
  contactId?: CatalogOrderInputContactId;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: CatalogOrderInputUpdatedAt;
}

/**
 * One catalog request to send to one location.
 */
export interface CatalogOrderSend {
  catalogOrderId: Id;
  locationId: Id;
}

/**
 * @maxLength 20
 */
export type RuleTestInputZipCode = string | null;

/**
 * Region name as on a catalog request; matched case-insensitively against the country's regions.
 * @maxLength 200
 */
export type RuleTestInputRegion = string | null;

/**
 * An address to route as a test (nothing is sent).
 */
export interface RuleTestInput {
  /** @maxLength 20 */
  zipCode?: RuleTestInputZipCode;
  /**
   * Region name as on a catalog request; matched case-insensitively against the country's regions.
   * @maxLength 200
   */
  region?: RuleTestInputRegion;
  /**
   * @minLength 2
   * @maxLength 2
   * @pattern ^[A-Z]{2}$
   */
  country: string;
}

export type RuleTestResultResultItemMatchType = typeof RuleTestResultResultItemMatchType[keyof typeof RuleTestResultResultItemMatchType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RuleTestResultResultItemMatchType = {
  zipCode: 'zipCode',
  region1: 'region1',
  region2: 'region2',
  region3: 'region3',
  country: 'country',
  fallback: 'fallback',
} as const;

/**
 * Null for the fallback e-mail.
 */
export type RuleTestResultResultItemLocation = LocationRef | null;

/**
 * Where the request would be e-mailed.
 * @maxLength 254
 */
export type RuleTestResultResultItemEmail = string | null;

/**
 * For region and zip-code rules; contract area beats working area at equal levels.
 */
export type RuleTestResultResultItemAreaType = 'contractArea' | 'workingArea' | null;

/**
 * For region rules, the name of the region the location handles (its level is in matchType); null otherwise.
 * @maxLength 200
 */
export type RuleTestResultResultItemRegionName = string | null;

export type RuleTestResultResultItem = {
  /**
   * @minimum 0
   * @maximum 5
   */
  levels: number;
  matchType: RuleTestResultResultItemMatchType;
  /** Null for the fallback e-mail. */
  location: RuleTestResultResultItemLocation;
  /**
   * Where the request would be e-mailed.
   * @maxLength 254
   */
  email: RuleTestResultResultItemEmail;
  /** For region and zip-code rules; contract area beats working area at equal levels. */
  areaType: RuleTestResultResultItemAreaType;
  /**
   * For region rules, the name of the region the location handles (its level is in matchType); null otherwise.
   * @maxLength 200
   */
  regionName: RuleTestResultResultItemRegionName;
};

/**
 * Every routing rule that matches the address, ordered by levels. levels is the distance of the
rule: 0 the zip code, 1-3 the region chain from the most specific level upward, 4 the country's
handlers, 5 the country's fallback e-mail. It is not the region's own level (1 state,
2 province, 3 community), which matchType names: a state's handler of an address whose chain
starts at its community matches at levels 3 as region1. The client shows the rules with the
lowest levels value. Only active locations that accept catalog requests count. An empty list
means no match.

 */
export interface RuleTestResult {
  result: RuleTestResultResultItem[];
}

/**
 * @maxLength 200
 */
export type CatalogCountryCountName = string | null;

/**
 * A country and how many catalog requests came from it.
 */
export interface CatalogCountryCount {
  /** @maxLength 2 */
  code: string;
  /** @maxLength 200 */
  name: CatalogCountryCountName;
  /** @minimum 0 */
  count: number;
}

export type DashboardIntervalChartIntervalType = typeof DashboardIntervalChartIntervalType[keyof typeof DashboardIntervalChartIntervalType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DashboardIntervalChartIntervalType = {
  week: 'week',
  month: 'month',
} as const;

export type DashboardIntervalChartDatasetsItem = {
  /** @maxLength 100 */
  label: string;
  data: number[];
};

/**
 * Counts per interval for a stacked bar chart, oldest interval first (weeks are ISO weeks, months
calendar months, Europe/Stockholm). datasets stack per label; each data array has one number
per label.

 */
export interface DashboardIntervalChart {
  intervalType: DashboardIntervalChartIntervalType;
  /** One per interval, e.g. 2025-W07 or 2025-02. */
  labels: string[];
  /** One per stack part, e.g. per status (catalog requests) or per country. */
  datasets: DashboardIntervalChartDatasetsItem[];
}

/**
 * The sender as configured (MAIL_FROM) when the mail was written.
 */
export type OutboxMessageFrom = string | null;

/**
 * Where replies go (a catalog request's customer).
 */
export type OutboxMessageReplyTo = string | null;

/**
 * The plain-text body.
 */
export type OutboxMessageText = string | null;

/**
 * When the mail server accepted it; null while kept in the outbox or when refused.
 */
export type OutboxMessageSentAt = string | null;

/**
 * Why the mail server did not accept it.
 */
export type OutboxMessageErrorMessage = string | null;

/**
 * A mail the server sent or kept in its outbox (the HTML part is not listed).
 */
export interface OutboxMessage {
  id: Id;
  /** The sender as configured (MAIL_FROM) when the mail was written. */
  from: OutboxMessageFrom;
  /** The recipient's address. */
  to: string;
  /** Where replies go (a catalog request's customer). */
  replyTo: OutboxMessageReplyTo;
  subject: string;
  /** The plain-text body. */
  text: OutboxMessageText;
  createdAt: string;
  /** When the mail server accepted it; null while kept in the outbox or when refused. */
  sentAt: OutboxMessageSentAt;
  /**
   * Sending attempts (0 when kept in the outbox without SMTP).
   * @minimum 0
   */
  attempts: number;
  /** Why the mail server did not accept it. */
  errorMessage: OutboxMessageErrorMessage;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type OutboxMessagePageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type OutboxMessagePagePreviousCursor = string | null;

/**
 * No filter option lists for this table: the state filter's two values are fixed.
 */
export type OutboxMessagePageFilterable = { [key: string]: unknown };

export interface OutboxMessagePage {
  list: OutboxMessage[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: OutboxMessagePageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: OutboxMessagePagePreviousCursor;
  /** No filter option lists for this table: the state filter's two values are fixed. */
  filterable: OutboxMessagePageFilterable;
}

/**
 * The location's type: null (none), shop_in_shop ('Shop in shop') or vividus_store (the brand's own store, shown as '{brand} store').
 */
export type LocationType = 'shop_in_shop' | 'vividus_store' | null;

/**
 * The country record's id (null when the code has no country record).
 */
export type CountryRefId = Id | null;

/**
 * @maxLength 200
 */
export type CountryRefName = string | null;

/**
 * A country named by its ISO 3166-1 alpha-2 code (XK for Kosovo) and English name.
 */
export interface CountryRef {
  /** The country record's id (null when the code has no country record). */
  id?: CountryRefId;
  /**
   * @minLength 2
   * @maxLength 2
   * @pattern ^[A-Z]{2}$
   */
  code: string;
  /** @maxLength 200 */
  name: CountryRefName;
}

export type AddressId = Id | null;

/**
 * @maxLength 300
 */
export type AddressStreet = string | null;

/**
 * @maxLength 20
 */
export type AddressZipCode = string | null;

/**
 * @maxLength 200
 */
export type AddressCity = string | null;

/**
 * Second locality line (district, suburb or c/o).
 * @maxLength 200
 */
export type AddressCity2 = string | null;

export type AddressCountry = CountryRef | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type AddressLatitude = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type AddressLongitude = number | null;

/**
 * A postal address with optional coordinates (WGS 84).
 */
export interface Address {
  id?: AddressId;
  /** @maxLength 300 */
  street: AddressStreet;
  /** @maxLength 20 */
  zipCode: AddressZipCode;
  /** @maxLength 200 */
  city: AddressCity;
  /**
   * Second locality line (district, suburb or c/o).
   * @maxLength 200
   */
  city2?: AddressCity2;
  country: AddressCountry;
  /**
   * @minimum -90
   * @maximum 90
   */
  latitude?: AddressLatitude;
  /**
   * @minimum -180
   * @maximum 180
   */
  longitude?: AddressLongitude;
  /**
   * Derived one-line address: street, zip code and city, country name (empty parts left out). Also the string the geocoder is given.
   * @maxLength 1000
   */
  displayAddress: string;
}

/**
 * @maxLength 254
 */
export type LocationSummaryEmail = string | null;

/**
 * @maxLength 50
 */
export type LocationSummaryCustomerNumber = string | null;

/**
 * A company location for choosers and maps (no opening hours).
 */
export interface LocationSummary {
  id: Id;
  /** @maxLength 300 */
  name: string;
  locationType: LocationType;
  active: boolean;
  shouldRetrieveCatalogRequests: boolean;
  /** @maxLength 254 */
  email?: LocationSummaryEmail;
  /** @maxLength 50 */
  customerNumber?: LocationSummaryCustomerNumber;
  address: Address;
}

/**
 * Ignored.
 */
export type AddressInputId = Id | null;

/**
 * @maxLength 300
 */
export type AddressInputStreet = string | null;

/**
 * @maxLength 20
 */
export type AddressInputZipCode = string | null;

/**
 * @maxLength 200
 */
export type AddressInputCity = string | null;

/**
 * @maxLength 200
 */
export type AddressInputCity2 = string | null;

/**
 * Ignored.
 */
export type AddressInputCountryOneOfId = Id | null;

/**
 * Ignored.
 * @maxLength 200
 */
export type AddressInputCountryOneOfName = string | null;

export type AddressInputCountryOneOf = {
  /** Ignored. */
  id?: AddressInputCountryOneOfId;
  /**
   * @minLength 2
   * @maxLength 2
   * @pattern ^[A-Z]{2}$
   */
  code: string;
  /**
   * Ignored.
   * @maxLength 200
   */
  name?: AddressInputCountryOneOfName;
};

export type AddressInputCountry = null | AddressInputCountryOneOf;

/**
 * @minimum -90
 * @maximum 90
 */
export type AddressInputLatitude = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type AddressInputLongitude = number | null;

/**
 * Ignored.
 * @maxLength 1000
 */
export type AddressInputDisplayAddress = string | null;

/**
 * An address to save. id and displayAddress are ignored (derived on the server).
 */
export interface AddressInput {
  /** Ignored. */
  id?: AddressInputId;
  /** @maxLength 300 */
  street?: AddressInputStreet;
  /** @maxLength 20 */
  zipCode?: AddressInputZipCode;
  /** @maxLength 200 */
  city?: AddressInputCity;
  /** @maxLength 200 */
  city2?: AddressInputCity2;
  country?: AddressInputCountry;
  /**
   * @minimum -90
   * @maximum 90
   */
  latitude?: AddressInputLatitude;
  /**
   * @minimum -180
   * @maximum 180
   */
  longitude?: AddressInputLongitude;
  /**
   * Ignored.
   * @maxLength 1000
   */
  displayAddress?: AddressInputDisplayAddress;
}

/**
 * One opening interval of a day, local time of the location (HH:mm; closing 24:00 means midnight).
 */
export interface OpeningHoursEntry {
  /**
   * @maxLength 5
   * @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]$
   */
  opening: string;
  /**
   * @maxLength 5
   * @pattern ^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$
   */
  closing: string;
}

/**
 * Opening intervals per weekday; an empty list means closed that day. Up to 6 intervals a day.
 */
export interface OpeningHoursWeek {
  /** @maxItems 6 */
  monday: OpeningHoursEntry[];
  /** @maxItems 6 */
  tuesday: OpeningHoursEntry[];
  /** @maxItems 6 */
  wednesday: OpeningHoursEntry[];
  /** @maxItems 6 */
  thursday: OpeningHoursEntry[];
  /** @maxItems 6 */
  friday: OpeningHoursEntry[];
  /** @maxItems 6 */
  saturday: OpeningHoursEntry[];
  /** @maxItems 6 */
  sunday: OpeningHoursEntry[];
}

/**
 * A named set of weekly opening hours (e.g. 'Summer'). At most one schema of a location is active; the active one is the location's weekly hours.
 */
export interface TimeSchema {
  /**
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  active: boolean;
  openingHours: OpeningHoursWeek;
}

/**
 * @maxLength 5
 * @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]$
 */
export type OpeningHourDeviationOpening = string | null;

/**
 * @maxLength 5
 * @pattern ^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$
 */
export type OpeningHourDeviationClosing = string | null;

/**
 * Different hours on one date (holiday, event). opening and closing both null means closed all day.
 */
export interface OpeningHourDeviation {
  /**
   * YYYY-MM-DD.
   * @maxLength 10
   */
  date: string;
  /**
   * @maxLength 5
   * @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]$
   */
  opening: OpeningHourDeviationOpening;
  /**
   * @maxLength 5
   * @pattern ^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$
   */
  closing: OpeningHourDeviationClosing;
}

/**
 * Must equal the path id on update.
 */
export type CompanyLocationInputId = Id | null;

/**
 * @maxLength 50
 */
export type CompanyLocationInputPhone = string | null;

/**
 * @maxLength 254
 */
export type CompanyLocationInputEmail = string | null;

/**
 * Must start with http:// or https://.
 * @maxLength 2000
 * @pattern ^https?://[^\s]+$
 */
export type CompanyLocationInputWebsite = string | null;

/**
 * Ignored.
 * @maxLength 500
 */
export type CompanyLocationInputFullSlug = string | null;

/**
 * Ignored.
 * @maxLength 200
 */
export type CompanyLocationInputGeographicAreaOneOfName = string | null;

export type CompanyLocationInputGeographicAreaOneOf = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 200
   */
  name?: CompanyLocationInputGeographicAreaOneOfName;
};

export type CompanyLocationInputGeographicArea = null | CompanyLocationInputGeographicAreaOneOf;

/**
 * @maxLength 2000
 */
export type CompanyLocationInputOpeningHoursInfoText = string | null;

export type CompanyLocationInputOpeningHoursSource = 'manual' | 'timeSchema' | 'external' | null;

/**
 * @maxLength 200
 */
export type CompanyLocationInputPartnerPageOneOfName = string | null;

/**
 * @maxLength 253
 */
export type CompanyLocationInputPartnerPageOneOfHostname = string | null;

export type CompanyLocationInputPartnerPageOneOf = {
  id?: Id;
  /** @maxLength 200 */
  name?: CompanyLocationInputPartnerPageOneOfName;
  /** @maxLength 253 */
  hostname?: CompanyLocationInputPartnerPageOneOfHostname;
};

/**
 * Ignored.
 */
export type CompanyLocationInputPartnerPage = null | CompanyLocationInputPartnerPageOneOf;

/**
 * Must start with http:// or https://.
 * @maxLength 2000
 * @pattern ^https?://[^\s]+$
 */
export type CompanyLocationInputInstagramUrl = string | null;

/**
 * @maxLength 50
 */
export type CompanyLocationInputCustomerNumber = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type CompanyLocationInputUpdatedAt = string | null;

/**
 * Body of location create and update. fullSlug and partnerPage are ignored (derived, and set by the
partner page calls). Only one time schema may be active; when one is active its hours replace
weeklyOpeningHours.

 */
export interface CompanyLocationInput {
  /** Must equal the path id on update. */
  id?: CompanyLocationInputId;
  /**
   * @minLength 1
   * @maxLength 300
   */
  name: string;
  locationType?: LocationType;
  /** @maxLength 50 */
  phone?: CompanyLocationInputPhone;
  /** @maxLength 254 */
  email?: CompanyLocationInputEmail;
  /**
   * Must start with http:// or https://.
   * @maxLength 2000
   * @pattern ^https?://[^\s]+$
   */
  website?: CompanyLocationInputWebsite;
  address: AddressInput;
  /**
   * Ignored.
   * @maxLength 500
   */
  fullSlug?: CompanyLocationInputFullSlug;
  geographicArea?: CompanyLocationInputGeographicArea;
  weeklyOpeningHours?: OpeningHoursWeek;
  /** @maxItems 20 */
  timeSchemas?: TimeSchema[];
  /** @maxItems 500 */
  openingHourDeviations?: OpeningHourDeviation[];
  /** @maxLength 2000 */
  openingHoursInfoText?: CompanyLocationInputOpeningHoursInfoText;
  openingHoursSource?: CompanyLocationInputOpeningHoursSource;
  isVividusRetailer?: boolean;
  showOpeningHours?: boolean;
  active?: boolean;
  shouldRetrieveCatalogRequests?: boolean;
  /** Ignored. */
  partnerPage?: CompanyLocationInputPartnerPage;
  /**
   * Must start with http:// or https://.
   * @maxLength 2000
   * @pattern ^https?://[^\s]+$
   */
  instagramUrl?: CompanyLocationInputInstagramUrl;
  /** @maxLength 50 */
  customerNumber?: CompanyLocationInputCustomerNumber;
  /** Create only. When true the location's e-mail is added as a manager of the new location (a contact with that e-mail is found or created). Ignored on update. */
  createManager?: boolean;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: CompanyLocationInputUpdatedAt;
}

/**
 * A geographic area in brief.
 */
export interface GeographicAreaRef {
  id: Id;
  /** @maxLength 200 */
  name: string;
}

/**
 * A partner page in brief.
 */
export interface PartnerPageRef {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /** @maxLength 253 */
  hostname: string;
}

/**
 * @maxLength 50
 */
export type CompanyLocationPhone = string | null;

/**
 * Where routed catalog requests are e-mailed.
 * @maxLength 254
 */
export type CompanyLocationEmail = string | null;

/**
 * @maxLength 2000
 */
export type CompanyLocationWebsite = string | null;

export type CompanyLocationGeographicArea = GeographicAreaRef | null;

/**
 * Free text shown with the opening hours.
 * @maxLength 2000
 */
export type CompanyLocationOpeningHoursInfoText = string | null;

/**
 * Where weeklyOpeningHours come from: typed in (manual), the active time schema (timeSchema) or an external feed (external).
 */
export type CompanyLocationOpeningHoursSource = 'manual' | 'timeSchema' | 'external' | null;

export type CompanyLocationPartnerPage = PartnerPageRef | null;

/**
 * @maxLength 2000
 */
export type CompanyLocationInstagramUrl = string | null;

/**
 * The location's customer number in the order platform.
 * @maxLength 50
 */
export type CompanyLocationCustomerNumber = string | null;

/**
 * A company location (store or point of sale).
 */
export interface CompanyLocation {
  id: Id;
  /** @maxLength 300 */
  name: string;
  locationType: LocationType;
  /** @maxLength 50 */
  phone?: CompanyLocationPhone;
  /**
   * Where routed catalog requests are e-mailed.
   * @maxLength 254
   */
  email?: CompanyLocationEmail;
  /** @maxLength 2000 */
  website?: CompanyLocationWebsite;
  address: Address;
  /**
   * Public page path of the location, e.g. se/stockholm/vividus-store-ostermalm (derived).
   * @maxLength 500
   */
  fullSlug: string;
  geographicArea?: CompanyLocationGeographicArea;
  weeklyOpeningHours: OpeningHoursWeek;
  timeSchemas: TimeSchema[];
  /** Ordered by date. */
  openingHourDeviations: OpeningHourDeviation[];
  /**
   * Free text shown with the opening hours.
   * @maxLength 2000
   */
  openingHoursInfoText?: CompanyLocationOpeningHoursInfoText;
  /** Where weeklyOpeningHours come from: typed in (manual), the active time schema (timeSchema) or an external feed (external). */
  openingHoursSource?: CompanyLocationOpeningHoursSource;
  /** The location is an authorised retailer of the brand. */
  isVividusRetailer: boolean;
  showOpeningHours: boolean;
  active: boolean;
  /** Catalog requests may be routed to the location. */
  shouldRetrieveCatalogRequests: boolean;
  partnerPage: CompanyLocationPartnerPage;
  /** @maxLength 2000 */
  instagramUrl?: CompanyLocationInstagramUrl;
  /**
   * The location's customer number in the order platform.
   * @maxLength 50
   */
  customerNumber?: CompanyLocationCustomerNumber;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt: string;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type CompanyLocationPageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type CompanyLocationPagePreviousCursor = string | null;

export type CompanyLocationPageFilterable = {
  /** Country codes (property) with their names. */
  countries: FilterOption[];
  /** 'true' and 'false' with their counts. */
  active: FilterOption[];
};

export interface CompanyLocationPage {
  list: CompanyLocation[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: CompanyLocationPageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: CompanyLocationPagePreviousCursor;
  filterable: CompanyLocationPageFilterable;
}

/**
 * Optimistic-concurrency token from the last read (or send If-Match); without it 428; a stale value gives 409.
 * @maxLength 40
 */
export type LocationTypeUpdateUpdatedAt = string | null;

/**
 * Body of the inline type change.
 */
export interface LocationTypeUpdate {
  locationType: LocationType;
  /**
   * Optimistic-concurrency token from the last read (or send If-Match); without it 428; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: LocationTypeUpdateUpdatedAt;
}

/**
 * @maxLength 50
 * @pattern ^[A-Za-z0-9 ._/-]*$
 */
export type CustomerNumberUpdateCustomerNumber = string | null;

/**
 * Optimistic-concurrency token from the last read (or send If-Match); without it 428; a stale value gives 409.
 * @maxLength 40
 */
export type CustomerNumberUpdateUpdatedAt = string | null;

/**
 * Body of the inline customer number edit. An empty string or null clears the number.
 */
export interface CustomerNumberUpdate {
  /**
   * @maxLength 50
   * @pattern ^[A-Za-z0-9 ._/-]*$
   */
  customerNumber: CustomerNumberUpdateCustomerNumber;
  /** Must equal the path id. */
  locationId: Id;
  /**
   * Optimistic-concurrency token from the last read (or send If-Match); without it 428; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: CustomerNumberUpdateUpdatedAt;
}

/**
 * @maxLength 100
 */
export type ManagerFirstname = string | null;

/**
 * @maxLength 100
 */
export type ManagerLastname = string | null;

/**
 * The contact's primary e-mail.
 * @maxLength 254
 */
export type ManagerEmail = string | null;

/**
 * A manager of a location (a contact linked to it).
 */
export interface Manager {
  /** The contact's id. */
  id: Id;
  /** @maxLength 100 */
  firstname: ManagerFirstname;
  /** @maxLength 100 */
  lastname: ManagerLastname;
  /**
   * First and last name joined by a space; '-' when both are empty.
   * @maxLength 201
   */
  fullname: string;
  /**
   * The contact's primary e-mail.
   * @maxLength 254
   */
  email: ManagerEmail;
}

export interface ManagerAddRequest {
  /**
   * @minLength 3
   * @maxLength 254
   */
  email: string;
}

export type ManagerAddResultManager = Manager | null;

/**
 * @maxLength 500
 */
export type ManagerAddResultMessage = string | null;

/**
 * Outcome of adding a manager. success false (with message) when the e-mail already manages the location.
 */
export interface ManagerAddResult {
  success: boolean;
  manager: ManagerAddResultManager;
  /** @maxLength 500 */
  message: ManagerAddResultMessage;
}

/**
 * Must equal the path id on update.
 */
export type PartnerPageInputId = Id | null;

/**
 * Ignored.
 * @maxLength 200
 */
export type PartnerPageInputVersionsItemSiteName = string | null;

/**
 * Ignored.
 * @maxLength 10
 */
export type PartnerPageInputVersionsItemSiteLanguageCode = string | null;

export type PartnerPageInputVersionsItemSite = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 200
   */
  name?: PartnerPageInputVersionsItemSiteName;
  /**
   * Ignored.
   * @maxLength 10
   */
  languageCode?: PartnerPageInputVersionsItemSiteLanguageCode;
};

export type PartnerPageInputVersionsItem = {
  site: PartnerPageInputVersionsItemSite;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
};

/**
 * Ignored.
 * @maxLength 300
 */
export type PartnerPageInputLocationsItemName = string | null;

export type PartnerPageInputLocationsItem = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 300
   */
  name?: PartnerPageInputLocationsItemName;
};

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type PartnerPageInputUpdatedAt = string | null;

/**
 * A partner page to save. One version per site. locations, when given on update, replaces the
page's locations (a location has at most one partner page; one that has another gives 409).

 */
export interface PartnerPageInput {
  /** Must equal the path id on update. */
  id?: PartnerPageInputId;
  /**
   * A lower-case host name; unique (409).
   * @minLength 1
   * @maxLength 253
   * @pattern ^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$
   */
  hostname: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxItems 200 */
  versions?: PartnerPageInputVersionsItem[];
  /** @maxItems 1000 */
  locations?: PartnerPageInputLocationsItem[];
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: PartnerPageInputUpdatedAt;
}

/**
 * Body of partner page create; the page is created and attached to the location.
 */
export interface PartnerPageCreateRequest {
  partnerPage: PartnerPageInput;
  locationId: Id;
}

/**
 * A site (one per language) in brief.
 */
export interface SiteRef {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /** @maxLength 10 */
  languageCode: string;
}

export type PartnerPageVersionsItem = {
  site: SiteRef;
  /** @maxLength 200 */
  name: string;
};

export type PartnerPageLocationsItem = {
  id: Id;
  /** @maxLength 300 */
  name: string;
};

/**
 * A partner page (a retailer's own mini-site). name is the default-language ('en') name; versions hold per-site names.
 */
export interface PartnerPage {
  id: Id;
  /**
   * Host name the page is served on, e.g. bedshop.example.com.
   * @maxLength 253
   */
  hostname: string;
  /** @maxLength 200 */
  name: string;
  /** At most one version per site. */
  versions: PartnerPageVersionsItem[];
  /** The locations that use the page. */
  locations: PartnerPageLocationsItem[];
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

export interface PartnerPageSearchRequest {
  /**
   * Text in the name or host name (case-insensitive); empty lists the first pages by name.
   * @maxLength 200
   */
  searchString: string;
}

export type PartnerPageVideoOptionId = 'all' | Id;

/**
 * A choice for a video's availability: 'all' (named 'Available for all partner-pages') or one partner page.
 */
export interface PartnerPageVideoOption {
  id: PartnerPageVideoOptionId;
  /** @maxLength 200 */
  name: string;
}

/**
 * A partner page that has newsletter subscribers, with their number.
 */
export interface PartnerPageSubscribers {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /** @maxLength 253 */
  hostname: string;
  /** @minimum 0 */
  numberOfSubscribers: number;
}

/**
 * Swedish name.
 * @maxLength 200
 */
export type CountryNameSv = string | null;

export type CountryRegionsItem = {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /**
   * @minimum 1
   * @maximum 3
   */
  level: number;
};

/**
 * Where catalog requests go when no location matches (routing level 5). Set with the fallback-handler call.
 * @maxLength 254
 */
export type CountryCatalogFallbackEmail = string | null;

/**
 * A country the network works in. regions and handlers are filled by the single-country call
and left out of lists.

 */
export interface Country {
  id: Id;
  /**
   * English name.
   * @maxLength 200
   */
  name: string;
  /**
   * Swedish name.
   * @maxLength 200
   */
  nameSv?: CountryNameSv;
  /**
   * ISO 3166-1 alpha-2 code (XK for Kosovo).
   * @minLength 2
   * @maxLength 2
   */
  code: string;
  /** The country's top-level (level 1) regions. */
  regions?: CountryRegionsItem[];
  /** Locations that handle the whole country (routing level 4). */
  handlers?: LocationRef[];
  isKeyMarket: boolean;
  /** The country is divided into its own sales regions. */
  haveSpecificSalesRegions: boolean;
  /**
   * Where catalog requests go when no location matches (routing level 5). Set with the fallback-handler call.
   * @maxLength 254
   */
  catalogFallbackEmail: CountryCatalogFallbackEmail;
  /** The country's handlers are a stop-gap until its regions have their own. */
  handlersAreTemporary: boolean;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

/**
 * Must equal the path id on update.
 */
export type CountryInputId = Id | null;

/**
 * @maxLength 200
 */
export type CountryInputNameSv = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type CountryInputUpdatedAt = string | null;

/**
 * Body of country create and update. Handlers and the fallback e-mail have their own calls; regions are edited under sales regions.
 */
export interface CountryInput {
  /** Must equal the path id on update. */
  id?: CountryInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 200 */
  nameSv?: CountryInputNameSv;
  /**
   * ISO 3166-1 alpha-2 code (XK allowed); unique (409).
   * @minLength 2
   * @maxLength 2
   * @pattern ^[A-Z]{2}$
   */
  code: string;
  isKeyMarket?: boolean;
  haveSpecificSalesRegions?: boolean;
  handlersAreTemporary?: boolean;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: CountryInputUpdatedAt;
}

export interface CountryHandlerRequest {
  locationId: Id;
}

export type CountryFallbackEmailRequestEmailAddress = string | string;

/**
 * An empty string clears the fallback e-mail.
 */
export interface CountryFallbackEmailRequest {
  emailAddress: CountryFallbackEmailRequestEmailAddress;
}

/**
 * A named area drawn on the map.
 */
export interface GeographicArea {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /**
   * The shape as WKT in WGS 84 (longitude latitude), a MULTIPOLYGON.
   * @maxLength 1000000
   */
  wktShape: string;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
  /**
   * The stores (company locations) whose position lies inside the shape, by name. Our addition (the spec's form lists the partners inside a drawn shape).
   * @maxItems 100000
   */
  locations?: LocationRef[];
}

/**
 * Required on update (names the area).
 */
export type GeographicAreaInputId = Id | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type GeographicAreaInputUpdatedAt = string | null;

/**
 * Body of area create and update. A POLYGON is stored as a one-part MULTIPOLYGON; an invalid or self-intersecting shape gives 400.
 */
export interface GeographicAreaInput {
  /** Required on update (names the area). */
  id?: GeographicAreaInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * WKT in WGS 84 (longitude latitude).
   * @minLength 10
   * @maxLength 1000000
   * @pattern ^\s*(MULTIPOLYGON|POLYGON)\s*\(
   */
  wktShape: string;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: GeographicAreaInputUpdatedAt;
}

/**
 * The region of the given level that contains the zip code.
 */
export type AreaAssignResultRegion = {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /**
   * @minimum 1
   * @maximum 3
   */
  level: number;
  workingArea: boolean;
};

export type AreaAssignResultType = typeof AreaAssignResultType[keyof typeof AreaAssignResultType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AreaAssignResultType = {
  contractArea: 'contractArea',
  workingArea: 'workingArea',
} as const;

/**
 * The area the store was assigned to, with its handlers and type after the change.
 */
export interface AreaAssignResult {
  /** The region of the given level that contains the zip code. */
  region: AreaAssignResultRegion;
  /**
   * @minimum 1
   * @maximum 3
   */
  level: number;
  type: AreaAssignResultType;
  handlers: LocationRef[];
}

export type GeoJsonFeatureCollectionType = typeof GeoJsonFeatureCollectionType[keyof typeof GeoJsonFeatureCollectionType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeoJsonFeatureCollectionType = {
  FeatureCollection: 'FeatureCollection',
} as const;

export type GeoJsonFeatureCollectionFeaturesItemType = typeof GeoJsonFeatureCollectionFeaturesItemType[keyof typeof GeoJsonFeatureCollectionFeaturesItemType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeoJsonFeatureCollectionFeaturesItemType = {
  Feature: 'Feature',
} as const;

export type GeoJsonFeatureCollectionFeaturesItemGeometryAnyOfType = typeof GeoJsonFeatureCollectionFeaturesItemGeometryAnyOfType[keyof typeof GeoJsonFeatureCollectionFeaturesItemGeometryAnyOfType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeoJsonFeatureCollectionFeaturesItemGeometryAnyOfType = {
  Point: 'Point',
  Polygon: 'Polygon',
  MultiPolygon: 'MultiPolygon',
} as const;

export type GeoJsonFeatureCollectionFeaturesItemGeometryAnyOf = {
  type: GeoJsonFeatureCollectionFeaturesItemGeometryAnyOfType;
  /** Nested [longitude, latitude] positions as GeoJSON prescribes for the type. */
  coordinates: unknown[];
};

export type GeoJsonFeatureCollectionFeaturesItemGeometry = GeoJsonFeatureCollectionFeaturesItemGeometryAnyOf | null;

export type GeoJsonFeatureCollectionFeaturesItemPropertiesR1 = Id | null;

export type GeoJsonFeatureCollectionFeaturesItemPropertiesR2 = Id | null;

export type GeoJsonFeatureCollectionFeaturesItemPropertiesR3 = Id | null;

export type GeoJsonFeatureCollectionFeaturesItemProperties = {
  /** @maxLength 20 */
  zipCode: string;
  /** @maxLength 2 */
  countryCode: string;
  r1?: GeoJsonFeatureCollectionFeaturesItemPropertiesR1;
  r2?: GeoJsonFeatureCollectionFeaturesItemPropertiesR2;
  r3?: GeoJsonFeatureCollectionFeaturesItemPropertiesR3;
  r1h?: Id[];
  r2h?: Id[];
  r3h?: Id[];
  r1ca?: boolean;
  r2ca?: boolean;
  r3ca?: boolean;
  r1wa?: boolean;
  r2wa?: boolean;
  r3wa?: boolean;
};

export type GeoJsonFeatureCollectionFeaturesItem = {
  type: GeoJsonFeatureCollectionFeaturesItemType;
  /** The zip code's id. */
  id?: Id;
  geometry: GeoJsonFeatureCollectionFeaturesItemGeometry;
  properties: GeoJsonFeatureCollectionFeaturesItemProperties;
};

/**
 * Zip-code areas as a GeoJSON FeatureCollection (RFC 7946, WGS 84). Each feature's properties name
the regions the zip code lies in (r1..r3, level ids) with suffixes h (handler location ids),
ca (has contract-area handlers) and wa (is a working area).

 */
export interface GeoJsonFeatureCollection {
  type: GeoJsonFeatureCollectionType;
  features: GeoJsonFeatureCollectionFeaturesItem[];
}

/**
 * @minimum 0
 * @maximum 1
 */
export type DashboardApdexScore = number | null;

/**
 * Application performance index of the server's own requests in the window: satisfied at most T,
tolerating at most 4T, frustrated above 4T or failed (5xx); score = (satisfied + tolerating/2) / total,
null when there were no requests.

 */
export interface DashboardApdex {
  /**
   * @minimum 0
   * @maximum 1
   */
  score: DashboardApdexScore;
  /** @minimum 0 */
  satisfied: number;
  /** @minimum 0 */
  tolerating: number;
  /** @minimum 0 */
  frustrated: number;
  /** @minimum 0 */
  total: number;
  /**
   * T (500 ms).
   * @minimum 1
   */
  thresholdMs: number;
  from: string;
  to: string;
}

export type DashboardPageViewsPerScreenItem = {
  /**
   * Route state name, e.g. app.catalog-order.list.
   * @maxLength 100
   */
  screen: string;
  /** @minimum 0 */
  views: number;
};

/**
 * Screen views recorded by the app in the window, most viewed screen first.
 */
export interface DashboardPageViews {
  /** @minimum 0 */
  total: number;
  perScreen: DashboardPageViewsPerScreenItem[];
  from: string;
  to: string;
}

export interface DashboardPageViewInput {
  /**
   * The route state name of the screen shown.
   * @minLength 1
   * @maxLength 100
   * @pattern ^[A-Za-z0-9._-]+$
   */
  screen: string;
}

/**
 * @maxLength 50
 */
export type SitePropertiesDesignTheme = string | null;

/**
 * Stored file name of the logo.
 * @maxLength 255
 */
export type SitePropertiesDesignLogoIdentifier = string | null;

/**
 * @maxLength 255
 */
export type SitePropertiesDesignFaviconIdentifier = string | null;

/**
 * @maxLength 7
 * @pattern ^#[0-9A-Fa-f]{6}$
 */
export type SitePropertiesDesignPrimaryColor = string | null;

/**
 * @maxLength 20000
 */
export type SitePropertiesDesignCustomCss = string | null;

export type SitePropertiesDesign = {
  /** @maxLength 50 */
  theme?: SitePropertiesDesignTheme;
  /**
   * Stored file name of the logo.
   * @maxLength 255
   */
  logoIdentifier?: SitePropertiesDesignLogoIdentifier;
  /** @maxLength 255 */
  faviconIdentifier?: SitePropertiesDesignFaviconIdentifier;
  /**
   * @maxLength 7
   * @pattern ^#[0-9A-Fa-f]{6}$
   */
  primaryColor?: SitePropertiesDesignPrimaryColor;
  /** @maxLength 20000 */
  customCss?: SitePropertiesDesignCustomCss;
};

/**
 * @maxLength 200
 */
export type SitePropertiesSeoTitle = string | null;

/**
 * @maxLength 100
 */
export type SitePropertiesSeoTitleSuffix = string | null;

/**
 * @maxLength 500
 */
export type SitePropertiesSeoDescription = string | null;

/**
 * @maxLength 500
 */
export type SitePropertiesSeoKeywords = string | null;

/**
 * Ask search engines not to index the site.
 */
export type SitePropertiesSeoNoIndex = boolean | null;

/**
 * @maxLength 200
 */
export type SitePropertiesSeoGoogleSiteVerification = string | null;

export type SitePropertiesSeo = {
  /** @maxLength 200 */
  title?: SitePropertiesSeoTitle;
  /** @maxLength 100 */
  titleSuffix?: SitePropertiesSeoTitleSuffix;
  /** @maxLength 500 */
  description?: SitePropertiesSeoDescription;
  /** @maxLength 500 */
  keywords?: SitePropertiesSeoKeywords;
  /** Ask search engines not to index the site. */
  noIndex?: SitePropertiesSeoNoIndex;
  /** @maxLength 200 */
  googleSiteVerification?: SitePropertiesSeoGoogleSiteVerification;
};

/**
 * A site's settings. Changing design needs cmsDesign and seo needs cmsSeo (else 403).
 */
export interface SiteProperties {
  design?: SitePropertiesDesign;
  seo?: SitePropertiesSeo;
}

/**
 * Live on the website; null counts as active.
 */
export type SiteIsActive = boolean | null;

export type SiteFrontpageOneOf = {
  id: Id;
  /** @maxLength 300 */
  title: string;
  /** @maxLength 200 */
  slug: string;
};

/**
 * The page shown at the site's root.
 */
export type SiteFrontpage = null | SiteFrontpageOneOf;

/**
 * A site of the public website, one per language.
 */
export interface Site {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /**
   * e.g. sv, en, de_AT.
   * @maxLength 10
   */
  languageCode: string;
  /**
   * The site's first path segment on the website.
   * @maxLength 100
   */
  slug: string;
  /** Live on the website; null counts as active. */
  isActive: SiteIsActive;
  properties: SiteProperties;
  /** The page shown at the site's root. */
  frontpage: SiteFrontpage;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

/**
 * Must equal the path id on change.
 */
export type SiteInputId = Id | null;

export type SiteInputIsActive = boolean | null;

/**
 * Ignored.
 * @maxLength 300
 */
export type SiteInputFrontpageOneOfTitle = string | null;

/**
 * Ignored.
 * @maxLength 200
 */
export type SiteInputFrontpageOneOfSlug = string | null;

export type SiteInputFrontpageOneOf = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 300
   */
  title?: SiteInputFrontpageOneOfTitle;
  /**
   * Ignored.
   * @maxLength 200
   */
  slug?: SiteInputFrontpageOneOfSlug;
};

/**
 * A page of this site.
 */
export type SiteInputFrontpage = null | SiteInputFrontpageOneOf;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type SiteInputUpdatedAt = string | null;

/**
 * Body of site create (name, languageCode, slug required) and change (only the fields sent change).
languageCode and slug are unique (409). A new site defaults to inactive.

 */
export interface SiteInput {
  /** Must equal the path id on change. */
  id?: SiteInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /**
   * @minLength 2
   * @maxLength 10
   * @pattern ^[a-z]{2}(_[A-Z]{2})?$
   */
  languageCode?: string;
  /**
   * @minLength 1
   * @maxLength 100
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  slug?: string;
  isActive?: SiteInputIsActive;
  properties?: SiteProperties;
  /** A page of this site. */
  frontpage?: SiteInputFrontpage;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: SiteInputUpdatedAt;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type SitePageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type SitePagePreviousCursor = string | null;

export type SitePageFilterable = {
  /** 'true' and 'false' with their counts. */
  isActive: FilterOption[];
};

export interface SitePage {
  list: Site[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: SitePageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: SitePagePreviousCursor;
  filterable: SitePageFilterable;
}

/**
 * @maxLength 4000
 */
export type MediaFolderDescription = string | null;

/**
 * The parent folder (null for a root folder).
 */
export type MediaFolderParentFolderId = Id | null;

/**
 * A media folder. In the tree answer folderList is filled recursively; mediaList is filled by the single-folder answer only.
 */
export interface MediaFolder {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /** @maxLength 200 */
  slug: string;
  /** @maxLength 4000 */
  description?: MediaFolderDescription;
  /** Child folders, ordered by sortOrder. */
  folderList: MediaFolder[];
  /** Media in the folder, ordered by the folder's mediaSortMethod. */
  mediaList: MediaMedia[];
  mediaSortMethod: MediaSortMethod;
  /**
   * Position among siblings (renumbered 0..n after every change).
   * @minimum 0
   * @maximum 100000
   */
  sortOrder: number;
  /** The parent folder (null for a root folder). */
  parentFolderId?: MediaFolderParentFolderId;
  isRootFolder: boolean;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

/**
 * @maxLength 4000
 */
export type MediaMediaDescription = string | null;

export type MediaMediaPublishedDate = string | null;

/**
 * Stored file name of the thumbnail.
 * @maxLength 255
 */
export type MediaMediaThumbnail = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaThumbnailOriginalFilename = string | null;

/**
 * Stored file name of the low-resolution file.
 * @maxLength 255
 */
export type MediaMediaLowRes = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaLowResOriginalFilename = string | null;

/**
 * Stored file name of the high-resolution file.
 * @maxLength 255
 */
export type MediaMediaHighRes = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaHighResOriginalFilename = string | null;

/**
 * Where the media comes from (credit or source address).
 * @maxLength 2000
 */
export type MediaMediaSource = string | null;

/**
 * A media item (image or video) with its three stored files.
 */
export interface MediaMedia {
  id: Id;
  /** @maxLength 200 */
  name: string;
  /** @maxLength 4000 */
  description?: MediaMediaDescription;
  /** @maxLength 200 */
  slug: string;
  publishedDate?: MediaMediaPublishedDate;
  /**
   * Stored file name of the thumbnail.
   * @maxLength 255
   */
  thumbnail?: MediaMediaThumbnail;
  /** @maxLength 255 */
  thumbnailOriginalFilename?: MediaMediaThumbnailOriginalFilename;
  /**
   * Stored file name of the low-resolution file.
   * @maxLength 255
   */
  lowRes?: MediaMediaLowRes;
  /** @maxLength 255 */
  lowResOriginalFilename?: MediaMediaLowResOriginalFilename;
  /**
   * Stored file name of the high-resolution file.
   * @maxLength 255
   */
  highRes?: MediaMediaHighRes;
  /** @maxLength 255 */
  highResOriginalFilename?: MediaMediaHighResOriginalFilename;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder: number;
  parentFolderId: Id;
  /**
   * Where the media comes from (credit or source address).
   * @maxLength 2000
   */
  source?: MediaMediaSource;
  /** @minimum 0 */
  downloadedTimes: number;
}

/**
 * How a folder's media are ordered: custom (ascending sortOrder), alphabetical (name ascending), published_date (newest first, undated last).
 */
export type MediaSortMethod = typeof MediaSortMethod[keyof typeof MediaSortMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MediaSortMethod = {
  custom: 'custom',
  alphabetical: 'alphabetical',
  published_date: 'published_date',
} as const;

export type MediaMediaInputId = Id | null;

/**
 * @maxLength 4000
 */
export type MediaMediaInputDescription = string | null;

/**
 * @maxLength 200
 * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
 */
export type MediaMediaInputSlug = string | null;

/**
 * @maxLength 40
 */
export type MediaMediaInputPublishedDate = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaInputThumbnail = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaInputThumbnailOriginalFilename = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaInputLowRes = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaInputLowResOriginalFilename = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaInputHighRes = string | null;

/**
 * @maxLength 255
 */
export type MediaMediaInputHighResOriginalFilename = string | null;

/**
 * @minimum 0
 * @maximum 100000
 */
export type MediaMediaInputSortOrder = number | null;

/**
 * Ignored; the folder being saved is the parent.
 */
export type MediaMediaInputParentFolderId = Id | null;

/**
 * @maxLength 2000
 */
export type MediaMediaInputSource = string | null;

/**
 * Ignored (read-only).
 * @minimum 0
 * @maximum 1000000000
 */
export type MediaMediaInputDownloadedTimes = number | null;

/**
 * A media item inside a folder save. No id creates it; file fields take stored names returned by upload-file.
 */
export interface MediaMediaInput {
  id?: MediaMediaInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 4000 */
  description?: MediaMediaInputDescription;
  /**
   * @maxLength 200
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  slug?: MediaMediaInputSlug;
  /** @maxLength 40 */
  publishedDate?: MediaMediaInputPublishedDate;
  /** @maxLength 255 */
  thumbnail?: MediaMediaInputThumbnail;
  /** @maxLength 255 */
  thumbnailOriginalFilename?: MediaMediaInputThumbnailOriginalFilename;
  /** @maxLength 255 */
  lowRes?: MediaMediaInputLowRes;
  /** @maxLength 255 */
  lowResOriginalFilename?: MediaMediaInputLowResOriginalFilename;
  /** @maxLength 255 */
  highRes?: MediaMediaInputHighRes;
  /** @maxLength 255 */
  highResOriginalFilename?: MediaMediaInputHighResOriginalFilename;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder?: MediaMediaInputSortOrder;
  /** Ignored; the folder being saved is the parent. */
  parentFolderId?: MediaMediaInputParentFolderId;
  /** @maxLength 2000 */
  source?: MediaMediaInputSource;
  /**
   * Ignored (read-only).
   * @minimum 0
   * @maximum 1000000000
   */
  downloadedTimes?: MediaMediaInputDownloadedTimes;
}

export type MediaFolderInputId = Id | null;

/**
 * Derived from the name when empty.
 * @maxLength 200
 * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
 */
export type MediaFolderInputSlug = string | null;

/**
 * @maxLength 4000
 */
export type MediaFolderInputDescription = string | null;

/**
 * Wanted position among siblings; siblings are renumbered 0..n.
 * @minimum 0
 * @maximum 100000
 */
export type MediaFolderInputSortOrder = number | null;

/**
 * Create only; null or omitted creates a root folder.
 */
export type MediaFolderInputParentFolderId = Id | null;

export type MediaFolderInputFolderListItem = {
  id: Id;
};

/**
 * Ignored (read-only).
 */
export type MediaFolderInputIsRootFolder = boolean | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type MediaFolderInputUpdatedAt = string | null;

/**
 * Body of folder create and update. parentFolderId is read on create only. On update, folderList
(ids in the wanted order) makes the listed folders this folder's children in that order (a folder
listed here is moved from its old parent; one that is this folder or an ancestor of it gives 400);
children not listed stay where they are. mediaList creates (no id) and updates media and sets
their order; media not listed are kept (delete them with DELETE /rest/media/media/{id}).

 */
export interface MediaFolderInput {
  id?: MediaFolderInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Derived from the name when empty.
   * @maxLength 200
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  slug?: MediaFolderInputSlug;
  /** @maxLength 4000 */
  description?: MediaFolderInputDescription;
  mediaSortMethod?: MediaSortMethod;
  /**
   * Wanted position among siblings; siblings are renumbered 0..n.
   * @minimum 0
   * @maximum 100000
   */
  sortOrder?: MediaFolderInputSortOrder;
  /** Create only; null or omitted creates a root folder. */
  parentFolderId?: MediaFolderInputParentFolderId;
  /** @maxItems 1000 */
  folderList?: MediaFolderInputFolderListItem[];
  /** @maxItems 5000 */
  mediaList?: MediaMediaInput[];
  /** Ignored (read-only). */
  isRootFolder?: MediaFolderInputIsRootFolder;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: MediaFolderInputUpdatedAt;
}

/**
 * The first item is the stored file name (unique; use it in the media's file fields).
 * @minItems 1
 */
export type MediaUploadResult = string[];

export interface MediaTotalDownloads {
  id: Id;
  /**
   * How many times the media item has been downloaded.
   * @minimum 0
   */
  total: number;
}

/**
 * @maxLength 254
 */
export type MediaOrderEmail = string | null;

export type MediaOrderOrderDate = string | null;

/**
 * An order (download request) of media by a person.
 */
export interface MediaOrder {
  id: Id;
  /**
   * Who ordered.
   * @maxLength 300
   */
  name: string;
  /** @maxLength 254 */
  email?: MediaOrderEmail;
  /** @maxLength 50 */
  status: string;
  createdAt: string;
  orderDate: MediaOrderOrderDate;
  /** @minimum 0 */
  totalDownloads: number;
}

export type MediaOrderPageFilterable = {
  status: FilterOption[];
};

export interface MediaOrderPage {
  list: MediaOrder[];
  /** @minimum 0 */
  total: number;
  /** True when total is a planner estimate (above 10,000 matches). */
  totalIsEstimate: boolean;
  filterable: MediaOrderPageFilterable;
}

/**
 * @maxLength 254
 */
export type MediaPersonDownloadsEmail = string | null;

/**
 * Latest order date.
 */
export type MediaPersonDownloadsOrderDate = string | null;

/**
 * One person's downloads summed over all their media orders.
 */
export interface MediaPersonDownloads {
  /** Id of the person's latest media order. */
  id: Id;
  /** @maxLength 300 */
  name: string;
  /** @maxLength 254 */
  email?: MediaPersonDownloadsEmail;
  /** Latest order date. */
  orderDate?: MediaPersonDownloadsOrderDate;
  /** @minimum 0 */
  totalDownloads: number;
}

/**
 * No filter option lists for this table.
 */
export type MediaPersonDownloadsPageFilterable = { [key: string]: unknown };

export interface MediaPersonDownloadsPage {
  list: MediaPersonDownloads[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /** No filter option lists for this table. */
  filterable: MediaPersonDownloadsPageFilterable;
}

/**
 * @maxLength 200
 */
export type CmsSiteRefName = string | null;

/**
 * @maxLength 10
 */
export type CmsSiteRefLanguageCode = string | null;

/**
 * A CMS site (one per language) referred to by id.
 */
export interface CmsSiteRef {
  id: Id;
  /** @maxLength 200 */
  name?: CmsSiteRefName;
  /** @maxLength 10 */
  languageCode?: CmsSiteRefLanguageCode;
}

/**
 * @maxLength 300
 */
export type VideoVersionHeader = string | null;

/**
 * @maxLength 4000
 */
export type VideoVersionPreamble = string | null;

/**
 * @maxLength 2000
 */
export type VideoVersionQuote = string | null;

/**
 * @maxLength 300
 */
export type VideoVersionQuoter = string | null;

/**
 * The video's texts for one site (language); at most one per site.
 */
export interface VideoVersion {
  site: CmsSiteRef;
  /** @maxLength 300 */
  header?: VideoVersionHeader;
  /** @maxLength 4000 */
  preamble?: VideoVersionPreamble;
  /** @maxLength 2000 */
  quote?: VideoVersionQuote;
  /** @maxLength 300 */
  quoter?: VideoVersionQuoter;
}

/**
 * @maxLength 300
 */
export type VideoPartnerPageRefName = string | null;

export interface VideoPartnerPageRef {
  id: Id;
  /** @maxLength 300 */
  name?: VideoPartnerPageRefName;
}

/**
 * @maxLength 300
 */
export type VideoHeader = string | null;

/**
 * @maxLength 4000
 */
export type VideoPreamble = string | null;

/**
 * @maxLength 2000
 */
export type VideoQuote = string | null;

/**
 * @maxLength 300
 */
export type VideoQuoter = string | null;

/**
 * The CMS block (blockId) the video belongs to.
 * @maxLength 100
 */
export type VideoBlockId = string | null;

/**
 * A video (from a CMS video block) and where it may be shown. A video with no title fields is shown as 'undefined name'.
 */
export interface Video {
  id: Id;
  /** @maxLength 300 */
  header?: VideoHeader;
  /** @maxLength 4000 */
  preamble?: VideoPreamble;
  /** @maxLength 2000 */
  quote?: VideoQuote;
  /** @maxLength 300 */
  quoter?: VideoQuoter;
  /**
   * The CMS block (blockId) the video belongs to.
   * @maxLength 100
   */
  blockId?: VideoBlockId;
  versions: VideoVersion[];
  /** Partner pages that may show the video (empty when isAvailableForPartnerPages is true). */
  availableToSpecificPartnerPages: VideoPartnerPageRef[];
  /** Available to all partner pages. */
  isAvailableForPartnerPages: boolean;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

export type VideoPageFilterable = {
  /** 'all' (available for all partner pages) and each partner page id with its name. */
  availableTo: FilterOption[];
};

export interface VideoPage {
  list: Video[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  filterable: VideoPageFilterable;
}

/**
 * Ignored.
 * @maxLength 200
 */
export type CmsSiteRefInputName = string | null;

/**
 * Ignored.
 * @maxLength 10
 */
export type CmsSiteRefInputLanguageCode = string | null;

export interface CmsSiteRefInput {
  id: Id;
  /**
   * Ignored.
   * @maxLength 200
   */
  name?: CmsSiteRefInputName;
  /**
   * Ignored.
   * @maxLength 10
   */
  languageCode?: CmsSiteRefInputLanguageCode;
}

/**
 * Must equal the path id when set.
 */
export type VideoInputId = Id | null;

/**
 * @maxLength 300
 */
export type VideoInputHeader = string | null;

/**
 * @maxLength 4000
 */
export type VideoInputPreamble = string | null;

/**
 * @maxLength 2000
 */
export type VideoInputQuote = string | null;

/**
 * @maxLength 300
 */
export type VideoInputQuoter = string | null;

/**
 * Ignored (read-only).
 * @maxLength 100
 */
export type VideoInputBlockId = string | null;

/**
 * @maxLength 300
 */
export type VideoInputVersionsItemHeader = string | null;

/**
 * @maxLength 4000
 */
export type VideoInputVersionsItemPreamble = string | null;

/**
 * @maxLength 2000
 */
export type VideoInputVersionsItemQuote = string | null;

/**
 * @maxLength 300
 */
export type VideoInputVersionsItemQuoter = string | null;

export type VideoInputVersionsItem = {
  site: CmsSiteRefInput;
  /** @maxLength 300 */
  header?: VideoInputVersionsItemHeader;
  /** @maxLength 4000 */
  preamble?: VideoInputVersionsItemPreamble;
  /** @maxLength 2000 */
  quote?: VideoInputVersionsItemQuote;
  /** @maxLength 300 */
  quoter?: VideoInputVersionsItemQuoter;
};

/**
 * Ignored.
 * @maxLength 300
 */
export type VideoInputAvailableToSpecificPartnerPagesItemName = string | null;

export type VideoInputAvailableToSpecificPartnerPagesItem = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 300
   */
  name?: VideoInputAvailableToSpecificPartnerPagesItemName;
};

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type VideoInputUpdatedAt = string | null;

/**
 * Body of a video update. Either isAvailableForPartnerPages is true and availableToSpecificPartnerPages
is empty, or the flag is false and the list names the pages (both set gives 400). One version per site.

 */
export interface VideoInput {
  /** Must equal the path id when set. */
  id?: VideoInputId;
  /** @maxLength 300 */
  header?: VideoInputHeader;
  /** @maxLength 4000 */
  preamble?: VideoInputPreamble;
  /** @maxLength 2000 */
  quote?: VideoInputQuote;
  /** @maxLength 300 */
  quoter?: VideoInputQuoter;
  /**
   * Ignored (read-only).
   * @maxLength 100
   */
  blockId?: VideoInputBlockId;
  /** @maxItems 200 */
  versions: VideoInputVersionsItem[];
  /** @maxItems 10000 */
  availableToSpecificPartnerPages: VideoInputAvailableToSpecificPartnerPagesItem[];
  isAvailableForPartnerPages: boolean;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: VideoInputUpdatedAt;
}

/**
 * Booking status; every booking starts as new.
 */
export type MeetingBookingStatus = typeof MeetingBookingStatus[keyof typeof MeetingBookingStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MeetingBookingStatus = {
  new: 'new',
  done: 'done',
  canceled: 'canceled',
} as const;

/**
 * @maxLength 100
 */
export type MeetingBookingFirstname = string | null;

/**
 * @maxLength 100
 */
export type MeetingBookingLastname = string | null;

/**
 * @maxLength 254
 */
export type MeetingBookingEmail = string | null;

/**
 * @maxLength 50
 */
export type MeetingBookingTelephone = string | null;

/**
 * The location the visit is booked at (null when it was deleted).
 */
export type MeetingBookingLocation = LocationRef | null;

/**
 * The customer's message, if any.
 * @maxLength 4000
 */
export type MeetingBookingMessage = string | null;

/**
 * A visit a customer booked at a location.
 */
export interface MeetingBooking {
  id: Id;
  createdAt: string;
  /** @maxLength 100 */
  firstname: MeetingBookingFirstname;
  /** @maxLength 100 */
  lastname: MeetingBookingLastname;
  /** @maxLength 254 */
  email: MeetingBookingEmail;
  /** @maxLength 50 */
  telephone?: MeetingBookingTelephone;
  /** The location the visit is booked at (null when it was deleted). */
  location: MeetingBookingLocation;
  status: MeetingBookingStatus;
  /**
   * The customer's message, if any.
   * @maxLength 4000
   */
  message?: MeetingBookingMessage;
  updatedAt?: string;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type MeetingBookingPageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type MeetingBookingPagePreviousCursor = string | null;

export type MeetingBookingPageFilterable = {
  /** Country codes with names. */
  countries: FilterOption[];
  /** Location ids with names. */
  locations: FilterOption[];
  status: FilterOption[];
};

export interface MeetingBookingPage {
  list: MeetingBooking[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: MeetingBookingPageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: MeetingBookingPagePreviousCursor;
  filterable: MeetingBookingPageFilterable;
}

export interface MeetingBookingStatusUpdate {
  bookingId: Id;
  status: MeetingBookingStatus;
}

export interface Newsletter {
  id: Id;
  /**
   * The newsletter's code (also its label key).
   * @maxLength 100
   */
  code: string;
}

export interface NewsletterSubscription {
  id: Id;
  newsletter: Newsletter;
  /** @maxLength 254 */
  email: string;
  createdAt: string;
}

export type NewsletterSubscriptionPageFilterable = {
  newsletterCodes: FilterOption[];
};

export interface NewsletterSubscriptionPage {
  list: NewsletterSubscription[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  filterable: NewsletterSubscriptionPageFilterable;
}

export type OrderFormPropertyDataType = typeof OrderFormPropertyDataType[keyof typeof OrderFormPropertyDataType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrderFormPropertyDataType = {
  measurement: 'measurement',
  choice: 'choice',
} as const;

/**
 * One choice of a choice-type property.
 */
export interface OrderFormPropertyOption {
  /**
   * @minLength 1
   * @maxLength 100
   */
  code: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  displayName: string;
}

/**
 * Measurement unit, e.g. cm (measurement type).
 * @maxLength 20
 */
export type OrderFormPropertyUnit = string | null;

export type OrderFormPropertyMinValue = number | null;

export type OrderFormPropertyMaxValue = number | null;

/**
 * Default measurement value or option code.
 * @maxLength 200
 */
export type OrderFormPropertyDefaultValue = string | null;

/**
 * Optimistic-concurrency token.
 */
export type OrderFormPropertyUpdatedAt = string | null;

/**
 * An order-form property as the default defines it, or as a template overrides it (templateCode says which).
 */
export interface OrderFormProperty {
  /** @maxLength 100 */
  code: string;
  /** @maxLength 200 */
  displayName: string;
  dataType: OrderFormPropertyDataType;
  /** The choices (choice type only; empty for measurement). */
  options: OrderFormPropertyOption[];
  /**
   * Measurement unit, e.g. cm (measurement type).
   * @maxLength 20
   */
  unit?: OrderFormPropertyUnit;
  minValue?: OrderFormPropertyMinValue;
  maxValue?: OrderFormPropertyMaxValue;
  /**
   * Default measurement value or option code.
   * @maxLength 200
   */
  defaultValue?: OrderFormPropertyDefaultValue;
  /**
   * 'default' for the default definition, else the template that overrides it.
   * @maxLength 100
   */
  templateCode: string;
  /** True when a template has no override yet (the default is shown). */
  isNew?: boolean;
  /** Optimistic-concurrency token. */
  updatedAt?: OrderFormPropertyUpdatedAt;
}

/**
 * @maxLength 200
 */
export type OrderFormTemplateDisplayName = string | null;

export interface OrderFormTemplate {
  /**
   * Template code; 'default' is the default template.
   * @maxLength 100
   */
  code: string;
  /** @maxLength 200 */
  displayName?: OrderFormTemplateDisplayName;
  /** Codes of the properties this template overrides. */
  differences: string[];
}

export interface OrderFormOverview {
  /** The default definition of every property. */
  properties: OrderFormProperty[];
  templates: OrderFormTemplate[];
}

/**
 * Must equal the path's propertyCode when set.
 * @maxLength 100
 */
export type OrderFormPropertyInputCode = string | null;

/**
 * @maxLength 20
 */
export type OrderFormPropertyInputUnit = string | null;

/**
 * @minimum -1000000
 * @maximum 1000000
 */
export type OrderFormPropertyInputMinValue = number | null;

/**
 * @minimum -1000000
 * @maximum 1000000
 */
export type OrderFormPropertyInputMaxValue = number | null;

/**
 * @maxLength 200
 */
export type OrderFormPropertyInputDefaultValue = string | null;

/**
 * Ignored; the path names the template.
 * @maxLength 100
 */
export type OrderFormPropertyInputTemplateCode = string | null;

/**
 * Ignored.
 */
export type OrderFormPropertyInputIsNew = boolean | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type OrderFormPropertyInputUpdatedAt = string | null;

/**
 * Body of a property save for the default or a template. options is required (non-empty) for choice type.
 */
export interface OrderFormPropertyInput {
  /**
   * Must equal the path's propertyCode when set.
   * @maxLength 100
   */
  code?: OrderFormPropertyInputCode;
  /**
   * @minLength 1
   * @maxLength 200
   */
  displayName: string;
  dataType: OrderFormPropertyDataType;
  /** @maxItems 500 */
  options?: OrderFormPropertyOption[];
  /** @maxLength 20 */
  unit?: OrderFormPropertyInputUnit;
  /**
   * @minimum -1000000
   * @maximum 1000000
   */
  minValue?: OrderFormPropertyInputMinValue;
  /**
   * @minimum -1000000
   * @maximum 1000000
   */
  maxValue?: OrderFormPropertyInputMaxValue;
  /** @maxLength 200 */
  defaultValue?: OrderFormPropertyInputDefaultValue;
  /**
   * Ignored; the path names the template.
   * @maxLength 100
   */
  templateCode?: OrderFormPropertyInputTemplateCode;
  /** Ignored. */
  isNew?: OrderFormPropertyInputIsNew;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: OrderFormPropertyInputUpdatedAt;
}

/**
 * Quote state: new (new quotes), waiting (waiting orders), ordered (placed orders).
 */
export type QuoteStatus = typeof QuoteStatus[keyof typeof QuoteStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const QuoteStatus = {
  new: 'new',
  waiting: 'waiting',
  ordered: 'ordered',
} as const;

/**
 * @maxLength 200
 */
export type QuoteCustomerName1 = string | null;

/**
 * ISO 3166-1 alpha-2 code.
 * @maxLength 2
 */
export type QuoteCustomerCountry = string | null;

/**
 * The partner location that made the quote.
 */
export type QuoteLocation = LocationRef | null;

/**
 * A quote row of the quote tables.
 */
export interface Quote {
  id: Id;
  createdTime: string;
  /** @maxLength 200 */
  customerName1: QuoteCustomerName1;
  /**
   * ISO 3166-1 alpha-2 code.
   * @maxLength 2
   */
  customerCountry: QuoteCustomerCountry;
  status: QuoteStatus;
  /** The partner location that made the quote. */
  location?: QuoteLocation;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type QuotePageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type QuotePagePreviousCursor = string | null;

export type QuotePageFilterable = {
  customerName1: FilterOption[];
  /** Country codes with names. */
  customerCountry: FilterOption[];
};

export interface QuotePage {
  list: Quote[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: QuotePageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: QuotePagePreviousCursor;
  filterable: QuotePageFilterable;
}

export interface QuoteDeleteRequest {
  id: Id;
}

/**
 * @maxLength 500
 */
export type QuoteLineDescription = string | null;

/**
 * @minimum 0
 */
export type QuoteLineUnitPrice = number | null;

/**
 * @maxLength 200
 */
export type QuoteLinePropertiesItemDisplayName = string | null;

export type QuoteLinePropertiesItem = {
  /** @maxLength 100 */
  code: string;
  /** @maxLength 200 */
  displayName?: QuoteLinePropertiesItemDisplayName;
  /** @maxLength 500 */
  value: string;
};

export interface QuoteLine {
  /**
   * @minimum 1
   * @maximum 9999
   */
  lineNumber: number;
  /**
   * Article number (EDIFACT LIN item number).
   * @maxLength 35
   */
  productCode: string;
  /** @maxLength 500 */
  description?: QuoteLineDescription;
  /**
   * @minimum 0
   * @maximum 1000000
   */
  quantity: number;
  /**
   * UN/ECE rec. 20 unit code.
   * @maxLength 3
   */
  unit?: string;
  /** @minimum 0 */
  unitPrice?: QuoteLineUnitPrice;
  /** The order-form property values chosen for the line. */
  properties?: QuoteLinePropertiesItem[];
}

/**
 * The partner's own order reference.
 * @maxLength 35
 */
export type QuoteDetailAllOfReference = string | null;

/**
 * @maxLength 200
 */
export type QuoteDetailAllOfCustomerName2 = string | null;

/**
 * @maxLength 300
 */
export type QuoteDetailAllOfCustomerStreet = string | null;

/**
 * @maxLength 20
 */
export type QuoteDetailAllOfCustomerZipCode = string | null;

/**
 * @maxLength 200
 */
export type QuoteDetailAllOfCustomerCity = string | null;

/**
 * @maxLength 254
 */
export type QuoteDetailAllOfCustomerEmail = string | null;

/**
 * @maxLength 50
 */
export type QuoteDetailAllOfCustomerTelephone = string | null;

export type QuoteDetailAllOfDeliveryDate = string | null;

/**
 * ISO 4217 code.
 * @maxLength 3
 */
export type QuoteDetailAllOfCurrency = string | null;

/**
 * @minimum 0
 */
export type QuoteDetailAllOfTotalAmount = number | null;

export type QuoteDetailAllOf = {
  /**
   * The partner's own order reference.
   * @maxLength 35
   */
  reference?: QuoteDetailAllOfReference;
  /** @maxLength 200 */
  customerName2?: QuoteDetailAllOfCustomerName2;
  /** @maxLength 300 */
  customerStreet?: QuoteDetailAllOfCustomerStreet;
  /** @maxLength 20 */
  customerZipCode?: QuoteDetailAllOfCustomerZipCode;
  /** @maxLength 200 */
  customerCity?: QuoteDetailAllOfCustomerCity;
  /** @maxLength 254 */
  customerEmail?: QuoteDetailAllOfCustomerEmail;
  /** @maxLength 50 */
  customerTelephone?: QuoteDetailAllOfCustomerTelephone;
  deliveryDate?: QuoteDetailAllOfDeliveryDate;
  /**
   * ISO 4217 code.
   * @maxLength 3
   */
  currency?: QuoteDetailAllOfCurrency;
  /** @minimum 0 */
  totalAmount?: QuoteDetailAllOfTotalAmount;
  lines: QuoteLine[];
};

/**
 * A quote with its customer and lines (answer of quote/view).
 */
export type QuoteDetail = Quote & QuoteDetailAllOf;

/**
 * @maxLength 200
 */
export type RegionCountryName = string | null;

/**
 * The country a region or zip code belongs to.
 */
export interface RegionCountry {
  id: Id;
  /** @maxLength 2 */
  code: string;
  /** @maxLength 200 */
  name?: RegionCountryName;
}

export type RegionParentRegion = RegionRef | null;

export type RegionRegionBoundaries = RegionBoundaries | null;

/**
 * A sales region of level 1-3. The answer of GET /rest/region/{id} fills regions (child regions,
each with empty regions and zipCodes until loaded themselves) and zipCodes.

 */
export interface Region {
  id: Id;
  /**
   * @minimum 1
   * @maximum 3
   */
  level: number;
  /** @maxLength 200 */
  name: string;
  country: RegionCountry;
  /** Child regions (next level). */
  regions: Region[];
  /** Zip codes directly in this region. */
  zipCodes: ZipCode[];
  /** Locations that handle the region. */
  handlers: LocationRef[];
  parentRegion?: RegionParentRegion;
  /** Zip codes grouped by prefix when there are more than 35 (default prefix length 4); empty otherwise. */
  zipCodeGroups: RegionZipCodeGroup[];
  regionBoundaries?: RegionRegionBoundaries;
  /** True when the handlers work the region as a working area; false means it is their contract area. */
  workingArea: boolean;
}

/**
 * @maxLength 200
 */
export type ZipCodeLocality = string | null;

/**
 * @maxLength 200
 */
export type ZipCodeSuburb = string | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type ZipCodeLatitude = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type ZipCodeLongitude = number | null;

/**
 * IANA time zone, e.g. Europe/Stockholm.
 * @maxLength 64
 */
export type ZipCodeTimezone = string | null;

/**
 * UTC offset, e.g. +01:00.
 * @maxLength 10
 */
export type ZipCodeUtc = string | null;

/**
 * Always null; kept because the save payload has the field.
 * @maxLength 20
 */
export type ZipCodePostcode = string | null;

export interface ZipCode {
  id: Id;
  /** @maxLength 200 */
  locality?: ZipCodeLocality;
  /** @maxLength 20 */
  zipCode: string;
  /** @maxLength 200 */
  suburb?: ZipCodeSuburb;
  /**
   * @minimum -90
   * @maximum 90
   */
  latitude?: ZipCodeLatitude;
  /**
   * @minimum -180
   * @maximum 180
   */
  longitude?: ZipCodeLongitude;
  /**
   * IANA time zone, e.g. Europe/Stockholm.
   * @maxLength 64
   */
  timezone?: ZipCodeTimezone;
  /**
   * UTC offset, e.g. +01:00.
   * @maxLength 10
   */
  utc?: ZipCodeUtc;
  country: RegionCountry;
  handlers: LocationRef[];
  /** Outline points as 'lat,lng' strings; malformed entries are skipped by the map. */
  coordinates: string[];
  /** True when the handlers are inherited from the region rather than set on the zip code. */
  handlersAreTemporary: boolean;
  /** As Region.workingArea. */
  workingArea: boolean;
  /**
   * Always null; kept because the save payload has the field.
   * @maxLength 20
   */
  postcode?: ZipCodePostcode;
}

/**
 * @maxLength 200
 */
export type RegionRefName = string | null;

/**
 * The region's own parent, up to level 1 (Region.parentRegion of GET /rest/region/{id} carries the whole chain; absent elsewhere).
 */
export type RegionRefParentRegion = RegionRef | null;

export interface RegionRef {
  id: Id;
  /**
   * @minimum 1
   * @maximum 3
   */
  level: number;
  /** @maxLength 200 */
  name?: RegionRefName;
  /** The region's own parent, up to level 1 (Region.parentRegion of GET /rest/region/{id} carries the whole chain; absent elsewhere). */
  parentRegion?: RegionRefParentRegion;
}

/**
 * Zip codes sharing a prefix (grouping applies above 35 zip codes; a group above 35 is split again).
 */
export interface RegionZipCodeGroup {
  /** @maxLength 10 */
  prefix: string;
  zipCodes: ZipCode[];
  groups?: RegionZipCodeGroup[];
}

/**
 * Bounding box of the region's zip codes.
 */
export interface RegionBoundaries {
  /**
   * @minimum -90
   * @maximum 90
   */
  minLat: number;
  /**
   * @minimum -90
   * @maximum 90
   */
  maxLat: number;
  /**
   * @minimum -180
   * @maximum 180
   */
  minLng: number;
  /**
   * @minimum -180
   * @maximum 180
   */
  maxLng: number;
}

export interface RegionHandlerRequest {
  locationId: Id;
}

/**
 * The area's handlers after the change.
 */
export interface RegionHandlers {
  id: Id;
  handlers: LocationRef[];
  /** False when the call changed nothing (the location already handled the area, or did not handle it for a removal). */
  changed: boolean;
}

export type RegionSearchRowRegion2 = RegionRef | null;

export type RegionSearchRowRegion3 = RegionRef | null;

/**
 * @maxLength 200
 */
export type RegionSearchRowZipCodeOneOfLocality = string | null;

export type RegionSearchRowZipCodeOneOf = {
  id: Id;
  /** @maxLength 20 */
  zipCode: string;
  /** @maxLength 200 */
  locality?: RegionSearchRowZipCodeOneOfLocality;
};

export type RegionSearchRowZipCode = null | RegionSearchRowZipCodeOneOf;

/**
 * One search hit with its region chain from the top down (region1 the topmost region, each with its own level; a chain that skips a level has no gap here); zipCode is set when the hit is a zip code, else the last region of the chain is the hit.
 */
export interface RegionSearchRow {
  region1: RegionRef;
  region2?: RegionSearchRowRegion2;
  region3?: RegionSearchRowRegion3;
  zipCode?: RegionSearchRowZipCode;
}

export interface RegionWorkingAreaRequest {
  workingArea: boolean;
}

export interface RegionWorkingAreaResult {
  id: Id;
  workingArea: boolean;
}

export type AreaStatisticsRowLocationType = 'shop_in_shop' | 'vividus_store' | 'whitespot' | null;

/**
 * How many zip codes of the area are covered by locations of one type: whitespot = no handler at all; null = handled by locations with no type set.
 */
export interface AreaStatisticsRow {
  locationType: AreaStatisticsRowLocationType;
  /** @minimum 0 */
  numberOfZipCodes: number;
}

/**
 * @maxLength 200
 */
export type CoverageGapLocality = string | null;

/**
 * The name of the zip code's region of level 1 (state).
 * @maxLength 200
 */
export type CoverageGapRegion1 = string | null;

/**
 * Level 2 (province).
 * @maxLength 200
 */
export type CoverageGapRegion2 = string | null;

/**
 * Level 3 (community).
 * @maxLength 200
 */
export type CoverageGapRegion3 = string | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type CoverageGapLatitude = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type CoverageGapLongitude = number | null;

/**
 * fallback when the country has a fallback e-mail, which then gets the requests.
 */
export type CoverageGapFallsTo = typeof CoverageGapFallsTo[keyof typeof CoverageGapFallsTo];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CoverageGapFallsTo = {
  fallback: 'fallback',
  nowhere: 'nowhere',
} as const;

/**
 * A zip code whose catalog requests no store would get (a whitespot of getAreaStatistics): they
go to the country's fallback e-mail (fallsTo fallback) or nowhere.

 */
export interface CoverageGap {
  id: Id;
  /** @maxLength 20 */
  zipCode: string;
  /** @maxLength 200 */
  locality: CoverageGapLocality;
  /**
   * The name of the zip code's region of level 1 (state).
   * @maxLength 200
   */
  region1: CoverageGapRegion1;
  /**
   * Level 2 (province).
   * @maxLength 200
   */
  region2: CoverageGapRegion2;
  /**
   * Level 3 (community).
   * @maxLength 200
   */
  region3: CoverageGapRegion3;
  /**
   * @minimum -90
   * @maximum 90
   */
  latitude: CoverageGapLatitude;
  /**
   * @minimum -180
   * @maximum 180
   */
  longitude: CoverageGapLongitude;
  /** fallback when the country has a fallback e-mail, which then gets the requests. */
  fallsTo: CoverageGapFallsTo;
}

export interface ContactEmail {
  id: Id;
  /** @maxLength 254 */
  value: string;
}

/**
 * @maxLength 100
 */
export type ContactRefFirstname = string | null;

/**
 * @maxLength 100
 */
export type ContactRefLastname = string | null;

export type ContactRefPrimaryEmail = ContactEmail | null;

/**
 * A contact in short (names and primary e-mail).
 */
export interface ContactRef {
  id: Id;
  /** @maxLength 100 */
  firstname?: ContactRefFirstname;
  /** @maxLength 100 */
  lastname?: ContactRefLastname;
  primaryEmail?: ContactRefPrimaryEmail;
}

/**
 * One of the bed model's colours.
 * @maxLength 200
 */
export type WarrantyRegistrationBedColor = string | null;

/**
 * @maxLength 200
 */
export type WarrantyRegistrationBedTopMattressModel = string | null;

/**
 * Where the bed was bought (address.country included).
 */
export type WarrantyRegistrationPurchaseLocation = LocationRef | null;

export type WarrantyRegistrationRegisteredTo = ContactRef | null;

/**
 * A bed registered for warranty against a contact.
 */
export interface WarrantyRegistration {
  id: Id;
  /**
   * A bed model name.
   * @maxLength 200
   */
  bedModel: string;
  /**
   * One of the bed model's colours.
   * @maxLength 200
   */
  bedColor?: WarrantyRegistrationBedColor;
  /** @maxLength 200 */
  bedTopMattressModel?: WarrantyRegistrationBedTopMattressModel;
  /**
   * The bed's serial id (unique).
   * @maxLength 100
   */
  bedId: string;
  /**
   * @minimum 1
   * @maximum 12
   */
  purchasedMonth: number;
  /**
   * @minimum 1993
   * @maximum 2100
   */
  purchasedYear: number;
  careReminders: boolean;
  /** Where the bed was bought (address.country included). */
  purchaseLocation?: WarrantyRegistrationPurchaseLocation;
  createdDate: string;
  registeredTo: WarrantyRegistrationRegisteredTo;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type WarrantyRegistrationPageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type WarrantyRegistrationPagePreviousCursor = string | null;

/**
 * No filter option lists for this table.
 */
export type WarrantyRegistrationPageFilterable = { [key: string]: unknown };

export interface WarrantyRegistrationPage {
  list: WarrantyRegistration[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: WarrantyRegistrationPageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: WarrantyRegistrationPagePreviousCursor;
  /** No filter option lists for this table. */
  filterable: WarrantyRegistrationPageFilterable;
}

/**
 * @maxLength 254
 */
export type ContactAccountUsername = string | null;

/**
 * The contact's customer-portal account.
 */
export interface ContactAccount {
  /** @maxLength 254 */
  username?: ContactAccountUsername;
  /** True when the contact has a portal account. */
  isSet: boolean;
}

/**
 * @maxLength 100
 */
export type ContactFirstname = string | null;

/**
 * @maxLength 100
 */
export type ContactLastname = string | null;

export type ContactPrimaryEmail = ContactEmail | null;

/**
 * @maxLength 200
 */
export type ContactEmployer = string | null;

export type ContactAddress = Address | null;

/**
 * @maxLength 50
 */
export type ContactTelephone = string | null;

/**
 * @maxLength 50
 */
export type ContactMobilePhone = string | null;

/**
 * A customer contact. Each e-mail address belongs to one contact only.
 */
export interface Contact {
  id: Id;
  /** @maxLength 100 */
  firstname: ContactFirstname;
  /** @maxLength 100 */
  lastname: ContactLastname;
  primaryEmail: ContactPrimaryEmail;
  alternativeEmails: ContactEmail[];
  /** Addresses the customer added in the portal that are not confirmed yet. */
  pendingEmails: ContactEmail[];
  /** @maxLength 200 */
  employer?: ContactEmployer;
  address?: ContactAddress;
  /** @maxLength 50 */
  telephone?: ContactTelephone;
  /** @maxLength 50 */
  mobilePhone?: ContactMobilePhone;
  account: ContactAccount;
  createdAt?: string;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

/**
 * Must equal the path registrationId on update.
 */
export type WarrantyRegistrationInputId = Id | null;

/**
 * @maxLength 200
 */
export type WarrantyRegistrationInputBedColor = string | null;

/**
 * @maxLength 200
 */
export type WarrantyRegistrationInputBedTopMattressModel = string | null;

/**
 * Ignored.
 * @maxLength 300
 */
export type WarrantyRegistrationInputPurchaseLocationOneOfName = string | null;

export type WarrantyRegistrationInputPurchaseLocationOneOf = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 300
   */
  name?: WarrantyRegistrationInputPurchaseLocationOneOfName;
};

export type WarrantyRegistrationInputPurchaseLocation = null | WarrantyRegistrationInputPurchaseLocationOneOf;

/**
 * Defaults to now on create; ignored on update.
 * @maxLength 40
 */
export type WarrantyRegistrationInputCreatedDate = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type WarrantyRegistrationInputUpdatedAt = string | null;

/**
 * Body of registration create and update; the contact is the one in the path. bedColor must be one
of the model's colours; purchasedYear/Month may not lie in the future; a bedId used by another
registration gives 409.

 */
export interface WarrantyRegistrationInput {
  /** Must equal the path registrationId on update. */
  id?: WarrantyRegistrationInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  bedModel: string;
  /** @maxLength 200 */
  bedColor?: WarrantyRegistrationInputBedColor;
  /** @maxLength 200 */
  bedTopMattressModel?: WarrantyRegistrationInputBedTopMattressModel;
  /**
   * @minLength 1
   * @maxLength 100
   */
  bedId: string;
  /**
   * @minimum 1
   * @maximum 12
   */
  purchasedMonth: number;
  /**
   * @minimum 1993
   * @maximum 2100
   */
  purchasedYear: number;
  careReminders?: boolean;
  purchaseLocation?: WarrantyRegistrationInputPurchaseLocation;
  /**
   * Defaults to now on create; ignored on update.
   * @maxLength 40
   */
  createdDate?: WarrantyRegistrationInputCreatedDate;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: WarrantyRegistrationInputUpdatedAt;
}

export type BedModelColorsItem = {
  /** @maxLength 200 */
  name: string;
};

export interface BedModel {
  /** @maxLength 200 */
  name: string;
  colors: BedModelColorsItem[];
}

export interface TopMattress {
  /** @maxLength 200 */
  name: string;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type ContactPageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type ContactPagePreviousCursor = string | null;

/**
 * No filter option lists for this table.
 */
export type ContactPageFilterable = { [key: string]: unknown };

export interface ContactPage {
  list: Contact[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: ContactPageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: ContactPagePreviousCursor;
  /** No filter option lists for this table. */
  filterable: ContactPageFilterable;
}

/**
 * Must equal the path id on update.
 */
export type ContactInputId = Id | null;

/**
 * @maxLength 100
 */
export type ContactInputFirstname = string | null;

/**
 * @maxLength 100
 */
export type ContactInputLastname = string | null;

export type ContactInputPrimaryEmailOneOfId = Id | null;

export type ContactInputPrimaryEmailOneOf = {
  id?: ContactInputPrimaryEmailOneOfId;
  /**
   * @minLength 3
   * @maxLength 254
   */
  value: string;
};

export type ContactInputPrimaryEmail = null | ContactInputPrimaryEmailOneOf;

export type ContactInputAlternativeEmailsItemId = Id | null;

export type ContactInputAlternativeEmailsItem = {
  id?: ContactInputAlternativeEmailsItemId;
  /** @maxLength 254 */
  value: string;
};

export type ContactInputPendingEmailsItemId = Id | null;

export type ContactInputPendingEmailsItem = {
  id?: ContactInputPendingEmailsItemId;
  /** @maxLength 254 */
  value?: string;
};

/**
 * @maxLength 200
 */
export type ContactInputEmployer = string | null;

export type ContactInputAddress = AddressInput | null;

/**
 * @maxLength 50
 */
export type ContactInputTelephone = string | null;

/**
 * @maxLength 50
 */
export type ContactInputMobilePhone = string | null;

/**
 * @maxLength 254
 * @pattern ^[^@\s]+@[^@\s]+\.[^@\s]+$
 */
export type ContactInputAccountOneOfUsername = string | null;

/**
 * At least 12 characters when set.
 * @maxLength 200
 */
export type ContactInputAccountOneOfPassword = string | null;

/**
 * @maxLength 200
 */
export type ContactInputAccountOneOfRepeatPassword = string | null;

/**
 * Ignored.
 */
export type ContactInputAccountOneOfIsSet = boolean | null;

/**
 * When username and password are given and the contact has no portal account yet, one is
created (a taken username gives 409; password and repeatPassword must match). Ignored
when the contact already has an account.

 */
export type ContactInputAccountOneOf = {
  /**
   * @maxLength 254
   * @pattern ^[^@\s]+@[^@\s]+\.[^@\s]+$
   */
  username?: ContactInputAccountOneOfUsername;
  /**
   * At least 12 characters when set.
   * @maxLength 200
   */
  password?: ContactInputAccountOneOfPassword;
  /** @maxLength 200 */
  repeatPassword?: ContactInputAccountOneOfRepeatPassword;
  /** Ignored. */
  isSet?: ContactInputAccountOneOfIsSet;
};

export type ContactInputAccount = null | ContactInputAccountOneOf;

/**
 * Ignored.
 * @maxLength 40
 */
export type ContactInputCreatedAt = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type ContactInputUpdatedAt = string | null;

/**
 * Body of contact create and update. An e-mail already used by another contact gives 409.
alternativeEmails replaces the alternative list (items with an empty value are ignored; the ones
without id are added). pendingEmails and account.isSet are read-only.

 */
export interface ContactInput {
  /** Must equal the path id on update. */
  id?: ContactInputId;
  /** @maxLength 100 */
  firstname?: ContactInputFirstname;
  /** @maxLength 100 */
  lastname?: ContactInputLastname;
  primaryEmail?: ContactInputPrimaryEmail;
  /** @maxItems 50 */
  alternativeEmails?: ContactInputAlternativeEmailsItem[];
  /**
   * Ignored (read-only).
   * @maxItems 50
   */
  pendingEmails?: ContactInputPendingEmailsItem[];
  /** @maxLength 200 */
  employer?: ContactInputEmployer;
  address?: ContactInputAddress;
  /** @maxLength 50 */
  telephone?: ContactInputTelephone;
  /** @maxLength 50 */
  mobilePhone?: ContactInputMobilePhone;
  account?: ContactInputAccount;
  /**
   * Ignored.
   * @maxLength 40
   */
  createdAt?: ContactInputCreatedAt;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: ContactInputUpdatedAt;
}

export interface ContactEmailRequest {
  /**
   * @minLength 3
   * @maxLength 254
   */
  email: string;
}

/**
 * Give exactly one of email (used as username) or username. The portal e-mails the customer a link to set a password.
 */
export interface ContactAccountRequest {
  /**
   * @minLength 3
   * @maxLength 254
   */
  email?: string;
  /**
   * @minLength 3
   * @maxLength 254
   * @pattern ^[^@\s]+@[^@\s]+\.[^@\s]+$
   */
  username?: string;
}

/**
 * The block's kind; selects its editor template. New blocks default to text_header.
 */
export type BlockClass = typeof BlockClass[keyof typeof BlockClass];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockClass = {
  bed: 'bed',
  bed_configurator: 'bed_configurator',
  bed_viewer: 'bed_viewer',
  choose_bed: 'choose_bed',
  custom_template: 'custom_template',
  image_list: 'image_list',
  informative_image: 'informative_image',
  interactive_guide: 'interactive_guide',
  order_catalog: 'order_catalog',
  photo_grid: 'photo_grid',
  product_grid: 'product_grid',
  slideshow: 'slideshow',
  split_block: 'split_block',
  text_header: 'text_header',
  text_story: 'text_story',
  video: 'video',
  video_list: 'video_list',
  campaign: 'campaign',
  book_meeting: 'book_meeting',
  popup: 'popup',
  quote: 'quote',
} as const;

export type BlockImageType = typeof BlockImageType[keyof typeof BlockImageType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockImageType = {
  static: 'static',
} as const;

/**
 * An image chosen from the media library or uploaded (stored file name).
 */
export interface BlockImage {
  /**
   * @minLength 1
   * @maxLength 255
   */
  identifier: string;
  type: BlockImageType;
}

/**
 * @maxLength 300
 */
export type BlockImageListCellHeader = string | null;

/**
 * @maxLength 4000
 */
export type BlockImageListCellPreamble = string | null;

/**
 * @maxLength 20000
 */
export type BlockImageListCellText = string | null;

/**
 * @maxLength 2000
 */
export type BlockImageListCellLinkUrl = string | null;

/**
 * @maxLength 300
 */
export type BlockImageListCellLinkText = string | null;

export type BlockImageListCellImage = BlockImage | null;

/**
 * One cell of an image_list block.
 */
export interface BlockImageListCell {
  /** @maxLength 300 */
  header?: BlockImageListCellHeader;
  /** @maxLength 4000 */
  preamble?: BlockImageListCellPreamble;
  /** @maxLength 20000 */
  text?: BlockImageListCellText;
  /** @maxLength 2000 */
  linkUrl?: BlockImageListCellLinkUrl;
  /** @maxLength 300 */
  linkText?: BlockImageListCellLinkText;
  image?: BlockImageListCellImage;
}

/**
 * @maxLength 300
 */
export type BlockVideoListCellHeader = string | null;

/**
 * @maxLength 4000
 */
export type BlockVideoListCellPreamble = string | null;

/**
 * @maxLength 20000
 */
export type BlockVideoListCellText = string | null;

/**
 * @maxLength 2000
 */
export type BlockVideoListCellUrlMp4 = string | null;

/**
 * @maxLength 2000
 */
export type BlockVideoListCellUrlOgg = string | null;

/**
 * @maxLength 2000
 */
export type BlockVideoListCellUrlWebm = string | null;

/**
 * Play as a muted background video.
 */
export type BlockVideoListCellBgVideo = boolean | null;

export type BlockVideoListCellImage = BlockImage | null;

/**
 * One cell of a video_list block.
 */
export interface BlockVideoListCell {
  /** @maxLength 300 */
  header?: BlockVideoListCellHeader;
  /** @maxLength 4000 */
  preamble?: BlockVideoListCellPreamble;
  /** @maxLength 20000 */
  text?: BlockVideoListCellText;
  /** @maxLength 2000 */
  UrlMp4?: BlockVideoListCellUrlMp4;
  /** @maxLength 2000 */
  UrlOgg?: BlockVideoListCellUrlOgg;
  /** @maxLength 2000 */
  UrlWebm?: BlockVideoListCellUrlWebm;
  /** Play as a muted background video. */
  BgVideo?: BlockVideoListCellBgVideo;
  image?: BlockVideoListCellImage;
}

/**
 * @maxLength 300
 */
export type BlockInformativeImagePointHeader = string | null;

/**
 * @maxLength 4000
 */
export type BlockInformativeImagePointText = string | null;

/**
 * A point on an informative_image block, positioned in percent of the image (the editor keeps two decimals; no multipleOf, which binary floats such as 0.07 fail).
 */
export interface BlockInformativeImagePoint {
  /**
   * @minimum 0
   * @maximum 100
   */
  horizontalPos: number;
  /**
   * @minimum 0
   * @maximum 100
   */
  verticalPos: number;
  /** @maxLength 300 */
  header?: BlockInformativeImagePointHeader;
  /** @maxLength 4000 */
  text?: BlockInformativeImagePointText;
}

export type BlockRuleNodeType = typeof BlockRuleNodeType[keyof typeof BlockRuleNodeType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockRuleNodeType = {
  logical: 'logical',
  comparator: 'comparator',
} as const;

/**
 * logical only.
 */
export type BlockRuleNodeOperator = typeof BlockRuleNodeOperator[keyof typeof BlockRuleNodeOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockRuleNodeOperator = {
  '&&': '&&',
  '||': '||',
} as const;

/**
 * comparator only.
 */
export type BlockRuleNodeComparator = typeof BlockRuleNodeComparator[keyof typeof BlockRuleNodeComparator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockRuleNodeComparator = {
  '==': '==',
  '!=': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
} as const;

/**
 * comparator only.
 * @maxLength 500
 * @minimum -1000000000000
 * @maximum 1000000000000
 */
export type BlockRuleNodeValue = string | number | boolean | null;

/**
 * A node of a display-rules tree (popup and campaign blocks). logical: operator && (all) or || (any)
over rules; comparator: property compared to value.

 */
export interface BlockRuleNode {
  type: BlockRuleNodeType;
  /** logical only. */
  operator?: BlockRuleNodeOperator;
  /**
   * logical only.
   * @maxItems 100
   */
  rules?: BlockRuleNode[];
  /**
   * comparator only, e.g. country, language, bedModel.
   * @maxLength 100
   */
  property?: string;
  /** comparator only. */
  comparator?: BlockRuleNodeComparator;
  /**
   * comparator only.
   * @maxLength 500
   * @minimum -1000000000000
   * @maximum 1000000000000
   */
  value?: BlockRuleNodeValue;
}

/**
 * @maxLength 300
 */
export type BlockDataHeader = string | null;

/**
 * @maxLength 4000
 */
export type BlockDataPreamble = string | null;

/**
 * @maxLength 20000
 */
export type BlockDataText = string | null;

/**
 * @maxLength 2000
 */
export type BlockDataQuoteProperty = string | null;

/**
 * @maxLength 300
 */
export type BlockDataQuoter = string | null;

export type BlockDataCellsItem = BlockImageListCell | BlockVideoListCell;

/**
 * Display rules (popup, campaign).
 */
export type BlockDataRules = BlockRuleNode | null;

/**
 * The block's content; which keys are used depends on the class (the editor templates). Keys not
named here are class-specific settings holding plain JSON.

 */
export interface BlockData {
  /** @maxLength 300 */
  header?: BlockDataHeader;
  /** @maxLength 4000 */
  preamble?: BlockDataPreamble;
  /** @maxLength 20000 */
  text?: BlockDataText;
  /** @maxLength 2000 */
  quote?: BlockDataQuoteProperty;
  /** @maxLength 300 */
  quoter?: BlockDataQuoter;
  /**
   * image_list and video_list cells.
   * @maxItems 100
   */
  cells?: BlockDataCellsItem[];
  /**
   * informative_image points.
   * @maxItems 100
   */
  points?: BlockInformativeImagePoint[];
  /**
   * slideshow slides.
   * @maxItems 100
   */
  slides?: unknown[];
  /** Display rules (popup, campaign). */
  rules?: BlockDataRules;
  [key: string]: unknown;
 }

/**
 * Extra CSS class names (space separated).
 * @maxLength 200
 * @pattern ^[A-Za-z0-9_ -]*$
 */
export type BlockDesignCssClass = string | null;

/**
 * @maxLength 50
 * @pattern ^[A-Za-z0-9_-]*$
 */
export type BlockDesignTheme = string | null;

/**
 * @maxLength 9
 * @pattern ^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$
 */
export type BlockDesignBackgroundColor = string | null;

export type BlockDesignTextAlign = 'left' | 'center' | 'right' | null;

export type BlockDesignFullWidth = boolean | null;

/**
 * @minimum 0
 * @maximum 500
 */
export type BlockDesignSpacingTop = number | null;

/**
 * @minimum 0
 * @maximum 500
 */
export type BlockDesignSpacingBottom = number | null;

/**
 * The block's design settings (Advanced tab); changing them needs cmsDesign.
 */
export interface BlockDesign {
  /**
   * Extra CSS class names (space separated).
   * @maxLength 200
   * @pattern ^[A-Za-z0-9_ -]*$
   */
  cssClass?: BlockDesignCssClass;
  /**
   * @maxLength 50
   * @pattern ^[A-Za-z0-9_-]*$
   */
  theme?: BlockDesignTheme;
  /**
   * @maxLength 9
   * @pattern ^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$
   */
  backgroundColor?: BlockDesignBackgroundColor;
  textAlign?: BlockDesignTextAlign;
  fullWidth?: BlockDesignFullWidth;
  /**
   * @minimum 0
   * @maximum 500
   */
  spacingTop?: BlockDesignSpacingTop;
  /**
   * @minimum 0
   * @maximum 500
   */
  spacingBottom?: BlockDesignSpacingBottom;
}

export type BlockImageProperty = BlockImage | null;

export type BlockPageId = Id | null;

export type BlockSite = CmsSiteRef | null;

/**
 * A block of a page in one site (language). blockId is shared by the block's versions in the other sites.
 */
export interface Block {
  id: Id;
  class: BlockClass;
  /** @maxLength 100 */
  blockId: string;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder: number;
  image?: BlockImageProperty;
  /** Satisfies its class's schema (BlockDataOfClass). */
  data: BlockData;
  design?: BlockDesign;
  pageId?: BlockPageId;
  site?: BlockSite;
  /** Optimistic-concurrency token. */
  updatedAt?: string;
}

/**
 * One site's (language's) version of a block.
 */
export interface BlockVersion {
  site: CmsSiteRef;
  block: Block;
}

/**
 * @maxLength 300
 */
export type BlockSlideshowSlideHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockSlideshowSlidePreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockSlideshowSlideText = string | null;

/**
 * @maxLength 2000
 */
export type BlockSlideshowSlideLinkUrl = string | null;

/**
 * @maxLength 300
 */
export type BlockSlideshowSlideLinkText = string | null;

export type BlockSlideshowSlideImage = BlockImage | null;

/**
 * One slide of a slideshow block.
 */
export interface BlockSlideshowSlide {
  /** @maxLength 300 */
  header?: BlockSlideshowSlideHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockSlideshowSlidePreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockSlideshowSlideText;
  /** @maxLength 2000 */
  linkUrl?: BlockSlideshowSlideLinkUrl;
  /** @maxLength 300 */
  linkText?: BlockSlideshowSlideLinkText;
  image?: BlockSlideshowSlideImage;
}

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type BlockSlidesUpdateUpdatedAt = string | null;

/**
 * Body of update-slides; replaces the slides of a slideshow block.
 */
export interface BlockSlidesUpdate {
  /** The block's id. */
  id: Id;
  /** @maxItems 100 */
  slides: BlockSlideshowSlide[];
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: BlockSlidesUpdateUpdatedAt;
}

/**
 * The bed model's name (products).
 * @maxLength 100
 */
export type BlockDataBedBedModel = string | null;

/**
 * @maxLength 300
 */
export type BlockDataBedHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataBedPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataBedText = string | null;

export type BlockDataBedImage = BlockImage | null;

/**
 * The data of a bed block: A bed model's presentation.
 */
export interface BlockDataBed {
  /**
   * The bed model's name (products).
   * @maxLength 100
   */
  bedModel?: BlockDataBedBedModel;
  /** @maxLength 300 */
  header?: BlockDataBedHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataBedPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataBedText;
  image?: BlockDataBedImage;
}

/**
 * The bed model's name (products).
 * @maxLength 100
 */
export type BlockDataBedConfiguratorBedModel = string | null;

/**
 * @maxLength 300
 */
export type BlockDataBedConfiguratorHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataBedConfiguratorPreamble = string | null;

export type BlockDataBedConfiguratorImage = BlockImage | null;

/**
 * The data of a bed_configurator block: The configurator of a bed model.
 */
export interface BlockDataBedConfigurator {
  /**
   * The bed model's name (products).
   * @maxLength 100
   */
  bedModel?: BlockDataBedConfiguratorBedModel;
  /** @maxLength 300 */
  header?: BlockDataBedConfiguratorHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataBedConfiguratorPreamble;
  image?: BlockDataBedConfiguratorImage;
}

/**
 * The bed model's name (products).
 * @maxLength 100
 */
export type BlockDataBedViewerBedModel = string | null;

/**
 * @maxLength 300
 */
export type BlockDataBedViewerHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataBedViewerPreamble = string | null;

export type BlockDataBedViewerImage = BlockImage | null;

/**
 * The data of a bed_viewer block: A bed model's image viewer.
 */
export interface BlockDataBedViewer {
  /**
   * The bed model's name (products).
   * @maxLength 100
   */
  bedModel?: BlockDataBedViewerBedModel;
  /** @maxLength 300 */
  header?: BlockDataBedViewerHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataBedViewerPreamble;
  image?: BlockDataBedViewerImage;
}

/**
 * @maxLength 300
 */
export type BlockDataChooseBedHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataChooseBedPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataChooseBedText = string | null;

/**
 * The data of a choose_bed block: A chooser between bed models.
 */
export interface BlockDataChooseBed {
  /** @maxLength 300 */
  header?: BlockDataChooseBedHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataChooseBedPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataChooseBedText;
  /**
   * The bed models to choose between (all when empty).
   * @maxItems 50
   */
  bedModels?: string[];
}

/**
 * @maxLength 300
 */
export type BlockDataCustomTemplateHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataCustomTemplateText = string | null;

/**
 * The name of the site template rendered here.
 * @maxLength 100
 * @pattern ^[A-Za-z0-9_-]*$
 */
export type BlockDataCustomTemplateTemplate = string | null;

/**
 * The data of a custom_template block: A template of the site rendered in the page.
 */
export interface BlockDataCustomTemplate {
  /** @maxLength 300 */
  header?: BlockDataCustomTemplateHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataCustomTemplateText;
  /**
   * The name of the site template rendered here.
   * @maxLength 100
   * @pattern ^[A-Za-z0-9_-]*$
   */
  template?: BlockDataCustomTemplateTemplate;
}

/**
 * @maxLength 300
 */
export type BlockDataImageListHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataImageListPreamble = string | null;

/**
 * The data of a image_list block: A list of image cells.
 */
export interface BlockDataImageList {
  /** @maxLength 300 */
  header?: BlockDataImageListHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataImageListPreamble;
  /** @maxItems 100 */
  cells?: BlockImageListCell[];
}

/**
 * @maxLength 300
 */
export type BlockDataInformativeImageHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataInformativeImagePreamble = string | null;

export type BlockDataInformativeImageImage = BlockImage | null;

/**
 * The data of a informative_image block: An image with points explained.
 */
export interface BlockDataInformativeImage {
  /** @maxLength 300 */
  header?: BlockDataInformativeImageHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataInformativeImagePreamble;
  image?: BlockDataInformativeImageImage;
  /** @maxItems 100 */
  points?: BlockInformativeImagePoint[];
}

/**
 * @maxLength 300
 */
export type BlockGuideStepHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockGuideStepText = string | null;

export type BlockGuideStepImage = BlockImage | null;

/**
 * One step of an interactive_guide block.
 */
export interface BlockGuideStep {
  /** @maxLength 300 */
  header?: BlockGuideStepHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  text?: BlockGuideStepText;
  image?: BlockGuideStepImage;
}

/**
 * @maxLength 300
 */
export type BlockDataInteractiveGuideHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataInteractiveGuidePreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataInteractiveGuideText = string | null;

/**
 * The data of a interactive_guide block: A guide in steps.
 */
export interface BlockDataInteractiveGuide {
  /** @maxLength 300 */
  header?: BlockDataInteractiveGuideHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataInteractiveGuidePreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataInteractiveGuideText;
  /** @maxItems 50 */
  steps?: BlockGuideStep[];
}

/**
 * @maxLength 300
 */
export type BlockDataOrderCatalogHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataOrderCatalogPreamble = string | null;

/**
 * The data of a order_catalog block: The catalog order form.
 */
export interface BlockDataOrderCatalog {
  /** @maxLength 300 */
  header?: BlockDataOrderCatalogHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataOrderCatalogPreamble;
  /**
   * Codes of the catalog offers shown.
   * @maxItems 20
   */
  offers?: string[];
}

/**
 * @maxLength 300
 */
export type BlockDataPhotoGridHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataPhotoGridPreamble = string | null;

/**
 * The data of a photo_grid block: A grid of photos.
 */
export interface BlockDataPhotoGrid {
  /** @maxLength 300 */
  header?: BlockDataPhotoGridHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataPhotoGridPreamble;
  /** @maxItems 100 */
  cells?: BlockImageListCell[];
}

/**
 * @maxLength 300
 */
export type BlockDataProductGridHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataProductGridPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataProductGridText = string | null;

/**
 * The data of a product_grid block: A grid of products.
 */
export interface BlockDataProductGrid {
  /** @maxLength 300 */
  header?: BlockDataProductGridHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataProductGridPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataProductGridText;
  /**
   * Product names or codes shown in the grid.
   * @maxItems 100
   */
  products?: string[];
}

/**
 * @maxLength 300
 */
export type BlockDataSlideshowHeader = string | null;

/**
 * Seconds per slide; 0 or null does not advance by itself.
 * @minimum 0
 * @maximum 120
 */
export type BlockDataSlideshowAutoplaySeconds = number | null;

/**
 * The data of a slideshow block: Slides of images and text.
 */
export interface BlockDataSlideshow {
  /** @maxLength 300 */
  header?: BlockDataSlideshowHeader;
  /** @maxItems 100 */
  slides?: BlockSlideshowSlide[];
  /**
   * Seconds per slide; 0 or null does not advance by itself.
   * @minimum 0
   * @maximum 120
   */
  autoplaySeconds?: BlockDataSlideshowAutoplaySeconds;
}

/**
 * @maxLength 300
 */
export type BlockDataSplitBlockHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataSplitBlockPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataSplitBlockText = string | null;

export type BlockDataSplitBlockImage = BlockImage | null;

export type BlockDataSplitBlockImagePosition = 'left' | 'right' | null;

/**
 * @maxLength 2000
 */
export type BlockDataSplitBlockLinkUrl = string | null;

/**
 * @maxLength 300
 */
export type BlockDataSplitBlockLinkText = string | null;

/**
 * The data of a split_block block: Text beside an image.
 */
export interface BlockDataSplitBlock {
  /** @maxLength 300 */
  header?: BlockDataSplitBlockHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataSplitBlockPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataSplitBlockText;
  image?: BlockDataSplitBlockImage;
  imagePosition?: BlockDataSplitBlockImagePosition;
  /** @maxLength 2000 */
  linkUrl?: BlockDataSplitBlockLinkUrl;
  /** @maxLength 300 */
  linkText?: BlockDataSplitBlockLinkText;
}

/**
 * @maxLength 300
 */
export type BlockDataTextHeaderHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataTextHeaderPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataTextHeaderText = string | null;

/**
 * @maxLength 2000
 */
export type BlockDataTextHeaderLinkUrl = string | null;

/**
 * @maxLength 300
 */
export type BlockDataTextHeaderLinkText = string | null;

/**
 * The data of a text_header block: A heading with a preamble.
 */
export interface BlockDataTextHeader {
  /** @maxLength 300 */
  header?: BlockDataTextHeaderHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataTextHeaderPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataTextHeaderText;
  /** @maxLength 2000 */
  linkUrl?: BlockDataTextHeaderLinkUrl;
  /** @maxLength 300 */
  linkText?: BlockDataTextHeaderLinkText;
}

/**
 * @maxLength 300
 */
export type BlockDataTextStoryHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataTextStoryPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataTextStoryText = string | null;

export type BlockDataTextStoryImage = BlockImage | null;

/**
 * The data of a text_story block: A story: heading and text.
 */
export interface BlockDataTextStory {
  /** @maxLength 300 */
  header?: BlockDataTextStoryHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataTextStoryPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataTextStoryText;
  image?: BlockDataTextStoryImage;
}

/**
 * @maxLength 300
 */
export type BlockDataVideoHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataVideoPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataVideoText = string | null;

/**
 * @maxLength 2000
 */
export type BlockDataVideoUrlMp4 = string | null;

/**
 * @maxLength 2000
 */
export type BlockDataVideoUrlOgg = string | null;

/**
 * @maxLength 2000
 */
export type BlockDataVideoUrlWebm = string | null;

/**
 * Play as a muted background video.
 */
export type BlockDataVideoBgVideo = boolean | null;

export type BlockDataVideoImage = BlockImage | null;

/**
 * The data of a video block: A video.
 */
export interface BlockDataVideo {
  /** @maxLength 300 */
  header?: BlockDataVideoHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataVideoPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataVideoText;
  /** @maxLength 2000 */
  UrlMp4?: BlockDataVideoUrlMp4;
  /** @maxLength 2000 */
  UrlOgg?: BlockDataVideoUrlOgg;
  /** @maxLength 2000 */
  UrlWebm?: BlockDataVideoUrlWebm;
  /** Play as a muted background video. */
  BgVideo?: BlockDataVideoBgVideo;
  image?: BlockDataVideoImage;
}

/**
 * @maxLength 300
 */
export type BlockDataVideoListHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataVideoListPreamble = string | null;

/**
 * The data of a video_list block: A list of video cells.
 */
export interface BlockDataVideoList {
  /** @maxLength 300 */
  header?: BlockDataVideoListHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataVideoListPreamble;
  /** @maxItems 100 */
  cells?: BlockVideoListCell[];
}

/**
 * @maxLength 300
 */
export type BlockDataCampaignHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataCampaignPreamble = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataCampaignText = string | null;

export type BlockDataCampaignImage = BlockImage | null;

/**
 * @maxLength 2000
 */
export type BlockDataCampaignLinkUrl = string | null;

/**
 * @maxLength 300
 */
export type BlockDataCampaignLinkText = string | null;

/**
 * Display rules.
 */
export type BlockDataCampaignRules = BlockRuleNode | null;

/**
 * @maxLength 40
 */
export type BlockDataCampaignStartsAt = string | null;

/**
 * @maxLength 40
 */
export type BlockDataCampaignEndsAt = string | null;

/**
 * The data of a campaign block: A campaign banner shown by its display rules.
 */
export interface BlockDataCampaign {
  /** @maxLength 300 */
  header?: BlockDataCampaignHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataCampaignPreamble;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataCampaignText;
  image?: BlockDataCampaignImage;
  /** @maxLength 2000 */
  linkUrl?: BlockDataCampaignLinkUrl;
  /** @maxLength 300 */
  linkText?: BlockDataCampaignLinkText;
  /** Display rules. */
  rules?: BlockDataCampaignRules;
  /** @maxLength 40 */
  startsAt?: BlockDataCampaignStartsAt;
  /** @maxLength 40 */
  endsAt?: BlockDataCampaignEndsAt;
}

/**
 * @maxLength 300
 */
export type BlockDataBookMeetingHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 4000
 */
export type BlockDataBookMeetingPreamble = string | null;

/**
 * The data of a book_meeting block: The meeting booking form.
 */
export interface BlockDataBookMeeting {
  /** @maxLength 300 */
  header?: BlockDataBookMeetingHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 4000
   */
  preamble?: BlockDataBookMeetingPreamble;
}

/**
 * @maxLength 300
 */
export type BlockDataPopupHeader = string | null;

/**
 * Rich text (sanitised on save).
 * @maxLength 20000
 */
export type BlockDataPopupText = string | null;

export type BlockDataPopupImage = BlockImage | null;

/**
 * @maxLength 2000
 */
export type BlockDataPopupLinkUrl = string | null;

/**
 * @maxLength 300
 */
export type BlockDataPopupLinkText = string | null;

/**
 * Display rules.
 */
export type BlockDataPopupRules = BlockRuleNode | null;

/**
 * Seconds before the popup opens.
 * @minimum 0
 * @maximum 3600
 */
export type BlockDataPopupDelaySeconds = number | null;

/**
 * The data of a popup block: A popup shown by its display rules.
 */
export interface BlockDataPopup {
  /** @maxLength 300 */
  header?: BlockDataPopupHeader;
  /**
   * Rich text (sanitised on save).
   * @maxLength 20000
   */
  text?: BlockDataPopupText;
  image?: BlockDataPopupImage;
  /** @maxLength 2000 */
  linkUrl?: BlockDataPopupLinkUrl;
  /** @maxLength 300 */
  linkText?: BlockDataPopupLinkText;
  /** Display rules. */
  rules?: BlockDataPopupRules;
  /**
   * Seconds before the popup opens.
   * @minimum 0
   * @maximum 3600
   */
  delaySeconds?: BlockDataPopupDelaySeconds;
}

/**
 * @maxLength 2000
 */
export type BlockDataQuoteQuote = string | null;

/**
 * @maxLength 300
 */
export type BlockDataQuoteQuoter = string | null;

export type BlockDataQuoteImage = BlockImage | null;

/**
 * The data of a quote block: A quote and who said it.
 */
export interface BlockDataQuote {
  /** @maxLength 2000 */
  quote?: BlockDataQuoteQuote;
  /** @maxLength 300 */
  quoter?: BlockDataQuoteQuoter;
  image?: BlockDataQuoteImage;
}

/**
 * Which data schema goes with which block class: a block's data must satisfy the schema of its
class (BlockData<Class>), so the server refuses data its class does not know (400 naming the
field) and the editor's forms are built from the same schemas. Rich-text fields say
contentMediaType text/html; the server sanitises them on save.

 */
export type BlockDataOfClass = unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown;

export type BlockInputId = Id | null;

/**
 * Set to link this block to its versions in other sites; generated when empty.
 * @maxLength 100
 * @pattern ^[A-Za-z0-9_-]+$
 */
export type BlockInputBlockId = string | null;

/**
 * @minimum 0
 * @maximum 100000
 */
export type BlockInputSortOrder = number | null;

export type BlockInputImage = BlockImage | null;

/**
 * Ignored; the page being saved owns the block.
 */
export type BlockInputPageId = Id | null;

/**
 * Ignored; the page's site.
 */
export type BlockInputSite = CmsSiteRefInput | null;

/**
 * @maxLength 40
 */
export type BlockInputUpdatedAt = string | null;

/**
 * A block inside a page save or a preview. No id creates it; new blocks get the highest sortOrder + 1 when none is given.
 */
export type BlockInput = BlockDataOfClass & {
  id?: BlockInputId;
  class: BlockClass;
  /**
   * Set to link this block to its versions in other sites; generated when empty.
   * @maxLength 100
   * @pattern ^[A-Za-z0-9_-]+$
   */
  blockId?: BlockInputBlockId;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder?: BlockInputSortOrder;
  image?: BlockInputImage;
  /** Must also satisfy its class's schema (BlockDataOfClass: BlockData<Class>); rich text is sanitised on save. */
  data?: BlockData;
  design?: BlockDesign;
  /** Ignored; the page being saved owns the block. */
  pageId?: BlockInputPageId;
  /** Ignored; the page's site. */
  site?: BlockInputSite;
  /** @maxLength 40 */
  updatedAt?: BlockInputUpdatedAt;
} & Required<Pick<BlockDataOfClass & {
  id?: BlockInputId;
  class: BlockClass;
  /**
   * Set to link this block to its versions in other sites; generated when empty.
   * @maxLength 100
   * @pattern ^[A-Za-z0-9_-]+$
   */
  blockId?: BlockInputBlockId;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder?: BlockInputSortOrder;
  image?: BlockInputImage;
  /** Must also satisfy its class's schema (BlockDataOfClass: BlockData<Class>); rich text is sanitised on save. */
  data?: BlockData;
  design?: BlockDesign;
  /** Ignored; the page being saved owns the block. */
  pageId?: BlockInputPageId;
  /** Ignored; the page's site. */
  site?: BlockInputSite;
  /** @maxLength 40 */
  updatedAt?: BlockInputUpdatedAt;
}, 'class'>>;

/**
 * A block to render on the preview page under identifier (kept for one hour).
 */
export interface CmsPreviewRequest {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  identifier: string;
  data: BlockInput;
}

/**
 * @maxLength 200
 */
export type CmsPageSeoMetaTitle = string | null;

/**
 * @maxLength 500
 */
export type CmsPageSeoMetaDescription = string | null;

/**
 * @maxLength 2000
 */
export type CmsPageSeoCanonicalUrl = string | null;

export type CmsPageSeoNoIndex = boolean | null;

/**
 * The page's SEO settings; changing them needs cmsSeo.
 */
export interface CmsPageSeo {
  /** @maxLength 200 */
  metaTitle?: CmsPageSeoMetaTitle;
  /** @maxLength 500 */
  metaDescription?: CmsPageSeoMetaDescription;
  /** @maxLength 2000 */
  canonicalUrl?: CmsPageSeoCanonicalUrl;
  noIndex?: CmsPageSeoNoIndex;
}

/**
 * The content item (tree node) the page hangs on.
 */
export type CmsPageContentItemId = Id | null;

/**
 * A CMS page of one site with its blocks (ordered by sortOrder).
 */
export interface CmsPage {
  id: Id;
  /** @maxLength 300 */
  title: string;
  /** @maxLength 200 */
  slug: string;
  site: CmsSiteRef;
  /** The content item (tree node) the page hangs on. */
  contentItemId?: CmsPageContentItemId;
  blocks: Block[];
  seo?: CmsPageSeo;
  isFrontpage?: boolean;
  /** Optimistic-concurrency token; send it back on save. */
  updatedAt?: string;
}

export type CmsPageInputId = Id | null;

/**
 * Derived from the title when empty.
 * @maxLength 200
 * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
 */
export type CmsPageInputSlug = string | null;

export type CmsPageInputSiteId = Id | null;

export type CmsPageInputContentItemId = Id | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type CmsPageInputUpdatedAt = string | null;

/**
 * A page to save. No id creates it (siteId required then). blocks replaces the page's blocks:
blocks left out are deleted.

 */
export interface CmsPageInput {
  id?: CmsPageInputId;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /**
   * Derived from the title when empty.
   * @maxLength 200
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  slug?: CmsPageInputSlug;
  siteId?: CmsPageInputSiteId;
  contentItemId?: CmsPageInputContentItemId;
  /** @maxItems 200 */
  blocks: BlockInput[];
  seo?: CmsPageSeo;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: CmsPageInputUpdatedAt;
}

export interface CmsPageSaveRequest {
  page: CmsPageInput;
}

export interface CmsPageDeleteRequest {
  pageId: Id;
}

export const CmsSuccessValue = {
  success: true,
} as const;
export type CmsSuccess = typeof CmsSuccessValue;

/**
 * @maxLength 300
 */
export type ContentItemContentOneOfTitle = string | null;

/**
 * The page shown at this node.
 */
export type ContentItemContentOneOf = {
  id: Id;
  /** @maxLength 300 */
  title?: ContentItemContentOneOfTitle;
};

export type ContentItemContent = null | ContentItemContentOneOf;

export type ContentItemParentId = Id | null;

/**
 * A node of a site's content tree, linking to a page (content). children is filled in tree answers.
 */
export interface ContentItem {
  id: Id;
  /** @maxLength 200 */
  label: string;
  /** @maxLength 200 */
  slug: string;
  /**
   * The site's language code.
   * @maxLength 10
   */
  language: string;
  content?: ContentItemContent;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder: number;
  createdDate: string;
  children: ContentItem[];
  parentId?: ContentItemParentId;
  siteId?: Id;
  excludeFromNavigation?: boolean;
  excludeFromSearch?: boolean;
  /** Optimistic-concurrency token; send it back on update. */
  updatedAt?: string;
}

export type ContentItemInputId = Id | null;

/**
 * Derived from the label when empty; unique among siblings (409).
 * @maxLength 200
 * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
 */
export type ContentItemInputSlug = string | null;

/**
 * Ignored; the site's language.
 * @maxLength 10
 */
export type ContentItemInputLanguage = string | null;

/**
 * Ignored.
 * @maxLength 300
 */
export type ContentItemInputContentOneOfTitle = string | null;

export type ContentItemInputContentOneOf = {
  id: Id;
  /**
   * Ignored.
   * @maxLength 300
   */
  title?: ContentItemInputContentOneOfTitle;
};

export type ContentItemInputContent = null | ContentItemInputContentOneOf;

/**
 * @minimum 0
 * @maximum 100000
 */
export type ContentItemInputSortOrder = number | null;

/**
 * Ignored; an item takes its parent's site.
 */
export type ContentItemInputSiteId = Id | null;

/**
 * Ignored when creating under a parent (the path id is the parent).
 */
export type ContentItemInputParentId = Id | null;

export type ContentItemInputExcludeFromNavigation = boolean | null;

export type ContentItemInputExcludeFromSearch = boolean | null;

/**
 * Ignored.
 * @maxLength 40
 */
export type ContentItemInputCreatedDate = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type ContentItemInputUpdatedAt = string | null;

/**
 * Body of content item create (as a child of the path's item) and update. Without content.id a create also creates an empty page titled as the label; an update with content null unlinks the page (the page stays), without content keeps it.
 */
export interface ContentItemInput {
  id?: ContentItemInputId;
  /**
   * @minLength 1
   * @maxLength 200
   */
  label: string;
  /**
   * Derived from the label when empty; unique among siblings (409).
   * @maxLength 200
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  slug?: ContentItemInputSlug;
  /**
   * Ignored; the site's language.
   * @maxLength 10
   */
  language?: ContentItemInputLanguage;
  content?: ContentItemInputContent;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder?: ContentItemInputSortOrder;
  /** Ignored; an item takes its parent's site. */
  siteId?: ContentItemInputSiteId;
  /** Ignored when creating under a parent (the path id is the parent). */
  parentId?: ContentItemInputParentId;
  excludeFromNavigation?: ContentItemInputExcludeFromNavigation;
  excludeFromSearch?: ContentItemInputExcludeFromSearch;
  /**
   * Ignored.
   * @maxLength 40
   */
  createdDate?: ContentItemInputCreatedDate;
  /**
   * Optimistic-concurrency token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: ContentItemInputUpdatedAt;
}

export type TreeNodeParentId = Id | null;

export type TreeNodePageId = Id | null;

/**
 * A node of the CMS site tree (a content item seen as navigation).
 */
export interface TreeNode {
  id: Id;
  /** @maxLength 200 */
  label: string;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder: number;
  excludeFromNavigation: boolean;
  excludeFromSearch: boolean;
  siteId?: Id;
  parentId?: TreeNodeParentId;
  /** @maxLength 200 */
  slug?: string;
  pageId?: TreeNodePageId;
  children?: TreeNode[];
}

/**
 * The sites and each site's content tree (top-level nodes with children).
 */
export interface CmsTree {
  sites: Site[];
  nodes: TreeNode[];
}

/**
 * The four editable node fields of update-items.
 */
export interface TreeNodeInput {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  label?: string;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder?: number;
  excludeFromNavigation?: boolean;
  excludeFromSearch?: boolean;
}

export interface TreeNodeList {
  nodes: TreeNode[];
}

/**
 * New parent in the same site; null for top level. A node cannot move under itself or a descendant (409).
 */
export type TreeNodeMoveInputParentId = Id | null;

/**
 * The position of one page node for update-pages.
 */
export interface TreeNodeMoveInput {
  id: Id;
  /** New parent in the same site; null for top level. A node cannot move under itself or a descendant (409). */
  parentId?: TreeNodeMoveInputParentId;
  /**
   * @minimum 0
   * @maximum 100000
   */
  sortOrder: number;
}

export interface TranslationLanguage {
  /** @maxLength 10 */
  languageCode: string;
  /** @maxLength 200 */
  name: string;
}

export interface TranslationImportRow {
  /**
   * @minLength 1
   * @maxLength 200
   */
  code: string;
  /**
   * @minLength 2
   * @maxLength 10
   * @pattern ^[a-z]{2}(_[A-Z]{2})?$
   */
  languageCode: string;
  /** @maxLength 20000 */
  text: string;
}

/**
 * The parsed rows of an uploaded file (nothing is saved yet).
 */
export interface TranslationUploadResult {
  rows: TranslationImportRow[];
  /** Languages found in the file. */
  languageCodes: string[];
}

/**
 * Rows to import into one language; rows of other languages are skipped.
 */
export interface TranslationImportRequest {
  /**
   * @minLength 2
   * @maxLength 10
   * @pattern ^[a-z]{2}(_[A-Z]{2})?$
   */
  languageCode: string;
  /**
   * @minItems 1
   * @maxItems 50000
   */
  rows: TranslationImportRow[];
  /** True: answer the diff only, write nothing. */
  dryRun?: boolean;
}

export interface TranslationImportNew {
  /** @maxLength 200 */
  code: string;
  /** @maxLength 20000 */
  text: string;
  /** The key itself does not exist yet (it is created). */
  newCode: boolean;
}

export interface TranslationImportChange {
  /** @maxLength 200 */
  code: string;
  /** @maxLength 20000 */
  oldText: string;
  /** @maxLength 20000 */
  newText: string;
}

/**
 * @maxLength 200
 */
export type TranslationImportInvalidCode = string | null;

/**
 * invalidCode: blank, surrounding spaces or control characters in the code; duplicateCode: the
code appears earlier in the rows of this language with another text.

 */
export type TranslationImportInvalidReason = typeof TranslationImportInvalidReason[keyof typeof TranslationImportInvalidReason];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TranslationImportInvalidReason = {
  invalidCode: 'invalidCode',
  duplicateCode: 'duplicateCode',
} as const;

/**
 * A row that cannot be imported.
 */
export interface TranslationImportInvalid {
  /**
   * 1-based position in the request's rows.
   * @minimum 1
   */
  row: number;
  /** @maxLength 200 */
  code: TranslationImportInvalidCode;
  /** invalidCode: blank, surrounding spaces or control characters in the code; duplicateCode: the
code appears earlier in the rows of this language with another text.
 */
  reason: TranslationImportInvalidReason;
}

/**
 * The import's diff against the stored texts of languageCode, the same shape for a dry run and a
commit. Rows with an empty text or of another language are skipped. With any invalid row nothing
is written; a commit writes all rows in one transaction or none.

 */
export interface TranslationImportResult {
  /** True when the texts were saved (not a dry run and no invalid row). */
  written: boolean;
  /** Texts the language did not have yet. */
  new: TranslationImportNew[];
  /** Texts that differ from the stored ones. */
  changed: TranslationImportChange[];
  /**
   * Rows equal to the stored text.
   * @minimum 0
   */
  unchanged: number;
  invalid: TranslationImportInvalid[];
  /**
   * Rows of other languages, with an empty text, or repeating an earlier row with the same text.
   * @minimum 0
   */
  skipped: number;
}

export interface CmsPurgeResult {
  success: boolean;
  /** @maxLength 12 */
  code: string;
  purgedAt?: string;
}

/**
 * The account that asked for a purge.
 */
export interface PurgeLogAccount {
  id: Id;
  /** First and last name joined by a space; the e-mail when both are empty. */
  name: string;
  email: string;
}

/**
 * The CDN purge code (CP code); null for purges logged before codes were kept.
 */
export type PurgeLogEntryCode = string | null;

/**
 * logged: kept in the log only (no webhook); sent: the webhook took it; failed: the webhook refused it or did not answer.
 */
export type PurgeLogEntryStatus = typeof PurgeLogEntryStatus[keyof typeof PurgeLogEntryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PurgeLogEntryStatus = {
  logged: 'logged',
  sent: 'sent',
  failed: 'failed',
} as const;

/**
 * The webhook's answer (HTTP status and the first 500 characters of its body) or why there was none; null when logged only.
 */
export type PurgeLogEntryResponse = string | null;

/**
 * Who purged; null when the account has since been deleted.
 */
export type PurgeLogEntryAccount = PurgeLogAccount | null;

/**
 * One CDN purge as the CDN adapter logged it.
 */
export interface PurgeLogEntry {
  id: Id;
  /** When the purge was logged. */
  createdAt: string;
  /** What the code purges, by name ("Main site", "translations"). */
  target: string;
  /** The CDN purge code (CP code); null for purges logged before codes were kept. */
  code: PurgeLogEntryCode;
  /** logged: kept in the log only (no webhook); sent: the webhook took it; failed: the webhook refused it or did not answer. */
  status: PurgeLogEntryStatus;
  /** The webhook's answer (HTTP status and the first 500 characters of its body) or why there was none; null when logged only. */
  response: PurgeLogEntryResponse;
  /** Who purged; null when the account has since been deleted. */
  account: PurgeLogEntryAccount;
}

/**
 * Send as after for the next page; null on the last page.
 * @maxLength 2000
 */
export type PurgeLogPageNextCursor = string | null;

/**
 * Send as before for the previous page; null on the first page.
 * @maxLength 2000
 */
export type PurgeLogPagePreviousCursor = string | null;

/**
 * No filter option lists for this table: the status filter's three values are fixed.
 */
export type PurgeLogPageFilterable = { [key: string]: unknown };

export interface PurgeLogPage {
  list: PurgeLogEntry[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /**
   * Send as after for the next page; null on the last page.
   * @maxLength 2000
   */
  nextCursor?: PurgeLogPageNextCursor;
  /**
   * Send as before for the previous page; null on the first page.
   * @maxLength 2000
   */
  previousCursor?: PurgeLogPagePreviousCursor;
  /** No filter option lists for this table: the status filter's three values are fixed. */
  filterable: PurgeLogPageFilterable;
}

/**
 * Optimistic-concurrency token for this text.
 */
export type TranslationTextUpdatedAt = string | null;

export interface TranslationText {
  /** @maxLength 10 */
  languageCode: string;
  /** @maxLength 20000 */
  text: string;
  /** Optimistic-concurrency token for this text. */
  updatedAt?: TranslationTextUpdatedAt;
}

/**
 * A translation key and its texts in the languages asked for.
 */
export interface Translation {
  /** @maxLength 200 */
  code: string;
  /** Used on partner pages (export filter partner-pages). */
  isPartnerPage?: boolean;
  translations: TranslationText[];
}

/**
 * No filter option lists for this table.
 */
export type TranslationPageFilterable = { [key: string]: unknown };

export interface TranslationPage {
  list: Translation[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  /** No filter option lists for this table. */
  filterable: TranslationPageFilterable;
}

/**
 * The text's token from the last read; a stale value gives 409.
 * @maxLength 40
 */
export type TranslationUpdateUpdatedAt = string | null;

/**
 * One text of one translation key in one language (an empty string clears it).
 */
export interface TranslationUpdate {
  /** @maxLength 20000 */
  translationString: string;
  /**
   * @minLength 2
   * @maxLength 10
   * @pattern ^[a-z]{2}(_[A-Z]{2})?$
   */
  langCode: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  translationCode: string;
  /**
   * The text's token from the last read; a stale value gives 409.
   * @maxLength 40
   */
  updatedAt?: TranslationUpdateUpdatedAt;
}

export type GdprContactExportPortalAccountOneOf = {
  /** @maxLength 254 */
  username: string;
  createdAt: string;
};

/**
 * The contact's customer-portal account (never its password), or null.
 */
export type GdprContactExportPortalAccount = null | GdprContactExportPortalAccountOneOf;

export type GdprContactExportManagedLocationsItem = {
  id: Id;
  /** @maxLength 300 */
  name: string;
};

export type GdprContactExportAuditEntriesItemRecordType = string | null;

export type GdprContactExportAuditEntriesItemRecordId = string | null;

export type GdprContactExportAuditEntriesItem = {
  id: Id;
  at: string;
  operation: string;
  recordType: GdprContactExportAuditEntriesItemRecordType;
  recordId: GdprContactExportAuditEntriesItemRecordId;
  /** The record before the write (any JSON), or null. */
  before: unknown;
  /** The record after the write (any JSON), or null. */
  after: unknown;
};

/**
 * Everything stored about the contact with the e-mail (a JSON file download): the contact with
its e-mail addresses (primary, alternative, pending), its customer-portal account, the
locations it manages, the catalog requests, warranty registrations, meeting bookings,
newsletter subscriptions and media orders that are its own (its contact id or one of its
addresses), the mails in the outbox sent to it or naming it, and the audit log's entries about
it or naming it.

 */
export interface GdprContactExport {
  exportedAt: string;
  contact: Contact;
  /** The contact's customer-portal account (never its password), or null. */
  portalAccount: GdprContactExportPortalAccount;
  /** The company locations the contact manages. */
  managedLocations: GdprContactExportManagedLocationsItem[];
  warrantyRegistrations: WarrantyRegistration[];
  catalogOrders: CatalogOrder[];
  meetingBookings: MeetingBooking[];
  newsletterSubscriptions: NewsletterSubscription[];
  mediaOrders: MediaOrder[];
  /** Mails sent to one of the contact's addresses or naming it (a catalog request forwarded to a store). */
  outboxMails: OutboxMessage[];
  /** Audit log entries about the contact or its records, or whose before/after copies name it. */
  auditEntries: GdprContactExportAuditEntriesItem[];
}

export interface GdprPersonalDataDeleteRequest {
  /** The contact's id. */
  id: Id;
}

/**
 * The request's headers, its address with the query string included, are over 16 KB; refused before any operation is reached.
 */
export type HeadersTooLargeResponse = Error;

/**
 * A path parameter is too long to be routed (over 100 characters); no operation is reached.
 */
export type UriTooLongResponse = Error;

/**
 * The request body is of a content type, charset or encoding the operation does not take (only UTF-8 JSON, or the operation's own file types; compressed bodies are refused).
 */
export type UnsupportedMediaTypeResponse = Error;

/**
 * Operation not built yet; error.operationId names it.
 */
export type NotImplementedResponse = Error;

/**
 * Invalid input; error.fields names the failing fields.
 */
export type BadRequestResponse = Error;

/**
 * No valid session.
 */
export type UnauthorizedResponse = Error;

/**
 * The session's account lacks the permission (or language right) this operation needs, or a cross-site request was refused.
 */
export type ForbiddenResponse = Error;

/**
 * Too many attempts; try again later.
 */
export type TooManyRequestsResponse = Error;

/**
 * The database cannot serve the request now; retry shortly. DB_UNAVAILABLE when it cannot be reached, DB_BUSY when no connection came free in time (with Retry-After in seconds), DB_TIMEOUT when the statement ran too long and was stopped.
 */
export type ServiceUnavailableResponse = Error;

/**
 * The record changed since it was read (optimistic concurrency) or violates a uniqueness rule.
 */
export type ConflictResponse = Error;

/**
 * No record with that id.
 */
export type NotFoundResponse = Error;

/**
 * The update came without the record's version (error.code VERSION_REQUIRED, error.fields names
the version field, e.g. updatedAt). Send the updatedAt read with the record, in the body or as
an If-Match header; a version that is no longer the stored one gives 409.

 */
export type PreconditionRequiredResponse = Error;

/**
 * The request body is larger than allowed.
 */
export type PayloadTooLargeResponse = Error;

/**
 * The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
the quotes are optional). Accepted instead of the body's version field; sent with it, both must
name the same instant (else 400). `*` and weak tags name no version.

 */
export type IfMatchParameter = string;

/**
 * 1-based page number.
 */
export type PageParameter = number;

/**
 * Rows per page.
 */
export type CountParameter = number;

/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 */
export type AfterParameter = string;

/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 */
export type BeforeParameter = string;

export type DirectionParameter = typeof DirectionParameter[keyof typeof DirectionParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DirectionParameter = {
  asc: 'asc',
  desc: 'desc',
} as const;

/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 */
export type FiltersParameter = string;

export type IntervalTypeParameter = typeof IntervalTypeParameter[keyof typeof IntervalTypeParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntervalTypeParameter = {
  week: 'week',
  month: 'month',
} as const;

/**
 * How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows.
 */
export type NumberOfIntervalsParameter = number;

export type LogoutUser200 = {
  success: boolean;
};

export type ListAccountsParams = {
/**
 * Optional search over name and e-mail.
 * @maxLength 200
 */
query?: string;
};

export type RedirectToPortalParams = {
storeId: Id;
};

export type GetRegionGroupTree200 = {
  tree: RegionGroup[];
};

export type CreateRegionGroupBody = RegionGroupInput & unknown;

export type GetCatalogOrdersPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
/**
 * Column to sort by; default createdDate descending.
 */
sort?: GetCatalogOrdersPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type GetCatalogOrdersPageSort = typeof GetCatalogOrdersPageSort[keyof typeof GetCatalogOrdersPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetCatalogOrdersPageSort = {
  createdDate: 'createdDate',
  id: 'id',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  zipCode: 'zipCode',
  city: 'city',
  country: 'country',
  status: 'status',
  locationNotifiedAt: 'locationNotifiedAt',
  locationNotifiedToEmail: 'locationNotifiedToEmail',
} as const;

export type ExportCatalogOrdersCsvParams = {
sort?: ExportCatalogOrdersCsvSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ExportCatalogOrdersCsvSort = typeof ExportCatalogOrdersCsvSort[keyof typeof ExportCatalogOrdersCsvSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportCatalogOrdersCsvSort = {
  createdDate: 'createdDate',
  id: 'id',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  zipCode: 'zipCode',
  city: 'city',
  country: 'country',
  status: 'status',
  locationNotifiedAt: 'locationNotifiedAt',
  locationNotifiedToEmail: 'locationNotifiedToEmail',
} as const;

export type ListCatalogOrdersParams = {
filter?: ListCatalogOrdersFilter;
/**
 * Required with filter=contact, and only with it (else 400).
 */
contactId?: Id;
};

export type ListCatalogOrdersFilter = typeof ListCatalogOrdersFilter[keyof typeof ListCatalogOrdersFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListCatalogOrdersFilter = {
  contact: 'contact',
} as const;

export type GetTopCatalogCountriesLastMonthParams = {
/**
 * @minimum 1
 * @maximum 250
 */
numberOfCountries?: number;
};

export type GetCatalogOrdersPerIntervalParams = {
/**
 * week (ISO weeks) or month (calendar months), Europe/Stockholm.
 */
intervalType: IntervalTypeParameter;
/**
 * How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows.
 * @minimum 1
 * @maximum 104
 */
numberOfIntervals?: NumberOfIntervalsParameter;
};

export type GetOutboxPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
/**
 * Column to sort by; default createdAt descending.
 */
sort?: GetOutboxPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type GetOutboxPageSort = typeof GetOutboxPageSort[keyof typeof GetOutboxPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetOutboxPageSort = {
  createdAt: 'createdAt',
  to: 'to',
  subject: 'subject',
} as const;

export type ListLocationsParams = {
filter?: ListLocationsFilter;
/**
 * WKT POLYGON or MULTIPOLYGON in WGS 84 (longitude latitude); with filter=shape.
 * @maxLength 20000
 */
shape?: string;
};

export type ListLocationsFilter = typeof ListLocationsFilter[keyof typeof ListLocationsFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListLocationsFilter = {
  'with-coordinates': 'with-coordinates',
  shape: 'shape',
} as const;

export type GetLocationsPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
/**
 * Column to sort by; default name ascending (country sorts by the country's English name).
 */
sort?: GetLocationsPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type GetLocationsPageSort = typeof GetLocationsPageSort[keyof typeof GetLocationsPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetLocationsPageSort = {
  name: 'name',
  id: 'id',
  customerNumber: 'customerNumber',
  locationType: 'locationType',
  active: 'active',
  country: 'country',
  city: 'city',
  zipCode: 'zipCode',
  email: 'email',
} as const;

export type ExportLocationsCsvParams = {
sort?: ExportLocationsCsvSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ExportLocationsCsvSort = typeof ExportLocationsCsvSort[keyof typeof ExportLocationsCsvSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportLocationsCsvSort = {
  name: 'name',
  id: 'id',
  customerNumber: 'customerNumber',
  locationType: 'locationType',
  active: 'active',
  country: 'country',
  city: 'city',
  zipCode: 'zipCode',
  email: 'email',
} as const;

export type ListLocationsInCountryParams = {
/**
 * ISO 3166-1 alpha-2 code (XK allowed).
 * @minLength 2
 * @maxLength 2
 * @pattern ^[A-Z]{2}$
 */
code: string;
};

export type SearchLocationsParams = {
/**
 * @maxLength 200
 */
searchString: string;
/**
 * The location being edited (left out of the answer).
 */
locationId?: Id;
};

export type SearchPartnerLocationsParams = {
/**
 * @maxLength 200
 */
searchString: string;
/**
 * The location being edited (left out of the answer).
 */
locationId?: Id;
};

export type RemoveLocationManagerParams = {
contactId: Id;
};

export type GeocodeAddressParams = {
/**
 * ISO 3166-1 alpha-2 code of the address's country (XK allowed); the dialog asks for it first.
 * @minLength 2
 * @maxLength 2
 * @pattern ^[A-Z]{2}$
 */
country: string;
/**
 * @maxLength 20
 */
zipCode?: string;
/**
 * @maxLength 200
 */
city?: string;
/**
 * @maxLength 300
 */
street?: string;
};

export type GeocodeAddress200Status = typeof GeocodeAddress200Status[keyof typeof GeocodeAddress200Status];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeocodeAddress200Status = {
  OK: 'OK',
  ZERO_RESULTS: 'ZERO_RESULTS',
  OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
  REQUEST_DENIED: 'REQUEST_DENIED',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
} as const;

/**
 * What matched, from most to least precise (zipCodeArea: the middle of the codes sharing the zip code's prefix).
 */
export type GeocodeAddress200ResultsItemPrecision = typeof GeocodeAddress200ResultsItemPrecision[keyof typeof GeocodeAddress200ResultsItemPrecision];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeocodeAddress200ResultsItemPrecision = {
  address: 'address',
  street: 'street',
  zipCode: 'zipCode',
  zipCodeArea: 'zipCodeArea',
  locality: 'locality',
  region: 'region',
  country: 'country',
} as const;

/**
 * The postal-code table or the HTTP geocoder.
 */
export type GeocodeAddress200ResultsItemSource = typeof GeocodeAddress200ResultsItemSource[keyof typeof GeocodeAddress200ResultsItemSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GeocodeAddress200ResultsItemSource = {
  postalCodes: 'postalCodes',
  http: 'http',
} as const;

export type GeocodeAddress200ResultsItem = {
  /**
   * @minimum -90
   * @maximum 90
   */
  latitude: number;
  /**
   * @minimum -180
   * @maximum 180
   */
  longitude: number;
  /** What matched, from most to least precise (zipCodeArea: the middle of the codes sharing the zip code's prefix). */
  precision: GeocodeAddress200ResultsItemPrecision;
  /**
   * What was found, e.g. "114 55 Stockholm, Sweden".
   * @maxLength 1000
   */
  label: string;
  /** The postal-code table or the HTTP geocoder. */
  source: GeocodeAddress200ResultsItemSource;
};

export type GeocodeAddress200 = {
  status: GeocodeAddress200Status;
  /** @maxItems 10 */
  results: GeocodeAddress200ResultsItem[];
};

export type RemoveCountryHandlerParams = {
locationId: Id;
};

export type ListGeographicAreasParams = {
filter?: ListGeographicAreasFilter;
/**
 * WKT POLYGON or MULTIPOLYGON in WGS 84 (longitude latitude); with filter=shape.
 * @maxLength 20000
 */
shape?: string;
};

export type ListGeographicAreasFilter = typeof ListGeographicAreasFilter[keyof typeof ListGeographicAreasFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListGeographicAreasFilter = {
  shape: 'shape',
} as const;

export type UpdateGeographicAreaBody = GeographicAreaInput & unknown;

export type AssignAreaHandlerParams = {
/**
 * The company location to assign.
 */
storeId: Id;
/**
 * A zip code inside the area clicked on the map.
 * @minLength 1
 * @maxLength 20
 */
zipCode: string;
/**
 * ISO 3166-1 alpha-2 code of the zip code's country.
 * @minLength 2
 * @maxLength 2
 * @pattern ^[A-Z]{2}$
 */
countryCode?: string;
/**
 * @minimum 1
 * @maximum 3
 */
level: number;
type: AssignAreaHandlerType;
};

export type AssignAreaHandlerType = typeof AssignAreaHandlerType[keyof typeof AssignAreaHandlerType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AssignAreaHandlerType = {
  contractArea: 'contractArea',
  workingArea: 'workingArea',
} as const;

export type GetAreaGeoJsonParams = {
/**
 * ISO 3166-1 alpha-2 code; only that country's zip codes.
 * @minLength 2
 * @maxLength 2
 * @pattern ^[A-Z]{2}$
 */
countryCode?: string;
};

export type GetZipCodePointsParams = {
/**
 * ISO 3166-1 alpha-2 code; only that country's zip codes (an unknown country has none).
 * @minLength 2
 * @maxLength 2
 * @pattern ^[A-Z]{2}$
 */
countryCode?: string;
};

export type GetApdexReportParams = {
/**
 * Length of the window ending now, in days (our addition; the spec gives no parameters).
 * @minimum 1
 * @maximum 366
 */
days?: number;
};

export type GetPageViewsReportParams = {
/**
 * Length of the window ending now, in days (our addition; the spec gives no parameters).
 * @minimum 1
 * @maximum 366
 */
days?: number;
};

export type GetCatalogRequestsPerIntervalParams = {
/**
 * week (ISO weeks) or month (calendar months), Europe/Stockholm.
 */
intervalType: IntervalTypeParameter;
/**
 * How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows.
 * @minimum 1
 * @maximum 104
 */
numberOfIntervals?: NumberOfIntervalsParameter;
};

export type GetMeetingRequestsPerIntervalParams = {
/**
 * week (ISO weeks) or month (calendar months), Europe/Stockholm.
 */
intervalType: IntervalTypeParameter;
/**
 * How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows.
 * @minimum 1
 * @maximum 104
 */
numberOfIntervals?: NumberOfIntervalsParameter;
};

export type CreateSiteBody = SiteInput & unknown;

export type GetSitesPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
/**
 * Column to sort by; default languageCode ascending.
 */
sort?: GetSitesPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type GetSitesPageSort = typeof GetSitesPageSort[keyof typeof GetSitesPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetSitesPageSort = {
  languageCode: 'languageCode',
  name: 'name',
  slug: 'slug',
  isActive: 'isActive',
  id: 'id',
} as const;

export type ExportUsersCsvParams = {
role: ExportUsersCsvRole;
};

export type ExportUsersCsvRole = typeof ExportUsersCsvRole[keyof typeof ExportUsersCsvRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportUsersCsvRole = {
  user: 'user',
  manager: 'manager',
} as const;

export type UploadMediaFileParams = {
/**
 * The file's name on the user's machine (only its last part is kept, for the *OriginalFilename field).
 * @minLength 1
 * @maxLength 255
 */
originalFilename: string;
/**
 * Which of the media's files this is; thumbnails are scaled to at most 600 px.
 */
filetype: UploadMediaFileFiletype;
};

export type UploadMediaFileFiletype = typeof UploadMediaFileFiletype[keyof typeof UploadMediaFileFiletype];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadMediaFileFiletype = {
  thumbnail: 'thumbnail',
  lowRes: 'lowRes',
  highRes: 'highRes',
} as const;

export type GetMediaTotalDownloadsParams = {
/**
 * JSON array of media ids, e.g. [12,13] (at most 1000 ids).
 * @minLength 2
 * @maxLength 20000
 */
imageIds: string;
};

export type GetMediaThumbnailParams = {
/**
 * A stored file name (as returned by upload-file); a path (/, \\ or ..) is 400.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[A-Za-z0-9][A-Za-z0-9._-]*$
 */
filename: string;
};

export type ListMediaOrdersParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * Column to sort by.
 */
orderByAlias?: ListMediaOrdersOrderByAlias;
/**
 * Sort direction.
 */
order?: ListMediaOrdersOrder;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListMediaOrdersOrderByAlias = typeof ListMediaOrdersOrderByAlias[keyof typeof ListMediaOrdersOrderByAlias];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListMediaOrdersOrderByAlias = {
  id: 'id',
  name: 'name',
  status: 'status',
  createdAt: 'createdAt',
  orderDate: 'orderDate',
  totalDownloads: 'totalDownloads',
} as const;

export type ListMediaOrdersOrder = typeof ListMediaOrdersOrder[keyof typeof ListMediaOrdersOrder];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListMediaOrdersOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;

export type ListMediaDownloadsByPersonParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * Column to sort by.
 */
orderByAlias?: ListMediaDownloadsByPersonOrderByAlias;
/**
 * Sort direction.
 */
order?: ListMediaDownloadsByPersonOrder;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListMediaDownloadsByPersonOrderByAlias = typeof ListMediaDownloadsByPersonOrderByAlias[keyof typeof ListMediaDownloadsByPersonOrderByAlias];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListMediaDownloadsByPersonOrderByAlias = {
  name: 'name',
  email: 'email',
  orderDate: 'orderDate',
  totalDownloads: 'totalDownloads',
} as const;

export type ListMediaDownloadsByPersonOrder = typeof ListMediaDownloadsByPersonOrder[keyof typeof ListMediaDownloadsByPersonOrder];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListMediaDownloadsByPersonOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;

export type ListVideosParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
sort?: ListVideosSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListVideosSort = typeof ListVideosSort[keyof typeof ListVideosSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListVideosSort = {
  header: 'header',
  id: 'id',
} as const;

export type ListBookedVisitsParams = {
filter?: ListBookedVisitsFilter;
/**
 * Required with filter=location.
 */
locationId?: Id;
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
sort?: ListBookedVisitsSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListBookedVisitsFilter = typeof ListBookedVisitsFilter[keyof typeof ListBookedVisitsFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListBookedVisitsFilter = {
  page: 'page',
  location: 'location',
} as const;

export type ListBookedVisitsSort = typeof ListBookedVisitsSort[keyof typeof ListBookedVisitsSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListBookedVisitsSort = {
  createdAt: 'createdAt',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  telephone: 'telephone',
  status: 'status',
  location: 'location',
} as const;

export type ListBookedVisits200 = MeetingBookingPage | MeetingBooking[];

export type ExportBookedVisitsCsvParams = {
sort?: ExportBookedVisitsCsvSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ExportBookedVisitsCsvSort = typeof ExportBookedVisitsCsvSort[keyof typeof ExportBookedVisitsCsvSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportBookedVisitsCsvSort = {
  createdAt: 'createdAt',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  telephone: 'telephone',
  status: 'status',
  location: 'location',
} as const;

export type ListNewsletterSubscriptionsParams = {
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListNewsletterSubscriptionsPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
sort?: ListNewsletterSubscriptionsPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListNewsletterSubscriptionsPageSort = typeof ListNewsletterSubscriptionsPageSort[keyof typeof ListNewsletterSubscriptionsPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListNewsletterSubscriptionsPageSort = {
  createdAt: 'createdAt',
  email: 'email',
  newsletterCode: 'newsletterCode',
} as const;

export type ExportNewsletterSubscriptionsCsvParams = {
sort?: ExportNewsletterSubscriptionsCsvSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ExportNewsletterSubscriptionsCsvSort = typeof ExportNewsletterSubscriptionsCsvSort[keyof typeof ExportNewsletterSubscriptionsCsvSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportNewsletterSubscriptionsCsvSort = {
  createdAt: 'createdAt',
  email: 'email',
  newsletterCode: 'newsletterCode',
} as const;

export type ListQuotesByStatusParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
sort?: ListQuotesByStatusSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListQuotesByStatusSort = typeof ListQuotesByStatusSort[keyof typeof ListQuotesByStatusSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListQuotesByStatusSort = {
  createdTime: 'createdTime',
  id: 'id',
  customerName1: 'customerName1',
  customerCountry: 'customerCountry',
} as const;

export type DeleteQuote200 = {
  success: true;
};

export type GetQuoteParams = {
quoteId: Id;
};

export type DownloadQuoteEdifactParams = {
quoteId: Id;
};

export type GetQuoteOrderPlatformLinkParams = {
quoteId: Id;
};

export type GetQuoteOrderPlatformLink200 = {
  /** @maxLength 2000 */
  url: string;
};

export type RemoveRegionHandlerParams = {
locationId: Id;
};

export type RemoveZipCodeHandlerParams = {
locationId: Id;
};

export type SearchRegionsParams = {
/**
 * @minLength 2
 * @maxLength 2
 * @pattern ^[A-Z]{2}$
 */
countryCode: string;
/**
 * @minLength 1
 * @maxLength 100
 */
searchTerm: string;
};

export type GetAreaStatisticsParams = {
areaType: GetAreaStatisticsAreaType;
};

export type GetAreaStatisticsAreaType = typeof GetAreaStatisticsAreaType[keyof typeof GetAreaStatisticsAreaType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAreaStatisticsAreaType = {
  country: 'country',
  region: 'region',
} as const;

export type ListCoverageGapsParams = {
areaType: ListCoverageGapsAreaType;
};

export type ListCoverageGapsAreaType = typeof ListCoverageGapsAreaType[keyof typeof ListCoverageGapsAreaType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListCoverageGapsAreaType = {
  country: 'country',
  region: 'region',
} as const;

export type ExportCoverageGapsCsvParams = {
areaType: ExportCoverageGapsCsvAreaType;
};

export type ExportCoverageGapsCsvAreaType = typeof ExportCoverageGapsCsvAreaType[keyof typeof ExportCoverageGapsCsvAreaType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportCoverageGapsCsvAreaType = {
  country: 'country',
  region: 'region',
} as const;

export type GetWarrantyRegistrationParams = {
id: Id;
};

export type ListWarrantyRegistrationsParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * Text contained in the bed id, bed model, or the contact's name or e-mail; empty matches all.
 * @maxLength 200
 */
search?: string;
};

export type ListWarrantyRegistrationsPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
/**
 * createdAt is an alias of createdDate (the screen's default sort).
 */
sort?: ListWarrantyRegistrationsPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type ListWarrantyRegistrationsPageSort = typeof ListWarrantyRegistrationsPageSort[keyof typeof ListWarrantyRegistrationsPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListWarrantyRegistrationsPageSort = {
  createdDate: 'createdDate',
  createdAt: 'createdAt',
  bedId: 'bedId',
  purchasedYear: 'purchasedYear',
} as const;

export type SearchWarrantyContactsParams = {
/**
 * @minLength 1
 * @maxLength 200
 */
search: string;
};

export type CheckBedIdUniqueParams = {
/**
 * @minLength 1
 * @maxLength 100
 */
bedId: string;
};

export type CheckBedIdUnique200 = {
  isUnique: boolean;
};

export type ListContactsParams = {
filter?: ListContactsFilter;
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
sort?: ListContactsSort;
direction?: DirectionParameter;
/**
 * Text contained in the names, an e-mail, the employer or a phone number.
 * @maxLength 200
 */
search?: string;
/**
 * Exact e-mail address (case-insensitive); used without filter.
 * @minLength 3
 * @maxLength 254
 */
email?: string;
};

export type ListContactsFilter = typeof ListContactsFilter[keyof typeof ListContactsFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListContactsFilter = {
  page: 'page',
} as const;

export type ListContactsSort = typeof ListContactsSort[keyof typeof ListContactsSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListContactsSort = {
  lastname: 'lastname',
  firstname: 'firstname',
  email: 'email',
  employer: 'employer',
  createdAt: 'createdAt',
  id: 'id',
} as const;

export type ListContacts200 = ContactPage | Contact[];

export type CheckContactEmailExistsParams = {
/**
 * @minLength 3
 * @maxLength 254
 */
email: string;
};

export type CheckContactEmailExists200ContactId = Id | null;

export type CheckContactEmailExists200 = {
  emailExist: boolean;
  contactId: CheckContactEmailExists200ContactId;
};

export type AddContactEmail200 = {
  email: ContactEmail;
};

export type CheckContactAccountExistsParams = {
/**
 * @minLength 1
 * @maxLength 254
 */
username: string;
};

export type CheckContactAccountExists200 = {
  accountExist: boolean;
};

export type SetPreviewBlock200 = {
  /** @maxLength 64 */
  identifier: string;
};

export type GetCmsPageParams = {
id: Id;
};

export type RenderBlockPreviewParams = {
/**
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
identifier: string;
};

export type ListContentItemsParams = {
/**
 * Only this site's items; all sites when omitted.
 */
siteId?: Id;
};

export type GetCmsTreeContentItemParams = {
/**
 * The node's (content item's) id.
 */
id: Id;
};

export type UpdateCmsTreeItemsBody = {
  /**
   * @minItems 1
   * @maxItems 5000
   */
  nodes: TreeNodeInput[];
};

export type UpdateCmsTreePagesBody = {
  /**
   * @minItems 1
   * @maxItems 5000
   */
  pages: TreeNodeMoveInput[];
};

export type UploadCmsFileParams = {
/**
 * @minLength 1
 * @maxLength 255
 */
originalFilename: string;
/**
 * The kind of file the upload widget expects; a file of another kind gives 400.
 */
fileType: UploadCmsFileFileType;
};

export type UploadCmsFileFileType = typeof UploadCmsFileFileType[keyof typeof UploadCmsFileFileType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadCmsFileFileType = {
  image: 'image',
  video: 'video',
  document: 'document',
} as const;

export type ExportTranslationsParams = {
/**
 * all keys, or only the keys used on partner pages.
 */
filterBy?: ExportTranslationsFilterBy;
};

export type ExportTranslationsFilterBy = typeof ExportTranslationsFilterBy[keyof typeof ExportTranslationsFilterBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportTranslationsFilterBy = {
  all: 'all',
  'partner-pages': 'partner-pages',
} as const;

export type PurgeCdnCpCodeParams = {
/**
 * @minLength 1
 * @maxLength 12
 * @pattern ^[0-9]+$
 */
code: string;
};

export type GetPurgeLogPageParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * The nextCursor of an answer under the same filters, sort and direction: the page right after
that answer's last row, read by keyset (as fast at any depth). page then only labels the
page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
after?: AfterParameter;
/**
 * The previousCursor of an answer under the same filters, sort and direction: the page right
before that answer's first row, by keyset; at the list's start, the first page. Not with
after. Refused with 400 like after.

 * @maxLength 2000
 * @pattern ^[A-Za-z0-9_-]+$
 */
before?: BeforeParameter;
/**
 * Column to sort by; default createdAt descending.
 */
sort?: GetPurgeLogPageSort;
direction?: DirectionParameter;
/**
 * JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400.
 * @maxLength 4000
 */
filters?: FiltersParameter;
};

export type GetPurgeLogPageSort = typeof GetPurgeLogPageSort[keyof typeof GetPurgeLogPageSort];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetPurgeLogPageSort = {
  createdAt: 'createdAt',
  target: 'target',
  code: 'code',
  status: 'status',
} as const;

export type ListTranslationsParams = {
/**
 * 1-based page number.
 * @minimum 1
 * @maximum 100000000
 */
page?: PageParameter;
/**
 * Rows per page.
 * @minimum 1
 * @maximum 1000
 */
count?: CountParameter;
/**
 * Column to sort by.
 */
orderBy?: ListTranslationsOrderBy;
direction?: DirectionParameter;
/**
 * JSON object, not empty; keys: languages (array of language codes whose texts are answered;
required), search (text in the code or any answered text), noTranslation (a language code:
only keys without text in it), isPartnerPage (boolean). Unknown keys give 400.

 * @minLength 2
 * @maxLength 4000
 */
filters: string;
};

export type ListTranslationsOrderBy = typeof ListTranslationsOrderBy[keyof typeof ListTranslationsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTranslationsOrderBy = {
  code: 'code',
  updatedAt: 'updatedAt',
} as const;

export type GetTranslationPurgeFlag200 = {
  result: boolean;
};

export type ExportContactPersonalDataParams = {
/**
 * @minLength 3
 * @maxLength 254
 */
email: string;
};

export type EraseContactPersonalData200 = {
  success: true;
};

