// DO NOT EDIT: generated from screens/*.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

/** The config of every table screen by resource; each loads with its screen, not with the shell. */
export const screenConfigs: Readonly<Record<string, () => Promise<ScreenConfig>>> = {
  accounts: () => import("./accounts.screen.gen.ts").then((m) => m.accountsScreen),
  catalogOrders: () => import("./catalogOrders.screen.gen.ts").then((m) => m.catalogOrdersScreen),
  companyLocations: () => import("./companyLocations.screen.gen.ts").then((m) => m.companyLocationsScreen),
  contacts: () => import("./contacts.screen.gen.ts").then((m) => m.contactsScreen),
  geographicAreas: () => import("./geographicAreas.screen.gen.ts").then((m) => m.geographicAreasScreen),
  mediaHistory: () => import("./mediaHistory.screen.gen.ts").then((m) => m.mediaHistoryScreen),
  mediaTotalDownloads: () => import("./mediaTotalDownloads.screen.gen.ts").then((m) => m.mediaTotalDownloadsScreen),
  meetingBookings: () => import("./meetingBookings.screen.gen.ts").then((m) => m.meetingBookingsScreen),
  newsletterSubscriptions: () => import("./newsletterSubscriptions.screen.gen.ts").then((m) => m.newsletterSubscriptionsScreen),
  outbox: () => import("./outbox.screen.gen.ts").then((m) => m.outboxScreen),
  partnerOrdersOrdered: () => import("./partnerOrdersOrdered.screen.gen.ts").then((m) => m.partnerOrdersOrderedScreen),
  partnerOrdersQuotes: () => import("./partnerOrdersQuotes.screen.gen.ts").then((m) => m.partnerOrdersQuotesScreen),
  partnerOrdersWaiting: () => import("./partnerOrdersWaiting.screen.gen.ts").then((m) => m.partnerOrdersWaitingScreen),
  purgeLog: () => import("./purgeLog.screen.gen.ts").then((m) => m.purgeLogScreen),
  sites: () => import("./sites.screen.gen.ts").then((m) => m.sitesScreen),
  videos: () => import("./videos.screen.gen.ts").then((m) => m.videosScreen),
  warranty: () => import("./warranty.screen.gen.ts").then((m) => m.warrantyScreen),
};
