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
          // Migrate one database of each kind for the run; freshDatabase copies them
          // (pglite-template.ts; postgres-template.ts, only when TEST_DATABASE_URL is set).
          globalSetup: ["tests/fixtures/pglite-template.ts", "tests/fixtures/postgres-template.ts"],
        },
      },
      // Not `extends`: that would add the root's include list to this one.
      {
        test: {
          name: "client",
          include: ["src/client/**/*.test.tsx"],
          environment: "happy-dom",
          testTimeout: 30_000,
          // Unmounts each test's renders and aborts the calls it left pending.
          setupFiles: ["src/client/app/testing/clientTestSetup.ts"],
        },
      },
    ],
  },
});
