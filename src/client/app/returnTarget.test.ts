import { describe, expect, it } from "vitest";
import { DEFAULT_TARGET, FROM_LOGIN, isFromLogin, loginPathFor, returnTargetFrom } from "./returnTarget.ts";

describe("return target after login", () => {
  it("keeps the screen and its query in the login URL", () => {
    const path = loginPathFor({ pathname: "/app/administrators/accounts", search: "?page=2&sort=name" });
    expect(path).toBe("/page/login?returnTo=%2Fapp%2Fadministrators%2Faccounts%3Fpage%3D2%26sort%3Dname");
    expect(returnTargetFrom(path.slice(path.indexOf("?")))).toBe("/app/administrators/accounts?page=2&sort=name");
  });

  it("goes to the start screen (the bare app) without a target", () => {
    expect(loginPathFor({ pathname: "/page/login" })).toBe("/page/login");
    expect(returnTargetFrom("")).toBe(DEFAULT_TARGET);
    expect(DEFAULT_TARGET).toBe("/app");
  });

  it("marks the screen the login opens, and only that", () => {
    expect(isFromLogin(FROM_LOGIN)).toBe(true);
    for (const state of [null, undefined, "fromLogin", {}, { fromLogin: "yes" }]) expect(isFromLogin(state)).toBe(false);
  });

  it("refuses targets outside the app", () => {
    for (const target of ["//evil.example/app/x", "https://evil.example", "/page/login", "/app//evil.example", "/app/\\evil"]) {
      expect(returnTargetFrom(`?returnTo=${encodeURIComponent(target)}`)).toBe(DEFAULT_TARGET);
    }
  });
});
