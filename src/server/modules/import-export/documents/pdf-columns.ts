import { charCount, type Glyph, isLabel, rowsOf, textOf } from "./pdf-glyph-rows.ts";
import { isOnlyDates } from "./read-dates.ts";
import { sectionOfTellingWord, sectionOfWords } from "./section-headings.ts";

// Two-column pages: the gutter between a sidebar and the main column, and which runs are the
// header above both.

/**
 * The header rows across both columns, and each column top to bottom (runs crossing the gutter
 * below the header go with the left one). A gutter is the widest band, between a fifth and four
 * fifths of the text's width, that at most a few runs cross, with a column of text on each side.
 */
export function splitColumns(
  glyphs: Glyph[],
  firstPage: boolean,
): { header: Glyph[]; columns: Glyph[][]; gutter?: number; details?: number } {
  const found = findGutter(glyphs, firstPage ? headerRuns(glyphs) : new Set());
  if (found === undefined) return { header: [], columns: [glyphs] };
  if (found.rows) return { header: [], columns: [glyphs], details: found.gutter };
  const { gutter } = found;
  const side = (glyph: Glyph) =>
    glyph.x + glyph.width <= gutter ? "left" : glyph.x >= gutter ? "right" : "across";
  // Header rows (name, title, a contact row spread across the page) come first as whole rows:
  // on the first page every row above the first section heading, elsewhere the rows from the
  // top that cross the gutter.
  const rows = rowsOf(glyphs);
  // A heading's word may come in several runs (Chromium sets the "fi" ligature of "Profile" as a
  // run of its own): each side of a row is read as its runs join, not run by run.
  const sideNamesSection = (row: Glyph[], at: "left" | "right") => {
    const runs = row.filter((glyph) => side(glyph) === at).sort((a, b) => a.x - b.x);
    return runs.length > 0 && Boolean(sectionOfWords(textOf(runs)));
  };
  const firstHeading = rows.findIndex(
    (row) =>
      row.some((glyph) => sectionOfWords(glyph.text)) ||
      sideNamesSection(row, "left") ||
      sideNamesSection(row, "right"),
  );
  let index = 0;
  if (firstPage && firstHeading > 0) index = firstHeading;
  else
    while (index < rows.length && (rows[index] as Glyph[]).some((glyph) => side(glyph) === "across")) index++;
  const body = rows.slice(index).flat();
  // Below the header, a left side of section names only is a margin of headings (moderncv):
  // the page reads row by row, each name beside its section (withLabelsApart).
  const leftRows = rowsOf(body.filter((glyph) => side(glyph) !== "right"));
  if (leftRows.length && leftRows.every((row) => sectionOfWords(textOf(row))))
    return { header: [], columns: [glyphs] };
  return {
    header: rows.slice(0, index).flat(),
    columns: [
      body.filter((glyph) => side(glyph) !== "right"),
      body.filter((glyph) => side(glyph) === "right"),
    ],
    gutter,
  };
}

/**
 * A first page's runs above its first section heading: the name, the headline and the contact
 * rows, which span the page above both columns and may cross the gutter however many they are
 * (a header with a LinkedIn row crossed it once more than a few runs allow, and the page was read
 * as one column with the sidebar's lines between the main column's).
 */
function headerRuns(glyphs: Glyph[]): Set<Glyph> {
  const rows = rowsOf(glyphs);
  const firstHeading = rows.findIndex((row) => row.some((glyph) => sectionOfWords(glyph.text)));
  // Only the rows of web links (LinkedIn, a portfolio): a header of other rows that crosses the
  // gutter is a one-column page's (moderncv's name and details beside each other).
  const links = rows
    .slice(0, Math.max(0, firstHeading))
    .filter((row) => row.some((glyph) => WEB_LINK.test(glyph.text)));
  return new Set(links.flat());
}

/** A web address as a header prints it ("linkedin.com/in/…", "https://…", "www.…"). */
const WEB_LINK = /https?:\/\/|www\.|linkedin\.com|github\.(?:com|io)|\.(?:com|org|net|io|dev)\//i;

/** The gutter, and whether the sides are one table of rows (details set beside each entry). */
function findGutter(glyphs: Glyph[], header: Set<Glyph>): { gutter: number; rows: boolean } | undefined {
  const minX = Math.min(...glyphs.map((glyph) => glyph.x));
  const maxX = Math.max(...glyphs.map((glyph) => glyph.x + glyph.width));
  const span = maxX - minX;
  if (span < 200) return undefined;
  const step = 2;
  const slots = Math.ceil(span / step) + 1;
  const cover = new Array<number>(slots).fill(0);
  for (const glyph of glyphs) {
    if (header.has(glyph)) continue;
    const from = Math.floor((glyph.x - minX) / step);
    const to = Math.floor((glyph.x + glyph.width - minX) / step);
    for (let slot = from; slot <= to; slot++) cover[slot] = (cover[slot] ?? 0) + 1;
  }
  // Runs that may cross a gutter: a header line, a rule of text across both columns.
  const allowed = Math.max(2, Math.floor(glyphs.length * 0.04));
  const total = charCount(glyphs);
  let best: { start: number; width: number } | undefined;
  let start = -1;
  for (let slot = Math.floor(slots / 5); slot <= Math.ceil((slots * 4) / 5); slot++) {
    const open = (cover[slot] ?? 0) <= allowed;
    if (open && start < 0) start = slot;
    if ((!open || slot === Math.ceil((slots * 4) / 5)) && start >= 0) {
      const width = slot - start;
      if (!best || width > best.width) best = { start, width };
      start = -1;
    }
  }
  if (!best || best.width * step < 2) return undefined;
  const gutter = minX + (best.start + best.width / 2) * step;
  if (
    best.width * step < 8 &&
    !setAgainstGap(glyphs, minX + best.start * step, minX + (best.start + best.width) * step)
  )
    return undefined;
  const left = glyphs.filter((glyph) => glyph.x + glyph.width <= gutter);
  const right = glyphs.filter((glyph) => glyph.x >= gutter);
  if (!isColumn(left, total) || !isColumn(right, total)) return undefined;
  if (!columnsSideBySide(glyphs, gutter)) return undefined;
  // Rows, not columns: places and dates set right beside each entry's title stand on its
  // baseline, while two columns of text run on their own line pitches and meet a baseline of
  // the other side only now and then. TeX sets two columns of one type on one baseline grid,
  // though: sides that both run on in sentences are columns wherever their baselines fall.
  return { gutter, rows: pairedShare(left, right) >= 0.7 && !(runsOn(left) && runsOn(right)) };
}

/**
 * A gap of a few points is a gutter only where both sides are set against it: the main column
 * starts flush left at its far edge (several runs), and the side column ends at its near edge,
 * either set flush right (several runs) or proven by words it broke with a hyphen to fill its
 * width (a long e-mail address in a narrow sidebar: "sandr.shevchenko.dev@exam-" / "ple.com").
 * Text that merely has a narrow space in it has neither.
 */
function setAgainstGap(glyphs: Glyph[], from: number, to: number): boolean {
  // The band is measured in slots of `step` points: its edges are known to within one slot.
  const near = (x: number, edge: number) => Math.abs(x - edge) <= 2.5;
  const ending = glyphs.filter((glyph) => near(glyph.x + glyph.width, from));
  const broken = ending.filter((glyph) => /\p{L}-$/u.test(glyph.text.trim()));
  const starting = glyphs.filter((glyph) => near(glyph.x, to));
  return starting.length >= 3 && (ending.length >= 3 || broken.length >= 2);
}

/**
 * A column holds some rows of text, and more than dates (a table's date column) or section
 * names (a table's label column, handled by withLabelsApart). A label column names sections: a
 * sidebar set all in bold (the name, the city, the contact details) names none, and is a column.
 */
function isColumn(side: Glyph[], total: number): boolean {
  const chars = charCount(side);
  const rows = rowsOf(side);
  const dateChars = charCount(side.filter((glyph) => isOnlyDates(glyph.text)));
  // Section names in a margin of their own (moderncv, academic CVs) count as labels, in any type;
  // a column of labels that names no section (a bold sidebar of the name and contact) is a column.
  const labels = rows.filter((row) => isLabel(row) || sectionOfWords(textOf(row)));
  // A label column is mostly section names, one per row of the table; a sidebar set in
  // capitals (contact, skills, languages) holds many labels of which only its few headings
  // name sections.
  const named = labels.filter((row) => sectionOfWords(textOf(row)) || sectionOfTellingWord(textOf(row)));
  const namesSections = named.length > 0 && named.length >= labels.length * 0.4;
  return (
    chars >= total * 0.03 &&
    rows.length >= 3 &&
    dateChars < chars / 2 &&
    (labels.length < rows.length * 0.6 || !namesSections)
  );
}

/** Both sides hold text at the same heights for a good part of the page (not a header row). */
function columnsSideBySide(glyphs: Glyph[], gutter: number): boolean {
  const rows = (side: Glyph[]) => new Set(side.map((glyph) => Math.round(glyph.y / 4)));
  const left = rows(glyphs.filter((glyph) => glyph.x + glyph.width <= gutter));
  const right = rows(glyphs.filter((glyph) => glyph.x >= gutter));
  const leftTop = Math.max(...[...left]);
  const rightTop = Math.max(...[...right]);
  const leftBottom = Math.min(...[...left]);
  const rightBottom = Math.min(...[...right]);
  const overlap = Math.min(leftTop, rightTop) - Math.max(leftBottom, rightBottom);
  return overlap > 0.3 * Math.min(leftTop - leftBottom, rightTop - rightBottom);
}

/**
 * A side that runs on in sentences: at least four of its rows, and a third of them, hold six
 * words or more. A table's cell of dates, places or labels beside each entry holds few words.
 */
function runsOn(side: Glyph[]): boolean {
  const rows = rowsOf(side);
  const long = rows.filter((row) => textOf(row).split(/\s+/).filter(Boolean).length >= 6).length;
  return long >= 4 && long >= rows.length / 3;
}

/**
 * The share of one side's rows that have text of the other side on the same baseline. A section
 * heading standing alone is not counted: a table of rows (dates or labels beside their text)
 * puts its headings in the left cell of a row of their own.
 */
function pairedShare(left: Glyph[], right: Glyph[]): number {
  const rowsOfText = (side: Glyph[]) =>
    rowsOf(side)
      .filter((row) => !(row.length === 1 && sectionOfWords((row[0] as Glyph).text)))
      .map((row) => (row[0] as Glyph).y);
  const leftRows = rowsOfText(left);
  const rightRows = rowsOfText(right);
  const [fewer, more] = leftRows.length <= rightRows.length ? [leftRows, rightRows] : [rightRows, leftRows];
  const baselines = new Set(more.map((y) => Math.round(y)));
  const paired = fewer.filter((y) => [-1, 0, 1].some((d) => baselines.has(Math.round(y) + d))).length;
  return fewer.length ? paired / fewer.length : 0;
}
