import path from "node:path";
import { fileURLToPath } from "node:url";
import { contractFiles } from "./lib/contract.ts";
import { writeOrCheck } from "./lib/generated-file.ts";
import { mockFiles } from "./lib/mocks.ts";
import { operationsStatusFiles } from "./lib/operations-status.ts";

/** `npm run gen` writes every generated file; `npm run gen:check` fails when one is stale. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");

// The contract is bundled first: the mocks are generated from the bundle.
const contract = await contractFiles(root);
const contractStale = writeOrCheck(contract, root, check);
const mocks = check && contractStale.length > 0 ? [] : await mockFiles(root);
const status = check && contractStale.length > 0 ? [] : operationsStatusFiles(root);
const files = [...contract, ...mocks, ...status];
const stale = [...contractStale, ...writeOrCheck([...mocks, ...status], root, check)];

if (check && stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run gen\` and commit:\n  ${stale.join("\n  ")}`);
  process.exit(1);
}
console.log(check ? `gen:check: ${files.length} generated files are current.` : `gen: wrote ${stale.length} of ${files.length} files.`);
