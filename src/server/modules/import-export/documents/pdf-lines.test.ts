import { describe, expect, it } from "vitest";
import { encodedTextPdf } from "../../../../../tests/support/handmade-pdf.ts";
import { iconBullets, pdfLines } from "./pdf-lines.ts";
import { resumeFromLines } from "./resume-from-lines.ts";

// Text as pdf.js hands it over from a PDF built here byte by byte. Every line is made up.

describe("pdfLines: Unicode hyphens", () => {
  it("reads U+2010 and U+2011 (as XeTeX and LuaTeX set a typed '-') as '-', so a phone is found", async () => {
    // Codes 128 and 129 are the glyphs uni2010 and uni2011 in this PDF's font.
    const pdf = encodedTextPdf(
      [
        { text: "Jordan Vale", size: 20 },
        { text: "612\x80555\x810110", size: 10 },
        { text: "jordan.vale@example.org", size: 10 },
      ],
      ["uni2010", "uni2011"],
    );
    const lines = await pdfLines(pdf);
    expect(lines.map((line) => line.text)).toContain("612-555-0110");
    const { resume } = resumeFromLines(lines);
    expect(resume.basics).toMatchObject({
      name: "Jordan Vale",
      phone: "612-555-0110",
      email: "jordan.vale@example.org",
    });
  });
});

describe("iconBullets: list markers set in an icon font", () => {
  const text = (value: string, x: number, y: number) => ({
    text: value,
    x,
    y,
    width: 200,
    size: 10,
    bold: false,
  });
  const icon = (x: number, y: number) => ({ text: "\uf111", x, y, width: 5, size: 10, bold: false });

  it("reads an icon before a sentence as a bullet, and one before a detail or a heading as an icon", () => {
    const glyphs = [
      text("Lead seven account executives covering Fortune 1000 accounts", 90, 700),
      text("512.555.0191", 90, 680),
      text("Experience", 90, 660),
      // An icon in the middle of a line of details stays an icon.
      text("Austin, Texas", 40, 640),
      text("Closed 46 new logos at an average first-year value", 90, 640),
    ];
    const bullets = iconBullets([icon(80, 700), icon(80, 680), icon(80, 660), icon(80, 640)], glyphs);
    expect(bullets).toEqual([expect.objectContaining({ text: "•", x: 80, y: 700 })]);
  });
});
