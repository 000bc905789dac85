// DO NOT EDIT: generated from screens/*.screen.yaml by `npm run gen`.
import type { ScreenEntry } from "../screenConfig.ts";

/** Route data of every YAML screen; each config loads with its screen, not with the shell. */
export const generatedScreens: readonly ScreenEntry[] = [
  { resource: "catalogOrders", path: "/app/catalog-order", permission: "catalogOrder", titleKey: "resources.catalogOrders.title", load: () => import("./catalogOrders.screen.gen.ts").then((m) => m.catalogOrdersScreen), loadExtension: () => import("../../modules/catalog/useCatalogOrdersExtension.tsx").then((m) => m.useCatalogOrdersExtension) },
  { resource: "outbox", path: "/app/mail/outbox", permission: "catalogOrder", titleKey: "resources.outbox.title", load: () => import("./outbox.screen.gen.ts").then((m) => m.outboxScreen), loadExtension: () => import("../../modules/outbox/useOutboxExtension.tsx").then((m) => m.useOutboxExtension) },
  { resource: "sites", path: "/app/cms/sites", permission: "cms", titleKey: "resources.sites.title", load: () => import("./sites.screen.gen.ts").then((m) => m.sitesScreen) },
];
