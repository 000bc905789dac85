import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const EMPTY_WEEK = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const weekdays = (opening: string, closing: string) => ({
  ...EMPTY_WEEK,
  monday: [{ opening, closing }],
  tuesday: [{ opening, closing }],
  wednesday: [{ opening, closing }],
  thursday: [{ opening, closing }],
  friday: [{ opening, closing }],
});

/** The location dialog: create, read, replace, and the list's inline type and customer-number edits. */
describe.each(testDatabaseKinds)("company locations on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  let areaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    company = await t.login(["company"]);
    await t.database.db
      .insertInto("countries")
      .values([
        { code: "SE", name: "Sweden", name_sv: "Sverige" },
        { code: "NL", name: "Netherlands", name_sv: "Nederländerna" },
      ])
      .execute();
    areaId = (
      await t.database.db
        .insertInto("geographic_areas")
        .values({ name: "Stockholm inner city", wkt_shape: "POLYGON((17.98 59.3, 18.12 59.3, 18.12 59.36, 17.98 59.36, 17.98 59.3))" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  const newLocation = (over: Record<string, unknown> = {}) => ({
    name: "Vividus Store Östermalm",
    locationType: "vividus_store",
    email: "ostermalm@stores.example",
    address: {
      street: "Sibyllegatan 12",
      zipCode: "114 42",
      city: "Stockholm",
      country: { code: "SE" },
      latitude: 59.3365,
      longitude: 18.0801,
    },
    ...over,
  });

  it("creates a location with the new-location defaults and derived fields, and reads it back", async () => {
    const created = await company.post("/rest/company/locations", newLocation());
    expect(created.statusCode, created.body).toBe(200);
    const location = created.json();
    expect(location).toMatchObject({
      name: "Vividus Store Östermalm",
      locationType: "vividus_store",
      fullSlug: "se/stockholm/vividus-store-ostermalm",
      address: {
        street: "Sibyllegatan 12",
        zipCode: "114 42",
        city: "Stockholm",
        city2: null,
        country: { code: "SE", name: "Sweden" },
        latitude: 59.3365,
        longitude: 18.0801,
        displayAddress: "Sibyllegatan 12, 114 42 Stockholm, Sweden",
      },
      weeklyOpeningHours: EMPTY_WEEK,
      timeSchemas: [],
      openingHourDeviations: [],
      showOpeningHours: true,
      shouldRetrieveCatalogRequests: true,
      active: true,
      isVividusRetailer: false,
      partnerPage: null,
      geographicArea: null,
      phone: null,
      customerNumber: null,
      updatedAt: expect.any(String),
    });
    const read = await company.get(`/rest/company/locations/${location.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(location);
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["operation", "record_type"])
      .where("record_id", "=", String(location.id))
      .execute();
    expect(audit).toContainEqual({ operation: "createLocation", record_type: "location" });
  });

  it("keeps opening hours: the active time schema gives the weekly hours, deviations by date", async () => {
    const summer = weekdays("10:00", "16:00");
    const created = await company.post(
      "/rest/company/locations",
      newLocation({
        name: "Sängkompaniet Göteborg",
        geographicArea: { id: areaId, name: "ignored" },
        weeklyOpeningHours: {
          ...weekdays("10:00", "19:00"),
          saturday: [
            { opening: "13:00", closing: "16:00" },
            { opening: "10:00", closing: "12:00" },
          ],
        },
        openingHoursSource: "manual",
        openingHoursInfoText: "  Closed on public holidays.  ",
        timeSchemas: [
          { name: "Standard", active: false, openingHours: weekdays("10:00", "19:00") },
          { name: "Summer", active: true, openingHours: summer },
        ],
        openingHourDeviations: [
          { date: "2026-12-31", opening: "10:00", closing: "14:00" },
          { date: "2026-12-24", opening: null, closing: null },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      geographicArea: { id: areaId, name: "Stockholm inner city" },
      weeklyOpeningHours: summer,
      openingHoursSource: "timeSchema",
      openingHoursInfoText: "Closed on public holidays.",
      timeSchemas: [
        { name: "Standard", active: false },
        { name: "Summer", active: true, openingHours: summer },
      ],
      openingHourDeviations: [
        { date: "2026-12-24", opening: null, closing: null },
        { date: "2026-12-31", opening: "10:00", closing: "14:00" },
      ],
    });

    // Deactivating the schema keeps its hours as typed-in hours.
    const deactivated = await company.put(
      `/rest/company/locations/${created.json().id}`,
      newLocation({
        name: "Sängkompaniet Göteborg",
        timeSchemas: [{ name: "Summer", active: false, openingHours: summer }],
        updatedAt: created.json().updatedAt,
      }),
    );
    expect(deactivated.json()).toMatchObject({ openingHoursSource: "manual", weeklyOpeningHours: summer, openingHourDeviations: [] });

    const manual = await company.post(
      "/rest/company/locations",
      newLocation({
        name: "Manual hours",
        weeklyOpeningHours: {
          ...EMPTY_WEEK,
          saturday: [
            { opening: "13:00", closing: "16:00" },
            { opening: "10:00", closing: "12:00" },
          ],
        },
      }),
    );
    expect(manual.json().weeklyOpeningHours.saturday).toEqual([
      { opening: "10:00", closing: "12:00" },
      { opening: "13:00", closing: "16:00" },
    ]);
  });

  it("answers bad create input with 400 naming the failing field path, never 500", async () => {
    const address = newLocation().address;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(301) }, "name"],
      [{ address: undefined }, "address"],
      [{ address: { ...address, country: { code: "se" } } }, "address.country.code"],
      [{ address: { ...address, country: { code: "QQ" } } }, "address.country.code"],
      [{ address: { ...address, latitude: 91 } }, "address.latitude"],
      [{ address: { ...address, longitude: null } }, "address.longitude"],
      [{ email: "not-an-email" }, "email"],
      [{ website: "www.example.com" }, "website"],
      [{ instagramUrl: "instagram.com/x" }, "instagramUrl"],
      [{ locationType: "outlet" }, "locationType"],
      [{ active: "yes" }, "active"],
      [{ id: 5 }, "id"],
      [{ createManager: true, email: null }, "email"],
      [{ weeklyOpeningHours: { ...EMPTY_WEEK, tuesday: null } }, "weeklyOpeningHours.tuesday"],
      [{ weeklyOpeningHours: { ...EMPTY_WEEK, monday: [{ opening: "25:00", closing: "26:00" }] } }, "weeklyOpeningHours.monday.0.opening"],
      [{ weeklyOpeningHours: { ...EMPTY_WEEK, monday: [{ opening: "9:00", closing: "17:00" }] } }, "weeklyOpeningHours.monday.0.opening"],
      [{ weeklyOpeningHours: { ...EMPTY_WEEK, friday: [{ opening: "18:00", closing: "09:00" }] } }, "weeklyOpeningHours.friday.0.closing"],
      [
        {
          weeklyOpeningHours: {
            ...EMPTY_WEEK,
            friday: [
              { opening: "09:00", closing: "13:00" },
              { opening: "12:00", closing: "18:00" },
            ],
          },
        },
        "weeklyOpeningHours.friday.1.opening",
      ],
      [
        {
          timeSchemas: [
            { name: "A", active: true, openingHours: EMPTY_WEEK },
            { name: "B", active: true, openingHours: EMPTY_WEEK },
          ],
        },
        "timeSchemas.1.active",
      ],
      [{ timeSchemas: [{ name: "", active: false, openingHours: EMPTY_WEEK }] }, "timeSchemas.0.name"],
      [{ timeSchemas: [{ name: "  ", active: false, openingHours: EMPTY_WEEK }] }, "timeSchemas.0.name"],
      [{ timeSchemas: [{ name: "A", active: false }] }, "timeSchemas.0.openingHours"],
      [
        { timeSchemas: [{ name: "A", active: false, openingHours: { ...EMPTY_WEEK, sunday: [{ opening: "12:00", closing: "11:00" }] } }] },
        "timeSchemas.0.openingHours.sunday.0.closing",
      ],
      [{ openingHourDeviations: [{ date: "2026-02-30", opening: null, closing: null }] }, "openingHourDeviations.0.date"],
      [{ openingHourDeviations: [{ date: "31/12/2026", opening: null, closing: null }] }, "openingHourDeviations.0.date"],
      [{ openingHourDeviations: [{ date: "2026-12-31", opening: "10:00" }] }, "openingHourDeviations.0.closing"],
      [{ openingHourDeviations: [{ date: "2026-12-31", opening: "10:00", closing: null }] }, "openingHourDeviations.0.closing"],
      [{ openingHourDeviations: [{ date: "2026-12-31", opening: "10:00", closing: "10:5" }] }, "openingHourDeviations.0.closing"],
      [
        {
          openingHourDeviations: [
            { date: "2026-12-31", opening: null, closing: null },
            { date: "2026-12-31", opening: "10:00", closing: "12:00" },
          ],
        },
        "openingHourDeviations.1.date",
      ],
      [{ openingHoursSource: "feed" }, "openingHoursSource"],
    ];
    for (const [over, field] of cases) {
      const answer = await company.post("/rest/company/locations", newLocation(over));
      expect(answer.statusCode, `${JSON.stringify(over).slice(0, 160)}: ${answer.body}`).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), `${JSON.stringify(over).slice(0, 160)}: ${answer.body}`).toContain(field);
    }
    const badJson = await company.request({
      method: "POST",
      url: "/rest/company/locations",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);
    const unknownArea = await company.post("/rest/company/locations", newLocation({ geographicArea: { id: 987654 } }));
    expect(unknownArea.statusCode).toBe(404);
    expect((await (await t.login(["catalogOrder"])).post("/rest/company/locations", newLocation())).statusCode).toBe(403);
    expect((await anonymous(t.app).post("/rest/company/locations", newLocation())).statusCode).toBe(401);
  });

  it("creates the location's e-mail as its manager with createManager", async () => {
    const created = (
      await company.post(
        "/rest/company/locations",
        newLocation({ name: "With manager", email: "Boss@Stores.example", createManager: true }),
      )
    ).json();
    const managers = (await (await t.login(["manager"])).get(`/rest/company/locations/${created.id}/managers`)).json();
    expect(managers).toEqual([{ id: expect.any(Number), firstname: null, lastname: null, fullname: "-", email: "Boss@Stores.example" }]);
  });

  it("replaces a location on update: sent fields change, left-out fields keep, defaults apply, schemas are replaced", async () => {
    const created = (
      await company.post(
        "/rest/company/locations",
        newLocation({
          name: "Replace me",
          phone: "08-123 45",
          customerNumber: "C-1",
          timeSchemas: [{ name: "Old", active: false, openingHours: EMPTY_WEEK }],
        }),
      )
    ).json();
    const updated = await company.put(`/rest/company/locations/${created.id}`, {
      id: created.id,
      name: "Replaced",
      address: { city: "Solna", country: { code: "SE" } },
      isVividusRetailer: true,
      timeSchemas: [{ name: "New", active: false, openingHours: weekdays("09:00", "17:00") }],
      fullSlug: "ignored",
      partnerPage: { id: 999, name: "ignored" },
      updatedAt: created.updatedAt,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Replaced",
      phone: "08-123 45",
      customerNumber: "C-1",
      fullSlug: "se/solna/replaced",
      partnerPage: null,
      isVividusRetailer: true,
      address: { street: "Sibyllegatan 12", city: "Solna", displayAddress: "Sibyllegatan 12, 114 42 Solna, Sweden" },
      timeSchemas: [{ name: "New", active: false }],
    });
    expect(updated.json().updatedAt).not.toBe(created.updatedAt);
    const cleared = await company.put(`/rest/company/locations/${created.id}`, {
      name: "Replaced",
      phone: "",
      address: { country: null, latitude: null, longitude: null },
      updatedAt: updated.json().updatedAt,
    });
    expect(cleared.json()).toMatchObject({
      phone: null,
      address: { country: null, latitude: null, longitude: null },
      fullSlug: "solna/replaced",
    });
  });

  it("refuses a stale update with 409 and lets only one of two concurrent edits of the same version win", async () => {
    const created = (await company.post("/rest/company/locations", newLocation({ name: "Contested" }))).json();
    const first = await company.put(`/rest/company/locations/${created.id}`, {
      ...newLocation({ name: "First" }),
      updatedAt: created.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await company.put(`/rest/company/locations/${created.id}`, {
      ...newLocation({ name: "Stale" }),
      updatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ updatedAt: "is stale" });

    const token = first.json().updatedAt;
    const answers = await Promise.all(
      ["A", "B"].map((n) =>
        company.put(`/rest/company/locations/${created.id}`, { ...newLocation({ name: `Racer ${n}` }), updatedAt: token }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await company.get(`/rest/company/locations/${created.id}`)).json().name).toBe(
      answers.find((a) => a.statusCode === 200)!.json().name,
    );
  });

  it("answers bad update input and unknown ids with 4xx", async () => {
    const created = (await company.post("/rest/company/locations", newLocation({ name: "Update errors" }))).json();
    const version = { updatedAt: created.updatedAt };
    const mismatch = await company.put(`/rest/company/locations/${created.id}`, { ...newLocation(version), id: created.id + 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toHaveProperty("id");
    const badHours = await company.put(
      `/rest/company/locations/${created.id}`,
      newLocation({ ...version, openingHourDeviations: [{ date: "2026-01-01", opening: "12:00", closing: "11:00" }] }),
    );
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().error.fields).toEqual({ "openingHourDeviations.0.closing": "must be after the opening time" });
    expect((await company.put("/rest/company/locations/987654", newLocation(version))).statusCode).toBe(404);
    expect((await company.get("/rest/company/locations/987654")).statusCode).toBe(404);
    expect((await company.get("/rest/company/locations/abc")).statusCode).toBe(400);
    expect((await company.put(`/rest/company/locations/${created.id}`, { ...newLocation(), updatedAt: "x".repeat(41) })).statusCode).toBe(
      400,
    );
    expect((await (await t.login(["manager"])).put(`/rest/company/locations/${created.id}`, newLocation())).statusCode).toBe(403);
    expect((await (await t.login(["manager"])).get(`/rest/company/locations/${created.id}`)).statusCode).toBe(403);
    expect((await anonymous(t.app).get(`/rest/company/locations/${created.id}`)).statusCode).toBe(401);
  });

  it("changes only the type inline, with the location's version", async () => {
    const created = (await company.post("/rest/company/locations", newLocation({ name: "Typed", phone: "1" }))).json();
    const changed = await company.patch(`/rest/company/locations/${created.id}`, {
      locationType: "shop_in_shop",
      updatedAt: created.updatedAt,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ locationType: "shop_in_shop", name: "Typed", phone: "1" });
    expect(
      (await company.patch(`/rest/company/locations/${created.id}`, { locationType: null, updatedAt: changed.json().updatedAt })).json()
        .locationType,
    ).toBeNull();
    const stale = await company.patch(`/rest/company/locations/${created.id}`, {
      locationType: "vividus_store",
      updatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    for (const body of [{}, { locationType: "outlet" }, { locationType: 3 }]) {
      const answer = await company.patch(`/rest/company/locations/${created.id}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields).toHaveProperty("locationType");
    }
    // What a client without the location's id would call.
    const noId = await company.patch("/rest/company/locations/undefined", { locationType: null });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.fields).toHaveProperty("id");
    expect((await company.patch("/rest/company/locations/987654", { locationType: null, updatedAt: created.updatedAt })).statusCode).toBe(
      404,
    );
    expect(
      (await (await t.login(["salesRegions"])).patch(`/rest/company/locations/${created.id}`, { locationType: null })).statusCode,
    ).toBe(403);
  });

  it("changes only the customer number inline; an unchanged number writes nothing", async () => {
    const created = (await company.post("/rest/company/locations", newLocation({ name: "Numbered" }))).json();
    const url = `/rest/company/locations/${created.id}/update-customer-number`;
    const set = await company.post(url, { customerNumber: " 100234 ", locationId: created.id, updatedAt: created.updatedAt });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ customerNumber: "100234", name: "Numbered" });
    const same = await company.post(url, { customerNumber: "100234", locationId: created.id, updatedAt: set.json().updatedAt });
    expect(same.json().updatedAt).toBe(set.json().updatedAt);
    expect(
      (await company.post(url, { customerNumber: "", locationId: created.id, updatedAt: set.json().updatedAt })).json().customerNumber,
    ).toBeNull();
    expect((await company.post(url, { customerNumber: "9", locationId: created.id, updatedAt: created.updatedAt })).statusCode).toBe(409);

    const cases: Array<[unknown, string]> = [
      [{ customerNumber: "1", locationId: created.id + 1, updatedAt: created.updatedAt }, "locationId"],
      [{ customerNumber: "1" }, "locationId"],
      [{ customerNumber: "=cmd|' /C calc'!A0", locationId: created.id }, "customerNumber"],
      [{ customerNumber: "x".repeat(51), locationId: created.id }, "customerNumber"],
      [{ locationId: created.id }, "customerNumber"],
    ];
    for (const [body, field] of cases) {
      const answer = await company.post(url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields, answer.body).toHaveProperty([field]);
    }
    expect(
      (
        await company.post("/rest/company/locations/987654/update-customer-number", {
          customerNumber: "1",
          locationId: 987654,
          updatedAt: created.updatedAt,
        })
      ).statusCode,
    ).toBe(404);
    expect((await (await t.login(["catalogOrder"])).post(url, { customerNumber: "1", locationId: created.id })).statusCode).toBe(403);
  });
});
