import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import type { LocationType } from "../../src/server/db/schema.ts";

/**
 * Next and previous pages by keyset (issue 14) for the lists other than catalog requests:
 * locations, meeting bookings, the outbox and sites. For every sort × direction (and a filter
 * set or two), the walk forwards by nextCursor and back by previousCursor reads the same rows
 * in the same order as paging by number; a cursor that is not one, or was made under another
 * sort or other filters, is a 400 naming its parameter. The rows have ties, nulls and
 * timestamps apart by a microsecond, so the walks cross every kind of key boundary.
 */

interface Page {
  list: Array<{ id: number }>;
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

interface PagedList {
  name: string;
  path: string;
  client: () => Client;
  sorts: readonly string[];
  filterSets: readonly Record<string, unknown>[];
  /** Query parameters every request of the list carries (meeting bookings: filter=page). */
  fixed?: Record<string, string>;
}

const PAGE = 3;

describe.each(testDatabaseKinds)("keyset paging of locations, bookings, outbox and sites on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  let bookings: Client;
  let mail: Client;
  let cms: Client;

  beforeAll(async () => {
    t = await createTestApp(kind, { smtpUrl: undefined });
    const db = t.database.db;
    company = await t.login(["company"]);
    bookings = await t.login(["meetingBooking"]);
    mail = await t.login(["catalogOrder"]);
    cms = await t.login(["cms"]);

    const country = async (code: string, name: string) =>
      (await db.insertInto("countries").values({ code, name }).returning("id").executeTakeFirstOrThrow()).id;
    const se = await country("SE", "Sweden");
    const dk = await country("DK", "Denmark");
    const no = await country("NO", "Norway");

    // Locations: equal names, cities and types across ids, nulls in every nullable sort column,
    // one without a country (the country sort's null), some inactive.
    const locations: Array<{
      name: string;
      country_id: number | null;
      city: string | null;
      zip_code: string | null;
      email: string | null;
      customer_number: string | null;
      location_type: LocationType | null;
      active: boolean;
    }> = [
      {
        name: "Sängar Malmö",
        country_id: se,
        city: "Malmö",
        zip_code: "211 22",
        email: "m@x.test",
        customer_number: "100",
        location_type: "vividus_store",
        active: true,
      },
      {
        name: "Bäddar Lund",
        country_id: se,
        city: "Lund",
        zip_code: null,
        email: null,
        customer_number: null,
        location_type: null,
        active: true,
      },
      {
        name: "Sängar Malmö",
        country_id: se,
        city: "Malmö",
        zip_code: "211 22",
        email: "m@x.test",
        customer_number: "100",
        location_type: "vividus_store",
        active: false,
      },
      {
        name: "Beds København",
        country_id: dk,
        city: "København",
        zip_code: "1050",
        email: "k@x.test",
        customer_number: "200",
        location_type: "shop_in_shop",
        active: true,
      },
      {
        name: "Senger Oslo",
        country_id: no,
        city: null,
        zip_code: "0150",
        email: null,
        customer_number: "050",
        location_type: "vividus_store",
        active: true,
      },
      {
        name: "Nowhere Beds",
        country_id: null,
        city: "Lund",
        zip_code: null,
        email: "n@x.test",
        customer_number: null,
        location_type: null,
        active: false,
      },
      {
        name: "Bäddar Lund",
        country_id: se,
        city: "Lund",
        zip_code: "222 22",
        email: "l@x.test",
        customer_number: "300",
        location_type: "shop_in_shop",
        active: true,
      },
      {
        name: "Beds Aarhus",
        country_id: dk,
        city: "Aarhus",
        zip_code: "8000",
        email: null,
        customer_number: null,
        location_type: "vividus_store",
        active: true,
      },
      {
        name: "Sängar Göteborg",
        country_id: se,
        city: "Göteborg",
        zip_code: "411 01",
        email: "g@x.test",
        customer_number: "100",
        location_type: null,
        active: true,
      },
      {
        name: "Ängel Sängar",
        country_id: se,
        city: "Umeå",
        zip_code: "901 01",
        email: "u@x.test",
        customer_number: "400",
        location_type: "vividus_store",
        active: false,
      },
    ];
    const locationIds: number[] = [];
    for (const location of locations) {
      locationIds.push((await db.insertInto("company_locations").values(location).returning("id").executeTakeFirstOrThrow()).id);
    }

    // Bookings: equal times (to the microsecond and a microsecond apart), equal names, nulls, and
    // two whose location is gone (no location id or name: the location sort's nulls).
    const at = (time: string) => sql<Date>`${time}::timestamptz`;
    const booking = (
      lastname: string | null,
      firstname: string | null,
      location: number | null,
      status: "new" | "done" | "canceled",
      created: string,
      email: string | null = null,
      telephone: string | null = null,
    ) => ({ lastname, firstname, location_id: location, status, created_at: at(created), email, telephone });
    await db
      .insertInto("meeting_bookings")
      .values([
        booking("Andersson", "Kim", locationIds[0]!, "new", "2026-02-10 09:00:00.000001+00", "k@c.test", "+46 1"),
        booking("Berg", "Bo", locationIds[3]!, "done", "2026-02-10 09:00:00.000001+00", null, "+45 1"),
        booking("Berg", null, locationIds[3]!, "canceled", "2026-02-10 09:00:00.000002+00", "b@c.test", null),
        booking(null, "Ada", locationIds[1]!, "done", "2026-02-09 09:00:00+00", "a@c.test", "+46 2"),
        booking("Dahl", "Vera", null, "new", "2026-02-08 09:00:00+00", null, null),
        booking("Ek", "Vera", locationIds[6]!, "done", "2026-02-08 09:00:00+00", "e@c.test", "+46 3"),
        booking("Fors", "Bo", locationIds[4]!, "new", "2026-02-07 09:00:00+00", "f@c.test", "+47 1"),
        booking("Andersson", "Kim", null, "canceled", "2026-02-06 09:00:00+00", "k@c.test", "+46 1"),
        booking("Gran", "Lo", locationIds[0]!, "new", "2026-02-05 09:00:00.5+00", "g@c.test", "+46 4"),
        booking("Holm", "Ebba", locationIds[1]!, "done", "2026-02-04 09:00:00+00", null, "+46 5"),
        booking("Ibsen", "Ola", locationIds[4]!, "done", "2026-02-03 09:00:00+00", "i@c.test", null),
      ])
      .execute();

    // Mails: equal times, recipients and subjects across ids, some sent; long texts are sorted by
    // their first 200 characters, as indexed.
    const long = "x".repeat(210);
    const mailRow = (to: string, subject: string, created: string, sent: boolean) => ({
      to_address: to,
      subject,
      text: "body",
      created_at: at(created),
      sent_at: sent ? at(created) : null,
    });
    await db
      .insertInto("outbox")
      .values([
        mailRow("beta@x.test", "Order B", "2025-01-01 09:00:00+00", true),
        mailRow("alpha@x.test", "Order A", "2025-01-01 09:00:00+00", false),
        mailRow("alpha@x.test", "Order A", "2025-01-02 09:00:00.000001+00", true),
        mailRow("gamma@x.test", `Order ${long}1`, "2025-01-02 09:00:00.000002+00", false),
        mailRow("gamma@x.test", `Order ${long}2`, "2025-01-03 09:00:00+00", false),
        mailRow(`${long}@x.test`, "Andersson order", "2025-01-04 09:00:00+00", true),
        mailRow("delta@x.test", "Order D", "2025-01-04 09:00:00+00", false),
        mailRow("epsilon@x.test", "Andersson again", "2025-01-05 09:00:00+00", false),
      ])
      .execute();

    // Sites: active and inactive, equal names.
    const site = (language_code: string, name: string, slug: string, is_active: boolean) => ({ language_code, name, slug, is_active });
    await db
      .insertInto("sites")
      .values([
        site("sv", "Svenska", "se", true),
        site("da", "Dansk", "dk", true),
        site("nb", "Norsk", "no", false),
        site("en", "English", "en", true),
        site("de", "Deutsch", "de", false),
        site("fi", "Suomi", "fi", true),
        site("sv_FI", "Svenska", "fi-sv", true),
        site("en_GB", "English", "uk", false),
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const lists = (): PagedList[] => [
    {
      name: "locations",
      path: "/rest/company/locations/get-by-page",
      client: () => company,
      sorts: ["name", "id", "customerNumber", "locationType", "active", "country", "city", "zipCode", "email"],
      filterSets: [{}, { country: "SE" }, { active: true, search: "s" }],
    },
    {
      name: "meeting bookings",
      path: "/rest/meeting/booked-visits",
      client: () => bookings,
      fixed: { filter: "page" },
      sorts: ["createdAt", "firstname", "lastname", "email", "telephone", "status", "location"],
      filterSets: [{}, { country: "SE" }, { status: "done" }],
    },
    {
      name: "outbox",
      path: "/rest/mail/outbox/get-by-page",
      client: () => mail,
      sorts: ["createdAt", "to", "subject"],
      filterSets: [{}, { state: "unsent" }, { search: "order" }],
    },
    {
      name: "sites",
      path: "/cms/sites/get-by-page",
      client: () => cms,
      sorts: ["languageCode", "name", "slug", "isActive", "id"],
      filterSets: [{}, { isActive: true }],
    },
  ];

  const url = (list: PagedList, query: Record<string, unknown>) => {
    const params = new URLSearchParams(list.fixed);
    for (const [key, value] of Object.entries(query)) params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    return `${list.path}?${params}`;
  };
  const page = async (list: PagedList, query: Record<string, unknown>): Promise<Page> => {
    const answer = await list.client().get(url(list, query));
    expect(answer.statusCode, `${url(list, query)}: ${answer.body}`).toBe(200);
    return answer.json() as Page;
  };
  const ids = (answer: Page) => answer.list.map((row) => row.id);

  it.each(lists().map((list) => [list.name, list] as const))(
    "%s: walks every sort both ways by cursor, forwards and back, as paging by number reads them",
    async (_name, list) => {
      for (const filters of list.filterSets) {
        for (const sort of list.sorts) {
          for (const direction of ["asc", "desc"]) {
            const label = `${list.name} ${JSON.stringify(filters)} ${sort} ${direction}`;
            const base = { sort, direction, filters, count: PAGE };
            const whole = ids(await page(list, { ...base, count: 100 }));
            expect(whole.length, label).toBeGreaterThan(PAGE);
            // By number, page after page.
            const byNumber: number[][] = [];
            for (let n = 1; n <= Math.ceil(whole.length / PAGE); n++) byNumber.push(ids(await page(list, { ...base, page: n })));
            expect(byNumber.flat(), label).toEqual(whole);
            // Forwards by cursor from the first page.
            let answer = await page(list, base);
            expect(answer.previousCursor, label).toBeNull();
            const forwards: number[][] = [];
            for (;;) {
              forwards.push(ids(answer));
              if (!answer.nextCursor) break;
              answer = await page(list, { ...base, page: forwards.length + 1, after: answer.nextCursor });
              expect(answer.total, label).toBe(whole.length);
            }
            // The same pages (a full last page may lead on to an empty one: more was not known).
            expect(
              forwards.filter((rows) => rows.length > 0),
              label,
            ).toEqual(byNumber);
            // Back by cursor from the last page: every page before it, the first one full.
            const backwards: number[][] = [];
            while (answer.previousCursor) {
              answer = await page(list, { ...base, before: answer.previousCursor });
              backwards.unshift(ids(answer));
            }
            expect(backwards[0], label).toEqual(whole.slice(0, PAGE));
            expect(backwards.flat(), label).toEqual(forwards.slice(0, -1).flat());
            // A page by number (a jump) leads on by cursor too.
            const jumped = await page(list, { ...base, page: 2 });
            if (jumped.nextCursor) {
              expect(ids(await page(list, { ...base, page: 3, after: jumped.nextCursor })), label).toEqual(whole.slice(2 * PAGE, 3 * PAGE));
            }
            expect(ids(await page(list, { ...base, page: 1, before: jumped.previousCursor })), label).toEqual(whole.slice(0, PAGE));
          }
        }
      }
    },
    240_000,
  );

  it.each(lists().map((list) => [list.name, list] as const))(
    "%s: refuses a cursor that is not one, or of another sort or other filters, with 400 naming the parameter",
    async (_name, list) => {
      const [sort, other] = list.sorts;
      const first = await page(list, { sort, direction: "asc", count: 2 });
      expect(first.nextCursor).not.toBeNull();
      const refused = async (query: Record<string, unknown>, field: string) => {
        const answer = await list.client().get(url(list, query));
        expect(answer.statusCode, `${url(list, query)}: ${answer.body}`).toBe(400);
        expect(Object.keys(answer.json().error.fields ?? {}), answer.body).toContain(field);
      };
      await refused({ sort: other, direction: "asc", after: first.nextCursor }, "after");
      await refused({ sort, direction: "desc", after: first.nextCursor }, "after");
      await refused({ sort, direction: "asc", filters: list.filterSets[1], before: first.nextCursor }, "before");
      await refused({ sort, direction: "asc", after: first.nextCursor, before: first.nextCursor }, "before");
      await refused({ sort, direction: "asc", after: "bm90LWEtY3Vyc29y" }, "after");
      await refused({ sort, direction: "asc", before: "not base64" }, "before");
      // A key of another length than the sort's.
      const decoded = JSON.parse(Buffer.from(first.nextCursor!, "base64url").toString()) as { b: string; k: unknown[] };
      const edited = Buffer.from(JSON.stringify({ ...decoded, k: [...decoded.k, 1] })).toString("base64url");
      await refused({ sort, direction: "asc", after: edited }, "after");
      // The same cursor, sent back as it came, is a page.
      expect((await page(list, { sort, direction: "asc", count: 2, after: first.nextCursor })).list.length).toBeGreaterThan(0);
    },
  );

  it("takes no cursor for one location's bookings (filter=location)", async () => {
    const first = await page(lists()[1]!, { count: 2 });
    const location = (await t.database.db.selectFrom("company_locations").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    for (const parameter of ["after", "before"]) {
      const answer = await bookings.get(
        `/rest/meeting/booked-visits?filter=location&locationId=${location}&${parameter}=${first.nextCursor}`,
      );
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {})).toContain(parameter);
    }
  });
});
