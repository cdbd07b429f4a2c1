import type { Face } from "./registered-faces.ts";

// Why a printed "." could come out of the PDF's text as nothing ("Dr Adaeze", "Y14 5"):
// fontkit keeps one glyph object per glyph id for a face's whole life (a worker's, for us) and
// fixes its `codePoints` when it first makes it. Making a PDF's font subset (at the end of every
// render) asks for the parts of composite glyphs without code points: Roboto draws ":", ";" and "…"
// with the period glyph, DejaVu "⁒" and "※", Noto Serif "‧". A face whose period was first reached
// that way kept an empty period for every later PDF of the worker, and react-pdf copies a glyph's
// `codePoints` into the PDF's text map (ToUnicode). Here a face, once loaded, hands layout a glyph
// with the code points layout asked for whenever its cached glyph has none.

interface Glyph {
  id: number;
  codePoints: number[];
}
type GetGlyph = (id: number, codePoints?: number[]) => Glyph | null;

/**
 * Wraps the face's getGlyph: a call that names code points (layout, glyphForCodePoint) never
 * gets back a glyph without any. The glyph made without them is left as it is, not rewritten:
 * runs laid out earlier may hold it. Calls without code points (subsetting) are unchanged.
 */
export function keepCodePoints(face: Face) {
  const cached = face.getGlyph.bind(face) as GetGlyph;
  const named = new Map<number, Glyph>();
  face.getGlyph = (id, codePoints = []) => {
    const glyph = cached(id, codePoints);
    if (!glyph || glyph.codePoints.length > 0 || codePoints.length === 0) return glyph;
    let withCodePoints = named.get(id);
    if (!withCodePoints) {
      // fontkit's glyph classes all take (id, codePoints, font).
      const GlyphClass = glyph.constructor as new (id: number, codePoints: number[], face: Face) => Glyph;
      withCodePoints = new GlyphClass(id, codePoints, face);
      named.set(id, withCodePoints);
    }
    return withCodePoints;
  };
}
