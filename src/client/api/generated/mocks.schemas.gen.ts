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
   * Machine-readable code, e.g. VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, DB_UNAVAILABLE, NOT_IMPLEMENTED.
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

export type AccountInputCreatedAt = string | null;

/**
 * Optimistic-concurrency token from the last read; a stale value gives 409.
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
  createdAt?: AccountInputCreatedAt;
  /** Optimistic-concurrency token from the last read; a stale value gives 409. */
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
  /** Ignored (read-only). */
  childGroups?: unknown[];
  /** Ignored; membership is saved through the account update. */
  accounts?: unknown[];
  /** Optimistic-concurrency token; a stale value gives 409. */
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
};

/**
 * Every routing rule that matches the address, ordered by levels. levels is the distance of the
rule: 0 the zip code, 1-3 the region chain from the most specific level upward, 4 the country's
handlers, 5 the country's fallback e-mail. The client shows the rules with the lowest levels
value. Only active locations that accept catalog requests count. An empty list means no match.

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
  filterable: CompanyLocationPageFilterable;
}

/**
 * Optional optimistic-concurrency token; a stale value gives 409.
 * @maxLength 40
 */
export type LocationTypeUpdateUpdatedAt = string | null;

/**
 * Body of the inline type change.
 */
export interface LocationTypeUpdate {
  locationType: LocationType;
  /**
   * Optional optimistic-concurrency token; a stale value gives 409.
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
 * Optional optimistic-concurrency token; a stale value gives 409.
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
   * Optional optimistic-concurrency token; a stale value gives 409.
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

export type SitePageFilterable = {
  /** 'true' and 'false' with their counts. */
  isActive: FilterOption[];
};

export interface SitePage {
  list: Site[];
  /** @minimum 0 */
  total: number;
  totalIsEstimate: boolean;
  filterable: SitePageFilterable;
}

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
 * The database is unavailable; retry shortly.
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
 * 1-based page number.
 */
export type PageParameter = number;

/**
 * Rows per page.
 */
export type CountParameter = number;

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
 * How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months.
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
 * Required with filter=contact (else 400).
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
 * How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months.
 * @minimum 1
 * @maximum 104
 */
numberOfIntervals?: NumberOfIntervalsParameter;
};

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
 * Column to sort by; default name ascending.
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
 * How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months.
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
 * How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months.
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

