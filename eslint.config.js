// ESLint for the whole tree: TypeScript, React hooks, accessibility, and the import rules of
// DESIGN.md section 2 (layers by eslint-plugin-boundaries, generated folders by one pattern).
// `npm run lint` runs it; `npm test` and CI fail on any error.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The parts of the tree, first match wins (DESIGN.md section 2). */
const elements = [
  { type: "shared", pattern: "src/shared/**", partialMatch: false },
  { type: "client-ui", pattern: "src/client/ui/**", partialMatch: false },
  { type: "client-engine", pattern: "src/client/screens/**", partialMatch: false },
  { type: "client-modules", pattern: "src/client/modules/**", partialMatch: false },
  { type: "client-api", pattern: "src/client/api/**", partialMatch: false },
  { type: "client", pattern: "src/client/**", partialMatch: false },
  { type: "server-domain", pattern: "src/server/domain/**", partialMatch: false },
  { type: "server", pattern: "src/server/**", partialMatch: false },
  { type: "generators", pattern: "generators/**", partialMatch: false },
  { type: "tests", pattern: "tests/**", partialMatch: false },
  { type: "bench", pattern: "bench/**", partialMatch: false },
];

const clientTypes = ["client", "client-ui", "client-engine", "client-modules", "client-api"];
const serverTypes = ["server", "server-domain"];
const anyOf = (types) => ({ to: { element: { types: { anyOf: types } } } });

/**
 * What may not import what; everything else is allowed. Tests and stories beside the code
 * (`forTests`) may also use the shared test fixtures in tests/.
 */
const layerPolicies = (forTests) => [
  // shared is isomorphic: it imports neither side, nor Node's own modules.
  { from: { element: { type: "shared" } }, disallow: anyOf([...clientTypes, ...serverTypes, "generators", "tests", "bench"]) },
  // client and server never import each other; nothing in src imports generators, tests or bench.
  {
    from: { element: { types: { anyOf: clientTypes } } },
    disallow: anyOf([...serverTypes, "generators", "bench", ...(forTests ? [] : ["tests"])]),
  },
  {
    from: { element: { types: { anyOf: serverTypes } } },
    disallow: anyOf([...clientTypes, "generators", "bench", ...(forTests ? [] : ["tests"])]),
  },
  // The screen engine never imports a module; only the registry (app/) names both.
  { from: { element: { type: "client-engine" } }, disallow: anyOf(["client-modules"]) },
  // client/ui has no data access.
  { from: { element: { type: "client-ui" } }, disallow: anyOf(["client-engine", "client-modules", "client-api"]) },
  // Business rules are pure: no database, no HTTP, nothing else of the server.
  { from: { element: { type: "server-domain" } }, disallow: anyOf(["server"]) },
];

/** Only the hand-written wrapper beside a generated/ folder imports from it ("./generated/..."). */
const generatedPattern = {
  regex: "^(?!\\./generated/).*(^|/)generated/",
  message: "Import generated code through the hand-written wrapper beside its generated/ folder (DESIGN.md section 2).",
};

/** Packages (and Node's own modules) a part of the tree may not use, with the reason. */
function restrictedImports(extraPatterns = []) {
  return ["error", { patterns: [generatedPattern, ...extraPatterns] }];
}
const packagesOf = (names, message) => ({ regex: `^(${names.map((n) => n.replace(/[/.]/g, "\\$&")).join("|")})(/|$)`, message });

/** Every rule of the given sets, off. */
function offRules(...ruleSets) {
  return Object.fromEntries(ruleSets.flatMap((rules) => Object.keys(rules)).map((name) => [name, "off"]));
}

export default tseslint.config(
  {
    ignores: ["node_modules/", "dist/", "storybook-static/", "coverage/", "data/", ".storybook/public/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The contract's JSON documents are read with `any` at a few seams; each is typed right after.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog focuses its first field when it opens (as Blueprint's own dialogs do); focus
      // stays inside the dialog and returns to the opener when it closes.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      // Lazy routes are dynamic imports: they are dependencies too.
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "allow", policies: layerPolicies(false) }],
      "no-restricted-imports": restrictedImports(),
    },
  },
  {
    files: ["src/**/*.test.{ts,tsx}", "src/**/*.stories.tsx"],
    rules: { "boundaries/dependencies": ["error", { default: "allow", policies: layerPolicies(true) }] },
  },
  {
    // Generated code is held to the import rules (the engine never reaches a module, not even
    // through generated code) but not to style rules its generator does not follow.
    files: ["**/generated/**", "**/*.gen.ts"],
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: { ...offRules(js.configs.recommended.rules, ...tseslint.configs.recommended.map((config) => config.rules ?? {})) },
  },
  {
    files: ["src/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports([{ regex: "^node:", message: "src/shared runs in the browser too: no Node modules." }]),
    },
  },
  {
    files: ["src/client/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports([
        packagesOf(["@tanstack/react-query", "openapi-fetch", "openapi-react-query"], "client/ui is generic: no data access."),
      ]),
    },
  },
  {
    files: ["src/server/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": restrictedImports([
        packagesOf(
          ["fastify", "kysely", "pg", "@electric-sql/pglite", "nodemailer", "node:http", "node:https"],
          "domain/ holds pure business rules: no database, no HTTP.",
        ),
      ]),
    },
  },
);
