import fs from "node:fs";
import { describe, expect, it } from "vitest";

function keysOf(value: unknown, prefix = ""): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    typeof inner === "string" ? [prefix + key] : keysOf(inner, `${prefix}${key}.`),
  );
}

const read = (language: string) => JSON.parse(fs.readFileSync(new URL(`../../../public/i18n/${language}.json`, import.meta.url), "utf8"));

describe("public/i18n", () => {
  const en = read("en");
  const sv = read("sv_SE");

  it("has the same keys in Swedish and English", () => {
    expect(keysOf(sv).sort()).toEqual(keysOf(en).sort());
  });

  it("keeps the spec's shell and login messages verbatim in English", () => {
    expect(en.errors).toMatchObject({
      menuLoadFailed: "Failure loading menu",
      serverRequest: "Server Request Error",
      incorrectCredentials: "Incorrect credentials.",
      notices: { success: "Operation successful.", warning: "Warning!", info: "Information is missing.", error: "An error occurred." },
    });
    expect(en.login.status.failed).toBe("Failed");
  });

  it("translates them into Swedish", () => {
    for (const key of [
      "errors.menuLoadFailed",
      "errors.serverRequest",
      "errors.incorrectCredentials",
      "errors.notices.error",
      "login.submit",
    ]) {
      const get = (tree: unknown) => key.split(".").reduce((node, part) => (node as Record<string, unknown>)[part], tree);
      expect(get(sv), key).not.toBe(get(en));
    }
  });
});
