import { describe, expect, it } from "vitest";
import { textOf, withSavedTexts, type TranslationPage } from "./translationTexts.ts";

const page: TranslationPage = {
  list: [
    {
      code: "a",
      translations: [
        { languageCode: "sv", text: "A sv", updatedAt: "t1" },
        { languageCode: "en", text: "A en", updatedAt: "t2" },
      ],
    },
    { code: "b", translations: [] },
  ],
  total: 2,
  totalIsEstimate: false,
  filterable: {},
};

describe("a key's texts", () => {
  it("read a language's text and token, empty without one", () => {
    expect(textOf(page.list[0]!, "en")).toEqual({ text: "A en", updatedAt: "t2" });
    expect(textOf(page.list[1]!, "en")).toEqual({ text: "", updatedAt: null });
  });

  it("take a saved text into its row, keeping the other languages and rows", () => {
    const saved = withSavedTexts(page, { code: "a", translations: [{ languageCode: "en", text: "New", updatedAt: "t3" }] });
    expect(textOf(saved.list[0]!, "en")).toEqual({ text: "New", updatedAt: "t3" });
    expect(textOf(saved.list[0]!, "sv")).toEqual({ text: "A sv", updatedAt: "t1" });
    expect(saved.list[1]).toBe(page.list[1]);
    expect(saved.total).toBe(2);
  });

  it("add a first text to a key that had none", () => {
    const saved = withSavedTexts(page, { code: "b", translations: [{ languageCode: "sv", text: "B", updatedAt: "t4" }] });
    expect(textOf(saved.list[1]!, "sv")).toEqual({ text: "B", updatedAt: "t4" });
  });
});
