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

