import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import sv_SE from "./sv_SE.json" with { type: "json" };

function texts(value: object, prefix = ""): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" ? [[`${prefix}${key}`, inner] as [string, string]] : texts(inner, `${prefix}${key}.`),
  );
}

describe("the rules editor's texts", () => {
  it("name the added property as the spec does", () => {
    expect(en.rulesEditor.properties.bedModel).toBe("Bed Model");
  });

  it("show each operator's symbol in both languages, so saved rules read the same", () => {
    for (const language of [en, sv_SE]) {
      expect(language.rulesEditor.operators.and).toContain("(&&)");
      expect(language.rulesEditor.operators.or).toContain("(||)");
      for (const [key, symbol] of Object.entries({
        equals: "==",
        notEquals: "!=",
        less: "<",
        lessOrEqual: "<=",
        greater: ">",
        greaterOrEqual: ">=",
      }))
        expect(language.rulesEditor.comparators[key as keyof typeof en.rulesEditor.comparators]).toContain(`(${symbol})`);
    }
  });

  it("are translated, not copied, into Swedish, with the same placeholders", () => {
    const swedish = new Map(texts(sv_SE));
    for (const [key, text] of texts(en)) {
      expect(swedish.get(key), key).not.toBe(text);
      expect(swedish.get(key)!.match(/{{\w+}}/g), key).toEqual(text.match(/{{\w+}}/g));
    }
  });
});
