// DO NOT EDIT: generated from src/shared/api/generated/openapi.gen.json (orval) by `npm run gen`.
/* eslint-disable */
// @ts-nocheck
import {
  faker
} from '@faker-js/faker';

import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import {
  BlockClass,
  CatalogMatchType,
  MediaSortMethod,
  MeetingBookingStatus,
  OrderFormPropertyDataType,
  OrderableProduct,
  PermissionCode,
  QuoteStatus
} from './mocks.schemas.gen.ts';
import type {
  Account,
  AddContactEmail200,
  Address,
  AreaAssignResult,
  AreaStatisticsRow,
  BedModel,
  Block,
  BlockImage,
  BlockRuleNode,
  BlockVersion,
  CatalogCountryCount,
  CatalogOrder,
  CatalogOrderPage,
  CatalogOrderStatus,
  CheckBedIdUnique200,
  CheckContactAccountExists200,
  CheckContactEmailExists200,
  CmsPage,
  CmsPurgeResult,
  CmsSiteRef,
  CmsSuccess,
  CmsTree,
  CompanyLocation,
  CompanyLocationPage,
  Contact,
  ContactAccount,
  ContactEmail,
  ContactPage,
  ContactRef,
  ContentItem,
  Country,
  CountryRef,
  CoverageGap,
  CurrentUser,
  DashboardApdex,
  DashboardIntervalChart,
  DashboardPageViews,
  DeleteQuote200,
  EraseContactPersonalData200,
  FrontendConfig,
  GdprContactExport,
  GeoJsonFeatureCollection,
  GeocodeAddress200,
  GeographicArea,
  GeographicAreaRef,
  GetQuoteOrderPlatformLink200,
  GetRegionGroupTree200,
  GetTranslationPurgeFlag200,
  ListBookedVisits200,
  ListContacts200,
  LocationRef,
  LocationSummary,
  LogoutUser200,
  Manager,
  ManagerAddResult,
  MediaFolder,
  MediaOrderPage,
  MediaPersonDownloadsPage,
  MediaTotalDownloads,
  MediaUploadResult,
  MeetingBooking,
  MeetingBookingPage,
  Newsletter,
  NewsletterSubscription,
  NewsletterSubscriptionPage,
  OrderFormOverview,
  OrderFormProperty,
  OutboxMessagePage,
  PartnerPage,
  PartnerPageRef,
  PartnerPageSubscribers,
  PartnerPageVideoOption,
  PortalAccount,
  PurgeLogAccount,
  PurgeLogPage,
  QuoteDetail,
  QuotePage,
  Region,
  RegionBoundaries,
  RegionGroup,
  RegionGroupRef,
  RegionHandlers,
  RegionRef,
  RegionSearchRow,
  RegionWorkingAreaResult,
  RuleTestResult,
  SetPreviewBlock200,
  Site,
  SitePage,
  TopMattress,
  Translation,
  TranslationImportResult,
  TranslationLanguage,
  TranslationPage,
  TranslationUploadResult,
  TreeNodeList,
  Video,
  VideoPage,
  WarrantyRegistration,
  WarrantyRegistrationPage
} from './mocks.schemas.gen.ts';


export const getLoginUserResponseMock = (overrideResponse: Partial< CurrentUser > = {}): CurrentUser => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), fullName: faker.string.alpha({length: {min: 10, max: 20}}), permissions: faker.helpers.arrayElements(Object.values(PermissionCode)), languagePermissions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), groups: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), ...overrideResponse})

export const getGetCurrentUserResponseMock = (overrideResponse: Partial< CurrentUser > = {}): CurrentUser => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), fullName: faker.string.alpha({length: {min: 10, max: 20}}), permissions: faker.helpers.arrayElements(Object.values(PermissionCode)), languagePermissions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), groups: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), ...overrideResponse})

export const getLogoutUserResponseMock = (overrideResponse: Partial< LogoutUser200 > = {}): LogoutUser200 => ({success: faker.datatype.boolean(), ...overrideResponse})

export const getListAccountsResponseMock = (): Account[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.internet.email(), permissions: faker.helpers.arrayElements(Object.values(PermissionCode)), languagePermissions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 10}}))), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), groups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}))})))

export const getCreateAccountResponseMock = (overrideResponse: Partial< Account > = {}): Account => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.internet.email(), permissions: faker.helpers.arrayElements(Object.values(PermissionCode)), languagePermissions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 10}}))), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), groups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), ...overrideResponse})

export const getUpdateAccountResponseMock = (overrideResponse: Partial< Account > = {}): Account => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.internet.email(), permissions: faker.helpers.arrayElements(Object.values(PermissionCode)), languagePermissions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 10}}))), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), groups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), ...overrideResponse})

export const getLinkPortalAccountResponseMock = (overrideResponse: Partial< PortalAccount > = {}): PortalAccount => ({username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean(), ...overrideResponse})

export const getUnlinkPortalAccountResponseMock = (overrideResponse: Partial< PortalAccount > = {}): PortalAccount => ({username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean(), ...overrideResponse})

export const getGetPortalAccountResponseMock = (overrideResponse: Partial< PortalAccount > = {}): PortalAccount => ({username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean(), ...overrideResponse})

export const getGetRegionGroupTreeResponseRegionGroupRefMock = (overrideResponse: Partial<RegionGroupRef> = {}): RegionGroupRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getGetRegionGroupTreeResponseMock = (overrideResponse: Partial< GetRegionGroupTree200 > = {}): GetRegionGroupTree200 => ({tree: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), groupId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), name: faker.string.alpha({length: {min: 10, max: 20}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentGroup: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetRegionGroupTreeResponseRegionGroupRefMock()},null,]), undefined]), childGroups: [], handlesCountries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2}}), undefined]), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), handlesLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])})), accounts: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), ...overrideResponse})

export const getListRegionGroupsResponseRegionGroupRefMock = (overrideResponse: Partial<RegionGroupRef> = {}): RegionGroupRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getListRegionGroupsResponseMock = (): RegionGroup[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), groupId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), name: faker.string.alpha({length: {min: 10, max: 20}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentGroup: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListRegionGroupsResponseRegionGroupRefMock()},null,]), undefined]), childGroups: [], handlesCountries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2}}), undefined]), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), handlesLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])})), accounts: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateRegionGroupResponseRegionGroupRefMock = (overrideResponse: Partial<RegionGroupRef> = {}): RegionGroupRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getCreateRegionGroupResponseMock = (overrideResponse: Partial< RegionGroup > = {}): RegionGroup => ({id: faker.number.int({min: 1, max: 9007199254740991}), groupId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), name: faker.string.alpha({length: {min: 10, max: 20}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentGroup: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateRegionGroupResponseRegionGroupRefMock()},null,]), undefined]), childGroups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), groupId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), name: faker.string.alpha({length: {min: 10, max: 20}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentGroup: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateRegionGroupResponseRegionGroupRefMock()},null,]), undefined]), childGroups: [], handlesCountries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2}}), undefined]), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), handlesLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])})), accounts: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), handlesCountries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2}}), undefined]), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), handlesLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])})), accounts: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateRegionGroupResponseRegionGroupRefMock = (overrideResponse: Partial<RegionGroupRef> = {}): RegionGroupRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getUpdateRegionGroupResponseMock = (overrideResponse: Partial< RegionGroup > = {}): RegionGroup => ({id: faker.number.int({min: 1, max: 9007199254740991}), groupId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), name: faker.string.alpha({length: {min: 10, max: 20}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentGroup: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateRegionGroupResponseRegionGroupRefMock()},null,]), undefined]), childGroups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), groupId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), name: faker.string.alpha({length: {min: 10, max: 20}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentGroup: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateRegionGroupResponseRegionGroupRefMock()},null,]), undefined]), childGroups: [], handlesCountries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2}}), undefined]), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), handlesLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])})), accounts: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), handlesCountries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2}}), undefined]), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), handlesLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])})), accounts: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), email: faker.string.alpha({length: {min: 10, max: 20}}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetFrontendConfigResponseMock = (overrideResponse: Partial< FrontendConfig > = {}): FrontendConfig => ({purgeCode: faker.string.alpha({length: {min: 10, max: 20}}), polo_url: faker.string.alpha({length: {min: 10, max: 20}}), partnerPageBasePath: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), map: {styleUrl: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), center: {latitude: faker.number.float({min: undefined, max: undefined, fractionDigits: 2}), longitude: faker.number.float({min: undefined, max: undefined, fractionDigits: 2})}, zoom: faker.number.float({min: undefined, max: undefined, fractionDigits: 2})}, purgeTargets: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 20}}), name: faker.string.alpha({length: {min: 10, max: 20}})})), undefined]), applicationName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), ...overrideResponse})

export const getGetCatalogOrdersPageResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getGetCatalogOrdersPageResponseMock = (overrideResponse: Partial< CatalogOrderPage > = {}): CatalogOrderPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getGetCatalogOrdersPageResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {countries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), status: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getExportCatalogOrdersCsvResponseMock = (): string => (faker.word.sample())

export const getListCatalogOrdersResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getListCatalogOrdersResponseMock = (): CatalogOrder[] => (Array.from({ length: faker.number.int({ min: 1, max: 1000 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getListCatalogOrdersResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})))

export const getCreateCatalogOrderResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getCreateCatalogOrderResponseMock = (overrideResponse: Partial< CatalogOrder > = {}): CatalogOrder => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getCreateCatalogOrderResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetCatalogOrderResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getGetCatalogOrderResponseMock = (overrideResponse: Partial< CatalogOrder > = {}): CatalogOrder => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getGetCatalogOrderResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getUpdateCatalogOrderResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getUpdateCatalogOrderResponseMock = (overrideResponse: Partial< CatalogOrder > = {}): CatalogOrder => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getUpdateCatalogOrderResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getBookCatalogOrderResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getBookCatalogOrderResponseMock = (overrideResponse: Partial< CatalogOrder > = {}): CatalogOrder => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getBookCatalogOrderResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getListCatalogOrderStatusesResponseMock = (): CatalogOrderStatus[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})})))

export const getSendCatalogOrdersResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getSendCatalogOrdersResponseMock = (): CatalogOrder[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getSendCatalogOrdersResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})))

export const getTestCatalogRoutingResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getTestCatalogRoutingResponseMock = (overrideResponse: Partial< RuleTestResult > = {}): RuleTestResult => ({result: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({levels: faker.number.int({min: 0, max: 5}), matchType: faker.helpers.arrayElement(['zipCode','region1','region2','region3','country','fallback'] as const), location: faker.helpers.arrayElement([{...getTestCatalogRoutingResponseLocationRefMock()},null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), areaType: faker.helpers.arrayElement(['contractArea','workingArea'] as const), regionName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), ...overrideResponse})

export const getGetTopCatalogCountriesLastMonthResponseMock = (): CatalogCountryCount[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), count: faker.number.int({min: 0, max: undefined})})))

export const getGetCatalogOrdersPerIntervalResponseMock = (overrideResponse: Partial< DashboardIntervalChart > = {}): DashboardIntervalChart => ({intervalType: faker.helpers.arrayElement(['week','month'] as const), labels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), datasets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 10, max: 100}}), data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.float({min: 0, max: undefined, fractionDigits: 2})))})), ...overrideResponse})

export const getListCatalogCountriesResponseMock = (): CatalogCountryCount[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), count: faker.number.int({min: 0, max: undefined})})))

export const getGetOutboxPageResponseMock = (overrideResponse: Partial< OutboxMessagePage > = {}): OutboxMessagePage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), from: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), to: faker.string.alpha({length: {min: 10, max: 20}}), replyTo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), subject: faker.string.alpha({length: {min: 10, max: 20}}), text: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, sentAt: `${faker.date.past().toISOString().split('.')[0]}Z`, attempts: faker.number.int({min: 0, max: undefined}), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {}, ...overrideResponse})

export const getListLocationsResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getListLocationsResponseMock = (): LocationSummary[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getListLocationsResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}})))

export const getCreateLocationResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getCreateLocationResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getCreateLocationResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getCreateLocationResponseMock = (overrideResponse: Partial< CompanyLocation > = {}): CompanyLocation => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getCreateLocationResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateLocationResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getCreateLocationResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetLocationsPageResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getGetLocationsPageResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getGetLocationsPageResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getGetLocationsPageResponseMock = (overrideResponse: Partial< CompanyLocationPage > = {}): CompanyLocationPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getGetLocationsPageResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetLocationsPageResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getGetLocationsPageResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {countries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), active: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getExportLocationsCsvResponseMock = (): string => (faker.word.sample())

export const getGetLocationResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getGetLocationResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getGetLocationResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getGetLocationResponseMock = (overrideResponse: Partial< CompanyLocation > = {}): CompanyLocation => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getGetLocationResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetLocationResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getGetLocationResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getUpdateLocationResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getUpdateLocationResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getUpdateLocationResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getUpdateLocationResponseMock = (overrideResponse: Partial< CompanyLocation > = {}): CompanyLocation => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getUpdateLocationResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateLocationResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getUpdateLocationResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getChangeLocationTypeResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getChangeLocationTypeResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getChangeLocationTypeResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getChangeLocationTypeResponseMock = (overrideResponse: Partial< CompanyLocation > = {}): CompanyLocation => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getChangeLocationTypeResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getChangeLocationTypeResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getChangeLocationTypeResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getListLocationsInCountryResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getListLocationsInCountryResponseMock = (): LocationSummary[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getListLocationsInCountryResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}})))

export const getSearchLocationsResponseMock = (): LocationRef[] => (Array.from({ length: faker.number.int({ min: 1, max: 50 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})))

export const getSearchPartnerLocationsResponseMock = (): LocationRef[] => (Array.from({ length: faker.number.int({ min: 1, max: 50 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})))

export const getUpdateLocationCustomerNumberResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getUpdateLocationCustomerNumberResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getUpdateLocationCustomerNumberResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getUpdateLocationCustomerNumberResponseMock = (overrideResponse: Partial< CompanyLocation > = {}): CompanyLocation => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getUpdateLocationCustomerNumberResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateLocationCustomerNumberResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getUpdateLocationCustomerNumberResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getListLocationManagersResponseMock = (): Manager[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), fullname: faker.string.alpha({length: {min: 10, max: 201}}), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})))

export const getAddLocationManagerResponseManagerMock = (overrideResponse: Partial<Manager> = {}): Manager => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), fullname: faker.string.alpha({length: {min: 10, max: 201}}), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getAddLocationManagerResponseMock = (overrideResponse: Partial< ManagerAddResult > = {}): ManagerAddResult => ({success: faker.datatype.boolean(), manager: faker.helpers.arrayElement([{...getAddLocationManagerResponseManagerMock()},null,]), message: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), ...overrideResponse})

export const getGeocodeAddressResponseMock = (overrideResponse: Partial< GeocodeAddress200 > = {}): GeocodeAddress200 => ({status: faker.helpers.arrayElement(['OK','ZERO_RESULTS','OVER_QUERY_LIMIT','REQUEST_DENIED','UNKNOWN_ERROR'] as const), results: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({latitude: faker.number.float({min: -90, max: 90, fractionDigits: 2}), longitude: faker.number.float({min: -180, max: 180, fractionDigits: 2}), precision: faker.helpers.arrayElement(['address','street','zipCode','zipCodeArea','locality','region','country'] as const), label: faker.string.alpha({length: {min: 10, max: 1000}}), source: faker.helpers.arrayElement(['postalCodes','http'] as const)})), ...overrideResponse})

export const getCreatePartnerPageResponseMock = (overrideResponse: Partial< PartnerPage > = {}): PartnerPage => ({id: faker.number.int({min: 1, max: 9007199254740991}), hostname: faker.string.alpha({length: {min: 10, max: 253}}), name: faker.string.alpha({length: {min: 10, max: 200}}), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}})}, name: faker.string.alpha({length: {min: 10, max: 200}})})), locations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}})})), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdatePartnerPageResponseMock = (overrideResponse: Partial< PartnerPage > = {}): PartnerPage => ({id: faker.number.int({min: 1, max: 9007199254740991}), hostname: faker.string.alpha({length: {min: 10, max: 253}}), name: faker.string.alpha({length: {min: 10, max: 200}}), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}})}, name: faker.string.alpha({length: {min: 10, max: 200}})})), locations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}})})), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetLocationPartnerPageResponseMock = (overrideResponse: Partial< PartnerPage > = {}): PartnerPage => ({id: faker.number.int({min: 1, max: 9007199254740991}), hostname: faker.string.alpha({length: {min: 10, max: 253}}), name: faker.string.alpha({length: {min: 10, max: 200}}), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}})}, name: faker.string.alpha({length: {min: 10, max: 200}})})), locations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}})})), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSearchPartnerPagesResponseMock = (): PartnerPage[] => (Array.from({ length: faker.number.int({ min: 1, max: 50 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), hostname: faker.string.alpha({length: {min: 10, max: 253}}), name: faker.string.alpha({length: {min: 10, max: 200}}), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}})}, name: faker.string.alpha({length: {min: 10, max: 200}})})), locations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}})})), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getListPartnerPageVideoOptionsResponseMock = (): PartnerPageVideoOption[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.helpers.arrayElement([faker.helpers.arrayElement(['all'] as const),faker.number.int({min: 1, max: 9007199254740991}),]), name: faker.string.alpha({length: {min: 10, max: 200}})})))

export const getListPartnerPagesWithNewsletterSubscribersResponseMock = (): PartnerPageSubscribers[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}}), numberOfSubscribers: faker.number.int({min: 0, max: undefined})})))

export const getListCountriesResponseMock = (): Country[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateCountryResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetCountryResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateCountryResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListCountriesWithLocationsResponseMock = (): Country[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getListCountriesWithGroupsResponseMock = (): Country[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getListCountriesWithCatalogRequestsResponseMock = (): Country[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getAddCountryHandlerResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getRemoveCountryHandlerResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSetCountryFallbackEmailResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListGeographicAreasResponseMock = (): GeographicArea[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), wktShape: faker.string.alpha({length: {min: 10, max: 1000000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), locations: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100000 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined])})))

export const getCreateGeographicAreaResponseMock = (overrideResponse: Partial< GeographicArea > = {}): GeographicArea => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), wktShape: faker.string.alpha({length: {min: 10, max: 1000000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), locations: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100000 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), ...overrideResponse})

export const getUpdateGeographicAreaResponseMock = (overrideResponse: Partial< GeographicArea > = {}): GeographicArea => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), wktShape: faker.string.alpha({length: {min: 10, max: 1000000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), locations: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100000 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), ...overrideResponse})

export const getAssignAreaHandlerResponseMock = (overrideResponse: Partial< AreaAssignResult > = {}): AreaAssignResult => ({region: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3}), workingArea: faker.datatype.boolean()}, level: faker.number.int({min: 1, max: 3}), type: faker.helpers.arrayElement(['contractArea','workingArea'] as const), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), ...overrideResponse})

export const getGetAreaGeoJsonResponseMock = (overrideResponse: Partial< GeoJsonFeatureCollection > = {}): GeoJsonFeatureCollection => ({type: faker.helpers.arrayElement(['FeatureCollection'] as const), features: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({type: faker.helpers.arrayElement(['Feature'] as const), id: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), geometry: faker.helpers.arrayElement([null,]), properties: {zipCode: faker.string.alpha({length: {min: 10, max: 20}}), countryCode: faker.string.alpha({length: {min: 10, max: 2}}), r1: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), r2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), r3: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), r1h: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1, max: 9007199254740991}))), undefined]), r2h: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1, max: 9007199254740991}))), undefined]), r3h: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1, max: 9007199254740991}))), undefined]), r1ca: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r2ca: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r3ca: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r1wa: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r2wa: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r3wa: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}})), ...overrideResponse})

export const getGetZipCodePointsResponseMock = (): Blob => (new Blob(faker.helpers.arrayElements(faker.word.words(10).split(' '))))

export const getGetApdexReportResponseMock = (overrideResponse: Partial< DashboardApdex > = {}): DashboardApdex => ({score: faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), satisfied: faker.number.int({min: 0, max: undefined}), tolerating: faker.number.int({min: 0, max: undefined}), frustrated: faker.number.int({min: 0, max: undefined}), total: faker.number.int({min: 0, max: undefined}), thresholdMs: faker.number.int({min: 1, max: undefined}), from: `${faker.date.past().toISOString().split('.')[0]}Z`, to: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetPageViewsReportResponseMock = (overrideResponse: Partial< DashboardPageViews > = {}): DashboardPageViews => ({total: faker.number.int({min: 0, max: undefined}), perScreen: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({screen: faker.string.alpha({length: {min: 10, max: 100}}), views: faker.number.int({min: 0, max: undefined})})), from: `${faker.date.past().toISOString().split('.')[0]}Z`, to: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetCatalogRequestsPerIntervalResponseMock = (overrideResponse: Partial< DashboardIntervalChart > = {}): DashboardIntervalChart => ({intervalType: faker.helpers.arrayElement(['week','month'] as const), labels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), datasets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 10, max: 100}}), data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.float({min: 0, max: undefined, fractionDigits: 2})))})), ...overrideResponse})

export const getGetMeetingRequestsPerIntervalResponseMock = (overrideResponse: Partial< DashboardIntervalChart > = {}): DashboardIntervalChart => ({intervalType: faker.helpers.arrayElement(['week','month'] as const), labels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), datasets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 10, max: 100}}), data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.float({min: 0, max: undefined, fractionDigits: 2})))})), ...overrideResponse})

export const getListSitesResponseMock = (): Site[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateSiteResponseMock = (overrideResponse: Partial< Site > = {}): Site => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetSitesPageResponseMock = (overrideResponse: Partial< SitePage > = {}): SitePage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {isActive: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getUpdateSiteResponseMock = (overrideResponse: Partial< Site > = {}): Site => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListSitesByBlockIdResponseMock = (): Site[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getExportUsersCsvResponseMock = (): string => (faker.word.sample())

export const getListMediaFoldersResponseMock = (): MediaFolder[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: [], mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateMediaFolderResponseMock = (overrideResponse: Partial< MediaFolder > = {}): MediaFolder => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: [], mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetMediaFolderResponseMock = (overrideResponse: Partial< MediaFolder > = {}): MediaFolder => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: [], mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateMediaFolderResponseMock = (overrideResponse: Partial< MediaFolder > = {}): MediaFolder => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), folderList: [], mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), mediaList: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), slug: faker.string.alpha({length: {min: 10, max: 200}}), publishedDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), thumbnail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), thumbnailOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lowResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highRes: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), highResOriginalFilename: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.number.int({min: 1, max: 9007199254740991}), source: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), downloadedTimes: faker.number.int({min: 0, max: undefined})})), mediaSortMethod: faker.helpers.arrayElement(Object.values(MediaSortMethod)), sortOrder: faker.number.int({min: 0, max: 100000}), parentFolderId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), isRootFolder: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUploadMediaFileResponseMock = (): MediaUploadResult => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 255}}))))

export const getGetMediaTotalDownloadsResponseMock = (): MediaTotalDownloads[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), total: faker.number.int({min: 0, max: undefined})})))

export const getGetMediaThumbnailResponseMock = (): Blob => (new Blob(faker.helpers.arrayElements(faker.word.words(10).split(' '))))

export const getListMediaOrdersResponseMock = (overrideResponse: Partial< MediaOrderPage > = {}): MediaOrderPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), status: faker.string.alpha({length: {min: 10, max: 50}}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, orderDate: `${faker.date.past().toISOString().split('.')[0]}Z`, totalDownloads: faker.number.int({min: 0, max: undefined})})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {status: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getListMediaDownloadsByPersonResponseMock = (overrideResponse: Partial< MediaPersonDownloadsPage > = {}): MediaPersonDownloadsPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), orderDate: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), totalDownloads: faker.number.int({min: 0, max: undefined})})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {}, ...overrideResponse})

export const getListVideosResponseMock = (overrideResponse: Partial< VideoPage > = {}): VideoPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), blockId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), availableToSpecificPartnerPages: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), isAvailableForPartnerPages: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {availableTo: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getGetVideoResponseMock = (overrideResponse: Partial< Video > = {}): Video => ({id: faker.number.int({min: 1, max: 9007199254740991}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), blockId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), availableToSpecificPartnerPages: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), isAvailableForPartnerPages: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateVideoResponseMock = (overrideResponse: Partial< Video > = {}): Video => ({id: faker.number.int({min: 1, max: 9007199254740991}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), blockId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), versions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), availableToSpecificPartnerPages: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), isAvailableForPartnerPages: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListBookedVisitsResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getListBookedVisitsResponseMeetingBookingPageMock = (overrideResponse: Partial<MeetingBookingPage> = {}): MeetingBookingPage => ({...{list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), location: faker.helpers.arrayElement([{...getListBookedVisitsResponseLocationRefMock()},null,]), status: faker.helpers.arrayElement(Object.values(MeetingBookingStatus)), message: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {countries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), locations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), status: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}}, ...overrideResponse});

export const getListBookedVisitsResponseMeetingBookingMock = (overrideResponse: Partial<MeetingBooking> = {}): MeetingBooking => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), location: faker.helpers.arrayElement([{...getListBookedVisitsResponseLocationRefMock()},null,]), status: faker.helpers.arrayElement(Object.values(MeetingBookingStatus)), message: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])}, ...overrideResponse});

export const getListBookedVisitsResponseMock = (): ListBookedVisits200 => (faker.helpers.arrayElement([{...getListBookedVisitsResponseMeetingBookingPageMock()},Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({...getListBookedVisitsResponseMeetingBookingMock()})),]))

export const getGetBookedVisitResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getGetBookedVisitResponseMock = (overrideResponse: Partial< MeetingBooking > = {}): MeetingBooking => ({id: faker.number.int({min: 1, max: 9007199254740991}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), location: faker.helpers.arrayElement([{...getGetBookedVisitResponseLocationRefMock()},null,]), status: faker.helpers.arrayElement(Object.values(MeetingBookingStatus)), message: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getExportBookedVisitsCsvResponseMock = (): string => (faker.word.sample())

export const getUpdateMeetingBookingStatusResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getUpdateMeetingBookingStatusResponseMock = (overrideResponse: Partial< MeetingBooking > = {}): MeetingBooking => ({id: faker.number.int({min: 1, max: 9007199254740991}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), location: faker.helpers.arrayElement([{...getUpdateMeetingBookingStatusResponseLocationRefMock()},null,]), status: faker.helpers.arrayElement(Object.values(MeetingBookingStatus)), message: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListNewslettersResponseMock = (): Newsletter[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 100}})})))

export const getListNewsletterSubscriptionsResponseMock = (): NewsletterSubscription[] => (Array.from({ length: faker.number.int({ min: 1, max: 10000 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), newsletter: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 100}})}, email: faker.string.alpha({length: {min: 10, max: 254}}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`})))

export const getListNewsletterSubscriptionsPageResponseMock = (overrideResponse: Partial< NewsletterSubscriptionPage > = {}): NewsletterSubscriptionPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), newsletter: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 100}})}, email: faker.string.alpha({length: {min: 10, max: 254}}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {newsletterCodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getExportNewsletterSubscriptionsCsvResponseMock = (): string => (faker.word.sample())

export const getGetOrderFormOverviewResponseMock = (overrideResponse: Partial< OrderFormOverview > = {}): OrderFormOverview => ({properties: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 100}}), displayName: faker.string.alpha({length: {min: 10, max: 200}}), dataType: faker.helpers.arrayElement(Object.values(OrderFormPropertyDataType)), options: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 1, max: 100}}), displayName: faker.string.alpha({length: {min: 1, max: 200}})})), unit: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), minValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), maxValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), defaultValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), templateCode: faker.string.alpha({length: {min: 10, max: 100}}), isNew: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), templates: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 100}}), displayName: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), differences: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 100}})))})), ...overrideResponse})

export const getGetOrderFormTemplatePropertyResponseMock = (overrideResponse: Partial< OrderFormProperty > = {}): OrderFormProperty => ({code: faker.string.alpha({length: {min: 10, max: 100}}), displayName: faker.string.alpha({length: {min: 10, max: 200}}), dataType: faker.helpers.arrayElement(Object.values(OrderFormPropertyDataType)), options: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 1, max: 100}}), displayName: faker.string.alpha({length: {min: 1, max: 200}})})), unit: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), minValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), maxValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), defaultValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), templateCode: faker.string.alpha({length: {min: 10, max: 100}}), isNew: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSaveOrderFormTemplatePropertyResponseMock = (overrideResponse: Partial< OrderFormProperty > = {}): OrderFormProperty => ({code: faker.string.alpha({length: {min: 10, max: 100}}), displayName: faker.string.alpha({length: {min: 10, max: 200}}), dataType: faker.helpers.arrayElement(Object.values(OrderFormPropertyDataType)), options: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 1, max: 100}}), displayName: faker.string.alpha({length: {min: 1, max: 200}})})), unit: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), minValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), maxValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), defaultValue: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), templateCode: faker.string.alpha({length: {min: 10, max: 100}}), isNew: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListQuotesByStatusResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getListQuotesByStatusResponseMock = (overrideResponse: Partial< QuotePage > = {}): QuotePage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), createdTime: `${faker.date.past().toISOString().split('.')[0]}Z`, customerName1: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), customerCountry: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), status: faker.helpers.arrayElement(Object.values(QuoteStatus)), location: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListQuotesByStatusResponseLocationRefMock()},null,]), undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {customerName1: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), customerCountry: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getDeleteQuoteResponseMock = (overrideResponse: Partial< DeleteQuote200 > = {}): DeleteQuote200 => ({success: true, ...overrideResponse})

export const getGetQuoteResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getGetQuoteResponseMock = (): QuoteDetail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), createdTime: `${faker.date.past().toISOString().split('.')[0]}Z`, customerName1: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), customerCountry: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), status: faker.helpers.arrayElement(Object.values(QuoteStatus)), location: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetQuoteResponseLocationRefMock()},null,]), undefined])},...{reference: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerName2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerStreet: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerZipCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerCity: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerTelephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), deliveryDate: faker.helpers.arrayElement([faker.date.past().toISOString().split('T')[0], undefined]), currency: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), totalAmount: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), lines: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({lineNumber: faker.number.int({min: 1, max: 9999}), productCode: faker.string.alpha({length: {min: 10, max: 35}}), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quantity: faker.number.float({min: 0, max: 1000000, fractionDigits: 2}), unit: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 3}}), undefined]), unitPrice: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), properties: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 100}}), displayName: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), value: faker.string.alpha({length: {min: 10, max: 500}})})), undefined])}))},})

export const getDownloadQuoteEdifactResponseMock = (): string => (faker.word.sample())

export const getGetQuoteOrderPlatformLinkResponseMock = (overrideResponse: Partial< GetQuoteOrderPlatformLink200 > = {}): GetQuoteOrderPlatformLink200 => ({url: faker.internet.url(), ...overrideResponse})

export const getGetRegionResponseRegionRefMock = (overrideResponse: Partial<RegionRef> = {}): RegionRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), level: faker.number.int({min: 1, max: 3}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentRegion: faker.helpers.arrayElement([faker.helpers.arrayElement([null,]), undefined])}, ...overrideResponse});

export const getGetRegionResponseRegionBoundariesMock = (overrideResponse: Partial<RegionBoundaries> = {}): RegionBoundaries => ({...{minLat: faker.number.float({min: -90, max: 90, fractionDigits: 2}), maxLat: faker.number.float({min: -90, max: 90, fractionDigits: 2}), minLng: faker.number.float({min: -180, max: 180, fractionDigits: 2}), maxLng: faker.number.float({min: -180, max: 180, fractionDigits: 2})}, ...overrideResponse});

export const getGetRegionResponseMock = (overrideResponse: Partial< Region > = {}): Region => ({id: faker.number.int({min: 1, max: 9007199254740991}), level: faker.number.int({min: 1, max: 3}), name: faker.string.alpha({length: {min: 10, max: 200}}), country: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, regions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), level: faker.number.int({min: 1, max: 3}), name: faker.string.alpha({length: {min: 10, max: 200}}), country: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, regions: [], zipCodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), locality: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), zipCode: faker.string.alpha({length: {min: 10, max: 20}}), suburb: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), timezone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), utc: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), coordinates: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 50}}))), handlersAreTemporary: faker.datatype.boolean(), workingArea: faker.datatype.boolean(), postcode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), parentRegion: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetRegionResponseRegionRefMock()},null,]), undefined]), zipCodeGroups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({prefix: faker.string.alpha({length: {min: 10, max: 10}}), zipCodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), locality: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), zipCode: faker.string.alpha({length: {min: 10, max: 20}}), suburb: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), timezone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), utc: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), coordinates: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 50}}))), handlersAreTemporary: faker.datatype.boolean(), workingArea: faker.datatype.boolean(), postcode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), groups: faker.helpers.arrayElement([[], undefined])})), regionBoundaries: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetRegionResponseRegionBoundariesMock()},null,]), undefined]), workingArea: faker.datatype.boolean()})), zipCodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), locality: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), zipCode: faker.string.alpha({length: {min: 10, max: 20}}), suburb: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), timezone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), utc: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), coordinates: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 50}}))), handlersAreTemporary: faker.datatype.boolean(), workingArea: faker.datatype.boolean(), postcode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), parentRegion: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetRegionResponseRegionRefMock()},null,]), undefined]), zipCodeGroups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({prefix: faker.string.alpha({length: {min: 10, max: 10}}), zipCodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), locality: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), zipCode: faker.string.alpha({length: {min: 10, max: 20}}), suburb: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), timezone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), utc: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), coordinates: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 50}}))), handlersAreTemporary: faker.datatype.boolean(), workingArea: faker.datatype.boolean(), postcode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), groups: faker.helpers.arrayElement([[], undefined])})), regionBoundaries: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetRegionResponseRegionBoundariesMock()},null,]), undefined]), workingArea: faker.datatype.boolean(), ...overrideResponse})

export const getAddRegionHandlerResponseMock = (overrideResponse: Partial< RegionHandlers > = {}): RegionHandlers => ({id: faker.number.int({min: 1, max: 9007199254740991}), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), changed: faker.datatype.boolean(), ...overrideResponse})

export const getRemoveRegionHandlerResponseMock = (overrideResponse: Partial< RegionHandlers > = {}): RegionHandlers => ({id: faker.number.int({min: 1, max: 9007199254740991}), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), changed: faker.datatype.boolean(), ...overrideResponse})

export const getAddZipCodeHandlerResponseMock = (overrideResponse: Partial< RegionHandlers > = {}): RegionHandlers => ({id: faker.number.int({min: 1, max: 9007199254740991}), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), changed: faker.datatype.boolean(), ...overrideResponse})

export const getRemoveZipCodeHandlerResponseMock = (overrideResponse: Partial< RegionHandlers > = {}): RegionHandlers => ({id: faker.number.int({min: 1, max: 9007199254740991}), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), changed: faker.datatype.boolean(), ...overrideResponse})

export const getSearchRegionsResponseRegionRefMock = (overrideResponse: Partial<RegionRef> = {}): RegionRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), level: faker.number.int({min: 1, max: 3}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentRegion: faker.helpers.arrayElement([faker.helpers.arrayElement([null,]), undefined])}, ...overrideResponse});

export const getSearchRegionsResponseMock = (): RegionSearchRow[] => (Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({region1: {id: faker.number.int({min: 1, max: 9007199254740991}), level: faker.number.int({min: 1, max: 3}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), parentRegion: faker.helpers.arrayElement([faker.helpers.arrayElement([null,]), undefined])}, region2: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSearchRegionsResponseRegionRefMock()},null,]), undefined]), region3: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSearchRegionsResponseRegionRefMock()},null,]), undefined]), zipCode: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), zipCode: faker.string.alpha({length: {min: 10, max: 20}}), locality: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined])})))

export const getSetWorkingAreaResponseMock = (overrideResponse: Partial< RegionWorkingAreaResult > = {}): RegionWorkingAreaResult => ({id: faker.number.int({min: 1, max: 9007199254740991}), workingArea: faker.datatype.boolean(), ...overrideResponse})

export const getGetAreaStatisticsResponseMock = (): AreaStatisticsRow[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store','whitespot'] as const), numberOfZipCodes: faker.number.int({min: 0, max: undefined})})))

export const getListCoverageGapsResponseMock = (): CoverageGap[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), zipCode: faker.string.alpha({length: {min: 10, max: 20}}), locality: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), region1: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), region2: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), region3: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), latitude: faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), longitude: faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), fallsTo: faker.helpers.arrayElement(['fallback','nowhere'] as const)})))

export const getExportCoverageGapsCsvResponseMock = (): string => (faker.word.sample())

export const getGetWarrantyRegistrationResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getGetWarrantyRegistrationResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getGetWarrantyRegistrationResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetWarrantyRegistrationResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getGetWarrantyRegistrationResponseMock = (overrideResponse: Partial< WarrantyRegistration > = {}): WarrantyRegistration => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetWarrantyRegistrationResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getGetWarrantyRegistrationResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListWarrantyRegistrationsResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getListWarrantyRegistrationsResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getListWarrantyRegistrationsResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListWarrantyRegistrationsResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getListWarrantyRegistrationsResponseMock = (overrideResponse: Partial< WarrantyRegistrationPage > = {}): WarrantyRegistrationPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListWarrantyRegistrationsResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getListWarrantyRegistrationsResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {}, ...overrideResponse})

export const getListWarrantyRegistrationsPageResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getListWarrantyRegistrationsPageResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getListWarrantyRegistrationsPageResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListWarrantyRegistrationsPageResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getListWarrantyRegistrationsPageResponseMock = (overrideResponse: Partial< WarrantyRegistrationPage > = {}): WarrantyRegistrationPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListWarrantyRegistrationsPageResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getListWarrantyRegistrationsPageResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {}, ...overrideResponse})

export const getSearchWarrantyContactsResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getSearchWarrantyContactsResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getSearchWarrantyContactsResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getSearchWarrantyContactsResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getSearchWarrantyContactsResponseMock = (): Contact[] => (Array.from({ length: faker.number.int({ min: 1, max: 50 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getSearchWarrantyContactsResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSearchWarrantyContactsResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getListContactWarrantyRegistrationsResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getListContactWarrantyRegistrationsResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getListContactWarrantyRegistrationsResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListContactWarrantyRegistrationsResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getListContactWarrantyRegistrationsResponseMock = (): WarrantyRegistration[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListContactWarrantyRegistrationsResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getListContactWarrantyRegistrationsResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateWarrantyRegistrationResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getCreateWarrantyRegistrationResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getCreateWarrantyRegistrationResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateWarrantyRegistrationResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getCreateWarrantyRegistrationResponseMock = (overrideResponse: Partial< WarrantyRegistration > = {}): WarrantyRegistration => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateWarrantyRegistrationResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getCreateWarrantyRegistrationResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateWarrantyRegistrationResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getUpdateWarrantyRegistrationResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getUpdateWarrantyRegistrationResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateWarrantyRegistrationResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getUpdateWarrantyRegistrationResponseMock = (overrideResponse: Partial< WarrantyRegistration > = {}): WarrantyRegistration => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateWarrantyRegistrationResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getUpdateWarrantyRegistrationResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getCheckBedIdUniqueResponseMock = (overrideResponse: Partial< CheckBedIdUnique200 > = {}): CheckBedIdUnique200 => ({isUnique: faker.datatype.boolean(), ...overrideResponse})

export const getListBedModelsResponseMock = (): BedModel[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 10, max: 200}}), colors: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 10, max: 200}})}))})))

export const getListTopMattressesResponseMock = (): TopMattress[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 10, max: 200}})})))

export const getListContactsResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getListContactsResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getListContactsResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getListContactsResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getListContactsResponseContactPageMock = (overrideResponse: Partial<ContactPage> = {}): ContactPage => ({...{list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getListContactsResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListContactsResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {}}, ...overrideResponse});

export const getListContactsResponseContactMock = (overrideResponse: Partial<Contact> = {}): Contact => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getListContactsResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getListContactsResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])}, ...overrideResponse});

export const getListContactsResponseMock = (): ListContacts200 => (faker.helpers.arrayElement([{...getListContactsResponseContactPageMock()},Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({...getListContactsResponseContactMock()})),]))

export const getCreateContactResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getCreateContactResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getCreateContactResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getCreateContactResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getCreateContactResponseMock = (overrideResponse: Partial< Contact > = {}): Contact => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getCreateContactResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateContactResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetContactResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getGetContactResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getGetContactResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getGetContactResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getGetContactResponseMock = (overrideResponse: Partial< Contact > = {}): Contact => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getGetContactResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetContactResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateContactResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getUpdateContactResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getUpdateContactResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getUpdateContactResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getUpdateContactResponseMock = (overrideResponse: Partial< Contact > = {}): Contact => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getUpdateContactResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateContactResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getCheckContactEmailExistsResponseMock = (overrideResponse: Partial< CheckContactEmailExists200 > = {}): CheckContactEmailExists200 => ({emailExist: faker.datatype.boolean(), contactId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), ...overrideResponse})

export const getAddContactEmailResponseMock = (overrideResponse: Partial< AddContactEmail200 > = {}): AddContactEmail200 => ({email: {id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse})

export const getRemoveContactEmailResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getRemoveContactEmailResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getRemoveContactEmailResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getRemoveContactEmailResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getRemoveContactEmailResponseMock = (overrideResponse: Partial< Contact > = {}): Contact => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getRemoveContactEmailResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getRemoveContactEmailResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSetContactPrimaryEmailResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getSetContactPrimaryEmailResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getSetContactPrimaryEmailResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getSetContactPrimaryEmailResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getSetContactPrimaryEmailResponseMock = (overrideResponse: Partial< Contact > = {}): Contact => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getSetContactPrimaryEmailResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSetContactPrimaryEmailResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getCreateContactPortalAccountResponseMock = (overrideResponse: Partial< ContactAccount > = {}): ContactAccount => ({username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean(), ...overrideResponse})

export const getCheckContactAccountExistsResponseMock = (overrideResponse: Partial< CheckContactAccountExists200 > = {}): CheckContactAccountExists200 => ({accountExist: faker.datatype.boolean(), ...overrideResponse})

export const getGetBlockVersionsByBlockIdResponseBlockImageMock = (overrideResponse: Partial<BlockImage> = {}): BlockImage => ({...{identifier: faker.string.alpha({length: {min: 1, max: 255}}), type: faker.helpers.arrayElement(['static'] as const)}, ...overrideResponse});

export const getGetBlockVersionsByBlockIdResponseBlockRuleNodeMock = (overrideResponse: Partial<BlockRuleNode> = {}): BlockRuleNode => ({...{type: faker.helpers.arrayElement(['logical','comparator'] as const), operator: faker.helpers.arrayElement([faker.helpers.arrayElement(['&&','||'] as const), undefined]), rules: faker.helpers.arrayElement([[], undefined]), property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined]), comparator: faker.helpers.arrayElement([faker.helpers.arrayElement(['==','!=','<','<=','>','>='] as const), undefined]), value: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),faker.datatype.boolean(),null,]), undefined])}, ...overrideResponse});

export const getGetBlockVersionsByBlockIdResponseCmsSiteRefMock = (overrideResponse: Partial<CmsSiteRef> = {}): CmsSiteRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getGetBlockVersionsByBlockIdResponseMock = (): BlockVersion[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, block: {id: faker.number.int({min: 1, max: 9007199254740991}), class: faker.helpers.arrayElement(Object.values(BlockClass)), blockId: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 0, max: 100000}), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetBlockVersionsByBlockIdResponseBlockImageMock()},null,]), undefined]), data: {header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), cells: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetBlockVersionsByBlockIdResponseBlockImageMock()},null,]), undefined])},{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlMp4: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlOgg: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlWebm: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), BgVideo: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetBlockVersionsByBlockIdResponseBlockImageMock()},null,]), undefined])},]))), undefined]), points: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({horizontalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), verticalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), slides: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({})), undefined]), rules: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetBlockVersionsByBlockIdResponseBlockRuleNodeMock()},null,]), undefined])}, design: faker.helpers.arrayElement([{cssClass: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), backgroundColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), textAlign: faker.helpers.arrayElement([faker.helpers.arrayElement(['left','center','right'] as const), undefined]), fullWidth: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), spacingTop: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined]), spacingBottom: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined])}, undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), site: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetBlockVersionsByBlockIdResponseCmsSiteRefMock()},null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])}})))

export const getUpdateBlockSlidesResponseBlockImageMock = (overrideResponse: Partial<BlockImage> = {}): BlockImage => ({...{identifier: faker.string.alpha({length: {min: 1, max: 255}}), type: faker.helpers.arrayElement(['static'] as const)}, ...overrideResponse});

export const getUpdateBlockSlidesResponseBlockRuleNodeMock = (overrideResponse: Partial<BlockRuleNode> = {}): BlockRuleNode => ({...{type: faker.helpers.arrayElement(['logical','comparator'] as const), operator: faker.helpers.arrayElement([faker.helpers.arrayElement(['&&','||'] as const), undefined]), rules: faker.helpers.arrayElement([[], undefined]), property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined]), comparator: faker.helpers.arrayElement([faker.helpers.arrayElement(['==','!=','<','<=','>','>='] as const), undefined]), value: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),faker.datatype.boolean(),null,]), undefined])}, ...overrideResponse});

export const getUpdateBlockSlidesResponseCmsSiteRefMock = (overrideResponse: Partial<CmsSiteRef> = {}): CmsSiteRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getUpdateBlockSlidesResponseMock = (overrideResponse: Partial< Block > = {}): Block => ({id: faker.number.int({min: 1, max: 9007199254740991}), class: faker.helpers.arrayElement(Object.values(BlockClass)), blockId: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 0, max: 100000}), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateBlockSlidesResponseBlockImageMock()},null,]), undefined]), data: {header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), cells: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateBlockSlidesResponseBlockImageMock()},null,]), undefined])},{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlMp4: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlOgg: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlWebm: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), BgVideo: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateBlockSlidesResponseBlockImageMock()},null,]), undefined])},]))), undefined]), points: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({horizontalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), verticalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), slides: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({})), undefined]), rules: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateBlockSlidesResponseBlockRuleNodeMock()},null,]), undefined])}, design: faker.helpers.arrayElement([{cssClass: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), backgroundColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), textAlign: faker.helpers.arrayElement([faker.helpers.arrayElement(['left','center','right'] as const), undefined]), fullWidth: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), spacingTop: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined]), spacingBottom: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined])}, undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), site: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getUpdateBlockSlidesResponseCmsSiteRefMock()},null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSetPreviewBlockResponseMock = (overrideResponse: Partial< SetPreviewBlock200 > = {}): SetPreviewBlock200 => ({identifier: faker.string.alpha({length: {min: 10, max: 64}}), ...overrideResponse})

export const getGetCmsPageResponseBlockImageMock = (overrideResponse: Partial<BlockImage> = {}): BlockImage => ({...{identifier: faker.string.alpha({length: {min: 1, max: 255}}), type: faker.helpers.arrayElement(['static'] as const)}, ...overrideResponse});

export const getGetCmsPageResponseBlockRuleNodeMock = (overrideResponse: Partial<BlockRuleNode> = {}): BlockRuleNode => ({...{type: faker.helpers.arrayElement(['logical','comparator'] as const), operator: faker.helpers.arrayElement([faker.helpers.arrayElement(['&&','||'] as const), undefined]), rules: faker.helpers.arrayElement([[], undefined]), property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined]), comparator: faker.helpers.arrayElement([faker.helpers.arrayElement(['==','!=','<','<=','>','>='] as const), undefined]), value: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),faker.datatype.boolean(),null,]), undefined])}, ...overrideResponse});

export const getGetCmsPageResponseCmsSiteRefMock = (overrideResponse: Partial<CmsSiteRef> = {}): CmsSiteRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getGetCmsPageResponseMock = (overrideResponse: Partial< CmsPage > = {}): CmsPage => ({id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, contentItemId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), blocks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), class: faker.helpers.arrayElement(Object.values(BlockClass)), blockId: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 0, max: 100000}), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetCmsPageResponseBlockImageMock()},null,]), undefined]), data: {header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), cells: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetCmsPageResponseBlockImageMock()},null,]), undefined])},{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlMp4: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlOgg: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlWebm: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), BgVideo: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetCmsPageResponseBlockImageMock()},null,]), undefined])},]))), undefined]), points: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({horizontalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), verticalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), slides: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({})), undefined]), rules: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetCmsPageResponseBlockRuleNodeMock()},null,]), undefined])}, design: faker.helpers.arrayElement([{cssClass: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), backgroundColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), textAlign: faker.helpers.arrayElement([faker.helpers.arrayElement(['left','center','right'] as const), undefined]), fullWidth: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), spacingTop: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined]), spacingBottom: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined])}, undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), site: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetCmsPageResponseCmsSiteRefMock()},null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), seo: faker.helpers.arrayElement([{metaTitle: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), metaDescription: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), canonicalUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined])}, undefined]), isFrontpage: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSaveCmsPageResponseBlockImageMock = (overrideResponse: Partial<BlockImage> = {}): BlockImage => ({...{identifier: faker.string.alpha({length: {min: 1, max: 255}}), type: faker.helpers.arrayElement(['static'] as const)}, ...overrideResponse});

export const getSaveCmsPageResponseBlockRuleNodeMock = (overrideResponse: Partial<BlockRuleNode> = {}): BlockRuleNode => ({...{type: faker.helpers.arrayElement(['logical','comparator'] as const), operator: faker.helpers.arrayElement([faker.helpers.arrayElement(['&&','||'] as const), undefined]), rules: faker.helpers.arrayElement([[], undefined]), property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined]), comparator: faker.helpers.arrayElement([faker.helpers.arrayElement(['==','!=','<','<=','>','>='] as const), undefined]), value: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),faker.datatype.boolean(),null,]), undefined])}, ...overrideResponse});

export const getSaveCmsPageResponseCmsSiteRefMock = (overrideResponse: Partial<CmsSiteRef> = {}): CmsSiteRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, ...overrideResponse});

export const getSaveCmsPageResponseMock = (overrideResponse: Partial< CmsPage > = {}): CmsPage => ({id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), site: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), languageCode: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, contentItemId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), blocks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), class: faker.helpers.arrayElement(Object.values(BlockClass)), blockId: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 0, max: 100000}), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSaveCmsPageResponseBlockImageMock()},null,]), undefined]), data: {header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quote: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), quoter: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), cells: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), linkText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSaveCmsPageResponseBlockImageMock()},null,]), undefined])},{header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), preamble: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlMp4: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlOgg: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), UrlWebm: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), BgVideo: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), image: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSaveCmsPageResponseBlockImageMock()},null,]), undefined])},]))), undefined]), points: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({horizontalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), verticalPos: faker.number.float({min: 0, max: 100, fractionDigits: 2}), header: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), text: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])})), undefined]), slides: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(() => ({})), undefined]), rules: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSaveCmsPageResponseBlockRuleNodeMock()},null,]), undefined])}, design: faker.helpers.arrayElement([{cssClass: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), backgroundColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), textAlign: faker.helpers.arrayElement([faker.helpers.arrayElement(['left','center','right'] as const), undefined]), fullWidth: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), spacingTop: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined]), spacingBottom: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: undefined, max: undefined}),null,]), undefined])}, undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), site: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getSaveCmsPageResponseCmsSiteRefMock()},null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), seo: faker.helpers.arrayElement([{metaTitle: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), metaDescription: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), canonicalUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined])}, undefined]), isFrontpage: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getDeleteCmsPageResponseMock = (overrideResponse: Partial< CmsSuccess > = {}): CmsSuccess => ({success: true, ...overrideResponse})

export const getRenderBlockPreviewResponseMock = (): string => (faker.word.sample())

export const getListContentItemsResponseMock = (): ContentItem[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: [], parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getGetContentItemResponseMock = (overrideResponse: Partial< ContentItem > = {}): ContentItem => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: [], parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getCreateContentItemResponseMock = (overrideResponse: Partial< ContentItem > = {}): ContentItem => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: [], parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateContentItemResponseMock = (overrideResponse: Partial< ContentItem > = {}): ContentItem => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: [], parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetCmsTreeResponseMock = (overrideResponse: Partial< CmsTree > = {}): CmsTree => ({sites: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), nodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), sortOrder: faker.number.int({min: 0, max: 100000}), excludeFromNavigation: faker.datatype.boolean(), excludeFromSearch: faker.datatype.boolean(), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), slug: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), children: faker.helpers.arrayElement([[], undefined])})), ...overrideResponse})

export const getGetCmsTreeContentItemResponseMock = (overrideResponse: Partial< ContentItem > = {}): ContentItem => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), slug: faker.string.alpha({length: {min: 10, max: 200}}), language: faker.string.alpha({length: {min: 10, max: 10}}), content: faker.helpers.arrayElement([faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])},]), undefined]), sortOrder: faker.number.int({min: 0, max: 100000}), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, children: [], parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), excludeFromNavigation: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), excludeFromSearch: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateCmsTreeItemsResponseMock = (overrideResponse: Partial< TreeNodeList > = {}): TreeNodeList => ({nodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), sortOrder: faker.number.int({min: 0, max: 100000}), excludeFromNavigation: faker.datatype.boolean(), excludeFromSearch: faker.datatype.boolean(), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), slug: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), children: faker.helpers.arrayElement([[], undefined])})), ...overrideResponse})

export const getUpdateCmsTreePagesResponseMock = (overrideResponse: Partial< TreeNodeList > = {}): TreeNodeList => ({nodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), label: faker.string.alpha({length: {min: 10, max: 200}}), sortOrder: faker.number.int({min: 0, max: 100000}), excludeFromNavigation: faker.datatype.boolean(), excludeFromSearch: faker.datatype.boolean(), siteId: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), parentId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), slug: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), pageId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), children: faker.helpers.arrayElement([[], undefined])})), ...overrideResponse})

export const getUploadCmsFileResponseMock = (): string[] => (Array.from({length: faker.number.int({min: 1,max: 10})}, () => faker.word.sample()))

export const getListTranslationImportLanguagesResponseMock = (): TranslationLanguage[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({languageCode: faker.string.alpha({length: {min: 10, max: 10}}), name: faker.string.alpha({length: {min: 10, max: 200}})})))

export const getParseTranslationsFileResponseMock = (overrideResponse: Partial< TranslationUploadResult > = {}): TranslationUploadResult => ({rows: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 1, max: 200}}), languageCode: faker.helpers.fromRegExp('^[a-z]{2}(_[A-Z]{2})?$'), text: faker.string.alpha({length: {min: 10, max: 20000}})})), languageCodes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 10}}))), ...overrideResponse})

export const getImportTranslationsResponseMock = (overrideResponse: Partial< TranslationImportResult > = {}): TranslationImportResult => ({written: faker.datatype.boolean(), new: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 200}}), text: faker.string.alpha({length: {min: 10, max: 20000}}), newCode: faker.datatype.boolean()})), changed: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 200}}), oldText: faker.string.alpha({length: {min: 10, max: 20000}}), newText: faker.string.alpha({length: {min: 10, max: 20000}})})), unchanged: faker.number.int({min: 0, max: undefined}), invalid: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({row: faker.number.int({min: 1, max: undefined}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), reason: faker.helpers.arrayElement(['invalidCode','duplicateCode'] as const)})), skipped: faker.number.int({min: 0, max: undefined}), ...overrideResponse})

export const getExportTranslationsResponseMock = (): string => (faker.word.sample())

export const getPurgeCdnCpCodeResponseMock = (overrideResponse: Partial< CmsPurgeResult > = {}): CmsPurgeResult => ({success: faker.datatype.boolean(), code: faker.string.alpha({length: {min: 10, max: 12}}), purgedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetPurgeLogPageResponsePurgeLogAccountMock = (overrideResponse: Partial<PurgeLogAccount> = {}): PurgeLogAccount => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.string.alpha({length: {min: 10, max: 20}})}, ...overrideResponse});

export const getGetPurgeLogPageResponseMock = (overrideResponse: Partial< PurgeLogPage > = {}): PurgeLogPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, target: faker.string.alpha({length: {min: 10, max: 20}}), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), status: faker.helpers.arrayElement(['logged','sent','failed'] as const), response: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), account: faker.helpers.arrayElement([{...getGetPurgeLogPageResponsePurgeLogAccountMock()},null,])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), nextCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), previousCursor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), filterable: {}, ...overrideResponse})

export const getListTranslationsResponseMock = (overrideResponse: Partial< TranslationPage > = {}): TranslationPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 200}}), isPartnerPage: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), translations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({languageCode: faker.string.alpha({length: {min: 10, max: 10}}), text: faker.string.alpha({length: {min: 10, max: 20000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])}))})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {}, ...overrideResponse})

export const getUpdateTranslationResponseMock = (overrideResponse: Partial< Translation > = {}): Translation => ({code: faker.string.alpha({length: {min: 10, max: 200}}), isPartnerPage: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), translations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({languageCode: faker.string.alpha({length: {min: 10, max: 10}}), text: faker.string.alpha({length: {min: 10, max: 20000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), ...overrideResponse})

export const getGetTranslationPurgeFlagResponseMock = (overrideResponse: Partial< GetTranslationPurgeFlag200 > = {}): GetTranslationPurgeFlag200 => ({result: faker.datatype.boolean(), ...overrideResponse})

export const getExportContactPersonalDataResponseContactEmailMock = (overrideResponse: Partial<ContactEmail> = {}): ContactEmail => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})}, ...overrideResponse});

export const getExportContactPersonalDataResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getExportContactPersonalDataResponseAddressMock = (overrideResponse: Partial<Address> = {}): Address => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getExportContactPersonalDataResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, ...overrideResponse});

export const getExportContactPersonalDataResponseLocationRefMock = (overrideResponse: Partial<LocationRef> = {}): LocationRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}}, ...overrideResponse});

export const getExportContactPersonalDataResponseContactRefMock = (overrideResponse: Partial<ContactRef> = {}): ContactRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), lastname: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryEmail: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getExportContactPersonalDataResponseContactEmailMock()},null,]), undefined])}, ...overrideResponse});

export const getExportContactPersonalDataResponseMock = (overrideResponse: Partial< GdprContactExport > = {}): GdprContactExport => ({exportedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, contact: {id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), primaryEmail: faker.helpers.arrayElement([{...getExportContactPersonalDataResponseContactEmailMock()},null,]), alternativeEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), pendingEmails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), value: faker.string.alpha({length: {min: 10, max: 254}})})), employer: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getExportContactPersonalDataResponseAddressMock()},null,]), undefined]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), mobilePhone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), account: {username: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), isSet: faker.datatype.boolean()}, createdAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])}, portalAccount: faker.helpers.arrayElement([null,{username: faker.string.alpha({length: {min: 10, max: 254}}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`},]), managedLocations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}})})), warrantyRegistrations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), bedModel: faker.string.alpha({length: {min: 10, max: 200}}), bedColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedTopMattressModel: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), bedId: faker.string.alpha({length: {min: 10, max: 100}}), purchasedMonth: faker.number.int({min: 1, max: 12}), purchasedYear: faker.number.int({min: 1993, max: 2100}), careReminders: faker.datatype.boolean(), purchaseLocation: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getExportContactPersonalDataResponseLocationRefMock()},null,]), undefined]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, registeredTo: faker.helpers.arrayElement([{...getExportContactPersonalDataResponseContactRefMock()},null,]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), catalogOrders: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getExportContactPersonalDataResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), meetingBookings: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), telephone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), location: faker.helpers.arrayElement([{...getExportContactPersonalDataResponseLocationRefMock()},null,]), status: faker.helpers.arrayElement(Object.values(MeetingBookingStatus)), message: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), newsletterSubscriptions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), newsletter: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.string.alpha({length: {min: 10, max: 100}})}, email: faker.string.alpha({length: {min: 10, max: 254}}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), mediaOrders: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), status: faker.string.alpha({length: {min: 10, max: 50}}), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, orderDate: `${faker.date.past().toISOString().split('.')[0]}Z`, totalDownloads: faker.number.int({min: 0, max: undefined})})), outboxMails: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), from: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), to: faker.string.alpha({length: {min: 10, max: 20}}), replyTo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), subject: faker.string.alpha({length: {min: 10, max: 20}}), text: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdAt: `${faker.date.past().toISOString().split('.')[0]}Z`, sentAt: `${faker.date.past().toISOString().split('.')[0]}Z`, attempts: faker.number.int({min: 0, max: undefined}), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), auditEntries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), at: `${faker.date.past().toISOString().split('.')[0]}Z`, operation: faker.string.alpha({length: {min: 10, max: 20}}), recordType: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), recordId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), before: {}, after: {}})), ...overrideResponse})

export const getEraseContactPersonalDataResponseMock = (overrideResponse: Partial< EraseContactPersonalData200 > = {}): EraseContactPersonalData200 => ({success: true, ...overrideResponse})


export const getLoginUserMockHandler = (overrideResponse?: CurrentUser | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CurrentUser> | CurrentUser), options?: RequestHandlerOptions) => {
  return http.post('*/users/login', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginUserResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCurrentUserMockHandler = (overrideResponse?: CurrentUser | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrentUser> | CurrentUser), options?: RequestHandlerOptions) => {
  return http.get('*/users/current', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCurrentUserResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getLogoutUserMockHandler = (overrideResponse?: LogoutUser200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LogoutUser200> | LogoutUser200), options?: RequestHandlerOptions) => {
  return http.get('*/users/logout', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLogoutUserResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListAccountsMockHandler = (overrideResponse?: Account[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Account[]> | Account[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/admin/accounts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAccountsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateAccountMockHandler = (overrideResponse?: Account | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Account> | Account), options?: RequestHandlerOptions) => {
  return http.post('*/rest/admin/accounts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateAccountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateAccountMockHandler = (overrideResponse?: Account | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Account> | Account), options?: RequestHandlerOptions) => {
  return http.put('*/rest/admin/accounts/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateAccountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteAccountMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/admin/accounts/:id', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getLinkPortalAccountMockHandler = (overrideResponse?: PortalAccount | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PortalAccount> | PortalAccount), options?: RequestHandlerOptions) => {
  return http.post('*/rest/admin/accounts/:accountId/portal-link', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLinkPortalAccountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUnlinkPortalAccountMockHandler = (overrideResponse?: PortalAccount | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PortalAccount> | PortalAccount), options?: RequestHandlerOptions) => {
  return http.get('*/rest/admin/accounts/:accountId/portal-unlink', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUnlinkPortalAccountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetPortalAccountMockHandler = (overrideResponse?: PortalAccount | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PortalAccount> | PortalAccount), options?: RequestHandlerOptions) => {
  return http.get('*/rest/admin/accounts/:accountId/portal-account', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPortalAccountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRedirectToPortalMockHandler = (overrideResponse?: unknown | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<unknown> | unknown), options?: RequestHandlerOptions) => {
  return http.get('*/rest/admin/accounts/redirect-to-portal', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 200,
        
      })
  }, options)
}

export const getGetRegionGroupTreeMockHandler = (overrideResponse?: GetRegionGroupTree200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GetRegionGroupTree200> | GetRegionGroupTree200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/region/group/tree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetRegionGroupTreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListRegionGroupsMockHandler = (overrideResponse?: RegionGroup[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<RegionGroup[]> | RegionGroup[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/region/groups', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListRegionGroupsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateRegionGroupMockHandler = (overrideResponse?: RegionGroup | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RegionGroup> | RegionGroup), options?: RequestHandlerOptions) => {
  return http.post('*/rest/region/groups', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateRegionGroupResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateRegionGroupMockHandler = (overrideResponse?: RegionGroup | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<RegionGroup> | RegionGroup), options?: RequestHandlerOptions) => {
  return http.patch('*/rest/region/groups/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateRegionGroupResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteRegionGroupMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/region/groups/:id', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getGetFrontendConfigMockHandler = (overrideResponse?: FrontendConfig | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FrontendConfig> | FrontendConfig), options?: RequestHandlerOptions) => {
  return http.get('*/rest/frontend-config/frontend-config', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetFrontendConfigResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCatalogOrdersPageMockHandler = (overrideResponse?: CatalogOrderPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CatalogOrderPage> | CatalogOrderPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/catalog-orders/get-by-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCatalogOrdersPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportCatalogOrdersCsvMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/catalog-orders/export-result-as-csv', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportCatalogOrdersCsvResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCatalogOrdersMockHandler = (overrideResponse?: CatalogOrder[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CatalogOrder[]> | CatalogOrder[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/catalog-orders', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCatalogOrdersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateCatalogOrderMockHandler = (overrideResponse?: CatalogOrder | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CatalogOrder> | CatalogOrder), options?: RequestHandlerOptions) => {
  return http.post('*/rest/catalog/catalog-orders', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCatalogOrderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCatalogOrderMockHandler = (overrideResponse?: CatalogOrder | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CatalogOrder> | CatalogOrder), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/catalog-orders/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCatalogOrderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateCatalogOrderMockHandler = (overrideResponse?: CatalogOrder | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<CatalogOrder> | CatalogOrder), options?: RequestHandlerOptions) => {
  return http.put('*/rest/catalog/catalog-orders/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateCatalogOrderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteCatalogOrderMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/catalog/catalog-orders/:id', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getBookCatalogOrderMockHandler = (overrideResponse?: CatalogOrder | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CatalogOrder> | CatalogOrder), options?: RequestHandlerOptions) => {
  return http.post('*/rest/catalog/catalog-orders/:id/book', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getBookCatalogOrderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCatalogOrderStatusesMockHandler = (overrideResponse?: CatalogOrderStatus[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CatalogOrderStatus[]> | CatalogOrderStatus[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/catalog-order-statuses', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCatalogOrderStatusesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSendCatalogOrdersMockHandler = (overrideResponse?: CatalogOrder[] | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CatalogOrder[]> | CatalogOrder[]), options?: RequestHandlerOptions) => {
  return http.post('*/rest/catalog/send-multiple', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendCatalogOrdersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTestCatalogRoutingMockHandler = (overrideResponse?: RuleTestResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RuleTestResult> | RuleTestResult), options?: RequestHandlerOptions) => {
  return http.post('*/rest/catalog/test', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTestCatalogRoutingResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetTopCatalogCountriesLastMonthMockHandler = (overrideResponse?: CatalogCountryCount[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CatalogCountryCount[]> | CatalogCountryCount[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/top-countries-last-month', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTopCatalogCountriesLastMonthResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCatalogOrdersPerIntervalMockHandler = (overrideResponse?: DashboardIntervalChart | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardIntervalChart> | DashboardIntervalChart), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/per-interval', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCatalogOrdersPerIntervalResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCatalogCountriesMockHandler = (overrideResponse?: CatalogCountryCount[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CatalogCountryCount[]> | CatalogCountryCount[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/catalog/countries', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCatalogCountriesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetOutboxPageMockHandler = (overrideResponse?: OutboxMessagePage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OutboxMessagePage> | OutboxMessagePage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/mail/outbox/get-by-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetOutboxPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListLocationsMockHandler = (overrideResponse?: LocationSummary[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LocationSummary[]> | LocationSummary[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLocationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateLocationMockHandler = (overrideResponse?: CompanyLocation | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyLocation> | CompanyLocation), options?: RequestHandlerOptions) => {
  return http.post('*/rest/company/locations', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateLocationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetLocationsPageMockHandler = (overrideResponse?: CompanyLocationPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CompanyLocationPage> | CompanyLocationPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/get-by-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLocationsPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportLocationsCsvMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/export-result-as-csv', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportLocationsCsvResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetLocationMockHandler = (overrideResponse?: CompanyLocation | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CompanyLocation> | CompanyLocation), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLocationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateLocationMockHandler = (overrideResponse?: CompanyLocation | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<CompanyLocation> | CompanyLocation), options?: RequestHandlerOptions) => {
  return http.put('*/rest/company/locations/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateLocationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getChangeLocationTypeMockHandler = (overrideResponse?: CompanyLocation | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<CompanyLocation> | CompanyLocation), options?: RequestHandlerOptions) => {
  return http.patch('*/rest/company/locations/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangeLocationTypeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListLocationsInCountryMockHandler = (overrideResponse?: LocationSummary[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LocationSummary[]> | LocationSummary[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/country', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLocationsInCountryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSearchLocationsMockHandler = (overrideResponse?: LocationRef[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LocationRef[]> | LocationRef[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/search', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSearchLocationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSearchPartnerLocationsMockHandler = (overrideResponse?: LocationRef[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LocationRef[]> | LocationRef[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/search-partner', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSearchPartnerLocationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateLocationCustomerNumberMockHandler = (overrideResponse?: CompanyLocation | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyLocation> | CompanyLocation), options?: RequestHandlerOptions) => {
  return http.post('*/rest/company/locations/:id/update-customer-number', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateLocationCustomerNumberResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListLocationManagersMockHandler = (overrideResponse?: Manager[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Manager[]> | Manager[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/:id/managers', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLocationManagersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAddLocationManagerMockHandler = (overrideResponse?: ManagerAddResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ManagerAddResult> | ManagerAddResult), options?: RequestHandlerOptions) => {
  return http.post('*/rest/company/locations/:id/managers', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddLocationManagerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRemoveLocationManagerMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/company/locations/:id/managers', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getGeocodeAddressMockHandler = (overrideResponse?: GeocodeAddress200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GeocodeAddress200> | GeocodeAddress200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/geocode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGeocodeAddressResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreatePartnerPageMockHandler = (overrideResponse?: PartnerPage | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PartnerPage> | PartnerPage), options?: RequestHandlerOptions) => {
  return http.post('*/rest/company/locations/partner-pages', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreatePartnerPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdatePartnerPageMockHandler = (overrideResponse?: PartnerPage | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<PartnerPage> | PartnerPage), options?: RequestHandlerOptions) => {
  return http.put('*/rest/company/locations/partner-pages/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdatePartnerPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeletePartnerPageMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/company/locations/partner-pages/:id', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getGetLocationPartnerPageMockHandler = (overrideResponse?: PartnerPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PartnerPage> | PartnerPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/:id/partner-pages/:pageId', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLocationPartnerPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSearchPartnerPagesMockHandler = (overrideResponse?: PartnerPage[] | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PartnerPage[]> | PartnerPage[]), options?: RequestHandlerOptions) => {
  return http.post('*/rest/company/locations/partner-pages/search', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSearchPartnerPagesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListPartnerPageVideoOptionsMockHandler = (overrideResponse?: PartnerPageVideoOption[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PartnerPageVideoOption[]> | PartnerPageVideoOption[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/partner-pages/partner-pages-specific-videos', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListPartnerPageVideoOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListPartnerPagesWithNewsletterSubscribersMockHandler = (overrideResponse?: PartnerPageSubscribers[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PartnerPageSubscribers[]> | PartnerPageSubscribers[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/company/locations/partner-pages/get-list-with-newsletter-subscribers', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListPartnerPagesWithNewsletterSubscribersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCountriesMockHandler = (overrideResponse?: Country[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Country[]> | Country[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/countries', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCountriesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateCountryMockHandler = (overrideResponse?: Country | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Country> | Country), options?: RequestHandlerOptions) => {
  return http.post('*/rest/location/countries', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCountryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCountryMockHandler = (overrideResponse?: Country | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Country> | Country), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/countries/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCountryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateCountryMockHandler = (overrideResponse?: Country | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Country> | Country), options?: RequestHandlerOptions) => {
  return http.put('*/rest/location/countries/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateCountryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCountriesWithLocationsMockHandler = (overrideResponse?: Country[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Country[]> | Country[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/countries/where-location', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCountriesWithLocationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCountriesWithGroupsMockHandler = (overrideResponse?: Country[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Country[]> | Country[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/countries/where-group', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCountriesWithGroupsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCountriesWithCatalogRequestsMockHandler = (overrideResponse?: Country[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Country[]> | Country[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/countries/where-catalog-request', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCountriesWithCatalogRequestsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAddCountryHandlerMockHandler = (overrideResponse?: Country | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Country> | Country), options?: RequestHandlerOptions) => {
  return http.post('*/rest/location/countries/:id/handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddCountryHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRemoveCountryHandlerMockHandler = (overrideResponse?: Country | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<Country> | Country), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/location/countries/:id/handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRemoveCountryHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSetCountryFallbackEmailMockHandler = (overrideResponse?: Country | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Country> | Country), options?: RequestHandlerOptions) => {
  return http.post('*/rest/location/countries/:id/fallback-handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetCountryFallbackEmailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListGeographicAreasMockHandler = (overrideResponse?: GeographicArea[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GeographicArea[]> | GeographicArea[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/geographic-areas', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListGeographicAreasResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateGeographicAreaMockHandler = (overrideResponse?: GeographicArea | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GeographicArea> | GeographicArea), options?: RequestHandlerOptions) => {
  return http.post('*/rest/location/geographic-areas', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateGeographicAreaResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateGeographicAreaMockHandler = (overrideResponse?: GeographicArea | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<GeographicArea> | GeographicArea), options?: RequestHandlerOptions) => {
  return http.put('*/rest/location/geographic-areas', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateGeographicAreaResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAssignAreaHandlerMockHandler = (overrideResponse?: AreaAssignResult | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AreaAssignResult> | AreaAssignResult), options?: RequestHandlerOptions) => {
  return http.get('*/rest/area-assign-handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAssignAreaHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetAreaGeoJsonMockHandler = (overrideResponse?: GeoJsonFeatureCollection | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GeoJsonFeatureCollection> | GeoJsonFeatureCollection), options?: RequestHandlerOptions) => {
  return http.get('*/rest/geo-json', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAreaGeoJsonResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetZipCodePointsMockHandler = (overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob), options?: RequestHandlerOptions) => {
  return http.get('*/rest/zip-code-points', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetZipCodePointsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetApdexReportMockHandler = (overrideResponse?: DashboardApdex | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardApdex> | DashboardApdex), options?: RequestHandlerOptions) => {
  return http.get('*/dashboard/reports/apdex', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetApdexReportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetPageViewsReportMockHandler = (overrideResponse?: DashboardPageViews | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardPageViews> | DashboardPageViews), options?: RequestHandlerOptions) => {
  return http.get('*/dashboard/reports/page-views', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPageViewsReportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRecordPageViewMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/dashboard/reports/page-views', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getGetCatalogRequestsPerIntervalMockHandler = (overrideResponse?: DashboardIntervalChart | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardIntervalChart> | DashboardIntervalChart), options?: RequestHandlerOptions) => {
  return http.get('*/dashboard/reports/catalog-requests-per-interval', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCatalogRequestsPerIntervalResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetMeetingRequestsPerIntervalMockHandler = (overrideResponse?: DashboardIntervalChart | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardIntervalChart> | DashboardIntervalChart), options?: RequestHandlerOptions) => {
  return http.get('*/dashboard/reports/meeting-requests-per-interval', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMeetingRequestsPerIntervalResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListSitesMockHandler = (overrideResponse?: Site[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Site[]> | Site[]), options?: RequestHandlerOptions) => {
  return http.get('*/cms/sites', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSitesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateSiteMockHandler = (overrideResponse?: Site | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Site> | Site), options?: RequestHandlerOptions) => {
  return http.post('*/cms/sites', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateSiteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetSitesPageMockHandler = (overrideResponse?: SitePage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SitePage> | SitePage), options?: RequestHandlerOptions) => {
  return http.get('*/cms/sites/get-by-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSitesPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateSiteMockHandler = (overrideResponse?: Site | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<Site> | Site), options?: RequestHandlerOptions) => {
  return http.patch('*/cms/sites/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateSiteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListSitesByBlockIdMockHandler = (overrideResponse?: Site[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Site[]> | Site[]), options?: RequestHandlerOptions) => {
  return http.get('*/cms/sites/by-block-id/:blockId', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSitesByBlockIdResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportUsersCsvMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/gdpr/export/users', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportUsersCsvResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListMediaFoldersMockHandler = (overrideResponse?: MediaFolder[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MediaFolder[]> | MediaFolder[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/folders', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMediaFoldersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateMediaFolderMockHandler = (overrideResponse?: MediaFolder | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MediaFolder> | MediaFolder), options?: RequestHandlerOptions) => {
  return http.post('*/rest/media/folders', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateMediaFolderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetMediaFolderMockHandler = (overrideResponse?: MediaFolder | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MediaFolder> | MediaFolder), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/folders/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMediaFolderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateMediaFolderMockHandler = (overrideResponse?: MediaFolder | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<MediaFolder> | MediaFolder), options?: RequestHandlerOptions) => {
  return http.put('*/rest/media/folders/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateMediaFolderResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteMediaFolderMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/media/folders/:id', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getDeleteMediaMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/media/media/:id', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getUploadMediaFileMockHandler = (overrideResponse?: MediaUploadResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MediaUploadResult> | MediaUploadResult), options?: RequestHandlerOptions) => {
  return http.post('*/rest/media/upload-file', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadMediaFileResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetMediaTotalDownloadsMockHandler = (overrideResponse?: MediaTotalDownloads[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MediaTotalDownloads[]> | MediaTotalDownloads[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/get-total-downloads', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMediaTotalDownloadsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetMediaThumbnailMockHandler = (overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/get-thumbnail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMediaThumbnailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListMediaOrdersMockHandler = (overrideResponse?: MediaOrderPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MediaOrderPage> | MediaOrderPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/orders', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMediaOrdersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListMediaDownloadsByPersonMockHandler = (overrideResponse?: MediaPersonDownloadsPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MediaPersonDownloadsPage> | MediaPersonDownloadsPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/get-total-downloads-by-one-person', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMediaDownloadsByPersonResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListVideosMockHandler = (overrideResponse?: VideoPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VideoPage> | VideoPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/videos/video/get-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListVideosResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetVideoMockHandler = (overrideResponse?: Video | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Video> | Video), options?: RequestHandlerOptions) => {
  return http.get('*/rest/media/videos/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetVideoResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateVideoMockHandler = (overrideResponse?: Video | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Video> | Video), options?: RequestHandlerOptions) => {
  return http.put('*/rest/media/videos/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateVideoResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListBookedVisitsMockHandler = (overrideResponse?: ListBookedVisits200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ListBookedVisits200> | ListBookedVisits200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/meeting/booked-visits', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListBookedVisitsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetBookedVisitMockHandler = (overrideResponse?: MeetingBooking | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MeetingBooking> | MeetingBooking), options?: RequestHandlerOptions) => {
  return http.get('*/rest/meeting/booked-visits/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetBookedVisitResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportBookedVisitsCsvMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/rest/meeting/booked-visits-csv', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportBookedVisitsCsvResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateMeetingBookingStatusMockHandler = (overrideResponse?: MeetingBooking | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MeetingBooking> | MeetingBooking), options?: RequestHandlerOptions) => {
  return http.post('*/rest/meeting/booking/update-status', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateMeetingBookingStatusResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListNewslettersMockHandler = (overrideResponse?: Newsletter[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Newsletter[]> | Newsletter[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/newsletter/newsletters', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListNewslettersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListNewsletterSubscriptionsMockHandler = (overrideResponse?: NewsletterSubscription[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NewsletterSubscription[]> | NewsletterSubscription[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/newsletter/subscriptions', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListNewsletterSubscriptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListNewsletterSubscriptionsPageMockHandler = (overrideResponse?: NewsletterSubscriptionPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NewsletterSubscriptionPage> | NewsletterSubscriptionPage), options?: RequestHandlerOptions) => {
  return http.get('*/rest/newsletter/subscriptions/get-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListNewsletterSubscriptionsPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportNewsletterSubscriptionsCsvMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/rest/newsletter/subscriptions/export-list-to-csv', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportNewsletterSubscriptionsCsvResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetOrderFormOverviewMockHandler = (overrideResponse?: OrderFormOverview | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OrderFormOverview> | OrderFormOverview), options?: RequestHandlerOptions) => {
  return http.get('*/partner-order/overview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetOrderFormOverviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetOrderFormTemplatePropertyMockHandler = (overrideResponse?: OrderFormProperty | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OrderFormProperty> | OrderFormProperty), options?: RequestHandlerOptions) => {
  return http.get('*/partner-order/template/:templateCode/property/:propertyCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetOrderFormTemplatePropertyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSaveOrderFormTemplatePropertyMockHandler = (overrideResponse?: OrderFormProperty | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderFormProperty> | OrderFormProperty), options?: RequestHandlerOptions) => {
  return http.post('*/partner-order/template/:templateCode/property/:propertyCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSaveOrderFormTemplatePropertyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteOrderFormTemplatePropertyMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/partner-order/template/:templateCode/property/:propertyCode', async (info) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }
    return new HttpResponse(null,
      { status: 204,
        
      })
  }, options)
}

export const getListQuotesByStatusMockHandler = (overrideResponse?: QuotePage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuotePage> | QuotePage), options?: RequestHandlerOptions) => {
  return http.get('*/partner-order/quote/table/:status', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListQuotesByStatusResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteQuoteMockHandler = (overrideResponse?: DeleteQuote200 | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DeleteQuote200> | DeleteQuote200), options?: RequestHandlerOptions) => {
  return http.post('*/partner-order/quote/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDeleteQuoteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetQuoteMockHandler = (overrideResponse?: QuoteDetail | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuoteDetail> | QuoteDetail), options?: RequestHandlerOptions) => {
  return http.get('*/partner-order/quote/view', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetQuoteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDownloadQuoteEdifactMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/partner-order/quote/edifact', async (info) => {
  
    return new HttpResponse(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadQuoteEdifactResponseMock(),
      { status: 200,
        headers: { 'Content-Type': 'text/plain' }
      })
  }, options)
}

export const getGetQuoteOrderPlatformLinkMockHandler = (overrideResponse?: GetQuoteOrderPlatformLink200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GetQuoteOrderPlatformLink200> | GetQuoteOrderPlatformLink200), options?: RequestHandlerOptions) => {
  return http.get('*/partner-order/quote/order-platform-link', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetQuoteOrderPlatformLinkResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetRegionMockHandler = (overrideResponse?: Region | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Region> | Region), options?: RequestHandlerOptions) => {
  return http.get('*/rest/region/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetRegionResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAddRegionHandlerMockHandler = (overrideResponse?: RegionHandlers | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RegionHandlers> | RegionHandlers), options?: RequestHandlerOptions) => {
  return http.post('*/rest/region/:id/handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddRegionHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRemoveRegionHandlerMockHandler = (overrideResponse?: RegionHandlers | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<RegionHandlers> | RegionHandlers), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/region/:id/handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRemoveRegionHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAddZipCodeHandlerMockHandler = (overrideResponse?: RegionHandlers | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RegionHandlers> | RegionHandlers), options?: RequestHandlerOptions) => {
  return http.post('*/rest/zipCode/:id/handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddZipCodeHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRemoveZipCodeHandlerMockHandler = (overrideResponse?: RegionHandlers | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<RegionHandlers> | RegionHandlers), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/zipCode/:id/handler', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRemoveZipCodeHandlerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSearchRegionsMockHandler = (overrideResponse?: RegionSearchRow[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<RegionSearchRow[]> | RegionSearchRow[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/region-search', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSearchRegionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSetWorkingAreaMockHandler = (overrideResponse?: RegionWorkingAreaResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RegionWorkingAreaResult> | RegionWorkingAreaResult), options?: RequestHandlerOptions) => {
  return http.post('*/rest/:type/:id/working-area', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetWorkingAreaResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetAreaStatisticsMockHandler = (overrideResponse?: AreaStatisticsRow[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AreaStatisticsRow[]> | AreaStatisticsRow[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/area-statistics/:countryOrRegionId', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAreaStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListCoverageGapsMockHandler = (overrideResponse?: CoverageGap[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CoverageGap[]> | CoverageGap[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/area-coverage-gaps/:countryOrRegionId', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCoverageGapsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportCoverageGapsCsvMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/rest/area-coverage-gaps/:countryOrRegionId/export-result-as-csv', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportCoverageGapsCsvResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetWarrantyRegistrationMockHandler = (overrideResponse?: WarrantyRegistration | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WarrantyRegistration> | WarrantyRegistration), options?: RequestHandlerOptions) => {
  return http.get('*/warranty/data/warranty/index', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWarrantyRegistrationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListWarrantyRegistrationsMockHandler = (overrideResponse?: WarrantyRegistrationPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WarrantyRegistrationPage> | WarrantyRegistrationPage), options?: RequestHandlerOptions) => {
  return http.get('*/warranty/data/warranty/get-list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWarrantyRegistrationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListWarrantyRegistrationsPageMockHandler = (overrideResponse?: WarrantyRegistrationPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WarrantyRegistrationPage> | WarrantyRegistrationPage), options?: RequestHandlerOptions) => {
  return http.get('*/warranty/data/warranty/get-paged-list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWarrantyRegistrationsPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSearchWarrantyContactsMockHandler = (overrideResponse?: Contact[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Contact[]> | Contact[]), options?: RequestHandlerOptions) => {
  return http.get('*/warranty/data/warranty/search-contact', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSearchWarrantyContactsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListContactWarrantyRegistrationsMockHandler = (overrideResponse?: WarrantyRegistration[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WarrantyRegistration[]> | WarrantyRegistration[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/contact/contacts/:id/warranty-registrations', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListContactWarrantyRegistrationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateWarrantyRegistrationMockHandler = (overrideResponse?: WarrantyRegistration | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WarrantyRegistration> | WarrantyRegistration), options?: RequestHandlerOptions) => {
  return http.post('*/rest/contact/contacts/:id/warranty-registrations', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateWarrantyRegistrationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateWarrantyRegistrationMockHandler = (overrideResponse?: WarrantyRegistration | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<WarrantyRegistration> | WarrantyRegistration), options?: RequestHandlerOptions) => {
  return http.put('*/rest/contact/contacts/:id/warranty-registrations/:registrationId', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateWarrantyRegistrationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCheckBedIdUniqueMockHandler = (overrideResponse?: CheckBedIdUnique200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CheckBedIdUnique200> | CheckBedIdUnique200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/contact/contacts/:id/warranty-registrations/bed-id-unique-check', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCheckBedIdUniqueResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListBedModelsMockHandler = (overrideResponse?: BedModel[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BedModel[]> | BedModel[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/product/products/bed-models', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListBedModelsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListTopMattressesMockHandler = (overrideResponse?: TopMattress[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TopMattress[]> | TopMattress[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/product/products/top-mattresses', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListTopMattressesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListContactsMockHandler = (overrideResponse?: ListContacts200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ListContacts200> | ListContacts200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/contact/contacts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListContactsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateContactMockHandler = (overrideResponse?: Contact | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Contact> | Contact), options?: RequestHandlerOptions) => {
  return http.post('*/rest/contact/contacts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateContactResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetContactMockHandler = (overrideResponse?: Contact | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Contact> | Contact), options?: RequestHandlerOptions) => {
  return http.get('*/rest/contact/contacts/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetContactResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateContactMockHandler = (overrideResponse?: Contact | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Contact> | Contact), options?: RequestHandlerOptions) => {
  return http.put('*/rest/contact/contacts/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateContactResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCheckContactEmailExistsMockHandler = (overrideResponse?: CheckContactEmailExists200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CheckContactEmailExists200> | CheckContactEmailExists200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/contact/email-exist', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCheckContactEmailExistsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAddContactEmailMockHandler = (overrideResponse?: AddContactEmail200 | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AddContactEmail200> | AddContactEmail200), options?: RequestHandlerOptions) => {
  return http.post('*/rest/contact/contacts/:id/emails', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddContactEmailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRemoveContactEmailMockHandler = (overrideResponse?: Contact | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<Contact> | Contact), options?: RequestHandlerOptions) => {
  return http.delete('*/rest/contact/contacts/:id/emails', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRemoveContactEmailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSetContactPrimaryEmailMockHandler = (overrideResponse?: Contact | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Contact> | Contact), options?: RequestHandlerOptions) => {
  return http.post('*/rest/contact/contacts/:id/emails/set-primary', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetContactPrimaryEmailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateContactPortalAccountMockHandler = (overrideResponse?: ContactAccount | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContactAccount> | ContactAccount), options?: RequestHandlerOptions) => {
  return http.post('*/rest/contact/contacts/:id/account', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateContactPortalAccountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCheckContactAccountExistsMockHandler = (overrideResponse?: CheckContactAccountExists200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CheckContactAccountExists200> | CheckContactAccountExists200), options?: RequestHandlerOptions) => {
  return http.get('*/rest/contact/account-exists', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCheckContactAccountExistsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetBlockVersionsByBlockIdMockHandler = (overrideResponse?: BlockVersion[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BlockVersion[]> | BlockVersion[]), options?: RequestHandlerOptions) => {
  return http.get('*/cms/editor/block/by-block-id/:blockId', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetBlockVersionsByBlockIdResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateBlockSlidesMockHandler = (overrideResponse?: Block | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Block> | Block), options?: RequestHandlerOptions) => {
  return http.post('*/cms/editor/block/update-slides', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateBlockSlidesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSetPreviewBlockMockHandler = (overrideResponse?: SetPreviewBlock200 | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SetPreviewBlock200> | SetPreviewBlock200), options?: RequestHandlerOptions) => {
  return http.post('*/cms/editor/block/set-preview-block', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetPreviewBlockResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCmsPageMockHandler = (overrideResponse?: CmsPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CmsPage> | CmsPage), options?: RequestHandlerOptions) => {
  return http.get('*/cms/editor/page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCmsPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSaveCmsPageMockHandler = (overrideResponse?: CmsPage | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CmsPage> | CmsPage), options?: RequestHandlerOptions) => {
  return http.post('*/cms/editor/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSaveCmsPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeleteCmsPageMockHandler = (overrideResponse?: CmsSuccess | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CmsSuccess> | CmsSuccess), options?: RequestHandlerOptions) => {
  return http.post('*/cms/editor/deletePage', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDeleteCmsPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRenderBlockPreviewMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/en/preview-block', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRenderBlockPreviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListContentItemsMockHandler = (overrideResponse?: ContentItem[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ContentItem[]> | ContentItem[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/cms/content-items', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListContentItemsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetContentItemMockHandler = (overrideResponse?: ContentItem | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ContentItem> | ContentItem), options?: RequestHandlerOptions) => {
  return http.get('*/rest/cms/content-items/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetContentItemResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCreateContentItemMockHandler = (overrideResponse?: ContentItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentItem> | ContentItem), options?: RequestHandlerOptions) => {
  return http.post('*/rest/cms/content-items/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateContentItemResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateContentItemMockHandler = (overrideResponse?: ContentItem | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<ContentItem> | ContentItem), options?: RequestHandlerOptions) => {
  return http.put('*/rest/cms/content-items/:id', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateContentItemResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCmsTreeMockHandler = (overrideResponse?: CmsTree | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CmsTree> | CmsTree), options?: RequestHandlerOptions) => {
  return http.get('*/cms/tree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCmsTreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetCmsTreeContentItemMockHandler = (overrideResponse?: ContentItem | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ContentItem> | ContentItem), options?: RequestHandlerOptions) => {
  return http.get('*/cms/tree/content-item', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCmsTreeContentItemResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateCmsTreeItemsMockHandler = (overrideResponse?: TreeNodeList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TreeNodeList> | TreeNodeList), options?: RequestHandlerOptions) => {
  return http.post('*/cms/tree/update-items', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateCmsTreeItemsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateCmsTreePagesMockHandler = (overrideResponse?: TreeNodeList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TreeNodeList> | TreeNodeList), options?: RequestHandlerOptions) => {
  return http.post('*/cms/tree/update-pages', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateCmsTreePagesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUploadCmsFileMockHandler = (overrideResponse?: string[] | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<string[]> | string[]), options?: RequestHandlerOptions) => {
  return http.post('*/cms/upload/upload', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadCmsFileResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListTranslationImportLanguagesMockHandler = (overrideResponse?: TranslationLanguage[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TranslationLanguage[]> | TranslationLanguage[]), options?: RequestHandlerOptions) => {
  return http.get('*/cms/translations-import/available-languages', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListTranslationImportLanguagesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getParseTranslationsFileMockHandler = (overrideResponse?: TranslationUploadResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TranslationUploadResult> | TranslationUploadResult), options?: RequestHandlerOptions) => {
  return http.post('*/cms/translations-import/upload', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getParseTranslationsFileResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getImportTranslationsMockHandler = (overrideResponse?: TranslationImportResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TranslationImportResult> | TranslationImportResult), options?: RequestHandlerOptions) => {
  return http.post('*/cms/translations-import/import', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getImportTranslationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportTranslationsMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/cms/translations-import/export-translations', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportTranslationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getPurgeCdnCpCodeMockHandler = (overrideResponse?: CmsPurgeResult | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CmsPurgeResult> | CmsPurgeResult), options?: RequestHandlerOptions) => {
  return http.get('*/cms/purge/cp-code', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPurgeCdnCpCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetPurgeLogPageMockHandler = (overrideResponse?: PurgeLogPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PurgeLogPage> | PurgeLogPage), options?: RequestHandlerOptions) => {
  return http.get('*/cms/purge/log', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPurgeLogPageResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getListTranslationsMockHandler = (overrideResponse?: TranslationPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TranslationPage> | TranslationPage), options?: RequestHandlerOptions) => {
  return http.get('*/cms/translations/get-by-page', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListTranslationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdateTranslationMockHandler = (overrideResponse?: Translation | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Translation> | Translation), options?: RequestHandlerOptions) => {
  return http.put('*/cms/translations/update', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateTranslationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGetTranslationPurgeFlagMockHandler = (overrideResponse?: GetTranslationPurgeFlag200 | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GetTranslationPurgeFlag200> | GetTranslationPurgeFlag200), options?: RequestHandlerOptions) => {
  return http.get('*/cms/translations/purge-translation-flag', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTranslationPurgeFlagResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getExportContactPersonalDataMockHandler = (overrideResponse?: GdprContactExport | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GdprContactExport> | GdprContactExport), options?: RequestHandlerOptions) => {
  return http.get('*/gdpr/export/email', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportContactPersonalDataResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEraseContactPersonalDataMockHandler = (overrideResponse?: EraseContactPersonalData200 | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EraseContactPersonalData200> | EraseContactPersonalData200), options?: RequestHandlerOptions) => {
  return http.post('*/gdpr/flush/contact', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEraseContactPersonalDataResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getBackOfficeAPIMock = () => [
  getLoginUserMockHandler(),
  getGetCurrentUserMockHandler(),
  getLogoutUserMockHandler(),
  getListAccountsMockHandler(),
  getCreateAccountMockHandler(),
  getUpdateAccountMockHandler(),
  getDeleteAccountMockHandler(),
  getLinkPortalAccountMockHandler(),
  getUnlinkPortalAccountMockHandler(),
  getGetPortalAccountMockHandler(),
  getRedirectToPortalMockHandler(),
  getGetRegionGroupTreeMockHandler(),
  getListRegionGroupsMockHandler(),
  getCreateRegionGroupMockHandler(),
  getUpdateRegionGroupMockHandler(),
  getDeleteRegionGroupMockHandler(),
  getGetFrontendConfigMockHandler(),
  getGetCatalogOrdersPageMockHandler(),
  getExportCatalogOrdersCsvMockHandler(),
  getListCatalogOrdersMockHandler(),
  getCreateCatalogOrderMockHandler(),
  getGetCatalogOrderMockHandler(),
  getUpdateCatalogOrderMockHandler(),
  getDeleteCatalogOrderMockHandler(),
  getBookCatalogOrderMockHandler(),
  getListCatalogOrderStatusesMockHandler(),
  getSendCatalogOrdersMockHandler(),
  getTestCatalogRoutingMockHandler(),
  getGetTopCatalogCountriesLastMonthMockHandler(),
  getGetCatalogOrdersPerIntervalMockHandler(),
  getListCatalogCountriesMockHandler(),
  getGetOutboxPageMockHandler(),
  getListLocationsMockHandler(),
  getCreateLocationMockHandler(),
  getGetLocationsPageMockHandler(),
  getExportLocationsCsvMockHandler(),
  getGetLocationMockHandler(),
  getUpdateLocationMockHandler(),
  getChangeLocationTypeMockHandler(),
  getListLocationsInCountryMockHandler(),
  getSearchLocationsMockHandler(),
  getSearchPartnerLocationsMockHandler(),
  getUpdateLocationCustomerNumberMockHandler(),
  getListLocationManagersMockHandler(),
  getAddLocationManagerMockHandler(),
  getRemoveLocationManagerMockHandler(),
  getGeocodeAddressMockHandler(),
  getCreatePartnerPageMockHandler(),
  getUpdatePartnerPageMockHandler(),
  getDeletePartnerPageMockHandler(),
  getGetLocationPartnerPageMockHandler(),
  getSearchPartnerPagesMockHandler(),
  getListPartnerPageVideoOptionsMockHandler(),
  getListPartnerPagesWithNewsletterSubscribersMockHandler(),
  getListCountriesMockHandler(),
  getCreateCountryMockHandler(),
  getGetCountryMockHandler(),
  getUpdateCountryMockHandler(),
  getListCountriesWithLocationsMockHandler(),
  getListCountriesWithGroupsMockHandler(),
  getListCountriesWithCatalogRequestsMockHandler(),
  getAddCountryHandlerMockHandler(),
  getRemoveCountryHandlerMockHandler(),
  getSetCountryFallbackEmailMockHandler(),
  getListGeographicAreasMockHandler(),
  getCreateGeographicAreaMockHandler(),
  getUpdateGeographicAreaMockHandler(),
  getAssignAreaHandlerMockHandler(),
  getGetAreaGeoJsonMockHandler(),
  getGetZipCodePointsMockHandler(),
  getGetApdexReportMockHandler(),
  getGetPageViewsReportMockHandler(),
  getRecordPageViewMockHandler(),
  getGetCatalogRequestsPerIntervalMockHandler(),
  getGetMeetingRequestsPerIntervalMockHandler(),
  getListSitesMockHandler(),
  getCreateSiteMockHandler(),
  getGetSitesPageMockHandler(),
  getUpdateSiteMockHandler(),
  getListSitesByBlockIdMockHandler(),
  getExportUsersCsvMockHandler(),
  getListMediaFoldersMockHandler(),
  getCreateMediaFolderMockHandler(),
  getGetMediaFolderMockHandler(),
  getUpdateMediaFolderMockHandler(),
  getDeleteMediaFolderMockHandler(),
  getDeleteMediaMockHandler(),
  getUploadMediaFileMockHandler(),
  getGetMediaTotalDownloadsMockHandler(),
  getGetMediaThumbnailMockHandler(),
  getListMediaOrdersMockHandler(),
  getListMediaDownloadsByPersonMockHandler(),
  getListVideosMockHandler(),
  getGetVideoMockHandler(),
  getUpdateVideoMockHandler(),
  getListBookedVisitsMockHandler(),
  getGetBookedVisitMockHandler(),
  getExportBookedVisitsCsvMockHandler(),
  getUpdateMeetingBookingStatusMockHandler(),
  getListNewslettersMockHandler(),
  getListNewsletterSubscriptionsMockHandler(),
  getListNewsletterSubscriptionsPageMockHandler(),
  getExportNewsletterSubscriptionsCsvMockHandler(),
  getGetOrderFormOverviewMockHandler(),
  getGetOrderFormTemplatePropertyMockHandler(),
  getSaveOrderFormTemplatePropertyMockHandler(),
  getDeleteOrderFormTemplatePropertyMockHandler(),
  getListQuotesByStatusMockHandler(),
  getDeleteQuoteMockHandler(),
  getGetQuoteMockHandler(),
  getDownloadQuoteEdifactMockHandler(),
  getGetQuoteOrderPlatformLinkMockHandler(),
  getGetRegionMockHandler(),
  getAddRegionHandlerMockHandler(),
  getRemoveRegionHandlerMockHandler(),
  getAddZipCodeHandlerMockHandler(),
  getRemoveZipCodeHandlerMockHandler(),
  getSearchRegionsMockHandler(),
  getSetWorkingAreaMockHandler(),
  getGetAreaStatisticsMockHandler(),
  getListCoverageGapsMockHandler(),
  getExportCoverageGapsCsvMockHandler(),
  getGetWarrantyRegistrationMockHandler(),
  getListWarrantyRegistrationsMockHandler(),
  getListWarrantyRegistrationsPageMockHandler(),
  getSearchWarrantyContactsMockHandler(),
  getListContactWarrantyRegistrationsMockHandler(),
  getCreateWarrantyRegistrationMockHandler(),
  getUpdateWarrantyRegistrationMockHandler(),
  getCheckBedIdUniqueMockHandler(),
  getListBedModelsMockHandler(),
  getListTopMattressesMockHandler(),
  getListContactsMockHandler(),
  getCreateContactMockHandler(),
  getGetContactMockHandler(),
  getUpdateContactMockHandler(),
  getCheckContactEmailExistsMockHandler(),
  getAddContactEmailMockHandler(),
  getRemoveContactEmailMockHandler(),
  getSetContactPrimaryEmailMockHandler(),
  getCreateContactPortalAccountMockHandler(),
  getCheckContactAccountExistsMockHandler(),
  getGetBlockVersionsByBlockIdMockHandler(),
  getUpdateBlockSlidesMockHandler(),
  getSetPreviewBlockMockHandler(),
  getGetCmsPageMockHandler(),
  getSaveCmsPageMockHandler(),
  getDeleteCmsPageMockHandler(),
  getRenderBlockPreviewMockHandler(),
  getListContentItemsMockHandler(),
  getGetContentItemMockHandler(),
  getCreateContentItemMockHandler(),
  getUpdateContentItemMockHandler(),
  getGetCmsTreeMockHandler(),
  getGetCmsTreeContentItemMockHandler(),
  getUpdateCmsTreeItemsMockHandler(),
  getUpdateCmsTreePagesMockHandler(),
  getUploadCmsFileMockHandler(),
  getListTranslationImportLanguagesMockHandler(),
  getParseTranslationsFileMockHandler(),
  getImportTranslationsMockHandler(),
  getExportTranslationsMockHandler(),
  getPurgeCdnCpCodeMockHandler(),
  getGetPurgeLogPageMockHandler(),
  getListTranslationsMockHandler(),
  getUpdateTranslationMockHandler(),
  getGetTranslationPurgeFlagMockHandler(),
  getExportContactPersonalDataMockHandler(),
  getEraseContactPersonalDataMockHandler()
]
