import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../src/server/contract.ts";
import { PURGE_LOG_FILTERS, PURGE_LOG_SORT_COLUMNS } from "../../src/server/routes/cmsPurge/purge-log-store.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const PAGE = "/cms/purge/log";

interface Entry {
  id: number;
  target: string;
  code: string | null;
  status: string;
  response: string | null;
  account: { id: number; name: string; email: string } | null;
}

const withFilters = (filters: unknown, rest = "") => `${PAGE}?filters=${encodeURIComponent(JSON.stringify(filters))}${rest}`;
const targets = (page: { list: Entry[] }) => page.list.map((e) => e.target);

/**
 * The CDN purge log (getPurgeLogPage, issue 18): the CDN adapter's embedded default logs every
 * purge, and staff with cms read it here, newest first, with who purged and the CDN's answer.
 */
describe.each(testDatabaseKinds)("CDN purge log on %s", (kind) => {
  let t: TestApp;
  let cms: Client;
  let translator: Client;
  const purge = async (client: Client, code: string) => {
    const answer = await client.get(`/cms/purge/cp-code?code=${code}`);
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { cdnPurgeWebhookUrl: undefined });
    cms = await t.login(["cms"]);
    translator = await t.login([], ["sv"]);
    // Older purges of a webhook setup: one the CDN took, one it refused from an account since
    // deleted, logged before codes were kept.
    await t.database.db
      .insertInto("purge_log")
      .values([
        {
          target: "Image manager",
          code: "100002",
          status: "sent",
          response: '200 {"estimatedSeconds":5}',
          account_id: cms.accountId,
          created_at: new Date("2025-01-01T09:00:00Z"),
        },
        {
          target: "Main site",
          code: null,
          status: "failed",
          response: "503 busy",
          account_id: null,
          created_at: new Date("2025-01-02T09:00:00Z"),
        },
      ])
      .execute();
    // Purges through the operation: the embedded default logs each one.
    await purge(cms, "100001");
    await purge(translator, "100004");
    await purge(cms, "100003");
  });
  afterAll(() => t?.close());

  it("needs a session and the cms permission", async () => {
    expect((await anonymous(t.app).get(PAGE)).statusCode).toBe(401);
    // A translator may purge the translations, but the log is the CMS staff's.
    expect((await translator.get(PAGE)).statusCode).toBe(403);
    expect((await (await t.login(["warranty", "catalogOrder"])).get(PAGE)).statusCode).toBe(403);
    expect((await (await t.login(["all"])).get(PAGE)).statusCode).toBe(200);
  });

  it("shows every purge newest first, with who purged and the CDN's answer", async () => {
    const answer = await cms.get(PAGE);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    expect(page).toMatchObject({ total: 5, totalIsEstimate: false, filterable: {}, nextCursor: null, previousCursor: null });
    expect(targets(page)).toEqual(["Image manager derivatives", "translations", "Main site", "Main site", "Image manager"]);
    const accounts = await t.database.db
      .selectFrom("accounts")
      .select(["id", "firstname", "lastname", "email"])
      .where("id", "in", [cms.accountId!, translator.accountId!])
      .execute();
    const person = (id: number) => {
      const a = accounts.find((r) => r.id === id)!;
      return { id, name: `${a.firstname} ${a.lastname}`, email: a.email };
    };
    expect(page.list[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      target: "Image manager derivatives",
      code: "100003",
      status: "logged",
      response: null,
      account: person(cms.accountId!),
    });
    expect(page.list[1]).toMatchObject({ code: "100004", status: "logged", account: person(translator.accountId!) });
    expect(page.list[3]).toEqual(expect.objectContaining({ code: null, status: "failed", response: "503 busy", account: null }));
    expect(page.list[4]).toMatchObject({ status: "sent", response: '200 {"estimatedSeconds":5}', account: person(cms.accountId!) });
    expect(Date.parse(page.list[0].createdAt)).toBeGreaterThan(Date.parse(page.list[3].createdAt));
  });

  it("pages by number and by keyset, and sorts by target, code and status", async () => {
    const first = (await cms.get(`${PAGE}?count=2`)).json();
    expect(targets(first)).toEqual(["Image manager derivatives", "translations"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (await cms.get(`${PAGE}?count=2&after=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(targets(next)).toEqual(["Main site", "Main site"]);
    expect(next.list[1].status).toBe("failed");
    const back = (await cms.get(`${PAGE}?count=2&before=${encodeURIComponent(next.previousCursor)}`)).json();
    expect(back.list.map((e: Entry) => e.id)).toEqual(first.list.map((e: Entry) => e.id));
    expect(targets((await cms.get(`${PAGE}?page=3&count=2`)).json())).toEqual(["Image manager"]);

    const byTarget = (await cms.get(`${PAGE}?sort=target`)).json();
    expect(targets(byTarget)).toEqual(["Image manager", "Image manager derivatives", "Main site", "Main site", "translations"]);
    // A code that was never kept sorts last ascending, as the index keeps it.
    const byCode = (await cms.get(`${PAGE}?sort=code`)).json();
    expect(byCode.list.map((e: Entry) => e.code)).toEqual(["100001", "100002", "100003", "100004", null]);
    const byStatus = (await cms.get(`${PAGE}?sort=status&direction=desc`)).json();
    expect(byStatus.list.map((e: Entry) => e.status)).toEqual(["sent", "logged", "logged", "logged", "failed"]);
  });

  it("filters by target or code in any case, and by status", async () => {
    const search = async (text: string) => targets((await cms.get(withFilters({ search: text }))).json());
    expect(await search("IMAGE")).toEqual(["Image manager derivatives", "Image manager"]);
    expect(await search("100004")).toEqual(["translations"]);
    expect(await search("main site")).toEqual(["Main site", "Main site"]);
    // The user's % and _ are taken literally.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect(await search("   ")).toHaveLength(5);

    const logged = (await cms.get(withFilters({ status: "logged" }))).json();
    expect(logged).toMatchObject({ total: 3, totalIsEstimate: false });
    expect(targets(logged)).toEqual(["Image manager derivatives", "translations", "Main site"]);
    expect(targets((await cms.get(withFilters({ status: "failed" }))).json())).toEqual(["Main site"]);
    const sentImages = await cms.get(withFilters({ status: "sent", search: "image" }, "&sort=code"));
    expect(targets(sentImages.json())).toEqual(["Image manager"]);
    expect((await cms.get(withFilters({ status: "sent", search: "main" }))).json()).toMatchObject({ list: [], total: 0 });
  });

  it("answers bad paging input with 400 naming the field, never 500", async () => {
    const cases: Array<[string, string]> = [
      ["page=0", "page"],
      ["count=1001", "count"],
      ["sort=response", "sort"],
      ["direction=up", "direction"],
      ["after=not-a-cursor", "after"],
      [`filters=${encodeURIComponent("{bad json")}`, "filters"],
      [`filters=${encodeURIComponent("[1]")}`, "filters"],
      [`filters=${encodeURIComponent('{"account":"x"}')}`, "filters.account"],
      [`filters=${encodeURIComponent('{"status":"unsent"}')}`, "filters.status"],
      [`filters=${encodeURIComponent('{"search":42}')}`, "filters.search"],
      [`filters=${encodeURIComponent(JSON.stringify({ search: "x".repeat(201) }))}`, "filters.search"],
    ];
    for (const [query, field] of cases) {
      const answer = await cms.get(`${PAGE}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), `${query}: ${answer.body}`).toContain(field);
    }
  });
});

describe("getPurgeLogPage whitelists", () => {
  const operation = loadContract().paths[PAGE]!.get as Record<string, any>;

  it("filter by exactly the keys the contract's x-filters lists", () => {
    expect(Object.keys(PURGE_LOG_FILTERS).sort()).toEqual(Object.keys(operation["x-filters"]).sort());
  });

  it("sort by exactly the fields of the contract's sort enum", () => {
    const sort = operation.parameters.find((p: { name?: string }) => p.name === "sort");
    expect(Object.keys(PURGE_LOG_SORT_COLUMNS).sort()).toEqual([...sort.schema.enum].sort());
  });
});
