import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partToSwedish, toSwedish } from "./localise.ts";
import { readMessageSources } from "./message-sources.ts";
import { SWEDISH, SWEDISH_PARTS, SWEDISH_VALIDATOR } from "./swedish.ts";

/**
 * The Swedish catalogue against the server's source: every message and field text the code
 * gives the error helpers has a Swedish text, and every entry still matches something the code
 * writes (an English text changed without its entry would leave Swedish users an English one).
 */
const serverRoot = path.resolve(import.meta.dirname, "..");
const sources = readMessageSources(serverRoot);

describe("the Swedish catalogue of the server's error texts", () => {
  it("reads the error texts of the source", () => {
    expect(sources.length).toBeGreaterThan(150);
    expect(sources.map((s) => s.text)).toContain("This bed id is already registered.");
  });

  it("has a Swedish text for every message, field text and noun the code writes", () => {
    const missing = sources.filter((source) => {
      const text = fillPlaceholders(source.text);
      return source.kind === "noun" ? partToSwedish(text) === text : toSwedish(text) === undefined;
    });
    expect(missing.map((s) => `${s.where}: ${JSON.stringify(s.text)}`)).toEqual([]);
  });

  it("has no entry that the code no longer writes", () => {
    const code = sourceTexts(serverRoot);
    const orphans = [...Object.keys(SWEDISH), ...Object.keys(SWEDISH_PARTS)].filter((english) =>
      english
        .split(/\{\d+\}/)
        .filter((piece) => piece.trim().length > 2)
        .some((piece) => !code.includes(piece) && !code.includes(JSON.stringify(piece).slice(1, -1))),
    );
    expect(orphans).toEqual([]);
  });

  it("keeps each entry's placeholders in its Swedish text", () => {
    const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort().join();
    const wrong = Object.entries({ ...SWEDISH, ...SWEDISH_PARTS, ...SWEDISH_VALIDATOR }).filter(
      ([english, swedish]) => placeholders(english) !== placeholders(swedish),
    );
    expect(wrong).toEqual([]);
  });
});

/** A template's placeholders as a value the code could have put there. */
function fillPlaceholders(template: string): string {
  return template.replace(/\{\d+\}/g, "x");
}

function sourceTexts(root: string): string {
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  return files
    .filter((f) => f.isFile() && f.name.endsWith(".ts") && !f.name.endsWith(".test.ts") && f.name !== "swedish.ts")
    .map((f) => fs.readFileSync(path.join(f.parentPath, f.name), "utf8"))
    .join("\n");
}
