import type { Face } from "./registered-faces.ts";

// Why (issue 35, docs/decisions/036-pdf-engine-speed.md): each PDF embeds, per face it prints
// in, a subset font of the glyphs it used, and fontkit builds those bytes from the face's tables
// (3–4 ms of a 30 ms render). The bytes depend only on the face and its glyphs in the order first
// used, so the same resume printed again (the preview redrawn after a save, "Fit to one page"
// trying sizes, another accent colour, a cached share link expiring) embeds the same subset: a
// face keeps the last few it built.

/** Subsets kept per face: a worker prints for many users, and a subset is tens of kilobytes. */
const KEPT = 8;

interface Subset {
  /** Glyph ids in the order the document first used them: what the encoded bytes depend on. */
  glyphs: number[];
  encode(): Uint8Array;
}

export function cacheSubsets(face: Face) {
  const subsetting = face as Face & { createSubset?: () => Subset };
  const create = subsetting.createSubset?.bind(subsetting);
  if (!create) return;
  const built = new Map<string, Uint8Array>();
  subsetting.createSubset = () => {
    const subset = create();
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const key = subset.glyphs.join(",");
      const kept = built.get(key) ?? encode();
      // Most recently used last: the oldest goes first when the face has kept enough.
      built.delete(key);
      built.set(key, kept);
      if (built.size > KEPT) built.delete(built.keys().next().value as string);
      return kept;
    };
    return subset;
  };
}
