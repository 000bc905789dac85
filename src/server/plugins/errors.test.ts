import { describe, expect, it } from "vitest";
import { errorBody, MAX_ERROR_MESSAGE } from "./errors.ts";

describe("the error shape", () => {
  it("keeps a message within the contract's 2,000 characters, counted in code points", () => {
    // A 404 quotes the address, a JSON parser's message the body: both can be any length.
    const long = errorBody(404, `No route for GET /${"😀".repeat(5000)}.`).error.message;
    expect([...long].length).toBe(MAX_ERROR_MESSAGE);
    expect(long.endsWith("…")).toBe(true);
    expect(errorBody(400, "Short.").error.message).toBe("Short.");
    expect(errorBody(400, "x".repeat(MAX_ERROR_MESSAGE)).error.message).toHaveLength(MAX_ERROR_MESSAGE);
  });
});
