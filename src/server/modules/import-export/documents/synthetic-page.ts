import { settleLineEndHyphens } from "./line-end-hyphens.ts";
import { type Glyph, pageLines } from "./pdf-page-lines.ts";

// Synthetic pages for the PDF layout tests: runs of text placed at points, as pdf.js hands them
// over (y grows upwards).

export const run = (
  text: string,
  x: number,
  y: number,
  size = 10,
  width = text.length * size * 0.5,
): Glyph => ({
  text,
  x,
  y,
  width,
  size,
  bold: false,
});

/**
 * The page's lines, every column in reading order (read as a second page: no header band), with
 * the words broken at a line's end settled as the PDF reader settles them.
 */
export const texts = (glyphs: Glyph[]) => settleLineEndHyphens(pageLines(glyphs, 2).columns.flat());
