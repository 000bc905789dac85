import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase, freePort, startServer, stopServer } from "../../bench/lib/server.ts";
import { openDatabase } from "../../src/server/db/database.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { ApiCaller } from "./api-caller.ts";
import { recordKinds, type RecordKind } from "./versioned-records.ts";
import { WriteStream } from "./write-stream.ts";

const ADMIN_EMAIL = "faults@example.com";
const ADMIN_PASSWORD = "fault-admin-password";
/** The kill comes with this many writes acknowledged, while the other writers' requests are in flight. */
const ACKED_BEFORE_KILL = 45;
const WRITERS = 4;
const OPERATIONS: Record<RecordKind["name"], { create: string; update: string }> = {
  location: { create: "createLocation", update: "updateLocation" },
  account: { create: "createAccount", update: "updateAccount" },
  order: { create: "createCatalogOrder", update: "updateCatalogOrder" },
};

/**
 * The real server in a child process, killed with SIGKILL in the middle of a stream of writes
 * (issue 13), then started again on the same database: every write it acknowledged is there with
 * its values, every multi-row write (a location with its time schemas, deviations and manager; an
 * account with its region groups) is all or nothing, and the server works as before. On the
 * embedded PGlite (the default deployment) as well as on PostgreSQL.
 */
describe.each(testDatabaseKinds)("kill -9 of the server mid-write on %s", (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kill-mid-write-"));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await stopServer(child);
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged write, each whole, and starts again", async () => {
    scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    // DATABASE_URL empty on PGlite, whatever the environment running the tests has.
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "", DEMO_DATA: "false", ADMIN_EMAIL, ADMIN_PASSWORD };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    let server = await startServer(env, port, [], { settled: false });
    child = server.child;
    let api = await ApiCaller.login(base, ADMIN_EMAIL, ADMIN_PASSWORD);
    await api.ok("POST", "/rest/location/countries", { name: "Sweden", nameSv: "Sverige", code: "SE" });
    const groupIds: number[] = [];
    for (const name of ["North", "South", "West"])
      groupIds.push((await api.ok<{ id: number }>("POST", "/rest/region/groups", { name: `Fault group ${name}` })).id);
    const kinds = recordKinds({ groupIds });

    const stream = new WriteStream(api, kinds);
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    let inFlightAtKill = 0;
    await stream.run(WRITERS, () => {
      if (stream.acked.length !== ACKED_BEFORE_KILL) return;
      inFlightAtKill = stream.inFlight;
      server.child.kill("SIGKILL");
    });
    await exited;
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(inFlightAtKill, "writes in flight when the server was killed").toBeGreaterThan(0);
    expect(stream.acked.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);

    server = await startServer(env, port, [], { settled: false });
    child = server.child;
    api = await ApiCaller.login(base, ADMIN_EMAIL, ADMIN_PASSWORD);

    for (const recordKind of kinds) {
      const found = new Set<number>();
      for (const record of await recordKind.listAll(api)) {
        const version = recordKind.versionOf(record);
        expect(version, `${recordKind.name} ${record.id} was written by the test`).toBeDefined();
        const tracked = stream.records.find((r) => r.kind === recordKind && r.n === version!.n);
        // The acknowledged version, or the one in flight at the kill; never an older one or a stranger.
        expect([tracked?.acked, tracked?.pending], `${recordKind.name} ${version!.n} holds v${version!.k}`).toContain(version!.k);
        await recordKind.assertWhole(api, record, version!.n, version!.k);
        found.add(version!.n);
      }
      const lost = stream.records.filter((r) => r.kind === recordKind && r.acked !== undefined && !found.has(r.n)).map((r) => r.n);
      expect(lost, `acknowledged ${recordKind.name}s missing after the restart`).toEqual([]);
    }

    // The restarted server works as before: a new multi-row write and its update read back.
    const [locations] = kinds;
    const created = await api.ok<{ id: number; updatedAt: string }>("POST", locations!.createPath, locations!.body(9999, 0));
    const updated = await api.ok<{ id: number; updatedAt: string } & Record<string, unknown>>(
      "PUT",
      locations!.updatePath(created.id),
      locations!.body(9999, 4, { ...created }),
    );
    await locations!.assertWhole(api, updated, 9999, 4);
    expect(await api.ok("GET", `/rest/company/locations/${created.id}`)).toEqual(updated);

    // The audit log is written before an answer leaves: every acknowledged write has its entry.
    await stopServer(server.child);
    const database = await openDatabase(scratch ? { url: scratch.url, poolSize: 1 } : { dataDir });
    try {
      const audit = await database.db.selectFrom("audit_log").select(["operation", "record_id"]).where("status_code", "<", 300).execute();
      const unaudited = stream.acked.filter((write) => {
        const operation = OPERATIONS[write.kind][write.create ? "create" : "update"];
        const expected = stream.acked.filter((w) => w.kind === write.kind && w.id === write.id && w.create === write.create).length;
        return audit.filter((a) => a.operation === operation && a.record_id === String(write.id)).length < expected;
      });
      expect(unaudited, "acknowledged writes without an audit entry").toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
