import { describe, expect, it } from "vitest";
import { accountCellText } from "./accountCells.ts";
import { accounts } from "./accountFixtures.ts";

const [astrid, johan, translator] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]];
const t = (key: string) => `<${key.split(".").pop()}>`;

describe("accountCellText", () => {
  it("shows the full name, or nothing for an account without one", () => {
    expect(accountCellText("lastname", johan, t)).toBe("Johan Ek");
    expect(accountCellText("lastname", translator, t)).toBe("");
  });

  it("names the permissions and the region groups, in order", () => {
    expect(accountCellText("permissions", johan, t)).toBe("<catalogOrder>, <company>, <dashboard>");
    expect(accountCellText("groups", johan, t)).toBe("Sweden");
    expect(accountCellText("groups", astrid, t)).toBe("");
  });

  it("leaves other columns to the engine", () => {
    expect(accountCellText("email", johan, t)).toBeNull();
  });
});
