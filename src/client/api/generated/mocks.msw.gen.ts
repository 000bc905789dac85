// DO NOT EDIT: generated from src/shared/api/generated/openapi.gen.json (orval) by `npm run gen`.
/* eslint-disable */
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
  CatalogMatchType,
  OrderableProduct,
  PermissionCode
} from './mocks.schemas.gen.ts';
import type {
  Account,
  AreaAssignResult,
  CatalogCountryCount,
  CatalogOrder,
  CatalogOrderPage,
  CatalogOrderStatus,
  CompanyLocation,
  CompanyLocationPage,
  Country,
  CountryRef,
  CurrentUser,
  DashboardApdex,
  DashboardIntervalChart,
  DashboardPageViews,
  FrontendConfig,
  GeoJsonFeatureCollection,
  GeographicArea,
  GeographicAreaRef,
  GetRegionGroupTree200,
  LocationRef,
  LocationSummary,
  LogoutUser200,
  Manager,
  ManagerAddResult,
  PartnerPage,
  PartnerPageRef,
  PartnerPageSubscribers,
  PartnerPageVideoOption,
  PortalAccount,
  RegionGroup,
  RegionGroupRef,
  RuleTestResult,
  Site,
  SitePage
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

export const getGetCatalogOrdersPageResponseMock = (overrideResponse: Partial< CatalogOrderPage > = {}): CatalogOrderPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), firstname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), lastname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), apartmentNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), region: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), createdDate: `${faker.date.past().toISOString().split('.')[0]}Z`, offers: faker.helpers.arrayElements(Object.values(OrderableProduct)), status: {id: faker.number.int({min: 1, max: 9007199254740991}), code: faker.helpers.arrayElement(['new','pending','failed','delivered','booked'] as const), name: faker.string.alpha({length: {min: 10, max: 100}}), sortOrder: faker.number.int({min: 1, max: 100})}, locationNotifiedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, locationNotifiedToEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), locationNotifiedByMatchType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CatalogMatchType)),null,]), notifiedLocation: faker.helpers.arrayElement([{...getGetCatalogOrdersPageResponseLocationRefMock()},null,]), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), contactId: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {countries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), status: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

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

export const getTestCatalogRoutingResponseMock = (overrideResponse: Partial< RuleTestResult > = {}): RuleTestResult => ({result: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({levels: faker.number.int({min: 0, max: 5}), matchType: faker.helpers.arrayElement(['zipCode','region1','region2','region3','country','fallback'] as const), location: faker.helpers.arrayElement([{...getTestCatalogRoutingResponseLocationRefMock()},null,]), email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), areaType: faker.helpers.arrayElement(['contractArea','workingArea'] as const)})), ...overrideResponse})

export const getGetTopCatalogCountriesLastMonthResponseMock = (): CatalogCountryCount[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), count: faker.number.int({min: 0, max: undefined})})))

export const getGetCatalogOrdersPerIntervalResponseMock = (overrideResponse: Partial< DashboardIntervalChart > = {}): DashboardIntervalChart => ({intervalType: faker.helpers.arrayElement(['week','month'] as const), labels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), datasets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 10, max: 100}}), data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.float({min: 0, max: undefined, fractionDigits: 2})))})), ...overrideResponse})

export const getListCatalogCountriesResponseMock = (): CatalogCountryCount[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({code: faker.string.alpha({length: {min: 10, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), count: faker.number.int({min: 0, max: undefined})})))

export const getListLocationsResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getListLocationsResponseMock = (): LocationSummary[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getListLocationsResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}})))

export const getCreateLocationResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getCreateLocationResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getCreateLocationResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getCreateLocationResponseMock = (overrideResponse: Partial< CompanyLocation > = {}): CompanyLocation => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getCreateLocationResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getCreateLocationResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getCreateLocationResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetLocationsPageResponseCountryRefMock = (overrideResponse: Partial<CountryRef> = {}): CountryRef => ({...{id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), code: faker.helpers.fromRegExp('^[A-Z]{2}$'), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])}, ...overrideResponse});

export const getGetLocationsPageResponseGeographicAreaRefMock = (overrideResponse: Partial<GeographicAreaRef> = {}): GeographicAreaRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse});

export const getGetLocationsPageResponsePartnerPageRefMock = (overrideResponse: Partial<PartnerPageRef> = {}): PartnerPageRef => ({...{id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), hostname: faker.string.alpha({length: {min: 10, max: 253}})}, ...overrideResponse});

export const getGetLocationsPageResponseMock = (overrideResponse: Partial< CompanyLocationPage > = {}): CompanyLocationPage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), locationType: faker.helpers.arrayElement(['shop_in_shop','vividus_store'] as const), phone: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), email: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), website: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), address: {id: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), zipCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), city2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), country: faker.helpers.arrayElement([{...getGetLocationsPageResponseCountryRefMock()},null,]), latitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), longitude: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), undefined]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}})}, fullSlug: faker.string.alpha({length: {min: 10, max: 500}}), geographicArea: faker.helpers.arrayElement([faker.helpers.arrayElement([{...getGetLocationsPageResponseGeographicAreaRefMock()},null,]), undefined]), weeklyOpeningHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}, timeSchemas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), active: faker.datatype.boolean(), openingHours: {monday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), tuesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), wednesday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), thursday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), friday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), saturday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')})), sunday: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(() => ({opening: faker.helpers.fromRegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$'), closing: faker.helpers.fromRegExp('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')}))}})), openingHourDeviations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({date: faker.date.past().toISOString().split('T')[0], opening: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), closing: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])})), openingHoursInfoText: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), openingHoursSource: faker.helpers.arrayElement([faker.helpers.arrayElement(['manual','timeSchema','external'] as const), undefined]), isVividusRetailer: faker.datatype.boolean(), showOpeningHours: faker.datatype.boolean(), active: faker.datatype.boolean(), shouldRetrieveCatalogRequests: faker.datatype.boolean(), partnerPage: faker.helpers.arrayElement([{...getGetLocationsPageResponsePartnerPageRefMock()},null,]), instagramUrl: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customerNumber: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), updatedAt: `${faker.date.past().toISOString().split('.')[0]}Z`})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {countries: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})})), active: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

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

export const getListCountriesWithCatalogRoutingResponseMock = (): Country[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getAddCountryHandlerResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getRemoveCountryHandlerResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getSetCountryFallbackEmailResponseMock = (overrideResponse: Partial< Country > = {}): Country => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), nameSv: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), code: faker.string.alpha({length: {min: 2, max: 2}}), regions: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3})})), undefined]), handlers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), undefined]), isKeyMarket: faker.datatype.boolean(), haveSpecificSalesRegions: faker.datatype.boolean(), catalogFallbackEmail: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), handlersAreTemporary: faker.datatype.boolean(), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListGeographicAreasResponseMock = (): GeographicArea[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), wktShape: faker.string.alpha({length: {min: 10, max: 1000000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateGeographicAreaResponseMock = (overrideResponse: Partial< GeographicArea > = {}): GeographicArea => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), wktShape: faker.string.alpha({length: {min: 10, max: 1000000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getUpdateGeographicAreaResponseMock = (overrideResponse: Partial< GeographicArea > = {}): GeographicArea => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), wktShape: faker.string.alpha({length: {min: 10, max: 1000000}}), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getAssignAreaHandlerResponseMock = (overrideResponse: Partial< AreaAssignResult > = {}): AreaAssignResult => ({region: {id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), level: faker.number.int({min: 1, max: 3}), workingArea: faker.datatype.boolean()}, level: faker.number.int({min: 1, max: 3}), type: faker.helpers.arrayElement(['contractArea','workingArea'] as const), handlers: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 300}}), address: {street: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), displayAddress: faker.string.alpha({length: {min: 10, max: 1000}}), country: faker.helpers.arrayElement([null,{code: faker.string.alpha({length: {min: 2, max: 2}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,])},])}})), ...overrideResponse})

export const getGetAreaGeoJsonResponseMock = (overrideResponse: Partial< GeoJsonFeatureCollection > = {}): GeoJsonFeatureCollection => ({type: faker.helpers.arrayElement(['FeatureCollection'] as const), features: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({type: faker.helpers.arrayElement(['Feature'] as const), id: faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}), undefined]), geometry: faker.helpers.arrayElement([null,]), properties: {zipCode: faker.string.alpha({length: {min: 10, max: 20}}), countryCode: faker.string.alpha({length: {min: 10, max: 2}}), r1: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), r2: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), r3: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.number.int({min: 1, max: 9007199254740991}),null,]), undefined]), r1h: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1, max: 9007199254740991}))), undefined]), r2h: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1, max: 9007199254740991}))), undefined]), r3h: faker.helpers.arrayElement([Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1, max: 9007199254740991}))), undefined]), r1ca: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r2ca: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r3ca: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r1wa: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r2wa: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), r3wa: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}})), ...overrideResponse})

export const getGetApdexReportResponseMock = (overrideResponse: Partial< DashboardApdex > = {}): DashboardApdex => ({score: faker.helpers.arrayElement([faker.number.float({min: undefined, max: undefined, fractionDigits: 2}),null,]), satisfied: faker.number.int({min: 0, max: undefined}), tolerating: faker.number.int({min: 0, max: undefined}), frustrated: faker.number.int({min: 0, max: undefined}), total: faker.number.int({min: 0, max: undefined}), thresholdMs: faker.number.int({min: 1, max: undefined}), from: `${faker.date.past().toISOString().split('.')[0]}Z`, to: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetPageViewsReportResponseMock = (overrideResponse: Partial< DashboardPageViews > = {}): DashboardPageViews => ({total: faker.number.int({min: 0, max: undefined}), perScreen: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({screen: faker.string.alpha({length: {min: 10, max: 100}}), views: faker.number.int({min: 0, max: undefined})})), from: `${faker.date.past().toISOString().split('.')[0]}Z`, to: `${faker.date.past().toISOString().split('.')[0]}Z`, ...overrideResponse})

export const getGetCatalogRequestsPerIntervalResponseMock = (overrideResponse: Partial< DashboardIntervalChart > = {}): DashboardIntervalChart => ({intervalType: faker.helpers.arrayElement(['week','month'] as const), labels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), datasets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 10, max: 100}}), data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.float({min: 0, max: undefined, fractionDigits: 2})))})), ...overrideResponse})

export const getGetMeetingRequestsPerIntervalResponseMock = (overrideResponse: Partial< DashboardIntervalChart > = {}): DashboardIntervalChart => ({intervalType: faker.helpers.arrayElement(['week','month'] as const), labels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 20}}))), datasets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 10, max: 100}}), data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => (faker.number.float({min: 0, max: undefined, fractionDigits: 2})))})), ...overrideResponse})

export const getListSitesResponseMock = (): Site[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getCreateSiteResponseMock = (overrideResponse: Partial< Site > = {}): Site => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getGetSitesPageResponseMock = (overrideResponse: Partial< SitePage > = {}): SitePage => ({list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})), total: faker.number.int({min: 0, max: undefined}), totalIsEstimate: faker.datatype.boolean(), filterable: {isActive: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({property: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), name: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), count: faker.number.int({min: 0, max: undefined})}))}, ...overrideResponse})

export const getUpdateSiteResponseMock = (overrideResponse: Partial< Site > = {}): Site => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined]), ...overrideResponse})

export const getListSitesByBlockIdResponseMock = (): Site[] => (Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1, max: 9007199254740991}), name: faker.string.alpha({length: {min: 10, max: 200}}), languageCode: faker.string.alpha({length: {min: 10, max: 10}}), slug: faker.string.alpha({length: {min: 10, max: 100}}), isActive: faker.helpers.arrayElement([faker.datatype.boolean(),null,]), properties: {design: faker.helpers.arrayElement([{theme: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), logoIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), faviconIdentifier: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), primaryColor: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), customCss: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined]), seo: faker.helpers.arrayElement([{title: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), titleSuffix: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), description: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), keywords: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined]), noIndex: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.datatype.boolean(),null,]), undefined]), googleSiteVerification: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),null,]), undefined])}, undefined])}, frontpage: faker.helpers.arrayElement([null,{id: faker.number.int({min: 1, max: 9007199254740991}), title: faker.string.alpha({length: {min: 10, max: 300}}), slug: faker.string.alpha({length: {min: 10, max: 200}})},]), updatedAt: faker.helpers.arrayElement([`${faker.date.past().toISOString().split('.')[0]}Z`, undefined])})))

export const getExportUsersCsvResponseMock = (): string => (faker.word.sample())


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

export const getListCountriesWithCatalogRoutingMockHandler = (overrideResponse?: Country[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Country[]> | Country[]), options?: RequestHandlerOptions) => {
  return http.get('*/rest/location/countries/where-catalog-request', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCountriesWithCatalogRoutingResponseMock()),
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
  getListCountriesWithCatalogRoutingMockHandler(),
  getAddCountryHandlerMockHandler(),
  getRemoveCountryHandlerMockHandler(),
  getSetCountryFallbackEmailMockHandler(),
  getListGeographicAreasMockHandler(),
  getCreateGeographicAreaMockHandler(),
  getUpdateGeographicAreaMockHandler(),
  getAssignAreaHandlerMockHandler(),
  getGetAreaGeoJsonMockHandler(),
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
  getExportUsersCsvMockHandler()
]
