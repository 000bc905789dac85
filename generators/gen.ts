import path from "node:path";
import { fileURLToPath } from "node:url";
import { contractFiles } from "./lib/contract.ts";
import { localeFiles } from "./lib/locales.ts";
import { writeOrCheck } from "./lib/generated-file.ts";
import { mockFiles } from "./lib/mocks.ts";
import { operationsStatusFiles } from "./lib/operations-status.ts";
import { screenFiles } from "./lib/screens.ts";

/** `npm run gen` writes every generated file; `npm run gen:check` fails when one is stale. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");

// The contract is bundled first: the mocks are generated from the bundle.
const contract = await contractFiles(root);
const contractStale = writeOrCheck(contract, root, check);
const mocks = check && contractStale.length > 0 ? [] : await mockFiles(root);
const status = check && contractStale.length > 0 ? [] : operationsStatusFiles(root);
// Screens are checked against the bundled contract, so they come after it too.
const screens = check && contractStale.length > 0 ? [] : screenFiles(root);
// Translations: every area's locale fragments merged into public/i18n (independent of the contract).
const locales = localeFiles(root);
const files = [...contract, ...mocks, ...status, ...screens, ...locales];
const stale = [...contractStale, ...writeOrCheck([...mocks, ...status, ...screens, ...locales], root, check)];

if (check && stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run gen\` and commit:\n  ${stale.join("\n  ")}`);
  process.exit(1);
}
console.log(check ? `gen:check: ${files.length} generated files are current.` : `gen: wrote ${stale.length} of ${files.length} files.`);
