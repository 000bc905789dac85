import { defineConfig } from "vitest/config";

/** Browser tests: the built app served by the real server, driven in Debian's chromium. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    setupFiles: ["tests/e2e/fixtures/setup.ts"],
    globalSetup: ["tests/e2e/fixtures/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: "forks",
  },
});
