import { isEntryPlace } from "./entry-place.ts";
import { joinsUnit } from "./head-roles.ts";
import { trailingPlace } from "./places.ts";
import { type DateRange, dateRanges, isOnlyDates, trimSeparators, withoutRange } from "./read-dates.ts";
import type { SourceLine } from "./source-lines.ts";

// An entry's head lines -> its pieces: the texts between separators ("Title | Employer"), the
// place that ends a piece ("…, Dearborn, MI"), the date range and any web address. Which piece
// is the title and which the employer is decided for the whole section (section-entries.ts).

export interface EntryHead {
  pieces: string[];
  place?: string;
  dates?: DateRange;
  url?: string;
}

// " | ", " · ", " — ", " – ", " - ", tabs: what layouts put between an entry's details (spaces
// are collapsed first, so the pattern has no repeat).
const SEPARATOR = / [|·•◦▪—–-] |\t/;
// How long a job lasted, printed beside its dates ("2 yrs 3 mos", "4 months", "(3 ans)"): the
// dates say it already, and it is neither the title nor the employer.
const DURATION =
  /^\(?\d{1,2}\s?(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|años?|meses|anni|mesi)(?:,?\s\d{1,2}\s?(?:months?|mos?|mois|monate?|meses|mesi))?\)?$/i;
const URL_PIECE = /^(?:https?:\/\/|www\.)\S+$/i;

/** A part split at its separators, its date ranges kept whole ("Jan 2019 - Present"). */
function splitPart(part: string): string[] {
  const ranges = dateRanges(part);
  // Built in one pass (a slice per range, joined once), so a line of many dates stays linear.
  const chunks: string[] = [];
  let from = 0;
  ranges.forEach((range, n) => {
    chunks.push(part.slice(from, range.index), `\uE000${n}\uE001`);
    from = range.index + range.length;
  });
  chunks.push(part.slice(from));
  return chunks
    .join("")
    .replace(/ {2,}/g, " ")
    .split(SEPARATOR)
    .map((piece) =>
      piece.replace(/\uE000(\d+)\uE001/g, (_, n: string) => {
        const range = ranges[Number(n)] as DateRange;
        return part.slice(range.index, range.index + range.length);
      }),
    );
}

interface Candidate {
  range: DateRange;
  piece: number;
  /** The piece held nothing else: a date standing apart beats one inside a title. */
  alone: boolean;
}

interface Piece {
  text: string;
  /** Not the first piece of its line: set apart by the layout or a separator. */
  setApart: boolean;
}

/**
 * A head line ending with a comma goes on on the next line ("…, MIT, Cambridge," / "USA"):
 * the two are one line, so the place at their end is found whole. An organisation's unit goes on
 * after the comma also past dates set apart: "Assistant, Cascadia University, | Sep 2008 – 2012" /
 * "Department of Physics" is one employer (a line of its own after them is the employer's line).
 */
function joinedAtCommas(lines: SourceLine[]): string[][] {
  const joined: string[][] = [];
  for (const line of lines) {
    const parts = line.parts ?? [line.text];
    const last = joined.at(-1);
    const at = last ? openPart(last, line.text) : -1;
    const open = last?.[at];
    if (last && open?.trimEnd().endsWith(",") && !line.parts && open.length < 300)
      last[at] = `${open.trimEnd()} ${line.text}`;
    else joined.push([...parts]);
  }
  return joined;
}

/**
 * The part of a line the next line may go on: its last, or, when the next line names a unit of
 * the organisation that part ends in, the last part before its dates.
 */
function openPart(parts: string[], next: string): number {
  let at = parts.length - 1;
  while (at > 0 && isOnlyDates(parts[at] ?? "")) at--;
  const open = (parts[at] ?? "").trimEnd().replace(/,$/, "");
  return at === parts.length - 1 || joinsUnit(open, next) ? at : parts.length - 1;
}

// Icon fonts draw their icons as private-use characters ("\uEBC2 https://…"): no text.
const ICONS = /[\uE000-\uF8FF]/g;
export const withoutIcons = (text: string) => text.replace(ICONS, "").trim();

/**
 * An icon some fonts map to an ordinary character, standing as a word before a part's date or
 * place ("z July 2012 – Ongoing", "* Sunnyvale, CA"): a symbol there is never text, nor is a
 * lone letter before a date or a place.
 */
function withoutIconWord(part: string): string {
  const icon = /^(\S)\s+(\S.*)$/su.exec(part);
  if (!icon) return part;
  const [, mark = "", rest = ""] = icon;
  if (!/[\p{L}\p{N}]/u.test(mark)) return rest;
  const restIsDetail = isOnlyDates(rest) || isEntryPlace(rest, true);
  return /\p{Ll}/u.test(mark) && restIsDetail ? rest : part;
}

const piecesOf = (lines: SourceLine[]): Piece[] =>
  joinedAtCommas(lines).flatMap((parts) =>
    parts
      .map((part) => withoutIconWord(withoutIcons(part)))
      .flatMap(splitPart)
      .map((piece) => piece.trim())
      .filter(Boolean)
      .map((text, index) => ({ text, setApart: index > 0 })),
  );

/**
 * The entry's dates: a piece that is only a date range, a range that ends a piece, or one that
 * starts it (a left date column read into the line: "2018 – 2021 Data Scientist, Acme").
 */
function dateCandidates(pieces: Piece[]): Candidate[] {
  const candidates: Candidate[] = [];
  pieces.forEach(({ text: piece, setApart }, index) => {
    const ranges = dateRanges(piece);
    const range = ranges.at(-1);
    if (!range) return;
    // "Mar 2019 – Present" alone, or a range ending the piece ("Acme Corp 2019 – 2021"); never
    // a date inside a title ("Master of Science (expected 2026-12), Nursing").
    const alone = !withoutRange(piece, range);
    const atEnd = range.index + range.length >= piece.trimEnd().length - 1;
    // A date in brackets closing the piece ("Licence (Jul 2016)") stands apart too.
    const bracketed = piece.trimEnd().endsWith(")") && piece[range.index - 1] === "(";
    // A date ending a piece set apart ("Developer | Intern 2019"), or set off by a comma
    // ("M.S., Physics, Rice University, 2015"), is the entry's too.
    const commaBefore = piece.slice(0, range.index).trimEnd().endsWith(",");
    // Set apart, the date must end a short note ("Intern 2019"), not a place's remark
    // ("Seattle, WA (remote from 2020)").
    const rest = withoutRange(piece, range);
    // "Present" with no start closes a head ("Acme – Present"), never a sentence that ends in
    // the word ("…and kept the employee handbook current."): there it is a word, not a date.
    const ongoing =
      range.current && !range.since && (range.start !== undefined || rest.split(" ").length <= 8);
    const shortNote = setApart && !bracketed && rest.split(" ").length <= 2 && !piece.includes("(");
    // A month and year closing a short line that is no sentence ("Port Elm College 09/2024"):
    // names end in a bare year ("Windows Server 2019"), never in a month.
    const monthAtEnd =
      /^\d{4}-\d{2}/.test(range.start ?? "") &&
      !/[.!?]$/.test(piece.trimEnd()) &&
      rest.split(" ").length <= 8;
    if (alone || (atEnd && (range.end || ongoing || bracketed || shortNote || commaBefore || monthAtEnd))) {
      candidates.push({ range, piece: index, alone });
      return;
    }
    // A range of months inside a short head: a date box set at the right of a head that wrapped
    // around it ("Manager, Trailhead June 2017–May 2020 Outdoor Supply", moderncv's oldstyle).
    // Months on both ends (or "Present"): a sentence's bare years never count.
    const months = (date: string | undefined) => /^\d{4}-\d{2}/.test(date ?? "");
    if (months(range.start) && (months(range.end) || ongoing) && piece.split(" ").length <= 20) {
      candidates.push({ range, piece: index, alone: false });
      return;
    }
    // A date opening the piece: a left date column. A bare year must be a range or open one
    // ("2021 – Engineer…", its end on the next line), as "2020 Census Taker" is a title.
    const first = ranges[0] as DateRange;
    const after = piece.slice(first.index + first.length).trimStart();
    const opensRange = /^[-–—]/.test(after);
    const dated = first.end || first.current || opensRange || /-/.test(first.start ?? "");
    if (first.index === 0 && first.start && dated)
      candidates.push({ range: first, piece: index, alone: false });
  });
  return candidates;
}

/**
 * A list item set in parts whose last part is a place or dates ("• Acme Corp | Austin, TX") is
 * an entry's head: LaTeX templates put each entry in a list, its details in its items.
 */
export function isHeadInList(line: SourceLine): boolean {
  const parts = line.parts;
  if (!line.bullet || !parts || parts.length < 2 || parts.length > 3) return false;
  const last = (parts.at(-1) as string).trim();
  const first = parts[0] as string;
  return first.split(" ").length <= 12 && (isEntryPlace(last, true) || isOnlyDates(last));
}

/** The line holds an entry's dates (see dateCandidates). */
export const isDatedLine = (line: SourceLine) => dateCandidates(piecesOf([line])).length > 0;

/**
 * "Sales Associate, Marigold & Main, Columbus, OH.": moderncv and others close a head with a
 * full stop, which is punctuation, not the last field's. An abbreviation keeps its stop
 * ("Acme Co.", "Washington, D.C.").
 */
function withoutClosingStop(text: string): string {
  // A sentence keeps its stop: it is the entry's text, not a field (section-entries.ts). A head
  // ends in a short field ("…, Jersey City, NJ."); a sentence in a run of words.
  const lastField = text.slice(text.lastIndexOf(", ") + 1).trim();
  const field = lastField.split(" ").length <= 8 && (lastField === text || /^[\p{Lu}\p{N}]/u.test(lastField));
  if (!text.endsWith(".") || text.endsWith("..") || !field) return text;
  // "…, Denver, CO.": a region's code in capitals as the last field is a place; the stop after
  // it ends the line's sentence (moderncv ends each entry's line so), it is no "Co." of a company.
  if (lastField === lastField.toUpperCase() && trailingPlace(text.slice(0, -1))) return text.slice(0, -1);
  const last = text.slice(text.lastIndexOf(" ") + 1).toLowerCase();
  const abbreviation = ABBREVIATIONS.has(last) || last.slice(0, -1).includes(".") || last.length <= 2;
  return abbreviation ? text : text.slice(0, -1);
}
const ABBREVIATIONS = new Set([
  "inc.",
  "co.",
  "ltd.",
  "corp.",
  "llc.",
  "jr.",
  "sr.",
  "st.",
  "bros.",
  "dept.",
  "plc.",
]);

const WORK_MODE = /^(?:remote|hybrid|on-?site|in office|in-office|fully remote)$/i;

export function readEntryHead(lines: SourceLine[]): EntryHead {
  const pieces = piecesOf(lines);
  const head: EntryHead = { pieces: [] };
  const candidates = dateCandidates(pieces);
  const chosen = candidates.find((candidate) => candidate.alone) ?? candidates.at(-1);
  // A date column wrapped onto two lines: "Sep 2020 –" then "Present" (or the end date) alone.
  const open =
    chosen && !chosen.range.end && !chosen.range.current && /[-–—]$/.test(pieces[chosen.piece]?.text ?? "");
  const closing = open
    ? candidates.find(
        (candidate) => candidate.alone && candidate.piece > chosen.piece && !candidate.range.end,
      )
    : undefined;
  pieces.forEach((piece, index) => {
    let text = piece.text;
    if (chosen?.piece === index) {
      head.dates = { ...chosen.range };
      text = withoutRange(text, chosen.range);
      if (closing) {
        const end = closing.range.start;
        head.dates = { ...head.dates, current: closing.range.current, ...(end ? { end } : {}) };
      }
    }
    if (closing?.piece === index) return;
    text = trimSeparators(withoutClosingStop(trimSeparators(text).trim()).replace(/^\((.*)\)$/, "$1")).trim();
    if (!text || DURATION.test(text)) return;
    if (URL_PIECE.test(text)) {
      head.url ??= text;
      return;
    }
    // "at Acme" set apart from its role by the face alone: the connector is no part of the name.
    text = text.replace(/^(?:at|@|chez|bei|presso)\s+(?=[\p{Lu}\p{N}])/u, "");
    // "(hybrid)", "Remote" wrapped onto a line of its own: how the job was worked, beside its place.
    if (WORK_MODE.test(text)) {
      head.place = head.place ? `${head.place} (${text})` : text;
      return;
    }
    if (!head.place && isEntryPlace(text, piece.setApart)) {
      head.place = text;
      return;
    }
    const place = head.place ? undefined : trailingPlace(text);
    if (place) {
      head.place = place.place;
      if (place.before) head.pieces.push(place.before);
    } else head.pieces.push(text);
  });
  return head;
}
