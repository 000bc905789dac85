import { describe, expect, it } from "vitest";
import { stackLevel } from "./dialogStack.ts";

describe("dialog stacking levels", () => {
  it("numbers the first six dialogs 1 to 6 and puts any further one at 60", () => {
    expect(Array.from({ length: 8 }, (_, openBelow) => stackLevel(openBelow))).toEqual([1, 2, 3, 4, 5, 6, 60, 60]);
  });
});
