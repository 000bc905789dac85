import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { ifMatchVersion, versionCheck, versionRuleOf } from "./version-required.ts";

const V = "2026-11-25T10:00:00.123Z";

async function check(rule: Record<string, unknown> | true, body: Record<string, unknown>, ifMatch?: string) {
  const request = { body, headers: ifMatch === undefined ? {} : { "if-match": ifMatch } } as unknown as FastifyRequest;
  await versionCheck(versionRuleOf({ operationId: "op", "x-version-required": rule })!)(request);
  return body;
}

describe("version rule", () => {
  it("reads the contract's forms and refuses malformed ones at start", () => {
    expect(versionRuleOf({ operationId: "a" })).toBeUndefined();
    expect(versionRuleOf({ operationId: "a", "x-version-required": true })).toEqual({ token: ["updatedAt"] });
    expect(versionRuleOf({ operationId: "a", "x-version-required": { token: "page.updatedAt", whenSet: "page.id" } })).toEqual({
      token: ["page", "updatedAt"],
      whenSet: ["page", "id"],
    });
    expect(() => versionRuleOf({ operationId: "a", "x-version-required": "yes" })).toThrow(/x-version-required/);
    expect(() => versionRuleOf({ operationId: "a", "x-version-required": { when: "id" } })).toThrow(/x-version-required/);
  });

  it("answers 428 naming the field without a version in body or If-Match", async () => {
    for (const body of [{}, { updatedAt: null }, { updatedAt: "" }]) {
      await expect(check(true, body)).rejects.toMatchObject({
        statusCode: 428,
        code: "VERSION_REQUIRED",
        fields: { updatedAt: "is required" },
      });
    }
    await expect(check(true, {}, "*")).rejects.toMatchObject({ statusCode: 428 });
    await expect(check({ token: "page.updatedAt", whenSet: "page.id" }, { page: { id: 3 } })).rejects.toMatchObject({
      fields: { "page.updatedAt": "is required" },
    });
  });

  it("takes If-Match as the version, quoted or not, and refuses a body version that differs", async () => {
    expect(await check(true, {}, `"${V}"`)).toEqual({ updatedAt: V });
    expect(await check(true, { updatedAt: null }, V)).toEqual({ updatedAt: V });
    expect(await check(true, { updatedAt: V }, `"2026-11-25T11:00:00.123+01:00"`)).toEqual({ updatedAt: V });
    await expect(check(true, { updatedAt: V }, `"2026-11-25T10:00:00.124Z"`)).rejects.toMatchObject({
      statusCode: 400,
      fields: { updatedAt: "differs from the If-Match header" },
    });
  });

  it("lets creates through: no id to save, isNew, or a null version read as not stored yet", async () => {
    await expect(check({ token: "page.updatedAt", whenSet: "page.id" }, { page: { id: null } })).resolves.toBeDefined();
    await expect(check({ unlessTrue: "isNew" }, { isNew: true })).resolves.toBeDefined();
    await expect(check({ unlessTrue: "isNew" }, { isNew: false })).rejects.toMatchObject({ statusCode: 428 });
    await expect(check({ nullWhenNew: true }, { updatedAt: null })).resolves.toBeDefined();
    await expect(check({ nullWhenNew: true }, {})).rejects.toMatchObject({ statusCode: 428 });
  });

  it("reads one strong entity tag from If-Match", () => {
    expect(ifMatchVersion(`"${V}"`)).toBe(V);
    expect(ifMatchVersion(V)).toBe(V);
    expect(ifMatchVersion(`W/"${V}"`)).toBeUndefined();
    expect(ifMatchVersion('""')).toBeUndefined();
    expect(ifMatchVersion(undefined)).toBeUndefined();
  });
});
