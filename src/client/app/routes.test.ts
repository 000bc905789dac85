import { describe, expect, it } from "vitest";
import { appRoutes, preloadScreen, screenPathAt } from "./routes.tsx";

// The routes as the spec and the page-view report know them; the registry moved, they did not.
describe("the app's routes (from screens/*.screen.yaml)", () => {
  const byPath = Object.fromEntries(
    appRoutes.map(({ path, permission, titleKey, stateName }) => [path, { permission, titleKey, stateName }]),
  );

  it("keep their paths, permissions, titles and page-view names", () => {
    expect(byPath).toEqual({
      "/app/dashboard": { permission: "dashboard", titleKey: "dashboard.title", stateName: "app.dashboard.view" },
      "/app/administrators/accounts": { permission: "account", titleKey: "accounts.title", stateName: "app.administrators.accounts" },
      "/app/administrators/region-groups": {
        permission: "account",
        titleKey: "regionGroups.title",
        stateName: "app.administrators.region-groups",
      },
      "/app/catalog-order": { permission: "catalogOrder", titleKey: "resources.catalogOrders.title", stateName: "app.catalog-order" },
      "/app/mail/outbox": { permission: "catalogOrder", titleKey: "resources.outbox.title", stateName: "app.mail.outbox" },
      "/app/company/locations": { permission: "company", titleKey: "companyLocations.title", stateName: "app.company.location.list" },
      "/app/contacts": { permission: "contact", titleKey: "contacts.title", stateName: "app.contacts" },
      "/app/meeting-booking": {
        permission: "meetingBooking",
        titleKey: "resources.meetingBookings.title",
        stateName: "app.meeting-booking",
      },
      "/app/newsletter-subscription": {
        permission: "newsletterSubscription",
        titleKey: "resources.newsletterSubscriptions.title",
        stateName: "app.newsletter-subscription",
      },
      "/app/partner-order": { permission: "coper", titleKey: "partnerOrders.titles.ordered", stateName: "app.partner-order" },
      "/app/partner-order/waiting-orders": {
        permission: "coper",
        titleKey: "partnerOrders.titles.waiting",
        stateName: "app.partner-order.waiting-orders",
      },
      "/app/partner-order/quotes": { permission: "coper", titleKey: "partnerOrders.titles.quotes", stateName: "app.partner-order.quotes" },
      "/app/partner-order/order-form": {
        permission: "coper",
        titleKey: "partnerOrders.titles.orderForm",
        stateName: "app.partner-order.order-form",
      },
      "/app/media/manager": { permission: "media", titleKey: "mediaManager.title", stateName: "app.media.manager" },
      "/app/media/history": { permission: "media", titleKey: "resources.mediaHistory.title", stateName: "app.media.history" },
      "/app/media/total-downloads": {
        permission: "media",
        titleKey: "resources.mediaTotalDownloads.title",
        stateName: "app.media.total-downloads",
      },
      "/app/media/video": { permission: "media", titleKey: "resources.videos.title", stateName: "app.media.video.list" },
      "/app/warranty": { permission: "warranty", titleKey: "resources.warranty.title", stateName: "app.warranty" },
      "/app/cms/sites": { permission: "cms", titleKey: "resources.sites.title", stateName: "app.cms.sites" },
      "/app/cms/content/page/:id": { permission: "cms", titleKey: "cmsPageEditor.title", stateName: "app.cms.content.page" },
      "/app/cms/content": { permission: "cms", titleKey: "cmsContent.title", stateName: "app.cms.content" },
      "/app/cms/purge-log": { permission: "cms", titleKey: "resources.purgeLog.title", stateName: "app.cms.purge-log" },
      "/app/cms/translations": { permission: "languageEditors", titleKey: "translations.title", stateName: "app.cms.translations" },
      "/app/cms/import-translations": {
        permission: "languageEditors",
        titleKey: "translationsImport.title",
        stateName: "app.cms.import-translations",
      },
      "/app/sales-regions": { permission: "salesRegions", titleKey: "salesRegions.title", stateName: "app.sales-regions" },
      "/app/geographic-areas": { permission: "company", titleKey: "resources.geographicAreas.title", stateName: "app.geographic-areas" },
      "/app/geographic-areas/create": {
        permission: "company",
        titleKey: "geographicAreas.create.title",
        stateName: "app.geographic-areas.create",
      },
      "/app/gdpr/export": { permission: "account", titleKey: "gdpr.title", stateName: "app.gdpr.export" },
    });
  });

  it("keep the sub-routes that open a screen's dialogs, each its own page view (ids left out)", () => {
    const subRoutes = Object.fromEntries(appRoutes.filter((r) => r.subRoutes.length > 0).map((r) => [r.path, r.subRoutes]));
    expect(subRoutes).toEqual({
      "/app/contacts": [
        { path: "/app/contacts/view/:id", stateName: "app.contacts.view" },
        { path: "/app/contacts/create", stateName: "app.contacts.create" },
        { path: "/app/contacts/edit/:id", stateName: "app.contacts.edit" },
      ],
    });
  });

  it("give the page editor its page id from the path, and send its older ?id= address there", () => {
    const withParams = appRoutes.filter((r) => r.params.length > 0 || r.redirects.length > 0);
    expect(withParams.map(({ path, params, redirects }) => ({ path, params, redirects }))).toEqual([
      {
        path: "/app/cms/content/page/:id",
        params: ["id"],
        redirects: [{ path: "/app/cms/content/page", query: { id: "id" } }],
      },
    ]);
  });

  it("come in menu order, the dashboard first", () => {
    expect(appRoutes[0]!.path).toBe("/app/dashboard");
  });

  it("preload nothing for a path no screen has", async () => {
    await expect(preloadScreen("/app/nowhere")).resolves.toBeUndefined();
  });
});

describe("screenPathAt (what a cold load starts fetching)", () => {
  it("finds the screen of an address: its own path, a path with parameters, a sub-route", () => {
    expect(screenPathAt("/app/dashboard")).toBe("/app/dashboard");
    expect(screenPathAt("/app/cms/content/page/42")).toBe("/app/cms/content/page/:id");
    expect(screenPathAt("/app/contacts/edit/7")).toBe("/app/contacts");
    expect(screenPathAt("/app/contacts/create")).toBe("/app/contacts");
  });

  it("finds none for an address no screen shows", () => {
    expect(screenPathAt("/app/no-such-screen")).toBeUndefined();
    expect(screenPathAt("/app/contacts/edit/7/more")).toBeUndefined();
  });
});
