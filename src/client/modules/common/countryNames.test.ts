import { describe, expect, it } from "vitest";
import { localCountryName, localDisplayAddress } from "./countryNames.ts";

const NORWAY = { code: "NO", name: "Norway" };

describe("country names in the UI language", () => {
  it("names a country by its code in Swedish and English", () => {
    expect(localCountryName(NORWAY, "sv-SE")).toBe("Norge");
    expect(localCountryName(NORWAY, "en")).toBe("Norway");
    expect(localCountryName({ code: "XK", name: "Kosovo" }, "sv-SE")).toBe("Kosovo");
    expect(localCountryName({ name: "Atlantis" }, "sv-SE")).toBe("Atlantis");
  });

  it("puts the local name in place of the English one that ends the server's address line", () => {
    expect(localDisplayAddress({ displayAddress: "Bogstadveien 5, 0355 Oslo, Norway", country: NORWAY }, "sv-SE")).toBe(
      "Bogstadveien 5, 0355 Oslo, Norge",
    );
    expect(localDisplayAddress({ displayAddress: "Bogstadveien 5, 0355 Oslo, Norway", country: NORWAY }, "en")).toBe(
      "Bogstadveien 5, 0355 Oslo, Norway",
    );
    expect(
      localDisplayAddress(
        { displayAddress: "Sibyllegatan 21, 114 42 Stockholm, Sweden", country: { code: "SE", name: "Sweden" } },
        "sv-SE",
      ),
    ).toBe("Sibyllegatan 21, 114 42 Stockholm, Sverige");
    expect(localDisplayAddress({ displayAddress: "Norway", country: NORWAY }, "sv-SE")).toBe("Norge");
  });

  it("leaves an address without a country, or not ending in its name, as written", () => {
    expect(localDisplayAddress({ displayAddress: "Bogstadveien 5, 0355 Oslo", country: null }, "sv-SE")).toBe("Bogstadveien 5, 0355 Oslo");
    expect(localDisplayAddress({ displayAddress: "Norway Street 1, Oslo", country: NORWAY }, "sv-SE")).toBe("Norway Street 1, Oslo");
  });
});
