import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localeFiles, LocaleError } from "./locales.ts";

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, unknown>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "locales-"));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, "src/client", file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, JSON.stringify(content));
  }
  return root;
}

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof LocaleError) return error.problems;
    throw error;
  }
  return [];
}

describe("locale merge", () => {
  it("merges the fragments of every area into one nested file per language, keys sorted", () => {
    const dir = project({
      "ui/locales/en.json": { shell: { ok: "OK" }, errors: { a: "A" } },
      "ui/locales/sv_SE.json": { shell: { ok: "OK" }, errors: { a: "Å" } },
      "modules/login/locales/en.json": { login: { title: "Log in" }, errors: { b: "B" } },
      "modules/login/locales/sv_SE.json": { login: { title: "Logga in" }, errors: { b: "B" } },
    });
    const [en, sv] = localeFiles(dir);
    expect(en!.path).toBe("public/i18n/en.json");
    expect(JSON.parse(en!.content)).toEqual({ errors: { a: "A", b: "B" }, login: { title: "Log in" }, shell: { ok: "OK" } });
    expect(Object.keys(JSON.parse(sv!.content))).toEqual(["errors", "login", "shell"]);
  });

  it("fails on a key present in one language only", () => {
    const dir = project({ "ui/locales/en.json": { shell: { ok: "OK", extra: "X" } }, "ui/locales/sv_SE.json": { shell: { ok: "OK" } } });
    expect(problems(() => localeFiles(dir))).toEqual(["src/client/ui/locales/sv_SE.json lacks shell.extra (present in en.json)"]);
  });

  it("fails on a missing language file", () => {
    const dir = project({ "ui/locales/en.json": { shell: { ok: "OK" } } });
    expect(problems(() => localeFiles(dir))).toEqual(["src/client/ui/locales/sv_SE.json lacks shell.ok (present in en.json)"]);
  });

  it("fails on a key defined by two fragments", () => {
    const dir = project({
      "a/locales/en.json": { errors: { x: "1" } },
      "a/locales/sv_SE.json": { errors: { x: "1" } },
      "b/locales/en.json": { errors: { x: "2" } },
      "b/locales/sv_SE.json": { errors: { x: "2" } },
    });
    expect(problems(() => localeFiles(dir))).toEqual([
      "errors.x is defined twice: src/client/a/locales/en.json and src/client/b/locales/en.json",
      "errors.x is defined twice: src/client/a/locales/sv_SE.json and src/client/b/locales/sv_SE.json",
    ]);
  });

  it("fails on a text where another fragment nests keys, and on values that are not texts", () => {
    const clash = project({
      "a/locales/en.json": { x: "1" },
      "a/locales/sv_SE.json": { x: "1" },
      "b/locales/en.json": { x: { y: "2" } },
      "b/locales/sv_SE.json": { x: { y: "2" } },
    });
    expect(problems(() => localeFiles(clash))).toHaveLength(2);
    fs.rmSync(clash, { recursive: true });
    const list = project({ "a/locales/en.json": { x: ["1"] }, "a/locales/sv_SE.json": { x: "1" } });
    expect(problems(() => localeFiles(list))[0]).toMatch(/a\/locales\/en\.json: x must be an object of texts/);
  });
});
