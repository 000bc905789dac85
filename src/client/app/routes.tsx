import { lazy, type ComponentType } from "react";
import { screenRoutes } from "../screens/registry.ts";
import { DashboardChunk } from "./earlyLoads.ts";
import { screenStateName } from "./screenStateName.ts";

/** An application screen under /app (docs/client-conventions.md, "Routes"). */
export interface AppRoute {
  /** Full hash path, e.g. "/app/administrators/accounts". */
  path: string;
  /** Permission code the screen needs; without it the user sees the "no access" panel. */
  permission: string;
  titleKey: string;
  /** Route state name for the page-view report. */
  stateName: string;
  Component: ComponentType;
}

// Each screen is its own chunk: the login screen and the shell never load charts, maps or editors.
const DashboardScreen = DashboardChunk.Component;
const AccountsScreen = lazy(() => import("../modules/accounts/AccountsScreen.tsx").then((m) => ({ default: m.AccountsScreen })));
const RegionGroupsScreen = lazy(() => import("../modules/region-groups/RegionGroupsScreen.tsx").then((m) => ({ default: m.RegionGroupsScreen })));
const CompanyLocationsScreen = lazy(() => import("../modules/company-locations/CompanyLocationsScreen.tsx").then((m) => ({ default: m.CompanyLocationsScreen })));

/** Every application screen: the hand-written modules, then the YAML screens of the engine. */
export const appRoutes: AppRoute[] = [
  { path: "/app/dashboard", permission: "dashboard", titleKey: "dashboard.title", stateName: "app.dashboard.view", Component: DashboardScreen },
  {
    path: "/app/administrators/accounts",
    permission: "account",
    titleKey: "accounts.title",
    stateName: screenStateName("/app/administrators/accounts"),
    Component: AccountsScreen,
  },
  {
    path: "/app/administrators/region-groups",
    permission: "account",
    titleKey: "regionGroups.title",
    stateName: screenStateName("/app/administrators/region-groups"),
    Component: RegionGroupsScreen,
  },
  // The spec names this screen's state app.company.location.list ('Location list').
  { path: "/app/company/locations", permission: "company", titleKey: "companyLocations.title", stateName: "app.company.location.list", Component: CompanyLocationsScreen },
  ...screenRoutes.map((route) => ({ ...route, stateName: screenStateName(route.path) })),
];
