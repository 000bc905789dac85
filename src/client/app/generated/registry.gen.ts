// DO NOT EDIT: generated from screens/*.screen.yaml by `npm run gen`.
import { tableScreen } from "../../screens/registry.ts";
import type { RegisteredScreen } from "../routes.tsx";

/** Every screen of the app: route data, and how its code loads when the route opens. */
export const registeredScreens: readonly RegisteredScreen[] = [
  { resource: "dashboard", kind: "module", path: "/app/dashboard", permission: "dashboard", titleKey: "dashboard.title", stateName: "app.dashboard.view", load: () => import("../../modules/dashboard/DashboardScreen.tsx").then((m) => m.DashboardScreen) },
  { resource: "accounts", kind: "table", path: "/app/administrators/accounts", permission: "account", titleKey: "accounts.title", stateName: "app.administrators.accounts", load: () => tableScreen("accounts", () => import("../../modules/accounts/useAccountsExtension.tsx").then((m) => m.useAccountsExtension)) },
  { resource: "regionGroups", kind: "module", path: "/app/administrators/region-groups", permission: "account", titleKey: "regionGroups.title", stateName: "app.administrators.region-groups", load: () => import("../../modules/region-groups/RegionGroupsScreen.tsx").then((m) => m.RegionGroupsScreen) },
  { resource: "catalogOrders", kind: "table", path: "/app/catalog-order", permission: "catalogOrder", titleKey: "resources.catalogOrders.title", stateName: "app.catalog-order", load: () => tableScreen("catalogOrders", () => import("../../modules/catalog/useCatalogOrdersExtension.tsx").then((m) => m.useCatalogOrdersExtension)) },
  { resource: "outbox", kind: "table", path: "/app/mail/outbox", permission: "catalogOrder", titleKey: "resources.outbox.title", stateName: "app.mail.outbox", load: () => tableScreen("outbox", () => import("../../modules/outbox/useOutboxExtension.tsx").then((m) => m.useOutboxExtension)) },
  { resource: "companyLocations", kind: "table", path: "/app/company/locations", permission: "company", titleKey: "companyLocations.title", stateName: "app.company.location.list", load: () => tableScreen("companyLocations", () => import("../../modules/company-locations/useCompanyLocationsExtension.tsx").then((m) => m.useCompanyLocationsExtension)) },
  { resource: "sites", kind: "table", path: "/app/cms/sites", permission: "cms", titleKey: "resources.sites.title", stateName: "app.cms.sites", load: () => tableScreen("sites", () => import("../../modules/sites/useSitesExtension.ts").then((m) => m.useSitesExtension)) },
];
