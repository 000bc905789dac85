import { describe, expect, it } from "vitest";
import {
  filterNoTranslation,
  initialView,
  isLastActive,
  pageCount,
  searchFor,
  toggleLanguage,
  translationsQuery,
  type TranslationView,
} from "./translationColumns.ts";

const all = ["sv", "en", "de"];
const view = (languages: string[], more: Partial<TranslationView> = {}): TranslationView => ({
  ...initialView(undefined),
  languages,
  ...more,
});

describe("the language columns", () => {
  it("open on the initial language alone", () => {
    expect(initialView("en")).toEqual({ languages: ["en"], search: "", noTranslation: null, page: 1 });
    expect(initialView(undefined).languages).toEqual([]);
  });

  it("switch on in the sites' order", () => {
    expect(toggleLanguage(view(["en"]), "sv", all).languages).toEqual(["sv", "en"]);
    expect(toggleLanguage(view(["sv", "en"]), "de", all).languages).toEqual(["sv", "en", "de"]);
  });

  it("switch off while another stays active", () => {
    expect(toggleLanguage(view(["sv", "en"]), "sv", all).languages).toEqual(["en"]);
  });

  it("keep the last active column", () => {
    const only = view(["en"]);
    expect(isLastActive(only, "en")).toBe(true);
    expect(isLastActive(only, "sv")).toBe(false);
    expect(toggleLanguage(only, "en", all)).toBe(only);
  });

  it("keep the no-translation filter's column", () => {
    const filtered = view(["sv", "en"], { noTranslation: "sv" });
    expect(toggleLanguage(filtered, "sv", all)).toBe(filtered);
    expect(toggleLanguage(filtered, "en", all).languages).toEqual(["sv"]);
  });
});

describe("the no-translation filter", () => {
  it("switches its language's column on and starts on page 1", () => {
    const filtered = filterNoTranslation(view(["en"], { page: 4 }), "de", all);
    expect(filtered).toMatchObject({ languages: ["en", "de"], noTranslation: "de", page: 1 });
  });

  it("leaves active columns alone", () => {
    expect(filterNoTranslation(view(["sv", "en"]), "sv", all).languages).toEqual(["sv", "en"]);
  });

  it("clears without switching a column off", () => {
    expect(filterNoTranslation(view(["en", "de"], { noTranslation: "de" }), null, all)).toMatchObject({
      languages: ["en", "de"],
      noTranslation: null,
    });
  });
});

describe("the list query", () => {
  it("asks for 100 keys by code ascending, the languages always in the filters", () => {
    expect(translationsQuery(view(["en"]))).toEqual({
      page: 1,
      count: 100,
      orderBy: "code",
      direction: "asc",
      filters: JSON.stringify({ languages: ["en"] }),
    });
  });

  it("adds a trimmed search and the no-translation language when set", () => {
    const query = translationsQuery(searchFor(view(["sv", "en"], { noTranslation: "sv", page: 3 }), "  bed "));
    expect(query.page).toBe(1);
    expect(JSON.parse(query.filters)).toEqual({ languages: ["sv", "en"], search: "bed", noTranslation: "sv" });
    expect(JSON.parse(translationsQuery(view(["en"], { search: "   " })).filters)).toEqual({ languages: ["en"] });
  });

  it("counts pages of 100", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
  });
});
