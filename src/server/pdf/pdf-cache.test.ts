import { describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../shared/resume.ts";
import type { LetterDocument } from "./letter-content.ts";
import { createPdfCache, renderKey } from "./pdf-cache.ts";
import { resolveOptions } from "./pdf-options.ts";

const bytes = (n: number) => new Uint8Array(n);
const doc = {
  full_name: "A",
  updated_at: "1",
  file_generated: false,
  experiences: [],
} as unknown as ResumeDocument;

describe("pdf cache", () => {
  it("evicts the least recently used entry past its count", () => {
    const cache = createPdfCache({ maxEntries: 2 });
    cache.set("a", bytes(1));
    cache.set("b", bytes(1));
    cache.get("a");
    cache.set("c", bytes(1));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("stays under its byte budget and skips a PDF larger than it", () => {
    const cache = createPdfCache({ maxBytes: 10 });
    cache.set("a", bytes(6));
    cache.set("b", bytes(6));
    expect(cache.size).toBe(1);
    expect(cache.get("b")).toBeDefined();
    cache.set("huge", bytes(11));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("keys by printed content and options, not by bookkeeping fields", () => {
    const options = resolveOptions("classic", {}, false);
    const key = renderKey(doc, options);
    expect(renderKey({ ...doc, file_generated: true, updated_at: "2" }, options)).toBe(key);
    expect(renderKey({ ...doc, full_name: "B" }, options)).not.toBe(key);
    expect(renderKey(doc, resolveOptions("classic", {}, true))).not.toBe(key);
    expect(renderKey(doc, resolveOptions("classic", { pageSize: "Letter" }, false))).not.toBe(key);
    expect(renderKey(doc, resolveOptions("modern", {}, false))).not.toBe(key);
  });

  it("keys a cover letter by its text, date, writer and options", () => {
    const letter: LetterDocument = {
      kind: "letter",
      full_name: "A",
      headline: "",
      contact: [],
      date: "March 14, 2025",
      job_title: "",
      company: "",
      text: "Dear B,",
    };
    const options = resolveOptions("classic", {}, false);
    const key = renderKey(letter, options);
    expect(renderKey({ ...letter }, options)).toBe(key);
    expect(renderKey({ ...letter, text: "Dear C," }, options)).not.toBe(key);
    expect(renderKey({ ...letter, date: "March 15, 2025" }, options)).not.toBe(key);
    expect(renderKey({ ...letter, full_name: "B" }, options)).not.toBe(key);
    expect(renderKey(letter, resolveOptions("classic", {}, true))).not.toBe(key);
  });
});
