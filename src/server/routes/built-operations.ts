import type { OperationId } from "../../shared/api/contract.ts";
import { authOperations } from "./auth/operations.ts";
import { accountOperations } from "./accounts/operations.ts";
import { regionGroupOperations } from "./regionGroups/operations.ts";
import { siteOperations } from "./sites/operations.ts";
import { configOperations } from "./config/operations.ts";
import { dashboardOperations } from "./dashboard/operations.ts";
import { companyLocationOperations } from "./companyLocations/operations.ts";
import { partnerPageOperations } from "./partnerPages/operations.ts";
import { countryOperations } from "./countries/operations.ts";
import { geocoderOperations } from "./geocoder/operations.ts";
import { catalogOperations } from "./catalog/operations.ts";
import { meetingOperations } from "./meetings/operations.ts";
import { newsletterOperations } from "./newsletter/operations.ts";
import { videoOperations } from "./videos/operations.ts";
import { mailOperations } from "./mail/operations.ts";
import { salesRegionOperations } from "./salesRegions/operations.ts";
import { areaAssignmentOperations } from "./areaAssignment/operations.ts";
import { geographicAreaOperations } from "./geographicAreas/operations.ts";
import { contactOperations } from "./contacts/operations.ts";
import { warrantyOperations } from "./warranty/operations.ts";
import { productOperations } from "./products/operations.ts";
import { gdprOperations } from "./gdpr/operations.ts";
import { gdprContactOperations } from "./gdprContacts/operations.ts";
import { partnerOrderOperations } from "./partnerOrders/operations.ts";
import { mediaOperations } from "./media/operations.ts";
import { translationOperations } from "./translations/operations.ts";
import { translationImportOperations } from "./translationsImport/operations.ts";
import { cmsPurgeOperations } from "./cmsPurge/operations.ts";
import { cmsUploadOperations } from "./cmsUpload/operations.ts";
import { cmsTreeOperations } from "./cmsTree/operations.ts";
import { contentItemOperations } from "./contentItems/operations.ts";
import { cmsEditorOperations } from "./cmsEditor/operations.ts";

/**
 * Every operation a route module answers; the rest of the contract answers 501. Plain data, so
 * `npm run gen` reads it (for the README's status table) without building the server.
 * Each module's handlers are typed by its list (RouteModuleOf), and built-operations.test.ts
 * holds the whole list equal to the handlers the server registers.
 */
export const BUILT_OPERATIONS: readonly OperationId[] = [
  ...authOperations,
  ...accountOperations,
  ...regionGroupOperations,
  ...siteOperations,
  ...configOperations,
  ...dashboardOperations,
  ...companyLocationOperations,
  ...partnerPageOperations,
  ...countryOperations,
  ...geocoderOperations,
  ...catalogOperations,
  ...meetingOperations,
  ...newsletterOperations,
  ...videoOperations,
  ...mailOperations,
  ...salesRegionOperations,
  ...areaAssignmentOperations,
  ...geographicAreaOperations,
  ...contactOperations,
  ...warrantyOperations,
  ...productOperations,
  ...gdprOperations,
  ...gdprContactOperations,
  ...partnerOrderOperations,
  ...mediaOperations,
  ...translationOperations,
  ...translationImportOperations,
  ...cmsPurgeOperations,
  ...cmsUploadOperations,
  ...cmsTreeOperations,
  ...contentItemOperations,
  ...cmsEditorOperations,
];
