import path from "node:path";
import { fileURLToPath } from "node:url";
import { contractFiles } from "./lib/contract.ts";
import { dbTableFiles } from "./lib/db-tables.ts";
import { localeFiles } from "./lib/locales.ts";
import { writeOrCheck } from "./lib/generated-file.ts";
import { mockFiles } from "./lib/mocks.ts";
import { operationsStatusFiles } from "./lib/operations-status.ts";
import { invalidationFiles } from "./lib/invalidation.ts";
import { screenFiles } from "./lib/screens.ts";

/** `npm run gen` writes every generated file; `npm run gen:check` fails when one is stale. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");

// The database's row types depend only on the migrations; started first, they migrate their
// in-memory database while the contract is bundled (or come from the cache at once).
const dbTables = dbTableFiles(root);
// The contract is bundled first: the mocks are generated from the bundle.
const contract = await contractFiles(root);
const contractStale = writeOrCheck(contract, root, check);
const mocks = check && contractStale.length > 0 ? [] : await mockFiles(root);
const status = check && contractStale.length > 0 ? [] : operationsStatusFiles(root);
// What each write makes stale in the client's cache (x-invalidates), from the bundled contract.
const invalidation = check && contractStale.length > 0 ? [] : invalidationFiles(root);
// Screens are checked against the bundled contract, so they come after it too.
const screens = check && contractStale.length > 0 ? [] : screenFiles(root);
// Translations: every area's locale fragments merged into public/i18n (independent of the contract).
const locales = localeFiles(root);
const tables = await dbTables;
const files = [...contract, ...mocks, ...status, ...invalidation, ...screens, ...locales, ...tables];
const stale = [...contractStale, ...writeOrCheck([...mocks, ...status, ...invalidation, ...screens, ...locales, ...tables], root, check)];

if (check && stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run gen\` and commit:\n  ${stale.join("\n  ")}`);
  process.exit(1);
}
console.log(check ? `gen:check: ${files.length} generated files are current.` : `gen: wrote ${stale.length} of ${files.length} files.`);
