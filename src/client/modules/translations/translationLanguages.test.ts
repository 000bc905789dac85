import { describe, expect, it } from "vitest";
import { defaultTranslationLanguage, initialSite, isSameLanguage, languageLabel, siteLanguages } from "./translationLanguages.ts";

const sites = [
  { languageCode: "sv", name: "Sverige" },
  { languageCode: "en", name: "International" },
  { languageCode: "de_AT", name: "Österreich" },
  { languageCode: "en", name: "Second English" },
];

describe("the default translation language", () => {
  it("is 'en' when it is permitted, by 'all' or by name", () => {
    expect(defaultTranslationLanguage(["all"])).toBe("en");
    expect(defaultTranslationLanguage(["sv", "en"])).toBe("en");
  });

  it("is the first permitted language otherwise", () => {
    expect(defaultTranslationLanguage(["sv", "de"])).toBe("sv");
    expect(defaultTranslationLanguage(["de_AT"])).toBe("de_AT");
  });

  it("is none for an account that may edit no language", () => {
    expect(defaultTranslationLanguage([])).toBeUndefined();
  });
});

describe("the site languages", () => {
  it("are the sites' languages once each, in the sites' order", () => {
    expect(siteLanguages(sites)).toEqual(["sv", "en", "de_AT"]);
    expect(siteLanguages([])).toEqual([]);
  });

  it("match a permission by code or by its short form", () => {
    expect(isSameLanguage("de_AT", "de")).toBe(true);
    expect(isSameLanguage("de_AT", "de_AT")).toBe(true);
    expect(isSameLanguage("de", "de_AT")).toBe(false);
    expect(isSameLanguage("sv", "en")).toBe(false);
  });
});

describe("the initial site", () => {
  it("is the default language's site", () => {
    expect(initialSite(sites, ["all"])?.name).toBe("International");
    expect(initialSite(sites, ["sv"])?.name).toBe("Sverige");
  });

  it("prefers an exact code to a regional site of the language", () => {
    const both = [
      { languageCode: "de_AT", name: "AT" },
      { languageCode: "de", name: "DE" },
    ];
    expect(initialSite(both, ["de"])?.name).toBe("DE");
    expect(initialSite(sites, ["de"])?.name).toBe("Österreich");
  });

  it("is the first site when the default language has none", () => {
    expect(initialSite(sites, ["fi"])?.name).toBe("Sverige");
    expect(initialSite(sites, [])?.name).toBe("Sverige");
    expect(initialSite([], ["sv"])).toBeUndefined();
  });
});

describe("a language's label", () => {
  it("names the language in the interface's language, with its code", () => {
    expect(languageLabel("sv", "en")).toBe("Swedish (sv)");
    expect(languageLabel("en", "sv_SE")).toBe("engelska (en)");
  });

  it("is the code alone when the code names no language", () => {
    expect(languageLabel("xx_YY!", "en")).toBe("xx_YY!");
  });
});
