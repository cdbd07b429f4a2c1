import type { Face } from "./registered-faces.ts";

// Why (issue 35, docs/decisions/036-pdf-engine-speed.md): layout asks a face for its grid size
// for every glyph it scales and, for every character, whether the face has a glyph for it (to
// pick a fallback face for other scripts). fontkit answers both from its tables through getters
// and a cmap lookup each time; neither answer ever changes for a face, so it is read once.

interface FaceFacts {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export function keepFaceConstants(face: Face) {
  const facts = face as Face & FaceFacts;
  Object.defineProperty(facts, "unitsPerEm", { value: facts.unitsPerEm });
  const has = facts.hasGlyphForCodePoint.bind(facts);
  const known = new Map<number, boolean>();
  facts.hasGlyphForCodePoint = (codePoint) => {
    const answer = known.get(codePoint) ?? has(codePoint);
    known.set(codePoint, answer);
    return answer;
  };
}
