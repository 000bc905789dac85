import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { openDatabase, type Database } from "../../src/server/db/database.ts";
import { orderBody } from "../fixtures/catalog-network.ts";
import { freshDatabase } from "../fixtures/databases.ts";
import { Client, TEST_PASSWORD } from "../fixtures/app.ts";
import { hashPassword } from "../../src/server/auth/password.ts";

/** DESIGN.md section 6: no state that matters lives in one server's memory. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    second = await openDatabase({ url: fresh.url!, poolSize: 3 });
    const config = { ...readConfig({}), clientDir: "/nonexistent" };
    apps = [
      await buildApp({ config, database: fresh.database, logger: false }),
      await buildApp({ config, database: second, logger: false }),
    ];
    await fresh.database.db
      .insertInto("accounts")
      .values({ email: "two@test.example", password_hash: await hashPassword(TEST_PASSWORD), permissions: ["account"] })
      .execute();
    await fresh.database.db
      .insertInto("accounts")
      .values({ email: "pages@test.example", password_hash: await hashPassword(TEST_PASSWORD), permissions: ["catalogOrder"] })
      .execute();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await fresh?.drop();
  });

  it("a session made on one instance works on the other, and logout on one ends it on both", async () => {
    const [a, b] = apps;
    const login = await new Client(a!).post("/users/login", { email: "two@test.example", password: TEST_PASSWORD });
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    expect((await new Client(b!, cookie).get("/users/current")).json().email).toBe("two@test.example");
    expect((await new Client(b!, cookie).get("/rest/admin/accounts")).statusCode).toBe(200);
    await new Client(b!, cookie).get("/users/logout");
    expect((await new Client(a!, cookie).get("/users/current")).statusCode).toBe(401);
  });

  it("counts failed logins across instances", async () => {
    const [a, b] = apps;
    for (let i = 0; i < 5; i++) await new Client(a!).post("/users/login", { email: "two@test.example", password: "wrong-password-1" });
    for (let i = 0; i < 5; i++) await new Client(b!).post("/users/login", { email: "two@test.example", password: "wrong-password-2" });
    expect((await new Client(a!).post("/users/login", { email: "two@test.example", password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it("a catalog request saved on one instance shows on the other's kept first page at once", async () => {
    const [a, b] = apps;
    const login = await new Client(a!).post("/users/login", { email: "pages@test.example", password: TEST_PASSWORD });
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    const firstPage = async (app: (typeof apps)[number]) =>
      (await new Client(app, cookie).get("/rest/catalog/catalog-orders/get-by-page?page=1&count=10")).json();
    const before = await firstPage(b!);
    expect(await firstPage(b!)).toEqual(before); // kept, and answered the same

    const created = await new Client(a!, cookie).post("/rest/catalog/catalog-orders", orderBody({ firstname: "Kept" }));
    expect(created.statusCode, created.body).toBe(200);
    const after = await firstPage(b!);
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0].id).toBe(created.json().id);

    // Written outside the API (psql, a seed): the trigger bumps the version all the same.
    await fresh.database.db.updateTable("catalog_orders").set({ firstname: "Edited" }).where("id", "=", created.json().id).execute();
    expect((await firstPage(b!)).list[0].firstname).toBe("Edited");
  });
});
