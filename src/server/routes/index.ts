import type { Services } from "../services.ts";
import type { HandlerMap } from "../plugins/contract-routes.ts";
import { accountRoutes } from "./accounts/handlers.ts";
import { areaAssignmentRoutes } from "./areaAssignment/handlers.ts";
import { authRoutes } from "./auth/handlers.ts";
import { catalogRoutes } from "./catalog/handlers.ts";
import { companyLocationRoutes } from "./companyLocations/handlers.ts";
import { configRoutes } from "./config/handlers.ts";
import { contactRoutes } from "./contacts/handlers.ts";
import { countryRoutes } from "./countries/handlers.ts";
import { dashboardRoutes } from "./dashboard/handlers.ts";
import { gdprRoutes } from "./gdpr/handlers.ts";
import { gdprContactRoutes } from "./gdprContacts/handlers.ts";
import { geocoderRoutes } from "./geocoder/handlers.ts";
import { geographicAreaRoutes } from "./geographicAreas/handlers.ts";
import { mailRoutes } from "./mail/handlers.ts";
import { mediaRoutes } from "./media/handlers.ts";
import { meetingRoutes } from "./meetings/handlers.ts";
import { newsletterRoutes } from "./newsletter/handlers.ts";
import { videoRoutes } from "./videos/handlers.ts";
import { productRoutes } from "./products/handlers.ts";
import { partnerOrderRoutes } from "./partnerOrders/handlers.ts";
import { partnerPageRoutes } from "./partnerPages/handlers.ts";
import { regionGroupRoutes } from "./regionGroups/handlers.ts";
import { salesRegionRoutes } from "./salesRegions/handlers.ts";
import { siteRoutes } from "./sites/handlers.ts";
import { warrantyRoutes } from "./warranty/handlers.ts";
import { translationRoutes } from "./translations/handlers.ts";
import { translationImportRoutes } from "./translationsImport/handlers.ts";
import { cmsPurgeRoutes } from "./cmsPurge/handlers.ts";
import { cmsUploadRoutes } from "./cmsUpload/handlers.ts";
import { cmsTreeRoutes } from "./cmsTree/handlers.ts";
import { contentItemRoutes } from "./contentItems/handlers.ts";
import { cmsEditorRoutes } from "./cmsEditor/handlers.ts";
import type { RouteModule } from "./types.ts";

/** Every route module; an operation missing here answers 501 until its issue builds it. */
const MODULES: RouteModule[] = [
  authRoutes,
  accountRoutes,
  regionGroupRoutes,
  siteRoutes,
  configRoutes,
  dashboardRoutes,
  companyLocationRoutes,
  partnerPageRoutes,
  countryRoutes,
  geocoderRoutes,
  catalogRoutes,
  meetingRoutes,
  newsletterRoutes,
  videoRoutes,
  mailRoutes,
  salesRegionRoutes,
  areaAssignmentRoutes,
  geographicAreaRoutes,
  contactRoutes,
  warrantyRoutes,
  productRoutes,
  gdprRoutes,
  gdprContactRoutes,
  partnerOrderRoutes,
  mediaRoutes,
  translationRoutes,
  translationImportRoutes,
  cmsPurgeRoutes,
  cmsUploadRoutes,
  cmsTreeRoutes,
  contentItemRoutes,
  cmsEditorRoutes,
];

export function allHandlers(services: Services): HandlerMap {
  const handlers: HandlerMap = {};
  for (const module of MODULES) {
    for (const [operationId, handler] of Object.entries(module(services))) {
      if (handlers[operationId]) throw new Error(`Two handlers for ${operationId}`);
      handlers[operationId] = handler as HandlerMap[string];
    }
  }
  return handlers;
}
