import type { Glyph } from "./pdf-glyph.ts";

// Repairs to a PDF's text layer where it differs from the print in a general way.

// A ligature the font maps to no character comes out as U+0000 between letters ("Certi\0cations").
// "fi" is by far the most frequent ligature in Latin-script text, so it is the best guess.
const NUL = String.fromCharCode(0);
const LETTER = /\p{L}/u;
export function withLostLigatures(text: string): string {
  if (!text.includes(NUL)) return text;
  const chars = [...text];
  return chars
    .map((char, index) => {
      if (char !== NUL) return char;
      if (chars[index - 1] === NUL) return "";
      let next = index + 1;
      while (chars[next] === NUL) next++;
      const between = LETTER.test(chars[index - 1] ?? "") && LETTER.test(chars[next] ?? "");
      return between ? "fi" : "";
    })
    .join("");
}

/**
 * Runs of control characters only ("\u0000": glyphs the font maps to no character) between
 * letters are lost ligatures, read as "fi" above; standing apart, they are what an icon font
 * that did not load leaves, no text, and their size (often larger) is no line's.
 */
export function withoutStrayControlRuns(glyphs: Glyph[]): Glyph[] {
  const touches = (run: Glyph, glyph: Glyph, side: "before" | "after") =>
    glyph !== run &&
    Math.abs(glyph.y - run.y) < run.size * 0.3 &&
    (side === "before"
      ? Math.abs(glyph.x + glyph.width - run.x) < 1
      : Math.abs(run.x + run.width - glyph.x) < 1);
  return glyphs.filter(
    (run) =>
      VISIBLE.test(run.text) ||
      (glyphs.some((glyph) => touches(run, glyph, "before")) &&
        glyphs.some((glyph) => touches(run, glyph, "after"))),
  );
}

/** A character that is neither a space nor a control character. */
const VISIBLE = /[^\s\p{Cc}]/u;

/**
 * Letter-spaced type ("E X P E R I E N C E", a browser's letter-spacing) reaches the text layer
 * with a space between letters: a run made mostly of one-character words is closed up again,
 * and a wider space (two or more) stays the word break.
 */
export function withoutLetterSpacing(text: string): string {
  const words = text.trim().split(/\s+/);
  const single = words.filter((word) => [...word].length === 1).length;
  // Three letters all apart ("D O E"), or a longer run mostly so ("j o h n . d o e@em a il").
  if (words.length < 3 || (single < words.length && (words.length < 4 || single < words.length * 0.66)))
    return text;
  return text
    .trim()
    .split(/\s{2,}/)
    .map((word) => word.replace(/\s/g, ""))
    .join(" ");
}

/**
 * A short word of a letter-spaced run ("P E" after "Ł U K A S Z", "W I Ś N I E W S K I ,"): too
 * short to be told from words by itself, it has the spacing of the run it belongs to, as a
 * browser applies letter-spacing to a whole element. Only letters each set apart are closed up.
 */
export function closedUpInSpacedRun(text: string): string {
  const trimmed = text.trim();
  return /^\S(?: \S)+$/u.test(trimmed) ? trimmed.replace(/ /g, "") : text;
}

// pdf.js drops U+00AD SOFT HYPHEN from the text layer, and some TeX classes set the dash of a
// date range with it ("Sep. 2023 \u00ad Mar. 2024"): two month-and-year dates with nothing but a
// space between are a range whose dash was lost, and get it back.
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const LOST_RANGE_DASH = new RegExp(
  `\\b(${MONTH} \\d{4}) +(?=(?:${MONTH} \\d{4}|present|now|current)\\b)`,
  "gi",
);
export const withRangeDashes = (text: string) => text.replace(LOST_RANGE_DASH, "$1 – ");
