import { describe, expect, it } from "vitest";
import { fullName } from "./fullName.ts";

describe("fullName", () => {
  it.each([
    [{ firstname: "Maja", lastname: "Lind" }, "Maja Lind"],
    [{ firstname: "Maja", lastname: null }, "Maja"],
    [{ firstname: null, lastname: "Lind" }, "Lind"],
    [{ firstname: "  ", lastname: "Lind" }, "Lind"],
    [{ firstname: " Maja ", lastname: " Lind " }, "Maja Lind"],
    [{ firstname: null, lastname: undefined }, ""],
    [{}, ""],
  ])("%j → %j", (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });
});
