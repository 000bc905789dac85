import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { openDatabase, type Database } from "../../src/server/db/database.ts";
import { freshDatabase } from "../fixtures/databases.ts";
import { Client, TEST_PASSWORD } from "../fixtures/app.ts";
import { hashPassword } from "../../src/server/auth/password.ts";

/** A TCP relay in front of PostgreSQL that the test can cut and restore, as an outage would. */
class Relay {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  async start(port = 0) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
  }
  async cut() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("database outage on postgres", () => {
  let relay: Relay;
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    const target = new URL(fresh.url!);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const viaRelay = new URL(fresh.url!);
    viaRelay.port = String(relay.port);
    database = await openDatabase({ url: viaRelay.toString(), poolSize: 3 });
    app = await buildApp({ config: { ...readConfig({}), clientDir: "/nonexistent" }, database, logger: false });
    await fresh.database.db
      .insertInto("accounts")
      .values({ email: "ops@test.example", password_hash: await hashPassword(TEST_PASSWORD), permissions: ["all"] })
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fresh?.drop();
  });

  it("answers 503 while the database is down and recovers by itself", async () => {
    const login = await new Client(app).post("/users/login", { email: "ops@test.example", password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const client = new Client(app, String(login.headers["set-cookie"]).split(";")[0]);
    expect((await client.get("/rest/admin/accounts")).statusCode).toBe(200);

    await relay.cut();
    const down = await client.get("/rest/admin/accounts");
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe("DB_UNAVAILABLE");

    await relay.start(relay.port);
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await client.get("/rest/admin/accounts")).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
