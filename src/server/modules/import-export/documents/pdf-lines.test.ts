import { describe, expect, it } from "vitest";
import { encodedTextPdf } from "../../../../../tests/support/handmade-pdf.ts";
import { pdfLines } from "./pdf-lines.ts";
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
