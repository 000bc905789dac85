import { defineConfig } from "vitest/config";

/** Browser tests: the built app served by the real server, driven in Debian's chromium. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    setupFiles: ["tests/e2e/fixtures/setup.ts"],
    globalSetup: ["tests/e2e/fixtures/global-setup.ts"],
    testTimeout: 60_000,
    // A poll waits for what it asserts; 1 s (vitest's default) is too short on a busy machine,
    // where a reload and its menu fetch can take longer. A passing poll still returns at once.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    // One file at a time: two at once (each with its own server, database copy and browser) saved
    // 2-3 minutes, but the map tests' software WebGL and a second server on 2 cores made their
    // polls' timing depend on the machine's load. The fixtures still allow two (own ports, one seed).
    fileParallelism: false,
    pool: "forks",
  },
});
