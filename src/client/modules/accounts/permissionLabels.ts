import type { PermissionCode } from "../../../shared/permissions.ts";

/** Translation keys of the permission names (spec part 1 section 6); static so they can be extracted. */
export const PERMISSION_LABEL_KEYS: Record<PermissionCode, string> = {
  all: "accounts.permissions.names.all",
  account: "accounts.permissions.names.account",
  meetingBooking: "accounts.permissions.names.meetingBooking",
  catalogOrder: "accounts.permissions.names.catalogOrder",
  contact: "accounts.permissions.names.contact",
  coper: "accounts.permissions.names.coper",
  dashboard: "accounts.permissions.names.dashboard",
  manager: "accounts.permissions.names.manager",
  media: "accounts.permissions.names.media",
  newsletterSubscription: "accounts.permissions.names.newsletterSubscription",
  company: "accounts.permissions.names.company",
  salesRegions: "accounts.permissions.names.salesRegions",
  warranty: "accounts.permissions.names.warranty",
  cms: "accounts.permissions.names.cms",
  cmsDesign: "accounts.permissions.names.cmsDesign",
  cmsSeo: "accounts.permissions.names.cmsSeo",
};
