import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Rule {
  levels: number;
  matchType: string;
  location: { id: number; name: string } | null;
  email: string | null;
  areaType: string | null;
  regionName: string | null;
}

/**
 * The routing simulator's premise (issue 15), end to end: a store assigned on the map
 * (assignAreaHandler) is the one the rule test (testCatalogRouting, what the simulator shows)
 * names, at the level expected, and the one the next catalog request with that zip code is
 * mailed to (the embedded mail adapter keeps it in the outbox). On the catalog routing network
 * (tests/fixtures/catalog-network.ts).
 */
describe.each(testDatabaseKinds)("the routing simulator's premise on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let catalog: Client;
  let network: CatalogNetwork;
  let norrmalm: number;
  let vast: number;

  beforeAll(async () => {
    // No SMTP_URL: mail is kept in the outbox, where the test reads who was notified.
    t = await createTestApp(kind, { smtpUrl: undefined });
    network = await seedCatalogNetwork(t.database.db);
    const store = async (name: string, email: string) =>
      (
        await t.database.db
          .insertInto("company_locations")
          .values({ name, email, country_id: network.countries.se, street: `${name}gatan 1`, zip_code: "111 22", city: "Stockholm" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    norrmalm = await store("Norrmalm Sängar", "norrmalm@x.test");
    vast = await store("Malmö Väst Sängar", "vast@x.test");
    sales = await t.login(["salesRegions"]);
    catalog = await t.login(["catalogOrder"]);
  });
  afterAll(() => t?.close());

  const simulate = async (zipCode: string) => {
    const answer = await sales.post("/rest/catalog/test", { zipCode, region: null, country: "SE" });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as Rule[];
  };
  const rows = (rules: Rule[]) => rules.map((r) => [r.levels, r.matchType, r.regionName, r.location?.name ?? null, r.email, r.areaType]);
  /** The rule a request is sent by (catalog-routing.ts chooseRoute): the first with an e-mail address. */
  const receiving = (rules: Rule[]) => rules.find((r) => r.email !== null);
  const assign = async (storeId: number, zipCode: string, level: number, type: string) => {
    const answer = await sales.get(
      `/rest/area-assign-handler?${new URLSearchParams({ storeId: String(storeId), zipCode, countryCode: "SE", level: String(level), type })}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const order = async (zipCode: string, city: string) => {
    const last = await t.database.db
      .selectFrom("outbox")
      .select(({ fn }) => fn.max("id").as("id"))
      .executeTakeFirst();
    const answer = await catalog.post("/rest/catalog/catalog-orders", orderBody({ zipCode, city }));
    expect(answer.statusCode, answer.body).toBe(200);
    const mails = await t.database.db
      .selectFrom("outbox")
      .select(["to_address", "subject"])
      .where("id", ">", Number(last?.id ?? 0))
      .execute();
    return { order: answer.json(), mails };
  };

  it("a store assigned on the map to a region is the one the simulator names, and the one the next request goes to", async () => {
    // Before: Stockholm's only store has no e-mail address, so the country's store would get it.
    const before = await simulate("111-22");
    expect(receiving(before)).toMatchObject({ levels: 4, matchType: "country", email: "flagship@x.test" });

    const assigned = await assign(norrmalm, "111 22", 1, "contractArea");
    expect(assigned).toMatchObject({ level: 1, type: "contractArea", region: { id: network.regions.stockholm, level: 1 } });

    // The simulator's answer (spaces, dashes and case do not matter): both contract-area stores of
    // the state Stockholm at distance 1, the one without e-mail first (lower id) and skipped.
    const rules = await simulate(" 11122 ");
    expect(rows(rules)).toEqual([
      [1, "region1", "Stockholm", "No Mail Sängar", null, "contractArea"],
      [1, "region1", "Stockholm", "Norrmalm Sängar", "norrmalm@x.test", "contractArea"],
      [4, "country", null, "Flagship Stockholm", "flagship@x.test", null],
      [5, "fallback", null, null, "catalog.se@x.test", null],
    ]);
    expect(receiving(rules)!.location!.id).toBe(norrmalm);

    // The next request from there goes to that store, by that rule, and it gets the mail.
    const { order: created, mails } = await order("111 22", "Stockholm");
    expect(created).toMatchObject({
      status: { code: "delivered" },
      locationNotifiedToEmail: "norrmalm@x.test",
      locationNotifiedByMatchType: "region1",
      notifiedLocation: { id: norrmalm, name: "Norrmalm Sängar" },
    });
    expect(mails).toEqual([{ to_address: "norrmalm@x.test", subject: expect.stringContaining(`#${created.id}`) }]);
  });

  it("a store assigned further up than the address's closest handler is next in line, at its distance, and gets nothing", async () => {
    await assign(vast, "211 22", 2, "workingArea");
    const rules = await simulate("211 22");
    // Malmö is a level-2 region two regions up from 211 22 (Centrum, Malmö): distance 2.
    expect(rows(rules)).toEqual([
      [1, "region3", "Centrum", "Centrum Sängar", "centrum@x.test", "contractArea"],
      [1, "region3", "Centrum", "Helper Sängar", "helper@x.test", "workingArea"],
      [2, "region2", "Malmö", "Malmö Väst Sängar", "vast@x.test", "workingArea"],
      [3, "region1", "Skåne", "Skåne Sängar", "skane@x.test", "contractArea"],
      [4, "country", null, "Flagship Stockholm", "flagship@x.test", null],
      [5, "fallback", null, null, "catalog.se@x.test", null],
    ]);
    expect(receiving(rules)!.location!.id).toBe(network.locations.centrum);
    const { order: created, mails } = await order("211 22", "Malmö");
    expect(created).toMatchObject({ locationNotifiedToEmail: "centrum@x.test", locationNotifiedByMatchType: "region3" });
    expect(mails.map((m) => m.to_address)).toEqual(["centrum@x.test"]);

    // Removing the closer handlers on the region screen moves the next request to Malmö Väst.
    for (const location of [network.locations.centrum, network.locations.helper]) {
      const removed = await sales.delete(`/rest/region/${network.regions.centrum}/handler?locationId=${location}`);
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect(receiving(await simulate("21122"))).toMatchObject({
      levels: 2,
      matchType: "region2",
      regionName: "Malmö",
      email: "vast@x.test",
    });
    const next = await order("211-22", "Malmö");
    expect(next.order).toMatchObject({ locationNotifiedToEmail: "vast@x.test", locationNotifiedByMatchType: "region2" });
    expect(next.mails.map((m) => m.to_address)).toEqual(["vast@x.test"]);
  });
});
