import { describe, expect, it } from "vitest";
import { heldKey, readHeld, serializeHeld, writeHeld } from "./held-store";

function memoryStorage(items = new Map<string, string>()): Storage {
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("held values kept in the browser", () => {
  it("are written under resume-held:{id} and read back", () => {
    const storage = memoryStorage();
    const record = {
      resume: { email: { shown: "ada@", base: "" } },
      rows: { "experiences:7": { start_date: { shown: "2011-08", base: "08/2011" } } },
    };
    writeHeld(storage, 42, serializeHeld(record));
    expect(heldKey(42)).toBe("resume-held:42");
    expect(storage.getItem("resume-held:42")).not.toBeNull();
    expect(readHeld(storage, 42)).toEqual(record);
    expect(readHeld(storage, 43)).toEqual({ resume: {}, rows: {} });
  });

  it("are removed when nothing is held any more", () => {
    const storage = memoryStorage();
    writeHeld(storage, 1, serializeHeld({ resume: { email: { shown: "a@", base: "" } }, rows: {} }));
    writeHeld(storage, 1, serializeHeld({ resume: {}, rows: {} }));
    expect(storage.length).toBe(0);
  });

  it("read as nothing when unreadable, and skip entries that are not held values", () => {
    const items = new Map([
      ["resume-held:1", "{not json"],
      ["resume-held:2", JSON.stringify({ resume: { email: "ada@", phone: { shown: "5" } }, rows: [] })],
    ]);
    const storage = memoryStorage(items);
    expect(readHeld(storage, 1)).toEqual({ resume: {}, rows: {} });
    expect(readHeld(storage, 2)).toEqual({ resume: { phone: { shown: "5", base: null } }, rows: {} });
    expect(readHeld(undefined, 2)).toEqual({ resume: {}, rows: {} });
  });

  it("lose only the keeping when the storage refuses to write", () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeHeld(full, 1, "{}")).not.toThrow();
  });
});
