import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { createServices } from "../services.ts";
import { BUILT_OPERATIONS } from "./built-operations.ts";
import { allHandlers } from "./index.ts";

// The route modules are built for real (they do no I/O when built, so no migration is needed).
const database = await openDatabase({ dataDir: "memory://" });
afterAll(() => database.close());

describe("BUILT_OPERATIONS (what `npm run gen` lists in the README as built)", () => {
  it("names exactly the operations the server has handlers for", () => {
    const handlers = allHandlers(createServices({ ...readConfig({}), clientDir: "/nonexistent" }, database));
    expect([...BUILT_OPERATIONS].sort()).toEqual(Object.keys(handlers).sort());
  });

  it("names each operation once", () => {
    expect(new Set(BUILT_OPERATIONS).size).toBe(BUILT_OPERATIONS.length);
  });
});
