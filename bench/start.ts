/**
 * Start-up figures (issue 2): the first start on an empty data folder (migrations, admin,
 * demo seed) and the cold start of the server on that existing folder, to the first answer.
 * Usage: npm run bench:start
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, stopServer } from "./lib/server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-start-"));
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "bench-password-123", DEMO_DATA: "true" };
try {
  const first = await startServer(env, 18_081);
  await stopServer(first.child);
  console.log(`first start (empty data folder, migrations + demo seed): ${(first.msToFirstAnswer / 1000).toFixed(1)} s`);
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const again = await startServer(env, 18_081);
    runs.push(again.msToFirstAnswer);
    await stopServer(again.child);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `cold start on the existing data folder: median ${(runs[1]! / 1000).toFixed(2)} s (runs: ${runs.map((r) => (r / 1000).toFixed(2)).join(", ")} s)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
