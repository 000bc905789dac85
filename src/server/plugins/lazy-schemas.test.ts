import { describe, expect, it } from "vitest";
import { LazySchemas } from "./lazy-schemas.ts";

describe("LazySchemas", () => {
  it("compiles on the first call only, and not before", () => {
    const schemas = new LazySchemas();
    let builds = 0;
    const double = schemas.wrap(() => {
      builds++;
      return (n: number) => n * 2;
    });
    expect(builds).toBe(0);
    expect(schemas.pendingCount).toBe(1);
    expect(double(2)).toBe(4);
    expect(double(5)).toBe(10);
    expect(builds).toBe(1);
    expect(schemas.pendingCount).toBe(0);
  });

  it("hands on a validator's errors of the latest call", () => {
    const schemas = new LazySchemas();
    const validate = Object.assign(
      (n: number) => {
        validate.errors = n > 0 ? null : [{ message: "must be positive" }];
        return n > 0;
      },
      { errors: null as unknown },
    );
    const lazy = schemas.wrap(() => validate, true) as typeof validate;
    expect(lazy(-1)).toBe(false);
    expect(lazy.errors).toEqual([{ message: "must be positive" }]);
    expect(lazy(1)).toBe(true);
    expect(lazy.errors).toBeNull();
  });

  it("compileAll compiles everything pending and throws a schema that does not compile", async () => {
    const schemas = new LazySchemas();
    const built: number[] = [];
    for (let i = 0; i < 25; i++) schemas.wrap(() => (built.push(i), () => i));
    await schemas.compileAll(10);
    expect(built).toHaveLength(25);
    expect(schemas.pendingCount).toBe(0);

    schemas.wrap(() => {
      throw new Error("bad schema");
    });
    await expect(schemas.compileAll()).rejects.toThrow("bad schema");
  });
});
