import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, readLayoutSettings, writeLayoutSettings } from "./layoutSettings.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("layout settings in local storage", () => {
  it("round-trips the collapsed sidebar", () => {
    const storage = memoryStorage();
    writeLayoutSettings({ isSidebarCollapsed: true }, storage);
    expect(readLayoutSettings(storage)).toEqual({ isSidebarCollapsed: true });
  });

  it("falls back to the defaults for missing, broken or foreign values", () => {
    expect(readLayoutSettings(memoryStorage())).toEqual(DEFAULT_LAYOUT);
    expect(readLayoutSettings(memoryStorage({ "backoffice.layout": "{not json" }))).toEqual(DEFAULT_LAYOUT);
    expect(readLayoutSettings(memoryStorage({ "backoffice.layout": '{"isSidebarCollapsed":"yes"}' }))).toEqual(DEFAULT_LAYOUT);
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(readLayoutSettings(broken)).toEqual(DEFAULT_LAYOUT);
    expect(() => writeLayoutSettings({ isSidebarCollapsed: true }, broken)).not.toThrow();
  });
});
