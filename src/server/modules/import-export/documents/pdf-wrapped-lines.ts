import { isBulletMark, stripBullet } from "./bullet-glyphs.ts";
import { holdsEmailOrPhone } from "./contact-details.ts";
import { endsInWordHyphen, joinAtLineEnd } from "./line-end-hyphens.ts";
import { columnEdge, narrowColumnRight } from "./pdf-column-edge.ts";
import type { Glyph, Line } from "./pdf-glyph-rows.ts";
import { dateRanges, isOnlyDates } from "./read-dates.ts";
import { sectionOfWords } from "./section-headings.ts";

// Lines a layout wrapped are joined again; list items whose bullet was drawn are found by
// their indent.

/**
 * Joins a line to the one above when the layout wrapped it there: same style, the usual
 * distance below, not a new bullet, starting where the text above starts, and the text above
 * ran close to the column's edge.
 */
export function joinWrapped(lines: Line[]): Marked[] {
  if (!lines.length) return lines;
  const edge = Math.max(...lines.map((line) => line.right));
  const width = edge - Math.min(...lines.map((line) => line.left));
  const pitch = tightestPitches(lines);
  const joined: Marked[] = [];
  for (const row of lines) {
    const above = joined.at(-1);
    const line = above ? withDatesTakenUp(above, row) : row;
    if (above && wrapsBeforeDates(above, line, edge, pitch.get(Math.round(line.size)))) {
      above.parts = [joinAtLineEnd(above.parts[0] ?? "", line.parts[0] ?? "", " "), line.parts[1] ?? ""];
      above.glyphs.push(...line.glyphs);
      above.right = line.right;
      above.lastPartLeft = line.lastPartLeft;
      above.y = line.y;
    } else if (above && wrapsFirstCell(above, line, pitch.get(Math.round(line.size)))) {
      above.parts[0] = joinAtLineEnd(above.parts[0] ?? "", line.parts[0] ?? "", " ");
      above.glyphs.push(...line.glyphs);
      above.y = line.y;
    } else if (
      above &&
      continues(above, line, edge, width, pitch.get(Math.round(line.size)), cellRight(above, lines, edge))
    ) {
      // Wrapped under a marker drawn inside its box: the line is a list item.
      if (line.left < above.left - 2) above.indented = true;
      const last = above.parts.length - 1;
      // A line broken after a hyphen ("med-" / "surg") or inside an address joins without a space.
      const space = brokenAddress(above, line) ? "" : " ";
      above.parts[last] = wrappedText(above.parts[last] ?? "", line.parts.join(" "), space);
      above.right = line.right;
      above.glyphs.push(...line.glyphs);
      above.lastRow = line.parts.join(" ");
      // Later lines compare with the wrapped line's own baseline.
      above.y = line.y;
    } else joined.push({ ...line, parts: [...line.parts] });
  }
  return joined;
}

/**
 * A line's text with the line it wrapped to. A row whose dates follow its words closely, at the
 * column's edge ("Web Developer, Free- Oct 2025–Present" / "lance, Denver, CO."), wrapped its
 * words, not its dates: a word broken before the dates goes on under them, so the rest of the
 * words is set before the dates.
 */
function wrappedText(above: string, below: string, space: string): string {
  // Dates are read in the line's last characters only: a long paragraph joins line by line.
  const from = Math.max(0, above.length - TRAILING_DATES);
  const range = /^\p{Ll}/u.test(below) ? dateRanges(above.slice(from)).at(-1) : undefined;
  if (range && from + range.index + range.length === above.length) {
    const words = above.slice(0, from + range.index).trimEnd();
    if (endsInWordHyphen(words))
      return `${joinAtLineEnd(words, below, space)} ${above.slice(from + range.index)}`;
  }
  return joinAtLineEnd(above, below, space);
}

/** Longer than any row's dates ("September 2019 – December 2021" and a word before them). */
const TRAILING_DATES = 48;

/**
 * The tightest distance between baselines of lines of one size (a paragraph's own line pitch):
 * a loose design (line height 1.8) wraps its lines that far apart, and sets its items further.
 */
function tightestPitches(lines: Line[]): Map<number, number> {
  const pitches = new Map<number, number>();
  for (let index = 1; index < lines.length; index++) {
    const [above, line] = [lines[index - 1] as Line, lines[index] as Line];
    if (Math.abs(above.size - line.size) > 0.5) continue;
    const drop = above.y - line.y;
    const key = Math.round(line.size);
    if (drop >= line.size * 0.8 && drop < (pitches.get(key) ?? Number.POSITIVE_INFINITY))
      pitches.set(key, drop);
  }
  return pitches;
}

/** A line that opens with its own label ("Tools: Salesforce, …") starts afresh. */
const LABELLED = /^\p{Lu}[\p{L}\p{N}&/ .+#-]{0,30}:\s/u;

/** The right edge of the narrow column that the row a joined line ended on (its last) stands in. */
function cellRight(above: Marked, lines: Line[], edge: number): number | undefined {
  const last = lines.find((line) => line.y === above.y && line.right === above.right);
  return last && narrowColumnRight(last, lines, edge);
}

function continues(
  above: Marked,
  line: Line,
  edge: number,
  width: number,
  pitch = 0,
  narrow?: number,
): boolean {
  if (line.parts.length > 1) return false;
  if (above.parts.length > 1) return wrapsLastCell(above, line, edge, width, pitch);
  if (Math.abs(textSize(above) - line.size) > 0.5 || above.bold !== line.bold) return false;
  const drop = above.y - line.y;
  if (drop <= 0 || drop > Math.max(line.size * 1.75, pitch * 1.1)) return false;
  const firstText = line.parts[0] ?? "";
  // A line that names a section is its heading, never the end of the line above (so in the
  // two table-cell checks below too).
  if (stripBullet([firstText]) || LABELLED.test(firstText) || sectionOfWords(firstText)) return false;
  if (endsComplete(above) && /^\p{Lu}/u.test(firstText)) return false;
  // A short line set flush right that breaks a word at the column's edge ("olek-" after an icon)
  // goes on at the column's left, wherever the line above started.
  const brokenAtEdge = endsInWordHyphen(above.parts.at(-1) ?? "") && edge - above.right <= 2;
  if (brokenAtEdge && /^\p{Ll}/u.test(firstText) && above.left > line.left) return true;
  const textLeft = bulletTextLeft(above);
  if (line.left > textLeft + line.size * 1.5) return false;
  if (line.left < Math.min(above.left, textLeft) - 2 && !underInsideMarker(above, line)) return false;
  const firstWord = firstText.split(" ")[0] ?? "";
  const firstGlyph = line.glyphs[0] as Glyph;
  const wordWidth = (firstGlyph.width / Math.max(1, firstGlyph.text.length)) * (firstWord.length + 1);
  if (above.parts.at(-1)?.endsWith("-") && /^\p{Ll}/u.test(firstText)) return true;
  if (brokenAddress(above, line)) return edge - above.right < wordWidth + line.size * 0.5;
  // Short lines without commas, one under the other, are a list of items (a sidebar's skills).
  const listItem = (text: string) => !text.includes(",") && text.split(" ").length <= 4;
  if (!line.bold && listItem(above.parts.join(" ")) && listItem(firstText)) return false;
  // A line going on in lower case, or after a comma, continues a long line above (in a list of
  // short items each line is an item, whatever its case).
  const long = above.right - above.left >= width * 0.6;
  if (long && (/^\p{Ll}/u.test(firstText) || /[,;&-]$/.test(above.parts.at(-1) ?? ""))) return true;
  // Word processors and browsers fit whole words greedily; react-pdf and TeX balance lines and
  // break a little earlier, so a line ending within the last 15% of the column counts as
  // wrapped too, unless it ends a sentence and the next begins one (a new list item whose
  // bullet was drawn, not typed).
  const fits = (above.cellEdge ?? narrow ?? edge) - above.right < wordWidth + line.size * 0.5;
  const sentenceEnds = /[.!?)]$/.test(above.parts.at(-1) ?? "") && /^\p{Lu}/u.test(firstText);
  // A new sentence set further down than the paragraph's own line pitch starts a new item: lists
  // space their items a little apart, and a wrapped line keeps the pitch.
  if (sentenceEnds && pitch && drop > pitch * 1.15) return false;
  return fits || (!sentenceEnds && edge - above.right < width * 0.15);
}

/**
 * A row that ends in a web address, or holds only dates, is complete (a sidebar's link, a
 * school's years on their own row): a row under it in capitals ("Education", "Skills" in the
 * same type) starts afresh, however near the column's edge the address or the dates ran. Dates
 * after words do not end a row: TeX sets a head's words around them ("Manager, Trailhead June
 * 2017–2020" / "Outdoor Supply").
 */
function endsComplete(line: Marked): boolean {
  const text = line.parts.at(-1) ?? "";
  return WEB_ADDRESS.test(text.split(" ").at(-1) ?? "") || isOnlyDates(line.lastRow ?? text);
}

/**
 * A table row's last cell wrapped onto lines of its own ("Jun 2018 | Certified Public
 * Accountant, active license, California" / "Board of Accountancy"): the line starts where that
 * cell starts, well right of the row's first cell, in the same type, at the usual distance, and
 * the cell above ran to the column's edge.
 */
function wrapsLastCell(above: Line, line: Line, edge: number, width: number, pitch: number): boolean {
  if (Math.abs(line.left - above.lastPartLeft) > 2 || line.left - above.left < line.size * 3) return false;
  if (Math.abs(above.size - line.size) > 0.5 || above.bold !== line.bold) return false;
  const drop = above.y - line.y;
  if (drop <= 0 || drop > Math.max(line.size * 1.75, pitch * 1.1)) return false;
  const firstText = line.parts[0] ?? "";
  if (stripBullet([firstText]) || LABELLED.test(firstText) || sectionOfWords(firstText)) return false;
  return edge - above.right < width * 0.15;
}

/**
 * An item whose drawn marker sits inside its box: the first line starts after the marker, the
 * wrapped lines under it, an em or so to the left. The line above stops mid-sentence.
 */
function underInsideMarker(above: Line, line: Line): boolean {
  const outdent = above.left - line.left;
  const text = above.parts.at(-1) ?? "";
  return outdent >= line.size * 0.8 && outdent <= line.size * 1.6 && !/[.!?:;]$/.test(text);
}

/**
 * A row's dates cell wrapped after a month ("Department for Local Communities | Feb 2018 - Aug" /
 * "Assistant Policy Adviser | 2019"): the cell's rest stands under it on the next row, beside
 * that row's own words. It goes up to finish the range; the row below keeps its words.
 */
function withDatesTakenUp(above: Line, line: Line): Marked {
  if (above.parts.length < 2 || line.parts.length !== 2) return line;
  const [top, rest] = [above.parts.at(-1) ?? "", line.parts.at(-1) ?? ""];
  if (Math.abs(line.lastPartLeft - above.lastPartLeft) > line.size * 1.5 || above.y - line.y > line.size * 2)
    return line;
  const open = dateRanges(top).at(-1);
  if (!open || open.end || open.current || !isOnlyDates(rest)) return line;
  const range = dateRanges(`${top} ${rest}`);
  if (range.length !== 1 || !(range[0]?.end || range[0]?.current) || !isOnlyDates(`${top} ${rest}`))
    return line;
  above.parts[above.parts.length - 1] = `${top} ${rest}`;
  const glyphs = line.glyphs.filter((glyph) => glyph.x < line.lastPartLeft - 1);
  return {
    ...line,
    glyphs,
    parts: line.parts.slice(0, -1),
    right: Math.max(...glyphs.map((glyph) => glyph.x + glyph.width)),
    lastPartLeft: line.left,
    bold: glyphs.every((glyph) => glyph.bold),
    // The words beside the dates wrapped at the dates' cell, not at the column's edge.
    cellEdge: line.lastPartLeft,
  };
}

/**
 * A one-line head with its dates pushed to the right ("Analyst Intern at Hudson Crest ⇥ Summer
 * 2025") whose words ran past the line: the words wrap and the dates go to the right end of the
 * wrapped line ("…Intern at Hudson Crest" / "Bank ⇥ Summer 2025"). The line starts where the
 * head starts, its first cell is the words' rest, its other cell only dates, and the head above
 * ran to the column's edge (its next word would not have fit) or broke a word with a hyphen.
 */
function wrapsBeforeDates(above: Line, line: Line, edge: number, pitch = 0): boolean {
  if (above.parts.length !== 1 || line.parts.length !== 2 || !isOnlyDates(line.parts[1] ?? "")) return false;
  if (Math.abs(line.left - above.left) > line.size * 0.5 || Math.abs(above.size - line.size) > 0.5)
    return false;
  const drop = above.y - line.y;
  if (drop <= 0 || drop > Math.max(line.size * 1.75, pitch * 1.1)) return false;
  const firstText = line.parts[0] ?? "";
  if (stripBullet([firstText]) || stripBullet([above.parts[0] ?? ""]) || isOnlyDates(firstText)) return false;
  if (endsInWordHyphen(above.parts[0] ?? "") && /^\p{Ll}/u.test(firstText)) return true;
  // Beside dates, a head broken after a hyphen goes on whatever the next character ("Sergeant,
  // E-" / "7), Army"): the dates' column shows the row is a head, not a list of details.
  const datesBeside = isOnlyDates(above.parts[1] ?? "");
  if (datesBeside && endsInWordHyphen(above.parts[0] ?? "")) return true;
  const firstGlyph = line.glyphs[0] as Glyph;
  const wordWidth =
    (firstGlyph.width / Math.max(1, firstGlyph.text.length)) * ((firstText.split(" ")[0] ?? "").length + 1);
  return edge - above.right < wordWidth + line.size * 0.5;
}

/**
 * A row's first cell wrapped under itself, its other cell beside it ("Senior Analyst, Credit |
 * Jun 2020 – Present" / "Risk Management"): the line starts where the row starts, in the type
 * of the cell's last words, at the usual distance, and its first word would not have fit
 * between the first cell's end and the cell beside it, which stands well apart.
 */
function wrapsFirstCell(above: Line, line: Line, pitch = 0): boolean {
  if (above.parts.length !== 2 || line.parts.length > 1 || Math.abs(line.left - above.left) > 2) return false;
  // The cell's last line: a cell already wrapped once is judged by where its last line ends.
  const cell = above.glyphs.filter(
    (glyph) => glyph.x < above.lastPartLeft - 1 && Math.abs(glyph.y - above.y) < glyph.size * 0.35,
  );
  // The line goes on in the type of the cell's last words ("Degree, bold, at School" / "City").
  const end = cell.reduce<Glyph | undefined>(
    (last, glyph) => (!last || glyph.x > last.x ? glyph : last),
    undefined,
  );
  // Its first words, that is: a bold title may wrap its last word before a roman employer.
  const start = line.glyphs[0] as Glyph;
  if (!end || end.bold !== start.bold || Math.abs(end.size - line.size) > 0.5) return false;
  // An italic title under a roman employer and place is a line of its own, not the cell's end.
  if (end.font !== start.font) return false;
  const drop = above.y - line.y;
  if (drop <= 0 || drop > Math.max(line.size * 1.75, pitch * 1.1)) return false;
  const firstText = line.parts[0] ?? "";
  if (stripBullet([firstText]) || LABELLED.test(firstText) || sectionOfWords(firstText)) return false;
  // A cell ending in a hyphen right after a letter, going on in lower case, is a word broken at
  // the cell's edge ("Account Executive, Ridge-" / "back Analytics"): TeX sets such a cell in a
  // box narrower than the gap shows, so neither the gap nor the next word's width can tell.
  if (endsInWordHyphen(above.parts[0] ?? "") && /^\p{Ll}/u.test(firstText)) return true;
  // Beside dates, a head broken after a hyphen goes on whatever the next character ("Sergeant,
  // E-" / "7), Army"): the dates' column shows the row is a head, not a list of details.
  const datesBeside = isOnlyDates(above.parts[1] ?? "");
  if (datesBeside && endsInWordHyphen(above.parts[0] ?? "")) return true;
  const cellRight = Math.max(...cell.map((glyph) => glyph.x + glyph.width));
  // The cell beside stands in a column of its own, well apart: an inline row of contact
  // details ("ana@example.com   555-0100") sets its next item just a space or two on. Dates
  // beside are no contact item: a head set in a flexible box ("Title, Employer" beside "2019 –
  // Present", as HTML templates lay it out) wraps its words a small gap before them.
  if (above.lastPartLeft - cellRight < line.size * 2.5 && !datesBeside) return false;
  const firstGlyph = line.glyphs[0] as Glyph;
  const wordWidth =
    (firstGlyph.width / Math.max(1, firstGlyph.text.length)) * (firstText.split(" ")[0] ?? "").length;
  // Beside dates, the box ends the flexible gap before them: the next word did not fit in it.
  const slack = datesBeside ? line.size * 1.5 : line.size * 0.5;
  return cellRight + wordWidth > above.lastPartLeft - slack;
}

/**
 * An email or web address a narrow column broke where it ran out of room, with no hyphen
 * ("hello@example.exa" / "mple.com"): the line above ends in an address, this one is a single
 * word of the characters addresses hold.
 */
function brokenAddress(above: Line, line: Line): boolean {
  const tail = above.parts.at(-1)?.split(" ").at(-1) ?? "";
  const head = line.parts[0] ?? "";
  // Addresses are set in lower case, or all in capitals where a design sets its text so: the
  // broken-off rest is in the case of the part above.
  const capitals = /\p{Lu}/u.test(tail) && tail === tail.toUpperCase();
  const rest = capitals ? /^[\p{Lu}\p{N}][\p{Lu}\p{N}._~%/-]*$/u : /^[\p{Ll}\p{N}][\p{Ll}\p{N}._~%/-]*$/u;
  if (!(/[@/]|^www\./i.test(tail) && rest.test(head))) return false;
  // The rest goes on at the edge the address's own line keeps: where it starts (flush left) or
  // where it ends (flush right). A line set in further, after an icon, is the next detail.
  if (Math.abs(line.left - above.left) > 2 && Math.abs(line.right - above.right) > 2) return false;
  // A phone number under an address is the next detail of a contact list (a domain's name ends
  // in letters, and no address breaks into a phone number).
  if (holdsEmailOrPhone(head)) return false;
  // An email's domain holds no "/": a line with a path under an email is an address of its own.
  if (tail.includes("@") && head.includes("/")) return false;
  // A web address whose path has begun goes on in path characters, not with a new host and path
  // ("…/in/ana-lima" / "github.example.com/ana"): that is the next address in a stack of them.
  return !(HAS_PATH.test(tail) && HOST_AND_PATH.test(head));
}

/** A host ("name.tld") followed by "/" and more: an address with a path. */
const HAS_PATH = /^(?:[a-z]+:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/./iu;
const HOST_AND_PATH = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\//u;

export interface Marked extends Line {
  indented?: boolean;
  /** The right edge of the cell the line's words stand in, when a cell beside them ended the line. */
  cellEdge?: number;
  /** The text of the last row joined into the line (its own text when none was). */
  lastRow?: string;
}

/**
 * Lines set in from the column's usual left edge, when the edge is clear: list items whose
 * bullet the layout drew as a shape (a browser's list disc is no text).
 */
export function markIndented(lines: Marked[]): Marked[] {
  // Bullets printed as text mark the items themselves: nothing to infer. One dash-led line (a
  // quote's "— Name") is no list.
  if (lines.filter((line) => stripBullet([...line.parts])).length >= 2) return lines;
  // Items found by their wrapped lines (under a marker drawn inside the box): the items of one
  // list start where they start, in their type, one line long or not.
  const items = lines.filter((line) => line.indented);
  if (items.length) {
    const isSibling = (line: Line) =>
      items.some((item) => Math.abs(item.left - line.left) < 1 && item.size === line.size && !line.bold);
    return lines.map((line) => (isSibling(line) ? { ...line, indented: true } : line));
  }
  // A column set flush right (best-resume-ever's left-right layout, a sidebar set against the
  // main column) starts each line where its length puts it: a short line starts further right
  // without being indented.
  if (isFlushRight(lines)) return lines;
  const edge = columnEdge(lines);
  if (edge === undefined) return lines;
  const sizes = new Map<number, number>();
  for (const line of lines) sizes.set(line.size, (sizes.get(line.size) ?? 0) + 1);
  const bodySize = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return lines.map((line) => {
    // A line in larger type is a heading set in (after an icon, say), never a list item.
    if (line.size > bodySize + 1) return line;
    const inset = line.left - edge;
    // A bare web address under an entry is its link, not one of its items.
    const startsWithText =
      /^[\p{L}\p{N}]/u.test(line.parts[0] ?? "") && !WEB_ADDRESS.test(line.parts[0] ?? "");
    return inset >= line.size * 0.8 && inset <= line.size * 4 && startsWithText
      ? { ...line, indented: true }
      : line;
  });
}

/** Lines sharing their right edge (4+, twice as many as share a left one: not justified text). */
function isFlushRight(lines: Marked[]): boolean {
  const commonest = (xs: number[]) => {
    const counts = new Map<number, number>();
    for (const x of xs) counts.set(Math.round(x), (counts.get(Math.round(x)) ?? 0) + 1);
    return Math.max(0, ...counts.values());
  };
  const atRight = commonest(lines.map((line) => line.right));
  return atRight >= 4 && atRight > 2 * commonest(lines.map((line) => line.left));
}

/** A line's type size without its bullet mark, which TeX and Word often set a size larger. */
function textSize(line: Line): number {
  const [first, ...rest] = line.glyphs;
  if (!first || !rest.length || !isBulletMark(first.text)) return line.size;
  return Math.max(...rest.map((glyph) => glyph.size));
}

const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;

/** Where a line's words start: after its bullet glyph when it has one. */
function bulletTextLeft(line: Line): number {
  const [first, second] = line.glyphs;
  // A mark set as a run of its own (TeX's bullet comes from its math font): the words after it.
  if (first && second && isBulletMark(first.text)) return second.x;
  if (first && stripBullet([first.text])) {
    const glyphWidth = first.width / Math.max(1, first.text.length);
    return first.x + glyphWidth * 2;
  }
  return line.left;
}
