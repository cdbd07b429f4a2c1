import { describe, expect, it } from "vitest";
import { fontIds } from "../../shared/contracts/pdf.ts";
import { pdfFonts } from "./fonts.ts";

describe("the fonts a caller may choose", () => {
  it("are the fonts with files, in the catalogue's order", () => {
    expect(pdfFonts.map((font) => font.id)).toEqual([...fontIds]);
  });
});
