import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

describe.each(testDatabaseKinds)("region groups on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  let se: number;
  let no: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(["account"]);
    const rows = await t.database.db
      .insertInto("countries")
      .values([
        { code: "SE", name: "Sweden", name_sv: "Sverige" },
        { code: "NO", name: "Norway", name_sv: "Norge" },
      ] as never)
      .returning(["id", "code"])
      .execute();
    se = rows.find((r) => r.code === "SE")!.id;
    no = rows.find((r) => r.code === "NO")!.id;
  });
  afterAll(() => t?.close());

  it("builds a tree of groups with handled countries and member accounts", async () => {
    const nordics = (
      await admin.post("/rest/region/groups", { name: "Nordics", description: "North", handlesCountries: [{ id: no }] })
    ).json();
    const sweden = await admin.post("/rest/region/groups", { name: "Sweden", groupId: nordics.id, handlesCountries: [{ id: se }] });
    expect(sweden.statusCode).toBe(200);
    expect(sweden.json()).toMatchObject({
      name: "Sweden",
      groupId: nordics.id,
      parentGroup: { id: nordics.id, name: "Nordics" },
      handlesCountries: [{ id: se, code: "SE", name: "Sweden" }],
    });

    const self = (await admin.get("/rest/admin/accounts")).json().find((a: { id: number }) => a.id === admin.accountId);
    expect((await admin.put(`/rest/admin/accounts/${self.id}`, { ...self, groups: [{ id: sweden.json().id }] })).statusCode).toBe(200);

    const tree = (await admin.get("/rest/region/group/tree")).json().tree;
    const root = tree.find((g: { name: string }) => g.name === "Nordics");
    expect(root.childGroups.map((g: { name: string }) => g.name)).toEqual(["Sweden"]);
    expect(root.childGroups[0].accounts.map((a: { id: number }) => a.id)).toEqual([admin.accountId]);
    expect((await admin.get("/rest/region/groups")).json().map((g: { name: string }) => g.name)).toEqual(["Nordics", "Sweden"]);
  });

  it("refuses a country a sub-group handles, a cycle, and unknown ids", async () => {
    const tree = (await admin.get("/rest/region/group/tree")).json().tree;
    const nordics = tree.find((g: { name: string }) => g.name === "Nordics");
    const sweden = nordics.childGroups[0];
    // Each refusal below leaves the group as it was, so its version stays the one read.
    const version = { updatedAt: nordics.updatedAt };
    const taken = await admin.patch(`/rest/region/groups/${nordics.id}`, { handlesCountries: [{ id: se }], ...version });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("Handled by a sub-group: Sweden.");
    const cycle = await admin.patch(`/rest/region/groups/${nordics.id}`, { groupId: sweden.id, ...version });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields).toEqual({ groupId: "would create a cycle" });
    expect((await admin.patch(`/rest/region/groups/${nordics.id}`, { handlesCountries: [{ id: 999999 }], ...version })).statusCode).toBe(
      400,
    );
    expect((await admin.patch("/rest/region/groups/999999", { name: "x", ...version })).statusCode).toBe(404);
    expect((await admin.post("/rest/region/groups", { name: "" })).statusCode).toBe(400);
    expect((await admin.post("/rest/region/groups", { description: "no name" })).json().error.fields).toHaveProperty("name");
    expect((await admin.post("/rest/region/groups", { name: "x".repeat(201) })).statusCode).toBe(400);
  });

  it("renames with a concurrency token and deletes a group with its sub-groups", async () => {
    const tree = (await admin.get("/rest/region/group/tree")).json().tree;
    const nordics = tree.find((g: { name: string }) => g.name === "Nordics");
    const renamed = await admin.patch(`/rest/region/groups/${nordics.id}`, { name: "Norden", updatedAt: nordics.updatedAt });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Norden");
    expect((await admin.patch(`/rest/region/groups/${nordics.id}`, { name: "Stale", updatedAt: nordics.updatedAt })).statusCode).toBe(409);
    expect((await admin.delete(`/rest/region/groups/${nordics.id}`)).statusCode).toBe(204);
    expect((await admin.get("/rest/region/groups")).json()).toEqual([]);
  });

  it("gives the frontend configuration to any logged-in account", async () => {
    const user = await t.login([]);
    const config = (await user.get("/rest/frontend-config/frontend-config")).json();
    expect(config).toMatchObject({
      purgeCode: expect.any(String),
      polo_url: expect.stringMatching(/^http/),
      map: { center: { latitude: 60, longitude: 10 }, zoom: 5 },
    });
    expect(config.purgeTargets).toHaveLength(3);
  });
});
