import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import type { MediaOrderStatus } from "../../src/server/db/schema.ts";

/**
 * The History and Total Downloads screens sort by every column they offer (the engine sends
 * orderByAlias and order, list.sortParameters) and filter by a name or e-mail text and the
 * status: each field the screens offer, both directions, against rows whose order differs per
 * field, so a sort that silently fell back to the default would show.
 */

type Order = { name: string; email: string | null; status: MediaOrderStatus; order_date: Date; created_at: Date; total_downloads: number };

const ORDERS: Order[] = [
  {
    name: "Cia",
    email: "x@example.com",
    status: "sent",
    order_date: new Date("2026-01-03T12:00:00Z"),
    created_at: new Date("2026-02-01T00:00:00Z"),
    total_downloads: 5,
  },
  {
    name: "Ada",
    email: "z@example.com",
    status: "new",
    order_date: new Date("2026-01-01T12:00:00Z"),
    created_at: new Date("2026-02-03T00:00:00Z"),
    total_downloads: 9,
  },
  {
    name: "Bo",
    email: "y@example.com",
    status: "expired",
    order_date: new Date("2026-01-02T12:00:00Z"),
    created_at: new Date("2026-02-02T00:00:00Z"),
    total_downloads: 1,
  },
];

describe.each(testDatabaseKinds)("media list sorting on %s", (kind) => {
  let t: TestApp;
  let staff: Client;

  const names = async (url: string, query: Record<string, string>) => {
    const answer = await staff.get(`${url}?${new URLSearchParams(query)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().list.map((row: { name: string }) => row.name);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["media"]);
    await t.database.db.insertInto("media_orders").values(ORDERS).execute();
  });
  afterAll(() => t?.close());

  it("sorts listMediaOrders by each field the History offers, both ways", async () => {
    const expected: Record<string, string[]> = {
      name: ["Ada", "Bo", "Cia"],
      status: ["Bo", "Ada", "Cia"],
      createdAt: ["Cia", "Bo", "Ada"],
      orderDate: ["Ada", "Bo", "Cia"],
      totalDownloads: ["Bo", "Cia", "Ada"],
    };
    for (const [field, ascending] of Object.entries(expected)) {
      expect(await names("/rest/media/orders", { orderByAlias: field, order: "asc" }), field).toEqual(ascending);
      expect(await names("/rest/media/orders", { orderByAlias: field, order: "desc" }), field).toEqual([...ascending].reverse());
    }
  });

  it("sorts listMediaDownloadsByPerson by each field Total Downloads offers, both ways", async () => {
    const expected: Record<string, string[]> = {
      name: ["Ada", "Bo", "Cia"],
      email: ["Cia", "Bo", "Ada"],
      orderDate: ["Ada", "Bo", "Cia"],
      totalDownloads: ["Bo", "Cia", "Ada"],
    };
    for (const [field, ascending] of Object.entries(expected)) {
      const url = "/rest/media/get-total-downloads-by-one-person";
      expect(await names(url, { orderByAlias: field, order: "asc" }), field).toEqual(ascending);
      expect(await names(url, { orderByAlias: field, order: "desc" }), field).toEqual([...ascending].reverse());
    }
  });

  it("filters both lists by the keys their x-filters declare", async () => {
    const filters = (value: Record<string, string>) => JSON.stringify(value);
    expect(await names("/rest/media/orders", { filters: filters({ name: "Z@EXAMPLE" }) })).toEqual(["Ada"]);
    expect(await names("/rest/media/orders", { filters: filters({ status: "expired" }) })).toEqual(["Bo"]);
    expect(
      await names("/rest/media/get-total-downloads-by-one-person", { filters: filters({ name: "ci", orderDateFrom: "2026-01-03" }) }),
    ).toEqual(["Cia"]);
  });
});
