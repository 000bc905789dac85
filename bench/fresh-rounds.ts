/**
 * What a fresh catalog page costs beside a kept one (issue 14), one request at a time: rounds
 * of a save of one request (the catalog's version moves on, so no kept page can answer), the
 * page read fresh, optionally a second page read right after it (fresh too, at the same version:
 * what the next page a staff member opens after a write costs), the first page again (kept),
 * and `GET /users/current` (the request and session lookup alone). Prints each step's p50 and
 * p99. Run it before and after a change, interleaved, on a quiet machine: the figures of
 * different minutes differ by more than a few tenths of a millisecond.
 *
 * Usage: npm run bench:fresh-rounds -- --database-url URL [--rounds 200]
 *          [--page "/rest/catalog/catalog-orders/get-by-page?page=1&count=100"]
 *          [--second "/rest/catalog/catalog-orders/get-by-page?page=2&count=100"]
 */
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { catalogOrderSave } from "./lib/mixed-workload.ts";
import { freePort, login, percentile, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const databaseUrl = options.required(
  "--database-url",
  "Usage: npm run bench:fresh-rounds -- --database-url URL [--rounds 200] [--page PATH] [--second PATH]",
  process.env.DATABASE_URL,
);
const rounds = options.number("--rounds", 200);
const pagePath = options.text("--page") ?? "/rest/catalog/catalog-orders/get-by-page?page=1&count=100";
const secondPath = options.text("--second");

const port = await freePort();
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
const base = `http://127.0.0.1:${port}`;
const client = new KeepAliveClient(base, 1);
try {
  const cookie = await login(base, "catalog@demo.example");
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await client.request(method, path, { cookie, body, parse: true });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer;
  };
  // The request saved before each round: the newest, so it is on the first page.
  const newest = (await send("GET", "/rest/catalog/catalog-orders/get-by-page?page=1&count=1")).json as { list: Array<{ id: number }> };
  const orderPath = `/rest/catalog/catalog-orders/${newest.list[0]!.id}`;
  let order = (await send("GET", orderPath)).json as Record<string, unknown>;

  const steps: Record<string, number[]> = { save: [], fresh: [], ...(secondPath ? { second: [] } : {}), kept: [], "users/current": [] };
  for (let i = 0; i < rounds; i++) {
    const saved = await send("PUT", orderPath, catalogOrderSave(order, i));
    order = saved.json as Record<string, unknown>;
    steps.save!.push(saved.ms);
    steps.fresh!.push((await send("GET", pagePath)).ms);
    if (secondPath) steps.second!.push((await send("GET", secondPath)).ms);
    steps.kept!.push((await send("GET", pagePath)).ms);
    steps["users/current"]!.push((await send("GET", "/users/current")).ms);
  }
  const at = (times: number[], p: number) =>
    percentile(
      [...times].sort((a, b) => a - b),
      p,
    ).toFixed(2);
  console.log(`${rounds} rounds; page ${pagePath}${secondPath ? `; second ${secondPath}` : ""}`);
  console.log("| Step | p50 ms | p99 ms |\n|---|---|---|");
  for (const [step, times] of Object.entries(steps)) console.log(`| ${step} | ${at(times, 50)} | ${at(times, 99)} |`);
} finally {
  await stopServer(server.child);
}
