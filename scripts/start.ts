/**
 * `npm start`: builds the browser app first when dist/client is missing or older than its
 * sources, then starts the server (which serves dist/client at /). Keeps `npm install && npm
 * start` the one command; a current build is not redone.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtMarker = path.join(root, "dist/client/index.html");
/** What the client build is made of (tests and stories are not part of it). */
const SOURCES = ["index.html", "vite.config.ts", "package-lock.json", "public", "src/client", "src/shared"];
const NOT_BUILT = /\.(test|stories)\.tsx?$/;

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return NOT_BUILT.test(target) ? 0 : stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(builtMarker) ? fs.statSync(builtMarker).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));

if (changedAt > builtAt) {
  console.log(
    builtAt === 0 ? "Building the browser app (first start)..." : "Sources changed since the last build; rebuilding the browser app...",
  );
  // Loaded only when needed: a current build starts the server without Vite in memory.
  const { build } = await import("vite");
  try {
    await build({ root, configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
  } catch (error) {
    console.error("The browser app did not build; fix the error above (or run `npm run build`).");
    throw error;
  }
}

await import("../src/server/main.ts");
