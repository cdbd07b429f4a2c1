import { describe, expect, it } from "vitest";
import { type Glyph, pageLines } from "./pdf-page-lines.ts";

// Synthetic pages: runs of text placed at points, as pdf.js hands them over (y grows upwards).
const run = (text: string, x: number, y: number, size = 10, width = text.length * size * 0.5): Glyph => ({
  text,
  x,
  y,
  width,
  size,
  bold: false,
});

const texts = (glyphs: Glyph[]) => pageLines(glyphs, 2).columns.flat();

describe("pageLines: list items", () => {
  it("joins a wrapped item set at a loose line height, and keeps the next item apart", () => {
    const lines = texts([
      run("• Rebuilt the billing service for three regional warehouses, cutting", 50, 700, 10, 400),
      run("month-end closing time in half.", 60, 682, 10, 160),
      run("• Trained four new analysts.", 50, 660, 10, 150),
      run("• Ran the quarterly audit with the finance team and the external", 50, 638, 10, 400),
      run("auditors.", 60, 620, 10, 40),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Rebuilt the billing service for three regional warehouses, cutting month-end closing time in half.",
      "Trained four new analysts.",
      "Ran the quarterly audit with the finance team and the external auditors.",
    ]);
    expect(lines.every((line) => line.bullet)).toBe(true);
  });

  it("joins a wrapped item whose bullet mark is set larger than its text", () => {
    const lines = texts([
      { ...run("•", 50, 700, 11, 4) },
      run("Payments: a service that settles invoices for every store in the group, and", 58, 700, 10, 400),
      run("reports them nightly.", 58, 688, 10, 100),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe(
      "Payments: a service that settles invoices for every store in the group, and reports them nightly.",
    );
  });

  it("reads a marked line with a place set apart as an entry's head, not an item", () => {
    const lines = texts([
      run("•", 50, 700, 10, 4),
      run("Northwind Traders", 58, 700, 10, 90),
      run("Denver, CO", 480, 700, 10, 50),
      run("• Shipped the new ordering app.", 58, 686, 10, 150),
    ]);
    expect(lines[0]?.bullet).toBeUndefined();
    expect(lines[0]?.parts).toEqual(["Northwind Traders", "Denver, CO"]);
    expect(lines[1]?.bullet).toBe(true);
  });
});
