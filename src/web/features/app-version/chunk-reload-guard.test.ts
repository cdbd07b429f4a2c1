import { describe, expect, it } from "vitest";
import { isChunkLoadError, reloadOnce } from "./chunk-reload-guard.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe("reloadOnce (spec §9 page reload guard, 10 000 ms)", () => {
  it("reloads at most once per 10 s", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnce(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnce(1_005_000, storage, reload)).toBe(false);
    expect(reloadOnce(1_009_999, storage, reload)).toBe(false);
    expect(reloadOnce(1_010_000, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it("does not reload while offline (the text being typed would be lost), and reloads once back online", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnce(1_000_000, storage, reload, false)).toBe(false);
    expect(reloads).toBe(0);
    expect(reloadOnce(1_001_000, storage, reload, true)).toBe(true);
    expect(reloads).toBe(1);
  });

  it("recognises the browsers' failed-chunk messages only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Network down"))).toBe(false);
  });
});
