import { describe, expect, it } from "vitest";
import { addressLine, edifactHref, isConfirmedDelete } from "./quoteLinks.ts";

describe("the quote tables' links and answers", () => {
  it("downloads a quote's EDIFACT by its id", () => {
    expect(edifactHref(31)).toBe("/partner-order/quote/edifact?quoteId=31");
  });

  it("counts a delete only when the answer says success: true", () => {
    expect(isConfirmedDelete({ success: true })).toBe(true);
    expect(isConfirmedDelete({ success: false })).toBe(false);
    expect(isConfirmedDelete({})).toBe(false);
    expect(isConfirmedDelete(undefined)).toBe(false);
    expect(isConfirmedDelete({ success: "true" })).toBe(false);
  });

  it("writes the customer's address on one line, leaving out what is missing", () => {
    expect(addressLine({ customerStreet: "Kungsgatan 12", customerZipCode: "411 19", customerCity: "Göteborg" })).toBe(
      "Kungsgatan 12, 411 19 Göteborg",
    );
    expect(addressLine({ customerStreet: null, customerZipCode: null, customerCity: "Oslo" })).toBe("Oslo");
    expect(addressLine({})).toBe("");
  });
});
