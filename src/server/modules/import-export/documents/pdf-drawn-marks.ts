import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Glyph } from "./pdf-page-lines.ts";

// List markers drawn as shapes: a browser prints a list's disc (and Word or Writer may print a
// square) as a small filled path, not as a character, so the text alone does not say where one
// item ends and the next begins. The page's drawing does: such a shape stands just left of each
// item's first word, at the height of its lower-case letters.

type Matrix = [number, number, number, number, number, number];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The most path-painting operators a page is searched: a page of charts draws many more. */
const MAX_OPERATORS = 200_000;

const FILLS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/** `m` applied after `ctm`, as a PDF's `cm` does (pdf.js's own convention). */
function concat(ctm: Matrix, m: Matrix): Matrix {
  const [a, b, c, d, e, f] = ctm;
  return [
    a * m[0] + c * m[1],
    b * m[0] + d * m[1],
    a * m[2] + c * m[3],
    b * m[2] + d * m[3],
    a * m[4] + c * m[5] + e,
    b * m[4] + d * m[5] + f,
  ];
}

/** The page-space box of a path's local bounds [minX, minY, maxX, maxY]. */
function pageBox(ctm: Matrix, [x0, y0, x1, y1]: number[]): Box {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x = 0, y = 0]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
  const xs = corners.map(([x = 0]) => x);
  const ys = corners.map(([, y = 0]) => y);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/** Small filled shapes about as wide as high (discs, squares), in page space. */
export function smallFilledShapes(operators: { fnArray: number[]; argsArray: unknown[] }): Box[] {
  const shapes: Box[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const count = Math.min(operators.fnArray.length, MAX_OPERATORS);
  for (let index = 0; index < count; index++) {
    const fn = operators.fnArray[index];
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = concat(ctm, args as Matrix);
    else if (fn === OPS.constructPath && args && FILLS.has(args[0] as number)) {
      const bounds = args[2] as ArrayLike<number> | null;
      if (!bounds || bounds.length < 4) continue;
      const box = pageBox(ctm, Array.from(bounds));
      const side = Math.max(box.width, box.height);
      if (side > 0.5 && side < 12 && Math.abs(box.width - box.height) <= side * 0.25) shapes.push(box);
    }
  }
  return shapes;
}

/**
 * A "•" for each small filled shape that marks a list item: a third to two thirds of the type
 * size, centred in the lower-case height of a line of several words that starts just right of
 * it, with nothing set just left of it on that line.
 */
export function drawnBullets(shapes: Box[], glyphs: Glyph[]): Glyph[] {
  const bullets: Glyph[] = [];
  for (const shape of shapes) {
    const middle = shape.y + shape.height / 2;
    const right = shape.x + shape.width;
    const onRow = (glyph: Glyph) => middle >= glyph.y && middle <= glyph.y + glyph.size * 0.7;
    // The item's words: a line stretched to justify it comes as one run a word (TeX), so the
    // words are counted over the row's runs after the mark, not in the first run alone.
    const wordsAfter = (glyph: Glyph) =>
      glyphs
        .filter((other) => onRow(other) && other.x >= glyph.x && other.size === glyph.size)
        .reduce((sum, other) => sum + other.text.trim().split(/\s+/).length, 0);
    const item = glyphs.find(
      (glyph) =>
        onRow(glyph) &&
        shape.width >= glyph.size * 0.2 &&
        shape.width <= glyph.size * 0.6 &&
        glyph.x >= right &&
        glyph.x - right <= glyph.size * 2 &&
        wordsAfter(glyph) >= 3,
    );
    if (!item) continue;
    const before = glyphs.some(
      (glyph) =>
        glyph !== item &&
        onRow(glyph) &&
        glyph.x < shape.x &&
        shape.x - (glyph.x + glyph.width) <= item.size * 2,
    );
    if (!before)
      bullets.push({ text: "•", x: shape.x, y: item.y, width: shape.width, size: item.size, bold: false });
  }
  return bullets;
}
