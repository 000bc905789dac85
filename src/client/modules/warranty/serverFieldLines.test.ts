import { describe, expect, it } from "vitest";
import { serverFieldLines } from "./serverFieldLines.ts";

const words = {
  label: (field: string) => ({ bedId: "Bed id", purchasedMonth: "Month of purchase", "newContact.email": "E-mail" })[field] ?? field,
  message: (kind: string) => `<${kind}>`,
};
const refusal = (code: string, fields: Record<string, string>) => ({ error: { code, message: "Invalid registration.", fields } });

describe("a refused save's field errors", () => {
  it("show one 'field: message' line per field, in the UI's words", () => {
    expect(
      serverFieldLines(
        refusal("VALIDATION", { bedId: "is required", purchasedMonth: "must not lie in the future", bedColor: "is not a colour of X" }),
        words,
      ),
    ).toEqual([
      { field: "bedId", text: "Bed id: <required>" },
      { field: "purchasedMonth", text: "Month of purchase: <future>" },
      { field: "bedColor", text: "bedColor: <invalid>" },
    ]);
  });

  it("read a taken bed id (409) and a contact's e-mail by the form's field", () => {
    expect(serverFieldLines(refusal("CONFLICT", { bedId: "is already registered" }), words)).toEqual([
      { field: "bedId", text: "Bed id: <taken>" },
    ]);
    expect(serverFieldLines(refusal("CONFLICT", { "primaryEmail.value": "is already used by another contact" }), words)).toEqual([
      { field: "newContact.email", text: "E-mail: <taken>" },
    ]);
  });

  it("leave out the concurrency token and anything that is not the contract's error shape", () => {
    expect(serverFieldLines(refusal("CONFLICT", { updatedAt: "is stale" }), words)).toEqual([]);
    expect(serverFieldLines(new Error("network"), words)).toEqual([]);
  });
});
