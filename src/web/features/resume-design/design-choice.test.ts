import { describe, expect, it } from "vitest";
import type { PdfCatalog } from "../../lib/resume-api";
import {
  defaultChoice,
  designStorageKey,
  normalizeChoice,
  readStoredChoice,
  storeChoice,
  toProps,
} from "./design-choice";

const catalog: PdfCatalog = {
  templates: [
    { id: "classic", name: "Classic", description: "" },
    { id: "modern", name: "Modern", description: "" },
  ],
  fonts: [
    { id: "inter", name: "Inter" },
    { id: "serif", name: "Serif" },
  ],
  pageSizes: ["A4", "Letter"],
  defaultTemplate: "classic",
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe("design choice", () => {
  it("starts from the catalog's default template and the template's own colour and font", () => {
    expect(defaultChoice(catalog)).toEqual({ template: "classic", accent: null, font: null });
  });

  it("keeps what the catalog offers and lower-cases colours; a page size stored before is dropped", () => {
    expect(
      normalizeChoice({ template: "modern", accent: "#AB12CD", font: "serif", pageSize: "Letter" }, catalog),
    ).toEqual({
      template: "modern",
      accent: "#ab12cd",
      font: "serif",
    });
  });

  it("replaces what is no longer offered or malformed by the default", () => {
    expect(
      normalizeChoice({ template: "gone", accent: "red", font: "comic", pageSize: "A3", extra: 1 }, catalog),
    ).toEqual(defaultChoice(catalog));
    expect(normalizeChoice("classic", catalog)).toEqual(defaultChoice(catalog));
    expect(normalizeChoice(null, catalog)).toEqual(defaultChoice(catalog));
  });

  it("sends only the chosen options as props, never a page size (the layout's or the address's)", () => {
    expect(toProps(defaultChoice(catalog))).toEqual({});
    expect(toProps({ template: "modern", accent: "#123456", font: "inter" })).toEqual({
      accent: "#123456",
      font: "inter",
    });
  });

  it("remembers the choice per resume and survives broken storage", () => {
    const storage = memoryStorage();
    const choice = { template: "modern", accent: "#123456", font: null } as const;
    storeChoice(7, choice, storage);
    expect(readStoredChoice(7, catalog, storage)).toEqual(choice);
    expect(readStoredChoice(8, catalog, storage)).toEqual(defaultChoice(catalog));
    storage.map.set(designStorageKey(9), "{not json");
    expect(readStoredChoice(9, catalog, storage)).toEqual(defaultChoice(catalog));
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readStoredChoice(7, catalog, throwing)).toEqual(defaultChoice(catalog));
    expect(() => storeChoice(7, choice, throwing)).not.toThrow();
  });
});
