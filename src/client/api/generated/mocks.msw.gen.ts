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
  PermissionCode
} from './mocks.schemas.gen.ts';
import type {
  Account,
  CurrentUser,
  FrontendConfig,
  GetRegionGroupTree200,
  LogoutUser200,
  PortalAccount,
  RegionGroup,
  RegionGroupRef
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
  getGetFrontendConfigMockHandler()
]
