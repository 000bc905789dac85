import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "generators/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: API suites each open their own database; more forks only thrash.
    maxWorkers: 2,
    pool: "forks",
    // Component tests (*.test.tsx under src/client) run in a browser-like DOM; everything else in node.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          exclude: ["tests/e2e/**", "node_modules/**", "src/client/**/*.test.tsx"],
          // Migrates one PGlite database for the run; freshDatabase("pglite") copies it (pglite-template.ts).
          globalSetup: ["tests/fixtures/pglite-template.ts"],
        },
      },
      // Not `extends`: that would add the root's include list to this one.
      { test: { name: "client", include: ["src/client/**/*.test.tsx"], environment: "happy-dom", testTimeout: 30_000 } },
    ],
  },
});
