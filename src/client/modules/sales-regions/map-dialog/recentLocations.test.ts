import { describe, expect, it } from "vitest";
import { RECENT_STORAGE_KEY, readRecentLocations, rememberLocation, storeRecentLocations } from "./recentLocations.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("rememberLocation", () => {
  it("keeps the last 2 added, newest first, each once", () => {
    expect(rememberLocation([], 5)).toEqual([5]);
    expect(rememberLocation([5], 7)).toEqual([7, 5]);
    expect(rememberLocation([7, 5], 9)).toEqual([9, 7]);
    expect(rememberLocation([9, 7], 7)).toEqual([7, 9]);
    expect(rememberLocation([7, 9], 7)).toEqual([7, 9]);
  });
});

describe("stored per browser", () => {
  it("reads what was stored", () => {
    const storage = memoryStorage();
    storeRecentLocations([7, 5], storage);
    expect(storage.values.get(RECENT_STORAGE_KEY)).toBe("[7,5]");
    expect(readRecentLocations(storage)).toEqual([7, 5]);
  });

  it("reads anything else as none, or only its good ids", () => {
    expect(readRecentLocations(memoryStorage())).toEqual([]);
    expect(readRecentLocations(memoryStorage({ [RECENT_STORAGE_KEY]: "not json" }))).toEqual([]);
    expect(readRecentLocations(memoryStorage({ [RECENT_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readRecentLocations(memoryStorage({ [RECENT_STORAGE_KEY]: '[3,"x",-1,2.5,4,6]' }))).toEqual([3, 4]);
    expect(readRecentLocations(undefined)).toEqual([]);
  });

  it("survives a storage that refuses", () => {
    const refusing = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeRecentLocations([1], refusing)).not.toThrow();
    expect(() => storeRecentLocations([1], undefined)).not.toThrow();
  });
});
