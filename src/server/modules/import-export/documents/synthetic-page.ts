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

/** A run set in bold. */
export const bold = (text: string, x: number, y: number, size = 10, width?: number): Glyph => ({
  ...run(text, x, y, size, width),
  bold: true,
});

/** Lines stacked down a column from `top`, `pitch` points apart (a sidebar, a main column). */
export const stack = (lines: string[], x: number, top: number, pitch: number, size = 10): Glyph[] =>
  lines.map((text, row) => run(text, x, top - row * pitch, size));

/** The text of each column's lines, columns in reading order (read as a second page). */
export const columnTexts = (glyphs: Glyph[]) =>
  pageLines(glyphs, 2).columns.map((column) => column.map((line) => line.text));

/**
 * An entry beside a left margin of dates: the dates wrapped over the margin's 13-point lines in
 * 9-point type, the head and its items in the text column beside them.
 */
export const datedEntry = (
  top: number,
  dates: string[],
  head: string,
  items: string[],
  itemWidth = 200,
): Glyph[] => [
  ...dates.map((date, row) => run(date, 40, top - row * 13, 9, date.length * 4.5)),
  run(head, 120, top, 10, 200),
  ...items.map((item, row) => run(item, 120, top - (row + 1) * 13, 10, itemWidth)),
];
