import type { Face } from "./registered-faces.ts";

// Why (issue 35, the profile in docs/decisions/036-pdf-engine-speed.md): react-pdf shapes every
// text run with fontkit's GSUB/GPOS lookups each time it lays the text out, and it lays the same
// text out again and again: a paragraph measured at several widths, a page laid out again when
// it splits, "Fit to one page" rendering several times, the preview redrawing the same resume on
// every keystroke. A string shapes the same way in the same face with the same features, so a
// face keeps the runs it shaped. Shaping was a fifth of a render.

/** Runs kept per face; then the cache starts again (a resume has a few hundred distinct runs). */
const MAX_RUNS = 4_000;

interface GlyphRun {
  glyphs: unknown[];
}

export function cacheShaping(face: Face) {
  const shape = face.layout.bind(face);
  const runs = new Map<string, GlyphRun>();
  face.layout = (text, features, script, language, direction) => {
    // A run given as glyphs, not a string, is shaped as it comes.
    if (typeof text !== "string") return shape(text, features, script, language, direction);
    const key = [direction, script, language, JSON.stringify(features ?? null), text].join("\u0000");
    let run = runs.get(key);
    if (!run) {
      run = shape(text, features, script, language, direction) as GlyphRun;
      if (runs.size >= MAX_RUNS) runs.clear();
      runs.set(key, run);
    }
    // The renderer swaps glyphs in a run's array (an attachment's placeholder for a space), so
    // each caller gets its own array. Positions are only read: textkit scales them into new ones.
    return Object.assign(Object.create(Object.getPrototypeOf(run)), run, { glyphs: [...run.glyphs] });
  };
}
