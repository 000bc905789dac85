import { describe, expect, it } from "vitest";
import { matchScreenRoute, screenRoutePath } from "./screenRoutes.ts";

const config = {
  route: "/app/contacts",
  routes: [
    { id: "view", path: "view/{id}", params: ["id"] },
    { id: "create", path: "create", params: [] },
    { id: "edit", path: "edit/{id}", params: ["id"] },
  ],
};

describe("a screen's sub-routes", () => {
  it("are read from the path with their parameters", () => {
    expect(matchScreenRoute(config, "/app/contacts/edit/17")).toEqual({ id: "edit", params: { id: "17" } });
    expect(matchScreenRoute(config, "/app/contacts/view/3/")).toEqual({ id: "view", params: { id: "3" } });
    expect(matchScreenRoute(config, "/app/contacts/create")).toEqual({ id: "create", params: {} });
    expect(matchScreenRoute(config, "/app/contacts/edit/a%20b")).toEqual({ id: "edit", params: { id: "a b" } });
  });

  it("are none on the list, on another screen or on a path the screen does not know", () => {
    expect(matchScreenRoute(config, "/app/contacts")).toBeNull();
    expect(matchScreenRoute(config, "/app/contacts/")).toBeNull();
    expect(matchScreenRoute(config, "/app/contactsx/create")).toBeNull();
    expect(matchScreenRoute(config, "/app/contacts/edit")).toBeNull();
    expect(matchScreenRoute(config, "/app/contacts/edit/1/more")).toBeNull();
    expect(matchScreenRoute(config, "/app/contacts/remove/1")).toBeNull();
    expect(matchScreenRoute(config, "/app/contacts/edit/%E0%A4%A")).toBeNull();
    expect(matchScreenRoute({ route: "/app/cms/sites" }, "/app/cms/sites/create")).toBeNull();
  });

  it("are written with their parameters encoded", () => {
    expect(screenRoutePath(config, "edit", { id: 17 })).toBe("/app/contacts/edit/17");
    expect(screenRoutePath(config, "create")).toBe("/app/contacts/create");
    expect(screenRoutePath(config, "view", { id: "a/b" })).toBe("/app/contacts/view/a%2Fb");
    expect(matchScreenRoute(config, screenRoutePath(config, "view", { id: "a/b" }))).toEqual({ id: "view", params: { id: "a/b" } });
  });

  it("refuse a route the screen has not, or a missing parameter", () => {
    expect(() => screenRoutePath(config, "delete", { id: 1 })).toThrow("has no route 'delete'");
    expect(() => screenRoutePath(config, "edit")).toThrow("needs its parameter 'id'");
  });
});
