import {
  getBackOfficeAPIMock,
  getGetCurrentUserMockHandler,
  getGetFrontendConfigMockHandler,
  getLoginUserMockHandler,
  getLogoutUserMockHandler,
  getRecordPageViewMockHandler,
} from "./generated/mocks.msw.gen.ts";
import type { CurrentUser, FrontendConfig } from "./sessionTypes.ts";

/**
 * The one door to the generated msw mocks (src/client/api/generated, orval): Storybook and
 * client tests take them from here, so a regenerated file changes one import site.
 */

/** A fixed account for stories and tests (faker's random ones would change every render). */
export function mockCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: "admin@example.com",
    firstname: "Astrid",
    lastname: "Berg",
    fullName: "Astrid Berg",
    permissions: ["all"],
    languagePermissions: ["all"],
    groups: [],
    ...overrides,
  };
}

export function mockFrontendConfig(overrides: Partial<FrontendConfig> = {}): FrontendConfig {
  return {
    purgeCode: "demo",
    polo_url: "http://localhost:8080",
    map: { styleUrl: null, center: { latitude: 60, longitude: 10 }, zoom: 5 },
    applicationName: "Back-office",
    ...overrides,
  };
}

/** A logged-in session: current user, frontend config, logout and page views. */
export function sessionMockHandlers(user: CurrentUser = mockCurrentUser(), config: FrontendConfig = mockFrontendConfig()) {
  return [
    getGetCurrentUserMockHandler(user),
    getGetFrontendConfigMockHandler(config),
    getLogoutUserMockHandler({ success: true }),
    getRecordPageViewMockHandler(),
  ];
}

/** Every operation of the contract answered with faker data (Storybook's fallback). */
export function allApiMockHandlers() {
  return getBackOfficeAPIMock();
}

export { getLoginUserMockHandler as loginMockHandler };
