import type { Glyph } from "./pdf-glyph.ts";
import { withLostLigatures } from "./pdf-text-repair.ts";
import { looksLikePlace } from "./places.ts";

// A PDF page's text runs and how they make lines: runs on one baseline are a row, a wide gap
// sets a row's parts apart ("Registered Nurse" | "Jun 2019 – Present"), and runs of Arabic or
// Hebrew are put back in reading order.

export type { Glyph };

export interface Line {
  glyphs: Glyph[];
  /** The first baseline (of a joined line, its first line's) and the last. */
  top: number;
  y: number;
  left: number;
  right: number;
  size: number;
  bold: boolean;
  parts: string[];
  /** Where the last part starts: a table row's last cell, which its wrapped lines line up under. */
  lastPartLeft: number;
}

export const charCount = (glyphs: Glyph[]) => glyphs.reduce((sum, glyph) => sum + glyph.text.length, 0);

/** Runs on one baseline, top to bottom (within a third of their size). */
export function rowsOf(glyphs: Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Glyph[][] = [];
  for (const glyph of sorted) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - glyph.y) <= Math.max(anchor.size, glyph.size) * 0.35)
      row.push(glyph);
    else rows.push([glyph]);
  }
  return rows;
}

/** A row's runs in reading order, grouped where a wide gap sets them apart. */
export function partsOf(row: Glyph[]): Glyph[][] {
  const groups: Glyph[][] = [];
  let previous: Glyph | undefined;
  for (const glyph of logicalOrder([...row].sort((a, b) => a.x - b.x))) {
    const gap = previous ? glyph.x - (previous.x + previous.width) : 0;
    // Type of very different sizes set apart on one baseline (a margin's detail beside the name)
    // is two things: a gap wider than the smaller type's size is no word space.
    const sizes = previous ? [previous.size, glyph.size] : [glyph.size];
    const apart =
      Math.max(...sizes) > Math.min(...sizes) * 1.5 ? Math.min(...sizes) : Math.max(...sizes) * 1.2;
    if (!previous || gap > apart) groups.push([glyph]);
    else (groups.at(-1) as Glyph[]).push(glyph);
    previous = glyph;
  }
  return spacedLettersJoined(justifiedJoined(groups)).flatMap(smallerPlaceApart);
}

/**
 * A justified line stretched wide (TeX spreads a short line's words across the column rather
 * than break a long word): every part is one word and every gap the same, which cells and
 * details set apart never are (their gaps follow their lengths). Four words or more, gaps within
 * a tenth of each other and narrower than four ems, are one part.
 */
function justifiedJoined(groups: Glyph[][]): Glyph[][] {
  if (groups.length < 4 || groups.some((group) => group.length !== 1)) return groups;
  const runs = groups.map((group) => group[0] as Glyph);
  if (runs.some((run) => !/^\p{L}[\p{L}'’-]*[,;]?$/u.test(run.text.trim()))) return groups;
  const gaps = runs.slice(1).map((run, at) => run.x - ((runs[at] as Glyph).x + (runs[at] as Glyph).width));
  const size = Math.max(...runs.map((run) => run.size));
  const [least, most] = [Math.min(...gaps), Math.max(...gaps)];
  if (most > least * 1.1 + 0.5 || most > size * 4) return groups;
  const last = runs.at(-1) as Glyph;
  const first = runs[0] as Glyph;
  return [
    [{ ...first, text: runs.map((run) => run.text.trim()).join(" "), width: last.x + last.width - first.x }],
  ];
}

const isOneLetter = (glyph: Glyph | undefined) =>
  glyph !== undefined && [...glyph.text.trim()].length === 1 && /\p{L}/u.test(glyph.text);

/**
 * A name or heading typed with a space after each letter and set letter-spaced ("D A N A   M O R
 * A L E S", as people space a name out in Word): each letter comes as a run of its own, too far
 * from the next to be one part. A row of four or more such letters is one part; letters evenly
 * apart make a word, and a gap well wider than the narrowest (the space typed twice) parts words.
 */
function spacedLettersJoined(groups: Glyph[][]): Glyph[][] {
  const letters = groups.map((group) => (group.length === 1 ? group[0] : undefined));
  if (letters.length < 4 || !letters.every(isOneLetter)) return groups;
  const runs = letters as Glyph[];
  const gaps = runs
    .slice(1)
    .map((glyph, at) => glyph.x - ((runs[at] as Glyph).x + (runs[at] as Glyph).width));
  const letterGap = Math.min(...gaps);
  const words: Glyph[] = [];
  runs.forEach((glyph, at) => {
    const word = words.at(-1);
    const gap = gaps[at - 1] ?? 0;
    if (word && gap <= letterGap * 1.5 + 1)
      words[words.length - 1] = {
        ...word,
        text: word.text + glyph.text.trim(),
        width: glyph.x + glyph.width - word.x,
      };
    else words.push({ ...glyph, text: glyph.text.trim() });
  });
  return [words];
}

/**
 * A place set in smaller type right after the words of its entry ("Meridian Row Capital" 12 pt,
 * "Atlanta, GA" 11 pt, one word space apart): a change of type marks a field as a gap does.
 */
function smallerPlaceApart(group: Glyph[]): Glyph[][] {
  const first = group[0];
  const last = group.at(-1);
  if (!first || !last || last.size > first.size * 0.95) return [group];
  let at = group.length - 1;
  while (at > 0 && Math.abs((group[at - 1] as Glyph).size - last.size) < 0.2) at--;
  if (at === 0) return [group];
  const place = group.slice(at);
  return looksLikePlace(textOf(place)) ? [group.slice(0, at), place] : [group];
}

export function textOf(glyphs: Glyph[]): string {
  let text = "";
  let previous: Glyph | undefined;
  for (const glyph of glyphs) {
    const piece = glyph.text.replace(/\s+/g, " ");
    const gap = previous ? glyph.x - (previous.x + previous.width) : 0;
    if (
      previous &&
      gap > Math.max(previous.size, glyph.size) * spaceShare(previous, glyph) &&
      !text.endsWith(" ") &&
      !piece.startsWith(" ")
    )
      text += " ";
    text += piece;
    previous = glyph;
  }
  // A lost ligature may be a run of its own between the letters it joins: repaired on the
  // whole text.
  return withLostLigatures(text.trim());
}

/**
 * How wide a gap, in ems, makes a word space. Letter-spaced capitals ("T O  P R E S E N T", a
 * theme's tracked small caps) come one letter a run, each a little apart (up to a fifth of an
 * em); a word space is wider than that.
 */
const spaceShare = (previous: Glyph, glyph: Glyph) =>
  previous.text.trim().length === 1 && glyph.text.trim().length === 1 ? 0.2 : 0.12;

export function lineOf(groups: Glyph[][]): Line {
  const glyphs = groups.flat();
  const first = glyphs[0] as Glyph;
  const last = glyphs.at(-1) as Glyph;
  const y = Math.max(...glyphs.map((glyph) => glyph.y));
  return {
    glyphs,
    top: y,
    y,
    left: first.x,
    right: last.x + last.width,
    size: Math.max(...glyphs.map((glyph) => glyph.size)),
    bold: glyphs.every((glyph) => glyph.bold),
    parts: groups.map(textOf).filter(Boolean),
    lastPartLeft: (groups.at(-1)?.[0] ?? first).x,
  };
}

export const isLabel = (glyphs: Glyph[]) => {
  const text = textOf(glyphs);
  const letters = text.replace(/[^\p{L}]/gu, "");
  const capitals =
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  return (capitals || glyphs.every((glyph) => glyph.bold)) && text.split(" ").length <= 4;
};

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/;
const isRightToLeft = (glyph: Glyph) => RIGHT_TO_LEFT.test(glyph.text) && !LEFT_TO_RIGHT.test(glyph.text);

/** Runs of Arabic or Hebrew words stand right to left on the page: read them in their order. */
function logicalOrder(glyphs: Glyph[]): Glyph[] {
  const ordered: Glyph[] = [];
  let run: Glyph[] = [];
  for (const glyph of glyphs) {
    if (isRightToLeft(glyph)) run.push(glyph);
    else {
      ordered.push(...run.reverse(), glyph);
      run = [];
    }
  }
  return [...ordered, ...run.reverse()];
}
