import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import sv_SE from "./sv_SE.json" with { type: "json" };

/** Dotted keys of every text of a nested locale object. */
function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" ? [`${prefix}${key}`] : keysOf(inner, `${prefix}${key}.`),
  );
}

describe("the screens' texts", () => {
  it("exist in both languages", () => {
    expect(keysOf(sv_SE).sort()).toEqual(keysOf(en).sort());
  });

  it("stay under the engine's and the YAML screens' prefixes", () => {
    expect(Object.keys(en).sort()).toEqual(["resources", "screens"]);
  });

  it("keep the spec's English messages verbatim", () => {
    expect(en.resources.sites.messages).toEqual({
      saved: "Saved!",
      saveFailed: "An error occured while saving!",
      createCancelled: "Site creation Cancelled!",
      loadFailed: "Could not retrieve sites",
    });
  });

  it("are translated, not copied, into Swedish (engine and sites)", () => {
    const same = keysOf(en)
      .filter((key) => /^(screens|resources\.sites)\./.test(key))
      .filter((key) => {
        const pick = (o: object) => key.split(".").reduce<any>((node, k) => node?.[k], o);
        return pick(en) === pick(sv_SE);
      });
    // Words that are the same in Swedish.
    expect(same.sort()).toEqual([
      "resources.sites.fields.design",
      "resources.sites.fields.id",
      "resources.sites.fields.seo",
      "resources.sites.fields.slug",
    ]);
  });
});
