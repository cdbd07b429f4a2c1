import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { pdfjsText } from "../../../tests/integration/pdf-helpers.ts";
import { pdfFonts } from "./fonts.ts";
import { registerFonts } from "./render-document.ts";

// Issue 12: a worker printed "Dr Adaeze" for "Dr. Adaeze" once an earlier PDF had embedded a glyph
// built from the period (Roboto's ":" is two period glyphs): fontkit then made the period glyph
// without code points, and every later PDF of that worker mapped it to no text. Each test below
// starts from faces no PDF of this file has used yet (a test file gets its own module state).

/** Characters whose glyphs are built from the period glyph in one of the fonts we ship. */
const BUILT_FROM_PERIOD = "Tel: 555; a…b ‧ ⸳ ⁒ ※";
const WITH_PERIODS = "Dr. Adaeze E. Okonkwo (mgr inż.) ASME Y14.5";

const faces = pdfFonts.flatMap((font) => [
  { family: font.id, fontWeight: 400, fontStyle: "normal" as const },
  { family: font.id, fontWeight: 700, fontStyle: "normal" as const },
  { family: font.id, fontWeight: 400, fontStyle: "italic" as const },
]);

async function printedText(face: (typeof faces)[number], text: string) {
  const style = { fontFamily: face.family, fontWeight: face.fontWeight, fontStyle: face.fontStyle };
  const bytes = await renderToBuffer(h(Document, null, h(Page, { size: "A4" }, h(Text, { style }, text))));
  return (await pdfjsText(bytes)).pages.join("").replace(/\s+/g, " ").trim();
}

describe("the period in the PDF's text", () => {
  registerFonts();

  it.each(faces)(
    "$family $fontWeight $fontStyle keeps it after a PDF that drew ':' and '…'",
    async (face) => {
      expect(BUILT_FROM_PERIOD.includes(".")).toBe(false);
      await printedText(face, BUILT_FROM_PERIOD);
      expect(await printedText(face, WITH_PERIODS)).toBe(WITH_PERIODS);
    },
  );
});
