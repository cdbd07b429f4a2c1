import { describe, expect, it } from "vitest";
import type { Face } from "./registered-faces.ts";
import { cacheSubsets } from "./subset-cache.ts";

// A stand-in for a fontkit face: each subset encodes its glyph ids, and counts how often it had to.
function countingFace() {
  let built = 0;
  const face = {
    createSubset: () => {
      const glyphs: number[] = [];
      return {
        glyphs,
        includeGlyph: (id: number) => glyphs.push(id),
        encode: () => {
          built++;
          return Uint8Array.from(glyphs);
        },
      };
    },
  };
  cacheSubsets(face as unknown as Face);
  const subset = (...ids: number[]) => {
    const made = (face.createSubset as () => { includeGlyph(id: number): void; encode(): Uint8Array })();
    for (const id of ids) made.includeGlyph(id);
    return [...made.encode()];
  };
  return { subset, built: () => built };
}

describe("a face's subsets, kept between PDFs", () => {
  it("builds a subset once for the same glyphs in the same order, and anew for any other", () => {
    const face = countingFace();
    expect(face.subset(0, 5, 9)).toEqual([0, 5, 9]);
    expect(face.subset(0, 5, 9)).toEqual([0, 5, 9]);
    expect(face.built()).toBe(1);
    // The same glyphs first used in another order make other bytes (glyph ids are renumbered).
    expect(face.subset(0, 9, 5)).toEqual([0, 9, 5]);
    expect(face.subset(0, 5)).toEqual([0, 5]);
    expect(face.built()).toBe(3);
  });

  it("keeps only the last few, most recently used last", () => {
    const face = countingFace();
    for (let id = 1; id <= 9; id++) face.subset(0, id);
    expect(face.built()).toBe(9);
    face.subset(0, 9);
    expect(face.built()).toBe(9);
    // The first one was dropped when the ninth came.
    face.subset(0, 1);
    expect(face.built()).toBe(10);
  });
});
