import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Warranty registrations and the bed range (issue 16): every operation of the tags warranty and
 * products, with bad input per operation (400 naming the fields, 404, 409, 403), the table's
 * search and paging by cursor against paging by number, and a contact's registrations.
 */

interface Registration {
  id: number;
  bedModel: string;
  bedColor: string | null;
  bedTopMattressModel: string | null;
  bedId: string;
  purchasedMonth: number;
  purchasedYear: number;
  careReminders: boolean;
  purchaseLocation: { id: number; name: string } | null;
  createdDate: string;
  registeredTo: { id: number; firstname: string | null; lastname: string | null; primaryEmail: { value: string } | null } | null;
  updatedAt: string;
}

interface Page {
  list: Registration[];
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

const THIS_YEAR = new Date().getUTCFullYear();

describe.each(testDatabaseKinds)("warranty registrations and products on %s", (kind) => {
  let t: TestApp;
  let warranty: Client;
  let contactStaff: Client;
  let outsider: Client;
  let anna: number;
  let bertil: number;
  let store: number;

  const registrations = (contact: number) => `/rest/contact/contacts/${contact}/warranty-registrations`;
  const bed = (over: Record<string, unknown> = {}) => ({
    bedModel: "Aurora",
    bedColor: "Charcoal",
    bedTopMattressModel: "Wool top",
    bedId: `AUR-${Math.random().toString(36).slice(2, 10)}`,
    purchasedMonth: 3,
    purchasedYear: 2020,
    careReminders: true,
    ...over,
  });
  const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {}).sort();

  async function register(contact: number, over: Record<string, unknown> = {}): Promise<Registration> {
    const answer = await warranty.post(registrations(contact), bed(over));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    warranty = await t.login(["warranty"]);
    contactStaff = await t.login(["contact"]);
    outsider = await t.login(["cms"]);
    const db = t.database.db;
    const models = await db
      .insertInto("bed_models")
      .values([
        { name: "Aurora", sort_order: 0 },
        { name: "Eira", sort_order: 1 },
      ])
      .returning(["id", "name"])
      .execute();
    const id = (name: string) => models.find((m) => m.name === name)!.id;
    await db
      .insertInto("bed_colors")
      .values([
        { bed_model_id: id("Aurora"), name: "Blue check", sort_order: 0 },
        { bed_model_id: id("Aurora"), name: "Charcoal", sort_order: 1 },
        { bed_model_id: id("Eira"), name: "Natural linen", sort_order: 0 },
      ])
      .execute();
    await db
      .insertInto("top_mattresses")
      .values([
        { name: "Wool top", sort_order: 1 },
        { name: "Latex top", sort_order: 0 },
      ])
      .execute();
    const se = (await db.insertInto("countries").values({ code: "SE", name: "Sweden" }).returning("id").executeTakeFirstOrThrow()).id;
    store = (
      await db
        .insertInto("company_locations")
        .values({ name: "Vividus Östermalm", street: "Sibyllegatan 12", zip_code: "114 42", city: "Stockholm", country_id: se })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const contact = async (firstname: string, lastname: string, email: string, telephone: string | null = null) => {
      const made = await db.insertInto("contacts").values({ firstname, lastname, telephone }).returning("id").executeTakeFirstOrThrow();
      await db.insertInto("contact_emails").values({ contact_id: made.id, value: email, kind: "primary" }).execute();
      return made.id;
    };
    anna = await contact("Anna", "Lindqvist", "anna.lindqvist@example.org", "+46 70 123 45 67");
    bertil = await contact("Bertil", "Åkesson", "bertil@example.org");
  });
  afterAll(() => t?.close());

  it("lists the bed models with their colours and the top mattresses, in the range's order", async () => {
    const models = await warranty.get("/rest/product/products/bed-models");
    expect(models.statusCode, models.body).toBe(200);
    expect(models.json()).toEqual([
      { name: "Aurora", colors: [{ name: "Blue check" }, { name: "Charcoal" }] },
      { name: "Eira", colors: [{ name: "Natural linen" }] },
    ]);
    const mattresses = await warranty.get("/rest/product/products/top-mattresses");
    expect(mattresses.statusCode).toBe(200);
    expect(mattresses.json()).toEqual([{ name: "Latex top" }, { name: "Wool top" }]);
  });

  it("registers a bed to a contact and answers it by id", async () => {
    const made = await register(anna, { bedId: "AUR20-000001", purchaseLocation: { id: store, name: "ignored" } });
    expect(made).toMatchObject({
      bedModel: "Aurora",
      bedColor: "Charcoal",
      bedTopMattressModel: "Wool top",
      bedId: "AUR20-000001",
      purchasedMonth: 3,
      purchasedYear: 2020,
      careReminders: true,
      purchaseLocation: { id: store, name: "Vividus Östermalm" },
      registeredTo: { id: anna, firstname: "Anna", lastname: "Lindqvist", primaryEmail: { value: "anna.lindqvist@example.org" } },
    });
    const read = await warranty.get(`/warranty/data/warranty/index?id=${made.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(made);
    // The contact permission reads it too (x-permission [warranty, contact]).
    expect((await contactStaff.get(`/warranty/data/warranty/index?id=${made.id}`)).statusCode).toBe(200);
    // Without a top mattress or a store, and careReminders defaulting to false.
    const plain = await warranty.post(registrations(anna), {
      bedModel: "Eira",
      bedColor: "Natural linen",
      bedId: "EIR-plain-1",
      purchasedMonth: 1,
      purchasedYear: 1993,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ bedTopMattressModel: null, purchaseLocation: null, careReminders: false });
  });

  it("answers bad registrations with 400 naming every failing field", async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ bedColor: "Natural linen" }, ["bedColor"]],
      [{ bedColor: null }, ["bedColor"]],
      [{ bedModel: "Nonesuch" }, ["bedModel"]],
      [{ bedTopMattressModel: "Feather top" }, ["bedTopMattressModel"]],
      [{ purchasedYear: 1992 }, ["purchasedYear"]],
      [{ purchasedYear: THIS_YEAR + 1 }, ["purchasedYear"]],
      [{ purchasedMonth: 0 }, ["purchasedMonth"]],
      [{ purchasedMonth: 13 }, ["purchasedMonth"]],
      [{ bedId: "   " }, ["bedId"]],
      [{ purchaseLocation: { id: 999_999 } }, ["purchaseLocation"]],
      [{ id: 5 }, ["id"]],
      [{ createdDate: "not a date" }, ["createdDate"]],
      [
        { bedColor: "Natural linen", purchasedYear: THIS_YEAR + 1, bedTopMattressModel: "Feather top" },
        ["bedColor", "bedTopMattressModel", "purchasedYear"],
      ],
    ];
    for (const [over, fields] of cases) {
      const answer = await warranty.post(registrations(anna), bed(over));
      expect(answer.statusCode, `${JSON.stringify(over)}: ${answer.body}`).toBe(400);
      for (const field of fields) expect(fieldsOf(answer).join(" "), JSON.stringify(over)).toContain(field);
    }
    if (new Date().getUTCMonth() < 11) {
      const future = await warranty.post(registrations(anna), bed({ purchasedYear: THIS_YEAR, purchasedMonth: 12 }));
      expect(future.statusCode).toBe(400);
      expect(fieldsOf(future)).toEqual(["purchasedMonth"]);
    }
    const missing = await warranty.post(registrations(anna), { bedModel: "Aurora" });
    expect(missing.statusCode).toBe(400);
    // Nothing was stored by the refused saves.
    const count = await t.database.db
      .selectFrom("warranty_registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("refuses a bed id already registered (any contact, any case) with 409 naming bedId, and says so in the check", async () => {
    await register(anna, { bedId: "AUR20-DUP" });
    const again = await warranty.post(registrations(bertil), bed({ bedId: "aur20-dup" }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.fields).toEqual({ bedId: "is already registered" });

    const check = (contact: number, bedId: string) =>
      warranty.get(`${registrations(contact)}/bed-id-unique-check?bedId=${encodeURIComponent(bedId)}`);
    expect((await check(bertil, "AUR20-DUP")).json()).toEqual({ isUnique: false });
    expect((await check(bertil, "Aur20-dup")).json()).toEqual({ isUnique: false });
    expect((await check(bertil, "AUR20-FREE")).json()).toEqual({ isUnique: true });
    expect((await check(999_999, "AUR20-FREE")).statusCode).toBe(404);
    expect((await warranty.get(`${registrations(bertil)}/bed-id-unique-check`)).statusCode).toBe(400);
    expect((await warranty.get(`${registrations(bertil)}/bed-id-unique-check?bedId=`)).statusCode).toBe(400);
  });

  it("registers two saves of one new bed id at once exactly once", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => warranty.post(registrations(bertil), bed({ bedId: "RACE-1" }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it("updates a registration with its version; stale 409, missing 428, another contact's 404, a taken bed id 409", async () => {
    const made = await register(anna, { bedId: "UPD-1" });
    const url = `${registrations(anna)}/${made.id}`;
    const changed = await warranty.put(url, {
      ...bed({ bedId: "UPD-1b", bedModel: "Eira", bedColor: "Natural linen" }),
      updatedAt: made.updatedAt,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: made.id, bedId: "UPD-1b", bedModel: "Eira", bedColor: "Natural linen" });
    expect(changed.json().updatedAt).not.toBe(made.updatedAt);
    // Its own bed id is not a clash.
    const same = await warranty.put(url, { ...bed({ bedId: "UPD-1b" }), id: made.id, updatedAt: changed.json().updatedAt });
    expect(same.statusCode, same.body).toBe(200);

    const stale = await warranty.put(url, { ...bed({ bedId: "UPD-1c" }), updatedAt: made.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ updatedAt: "is stale" });
    expect((await warranty.put(url, bed({ bedId: "UPD-1c" }))).statusCode).toBe(428);

    await register(anna, { bedId: "UPD-TAKEN" });
    const taken = await warranty.put(url, { ...bed({ bedId: "upd-taken" }), updatedAt: same.json().updatedAt });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ bedId: "is already registered" });

    const bad = await warranty.put(url, { ...bed({ bedColor: "Natural linen", purchasedMonth: 13 }), updatedAt: same.json().updatedAt });
    expect(bad.statusCode).toBe(400);
    const wrongId = await warranty.put(url, { ...bed(), id: made.id + 1000, updatedAt: same.json().updatedAt });
    expect(wrongId.statusCode).toBe(400);
    expect(fieldsOf(wrongId)).toEqual(["id"]);

    const elsewhere = await warranty.put(`${registrations(bertil)}/${made.id}`, { ...bed(), updatedAt: same.json().updatedAt });
    expect(elsewhere.statusCode).toBe(404);
    expect((await warranty.put(`${registrations(anna)}/999999`, { ...bed(), updatedAt: made.updatedAt })).statusCode).toBe(404);
  });

  it("answers 404 for unknown ids", async () => {
    expect((await warranty.get("/warranty/data/warranty/index?id=999999")).statusCode).toBe(404);
    expect((await warranty.get(registrations(999_999))).statusCode).toBe(404);
    expect((await warranty.post(registrations(999_999), bed())).statusCode).toBe(404);
    expect((await warranty.get("/warranty/data/warranty/index?id=abc")).statusCode).toBe(400);
  });

  it("lists a contact's registrations newest first, an empty list for a contact with none", async () => {
    const carl = (
      await t.database.db.insertInto("contacts").values({ firstname: "Carl", lastname: "Nyberg" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    const empty = await warranty.get(registrations(carl));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const first = await register(carl, { bedId: "CARL-1", createdDate: "2021-01-01T00:00:00.000Z" });
    const second = await register(carl, { bedId: "CARL-2", createdDate: "2022-01-01T00:00:00.000Z" });
    const list = await contactStaff.get(registrations(carl));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: Registration) => r.id)).toEqual([second.id, first.id]);
    expect(list.json().every((r: Registration) => r.registeredTo?.id === carl)).toBe(true);
  });

  it("searches contacts by name, e-mail and phone, at most 50, by last name", async () => {
    const search = (text: string) => warranty.get(`/warranty/data/warranty/search-contact?search=${encodeURIComponent(text)}`);
    const byName = await search("lindq");
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toEqual([
      expect.objectContaining({
        id: anna,
        firstname: "Anna",
        lastname: "Lindqvist",
        primaryEmail: expect.objectContaining({ value: "anna.lindqvist@example.org" }),
        alternativeEmails: [],
        pendingEmails: [],
        account: { username: null, isSet: false },
      }),
    ]);
    expect((await search("Anna Lind")).json().map((c: { id: number }) => c.id)).toEqual([anna]);
    expect((await search("BERTIL@EXAMPLE")).json().map((c: { id: number }) => c.id)).toEqual([bertil]);
    expect((await search("123 45")).json().map((c: { id: number }) => c.id)).toEqual([anna]);
    expect((await search("example.org")).json().map((c: { lastname: string }) => c.lastname)).toEqual(["Lindqvist", "Åkesson"]);
    expect((await search("nobody-here")).json()).toEqual([]);
    expect((await search("%")).json()).toEqual([]);
    expect((await warranty.get("/warranty/data/warranty/search-contact")).statusCode).toBe(400);
    expect((await warranty.get("/warranty/data/warranty/search-contact?search=")).statusCode).toBe(400);
  });

  it("pages the table newest first and searches bed id, model, contact name and e-mail", async () => {
    const page = async (query: string) => {
      const answer = await warranty.get(`/warranty/data/warranty/get-paged-list?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Page;
    };
    const all = await page("");
    const stored = await t.database.db.selectFrom("warranty_registrations").select(["id", "created_date"]).execute();
    expect(all.total).toBe(stored.length);
    const newestFirst = [...stored]
      .sort((a, b) => new Date(b.created_date).getTime() - new Date(a.created_date).getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(all.list.map((r) => r.id)).toEqual(newestFirst);
    expect((await page("sort=createdAt")).list.map((r) => r.id)).toEqual(newestFirst);

    const search = async (text: string) => page(`filters=${encodeURIComponent(JSON.stringify({ search: text }))}`);
    expect((await search("carl-")).list.map((r) => r.bedId).sort()).toEqual(["CARL-1", "CARL-2"]);
    const eira = await search("eir");
    expect(eira.list.length).toBeGreaterThan(0);
    expect(eira.list.every((r) => r.bedModel === "Eira" || r.bedId.toLowerCase().includes("eir"))).toBe(true);
    expect((await search("Bertil Åkesson")).list.every((r) => r.registeredTo?.id === bertil)).toBe(true);
    expect((await search("bertil@example")).total).toBe((await search("Åkesson")).total);
    expect((await search("no-such-bed")).total).toBe(0);

    // The simple list: the same search, the default sort.
    const simple = await warranty.get(`/warranty/data/warranty/get-list?search=carl-&count=1`);
    expect(simple.statusCode, simple.body).toBe(200);
    expect(simple.json()).toMatchObject({ total: 2, list: [{ bedId: "CARL-2" }] });

    for (const [query, field] of [
      ["sort=lastname", "sort"],
      ["filters=%7B%22bedModel%22%3A%22Aurora%22%7D", "filters.bedModel"],
      ["filters=nope", "filters"],
      ["after=not-a-cursor", "after"],
      ["count=0", "count"],
    ] as const) {
      const answer = await warranty.get(`/warranty/data/warranty/get-paged-list?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(fieldsOf(answer).join(" "), query).toContain(field);
    }
  });

  it("keeps the search in step with the contact's names and e-mails and the model's name, and forgets an erased contact", async () => {
    const db = t.database.db;
    const searchIds = async (text: string) => {
      const answer = await warranty.get(
        `/warranty/data/warranty/get-paged-list?filters=${encodeURIComponent(JSON.stringify({ search: text }))}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as Page).list.map((r) => r.id);
    };
    const erin = (
      await db.insertInto("contacts").values({ firstname: "Erin", lastname: "Sjöberg" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    const made = await register(erin, { bedId: "SYNC-1" });
    expect(await searchIds("sjöberg")).toEqual([made.id]);

    await db.updateTable("contacts").set({ lastname: "Holmgren" }).where("id", "=", erin).execute();
    expect(await searchIds("sjöberg")).toEqual([]);
    expect(await searchIds("erin holmgren")).toEqual([made.id]);

    await db.insertInto("contact_emails").values({ contact_id: erin, value: "erin.h@example.net", kind: "primary" }).execute();
    expect(await searchIds("ERIN.H@")).toEqual([made.id]);
    await db.updateTable("contact_emails").set({ value: "e.holmgren@example.net" }).where("contact_id", "=", erin).execute();
    expect(await searchIds("erin.h@")).toEqual([]);
    expect(await searchIds("e.holmgren@")).toEqual([made.id]);

    await db.updateTable("bed_models").set({ name: "Aurora Nova" }).where("name", "=", "Aurora").execute();
    expect(await searchIds("aurora nova")).toContain(made.id);
    await db.updateTable("bed_models").set({ name: "Aurora" }).where("name", "=", "Aurora Nova").execute();

    // Erasing the contact leaves the bed registered, with nothing of the person in it.
    await db.deleteFrom("contacts").where("id", "=", erin).execute();
    expect(await searchIds("holmgren")).toEqual([]);
    const kept = await db
      .selectFrom("warranty_registrations")
      .select(["contact_id", "search_text"])
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ contact_id: null, search_text: "sync-1 aurora" });
    const read = await warranty.get(`/warranty/data/warranty/index?id=${made.id}`);
    expect(read.json()).toMatchObject({ bedId: "SYNC-1", registeredTo: null });
  });

  it("walks every sort by cursor forwards and back as paging by number reads it", async () => {
    // Ties: equal created dates, a shared purchase year and month, a bed id differing only in case.
    const db = t.database.db;
    const contact = (
      await db.insertInto("contacts").values({ firstname: "Dora", lastname: "Walk" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    for (let i = 0; i < 9; i++) {
      await register(contact, {
        bedId: `WALK-${String.fromCharCode(97 + ((i * 5) % 9))}${i}`,
        purchasedYear: 2015 + (i % 3),
        purchasedMonth: 1 + (i % 2),
        createdDate: `2023-0${1 + (i % 4)}-01T00:00:00.000Z`,
      });
    }
    const PAGE = 3;
    const get = async (query: Record<string, string | number | undefined>) => {
      const params = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
      const answer = await warranty.get(`/warranty/data/warranty/get-paged-list?${params}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Page;
    };
    for (const sort of ["createdDate", "createdAt", "bedId", "purchasedYear"]) {
      for (const direction of ["asc", "desc"]) {
        for (const filters of [undefined, JSON.stringify({ search: "walk" })]) {
          const base = { sort, direction, filters, count: PAGE };
          const label = `${sort} ${direction} ${filters ?? ""}`;
          const whole = (await get({ ...base, count: 1000 })).list.map((r) => r.id);
          const byNumber: number[] = [];
          for (let n = 1; n <= Math.ceil(whole.length / PAGE); n++)
            byNumber.push(...(await get({ ...base, page: n })).list.map((r) => r.id));
          expect(byNumber, label).toEqual(whole);

          let answer = await get(base);
          const forwards = [...answer.list.map((r) => r.id)];
          expect(answer.previousCursor, label).toBeNull();
          while (answer.nextCursor) {
            answer = await get({ ...base, after: answer.nextCursor });
            forwards.push(...answer.list.map((r) => r.id));
          }
          expect(forwards, label).toEqual(whole);
          const backwards: number[][] = [answer.list.map((r) => r.id)];
          while (answer.previousCursor) {
            answer = await get({ ...base, before: answer.previousCursor });
            backwards.unshift(answer.list.map((r) => r.id));
          }
          expect(backwards.flat().slice(0, PAGE), label).toEqual(whole.slice(0, PAGE));
          expect(new Set(backwards.flat()), label).toEqual(new Set(whole));
        }
      }
    }
    const first = await get({ sort: "bedId", direction: "asc", count: PAGE });
    const other = await warranty.get(`/warranty/data/warranty/get-paged-list?sort=purchasedYear&after=${first.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other)).toEqual(["after"]);
  });

  it("answers 403 without the warranty permission and 401 without a session", async () => {
    const anyone = anonymous(t.app);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/warranty/data/warranty/index?id=1"],
      ["GET", "/warranty/data/warranty/get-list"],
      ["GET", "/warranty/data/warranty/get-paged-list"],
      ["GET", "/warranty/data/warranty/search-contact?search=anna"],
      ["GET", registrations(anna)],
      ["POST", registrations(anna), bed()],
      ["PUT", `${registrations(anna)}/1`, { ...bed(), updatedAt: new Date().toISOString() }],
      ["GET", `${registrations(anna)}/bed-id-unique-check?bedId=X`],
      ["GET", "/rest/product/products/bed-models"],
      ["GET", "/rest/product/products/top-mattresses"],
    ];
    for (const [method, url, payload] of calls) {
      const denied = await outsider.request({ method: method as "GET", url, payload: payload as object | undefined });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      const unknown = await anyone.request({ method: method as "GET", url, payload: payload as object | undefined });
      expect(unknown.statusCode, `${method} ${url}`).toBe(401);
    }
    // The contact permission alone reads a contact's list, but cannot register a bed.
    expect((await contactStaff.get(registrations(anna))).statusCode).toBe(200);
    expect((await contactStaff.post(registrations(anna), bed())).statusCode).toBe(403);
  });
});
