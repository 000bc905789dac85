import { describe, expect, it } from "vitest";
import { contactRouteTarget } from "./contactRoute.ts";

describe("the contact list's sub-routes", () => {
  it("open a new contact, a contact to edit from 'information', one to view from its catalog orders", () => {
    expect(contactRouteTarget({ id: "create", params: {} })).toEqual({ contactId: null, pane: "information" });
    expect(contactRouteTarget({ id: "edit", params: { id: "17" } })).toEqual({ contactId: 17, pane: "information" });
    expect(contactRouteTarget({ id: "view", params: { id: "3" } })).toEqual({ contactId: 3, pane: "orders" });
  });

  it("open nothing on the list itself", () => {
    expect(contactRouteTarget(null)).toBeNull();
  });

  it("name no contact with an id that is no positive whole number", () => {
    for (const id of ["abc", "0", "-1", "1.5", "01", "12345678901234567"]) {
      expect(contactRouteTarget({ id: "edit", params: { id } })).toEqual({ invalid: id });
    }
  });
});
