import { describe, expect, it } from "vitest";
import { stateNameAt, subRoutePattern } from "./subRoutes.ts";

const contacts = {
  path: "/app/contacts",
  stateName: "app.contacts",
  subRoutes: [
    { path: "/app/contacts/view/:id", stateName: "app.contacts.view" },
    { path: "/app/contacts/create", stateName: "app.contacts.create" },
    { path: "/app/contacts/edit/:id", stateName: "app.contacts.edit" },
  ],
};

describe("a screen's sub-routes", () => {
  it("name the page view after the sub-route shown, ids left out", () => {
    expect(stateNameAt(contacts, "/app/contacts/edit/17")).toBe("app.contacts.edit");
    expect(stateNameAt(contacts, "/app/contacts/view/3")).toBe("app.contacts.view");
    expect(stateNameAt(contacts, "/app/contacts/create")).toBe("app.contacts.create");
  });

  it("name the list's page view on the screen's own path", () => {
    expect(stateNameAt(contacts, "/app/contacts")).toBe("app.contacts");
    expect(stateNameAt(contacts, "/app/contacts/")).toBe("app.contacts");
    expect(stateNameAt({ stateName: "app.cms.sites", subRoutes: [] }, "/app/cms/sites")).toBe("app.cms.sites");
  });

  it("are routed relative to the screen", () => {
    expect(subRoutePattern(contacts, "/app/contacts/edit/:id")).toBe("edit/:id");
    expect(subRoutePattern(contacts, "/app/contacts/create")).toBe("create");
  });
});
