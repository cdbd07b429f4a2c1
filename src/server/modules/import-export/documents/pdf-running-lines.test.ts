import { describe, expect, it } from "vitest";
import type { PageLines } from "./pdf-page-lines.ts";
import { runningLines } from "./pdf-running-lines.ts";

const page = (number: number, texts: string[]): PageLines => ({
  header: [],
  columns: [texts.map((text) => ({ text, page: number }))],
  left: 40,
});

describe("runningLines", () => {
  it("finds the foot repeated on every page, its page number aside", () => {
    const pages = [
      page(1, ["Ann Lee", "Experience", "Clerk, City Library", "Ann Lee · Résumé · 1"]),
      page(2, ["Education", "BA English", "Ann Lee · Résumé · 2"]),
    ];
    expect([...runningLines(pages)].map((line) => line.text)).toEqual([
      "Ann Lee · Résumé · 1",
      "Ann Lee · Résumé · 2",
    ]);
  });

  it("keeps lines that only repeat inside pages, and a one-page document whole", () => {
    const pages = [
      page(1, ["Experience", "Boston, MA", "Clerk"]),
      page(2, ["Projects", "Boston, MA", "Catalogue"]),
    ];
    expect(runningLines(pages).size).toBe(0);
    expect(runningLines([page(1, ["A", "B"])]).size).toBe(0);
  });
});
