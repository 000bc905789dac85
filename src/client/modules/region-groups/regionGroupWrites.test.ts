// @vitest-environment happy-dom
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../accounts/accountFixtures.ts";
import type { Account } from "../accounts/accountTypes.ts";
import { addSubGroups } from "./addSubGroups.ts";
import { groupTree } from "./regionGroupFixtures.ts";
import { saveGroupMembers } from "./saveGroupMembers.ts";

const calls: { method: string; path: string; body: any }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

async function log(request: Request) {
  calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() });
}

describe("saveGroupMembers", () => {
  it("sends one account update per added and removed account, and reports refusals by account", async () => {
    server.use(
      http.put("*/rest/admin/accounts/:id", async ({ request, params }) => {
        await log(request);
        if (params.id === "3") return HttpResponse.json({ error: { code: "CONFLICT", message: "stale" } }, { status: 409 });
        const body = (await request.json()) as Account;
        return HttpResponse.json({ ...accounts.find((a) => a.id === Number(params.id)), groups: body.groups });
      }),
    );
    // Johan (2) is in group 11 and stays; Astrid (1) and the translator (3) are added; nobody removed.
    const result = await saveGroupMembers(11, accounts, [2], [1, 2, 3]);
    expect(calls.map((c) => c.path).sort()).toEqual(["/rest/admin/accounts/1", "/rest/admin/accounts/3"]);
    expect(calls.find((c) => c.path.endsWith("/1"))!.body).toMatchObject({
      groups: [{ id: 11 }],
      permissions: ["all"],
      updatedAt: accounts[0]!.updatedAt,
      password: null,
    });
    expect(result.added.map((a) => a.id)).toEqual([1]);
    expect(result.failedToAdd.map((a) => a.id)).toEqual([3]);
    expect(result.removed).toEqual([]);
  });

  it("removes the group from an account and keeps its other groups", async () => {
    server.use(
      http.put("*/rest/admin/accounts/:id", async ({ request }) => {
        await log(request);
        return HttpResponse.json(accounts[1]);
      }),
    );
    const johan = {
      ...accounts[1]!,
      groups: [
        { id: 11, name: "Sweden" },
        { id: 20, name: "Benelux" },
      ],
    };
    const result = await saveGroupMembers(11, [johan], [2], []);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.groups).toEqual([{ id: 20 }]);
    expect(result.removed.map((a) => a.id)).toEqual([2]);
  });

  it("sends nothing when the selection did not change", async () => {
    expect(await saveGroupMembers(11, accounts, [2], [2])).toEqual({ added: [], removed: [], failedToAdd: [], failedToRemove: [] });
    expect(calls).toEqual([]);
  });
});

describe("addSubGroups", () => {
  it("creates a sub-group per country without one, then takes those countries off the parent", async () => {
    server.use(
      http.post("*/rest/region/groups", async ({ request }) => {
        await log(request);
        return HttpResponse.json({ id: 99, name: "x", childGroups: [], handlesCountries: [], handlesLocations: [] });
      }),
      http.patch("*/rest/region/groups/:id", async ({ request }) => {
        await log(request);
        return HttpResponse.json({ id: 10, name: "Nordics", childGroups: [], handlesCountries: [], handlesLocations: [] });
      }),
    );
    const nordics = { ...groupTree[0]!, handlesCountries: [...groupTree[0]!.handlesCountries, { id: 1, code: "SE", name: "Sweden" }] };
    const result = await addSubGroups(nordics);
    // Sweden already has its sub-group: only Norway and Denmark get one.
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { name: "Norway", groupId: 10, handlesCountries: [{ id: 2 }] },
      { name: "Denmark", groupId: 10, handlesCountries: [{ id: 3 }] },
    ]);
    expect(calls.at(-1)).toMatchObject({
      method: "PATCH",
      path: "/rest/region/groups/10",
      body: { handlesCountries: [{ id: 1 }], updatedAt: nordics.updatedAt },
    });
    expect(result).toMatchObject({ failed: [], parentUpdateFailed: false });
    expect(result.created.map((c) => c.name)).toEqual(["Norway", "Denmark"]);
  });

  it("reports the countries whose sub-group could not be saved and leaves them on the parent", async () => {
    server.use(
      http.post("*/rest/region/groups", async ({ request }) => {
        await log(request);
        const body = (await request.json()) as { name: string };
        if (body.name === "Norway") return HttpResponse.json({ error: { code: "VALIDATION", message: "no" } }, { status: 400 });
        return HttpResponse.json({ id: 98, name: body.name, childGroups: [], handlesCountries: [], handlesLocations: [] });
      }),
      http.patch("*/rest/region/groups/:id", async ({ request }) => {
        await log(request);
        return HttpResponse.json({ id: 10, name: "Nordics", childGroups: [], handlesCountries: [], handlesLocations: [] });
      }),
    );
    const result = await addSubGroups(groupTree[0]!);
    expect(result.failed.map((c) => c.name)).toEqual(["Norway"]);
    expect(calls.at(-1)!.body.handlesCountries).toEqual([{ id: 2 }]);
  });
});
