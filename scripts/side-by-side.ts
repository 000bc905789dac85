/**
 * `tsx scripts/side-by-side.ts a b c`: runs the npm scripts a, b and c at the same time and fails
 * when any of them fails. `npm test` uses it for steps that each keep one core busy (the type
 * check, ESLint, Prettier, the generated-file check; the builds beside the browser tests' seeding):
 * on the 2-core CI machine two at a time finish in about half the time one after another takes.
 * Each script's output is printed whole when it ends, so the logs of steps do not interleave.
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error("usage: tsx scripts/side-by-side.ts <npm script>...");

function run(script: string): Promise<{ script: string; code: number; seconds: number }> {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\n> ${script} (${seconds.toFixed(0)} s)\n${output}`);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
