import { describe, expect, it } from "vitest";
import contract from "../../src/shared/api/generated/openapi.gen.json" with { type: "json" };
import { INVALIDATION_PATH, invalidationFile, writeEffects } from "./invalidation.ts";

const op = (operationId: string, extra: Record<string, unknown> = {}) => ({ operationId, ...extra });
const READS = {
  "/things": { get: op("listThings") },
  "/things/{id}": { get: op("getThing") },
  "/other/tree": { get: op("getOtherTree") },
};

describe("what each write makes stale, from the contract", () => {
  it("derives a write's resource and record from its path, and takes x-invalidates as related resources", () => {
    const effects = writeEffects({
      paths: {
        ...READS,
        "/things/{id}/rename": { post: op("renameThing", { "x-invalidates": ["/other/tree"] }) },
        "/things": { get: op("listThings"), post: op("createThing") },
        "/session/end": { get: op("endSession", { "x-changes-state": true }) },
      },
    });
    expect(effects).toEqual([
      { operationId: "createThing", resource: "/things", related: [] },
      { operationId: "renameThing", resource: "/things", idParam: "id", related: ["/other/tree"] },
      { operationId: "endSession", resource: "/session/end", related: [] },
    ]);
  });

  it("refuses a marker that names nothing readable, its own resource, a parameter path, or sits on a read", () => {
    const check =
      (marker: unknown, path = "/things/{id}") =>
      () =>
        writeEffects({ paths: { ...READS, [path]: { ...READS["/things/{id}"], put: op("updateThing", { "x-invalidates": marker }) } } });
    expect(check(["/nothing"])).toThrow(/updateThing: x-invalidates names \/nothing, under which the contract has no read/);
    expect(check(["/things"])).toThrow(/in its own resource \/things/);
    expect(check(["/things/{id}"])).toThrow(/in its own resource/);
    expect(check(["/other/{x}"])).toThrow(/before any \{parameter\}/);
    expect(check([])).toThrow(/non-empty list/);
    expect(check("/other/tree")).toThrow(/non-empty list/);
    expect(() => writeEffects({ paths: { "/other/tree": { get: op("getOtherTree", { "x-invalidates": ["/things"] }) } } })).toThrow(
      /on a read/,
    );
  });

  it("writes the client's table, one line per write", () => {
    const file = invalidationFile({
      paths: { ...READS, "/things/{id}": { put: op("updateThing", { "x-invalidates": ["/other/tree"] }) } },
    });
    expect(file.path).toBe(INVALIDATION_PATH);
    expect(file.content.startsWith("// DO NOT EDIT: generated from openapi/openapi.yaml")).toBe(true);
    expect(file.content).toContain('  updateThing: { resource: "/things", idParam: "id", related: ["/other/tree"] },');
    expect(file.content).not.toContain("listThings");
  });

  it("holds the contract's markers: account writes reach the region group tree, group writes the accounts", () => {
    const byId = new Map(writeEffects(contract as never).map((effect) => [effect.operationId, effect]));
    expect(byId.get("updateAccount")).toMatchObject({
      resource: "/rest/admin/accounts",
      idParam: "id",
      related: expect.arrayContaining(["/rest/region/group/tree"]),
    });
    expect(byId.get("updateRegionGroup")?.related).toEqual(expect.arrayContaining(["/rest/region/group/tree", "/rest/admin/accounts"]));
    expect(byId.get("listAccounts")).toBeUndefined();
  });
});
