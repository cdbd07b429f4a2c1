import { isDatedLine, isHeadInList, withoutIcons } from "./entry-head.ts";
import { splitLabel } from "./labelled-text.ts";
import { isOnlyDates } from "./read-dates.ts";
import type { SourceLine } from "./source-lines.ts";

// A section's lines -> its entries: each a head (title, employer, place, dates: the lines above
// the bullets) and a body (bullets and prose). A new entry starts at a head line after a body,
// at a line styled like the section's first line once the entry has its dates, or, in entries
// without bullets, where the next run of head lines begins (learnt from the first entry).

export interface EntryBlock {
  head: SourceLine[];
  body: SourceLine[];
}

const styleOf = (line: SourceLine) => `${Math.round((line.size ?? 0) * 2)}|${line.bold ? "b" : ""}`;
// Words hold a letter or a figure: a slash or a dash standing between words is none.
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// Abbreviations that end employers' names, not sentences ("Windy City Catering Co."), with the
// legal forms written with stops in other countries ("sp. z o.o.", "S.A.", "S.r.l.", "B.V.").
const NAME_ENDINGS = new Set(
  `inc. co. ltd. corp. llc. jr. sr. st. bros. dept. o.o. s.a. s.l. s.r.l. s.p.a. s.a.s. b.v. n.v. a.g.
  ltda. pty. k.k. l.p. p.c. pllc. plc.`.split(/\s+/),
);
// Labelled lines under an entry: its tools, courses or grade, never a new entry.
const BODY_LABELS =
  /^(?:technologies|tech stack|stack|tools|built with|keywords|skills|environment|courses|coursework|relevant coursework|modules|gpa|grade|gpa\/grade|thesis|honou?rs|activities)$/i;

/**
 * Body text under an entry: a sentence (it ends with a full stop and has a few words), a long
 * line, or a labelled line ("Technologies: …"). Bold lines, dated lines and lines set in parts
 * belong to heads.
 */
function isProse(line: SourceLine, entryStyle: string): boolean {
  if (line.bold || line.parts) return false;
  const labelled = splitLabel(line.text);
  if (labelled && BODY_LABELS.test(labelled.label)) return true;
  const words = wordCount(line.text);
  const lastWord = line.text.split(" ").at(-1)?.toLowerCase() ?? "";
  const sentence = /[.!?]$/.test(line.text) && !NAME_ENDINGS.has(lastWord);
  if (sentence && words >= 5 && !isDatedLine(line)) return true;
  if (styleOf(line) === entryStyle) return false;
  return words >= 20 || (words >= 14 && !isDatedLine(line));
}

const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;
const ENDS_SENTENCE = /[.!?;:]$/;

/**
 * A bullet's wrapped line the layout did not join. Not marked: it goes on in lower case (in the
 * bullet's type, or in any type when the bullet has not ended: a bold label at an item's start
 * changes the measured size of its first line only), or, in a PDF, it is in the bullet's type
 * but not the entries' own. Marked as an item itself: it goes on in lower case or with a figure,
 * the item above unfinished, set tight against it where the list spaces its items apart.
 */
function wrapsBullet(line: SourceLine, last: SourceLine, entryStyle: string): boolean {
  const sameType = styleOf(line) === styleOf(last);
  const lower = /^\p{Ll}/u.test(line.text);
  if (!line.bullet) {
    if (isDatedLine(line)) return false;
    return (
      (lower && (sameType || !ENDS_SENTENCE.test(last.text))) ||
      (sameType && line.size !== undefined && styleOf(line) !== entryStyle)
    );
  }
  const spaced = (last.gapBefore ?? 0) >= 0.2 && (line.gapBefore ?? 1) < 0.1;
  return spaced && /^[\p{Ll}\p{N}]/u.test(line.text) && !ENDS_SENTENCE.test(last.text);
}

/**
 * A label over an entry's items ("Highlights", "Key achievements:", "Responsabilités"): resumes
 * and JSON Resume themes print one between a job's head and its bullets. It is neither a head
 * nor an item, and dropped.
 */
const ITEMS_LABEL =
  /^(?:key |main |notable |selected )?(?:highlights|achievements|accomplishments|responsibilities|duties|tasks|réalisations|missions|responsabilités|aufgaben|tätigkeiten|erfolge|logros|responsabilidades|funciones|realizações|responsabilità)\s?:?$/i;

export function entryBlocks(all: SourceLine[]): EntryBlock[] {
  const lines = all.filter((line) => !ITEMS_LABEL.test(line.text.trim()));
  const first = lines[0];
  if (!first) return [];
  const entryStyle = styleOf(first);
  // How many lines of the entry style open the first entry: one (its title) means each such
  // line opens an entry, dated or not (jobs without dates or bullets follow one another).
  const opening = lines.findIndex((line) => styleOf(line) !== entryStyle);
  // A style only marks entries when some lines differ from it and the bullets do not share it.
  const styled =
    opening > 0 &&
    !lines.some((line) => line.bullet && styleOf(line) === entryStyle) &&
    Boolean(first.size || first.bold);
  const titledEntries = styled && opening === 1;
  // Entries spaced apart: most lines sit tight, and a clear gap above a line opens an entry.
  const tight = lines.filter((line) => (line.gapBefore ?? 0) < 0.3).length;
  const spacedEntries = tight * 2 > lines.length;
  const blocks: EntryBlock[] = [];
  let current: EntryBlock | undefined;
  let datedAt: number | undefined;
  // Whether each line holds dates, read once per line; and whether the current head has any,
  // kept as lines join it: a long head is never scanned again for each new line.
  const datedLines = new Map<SourceLine, boolean>();
  const dated = (line: SourceLine) => {
    const known = datedLines.get(line);
    if (known !== undefined) return known;
    const found = isDatedLine(line);
    datedLines.set(line, found);
    return found;
  };
  let headDated = false;
  // The head's dates end with a dash: their end is on the next line.
  let headOpen = false;
  const opensRange = (line: SourceLine) =>
    (line.parts ?? [line.text]).some((part) => /\d\s?[-–—]$/.test(part.trim()));
  for (const source of lines) {
    // A head set as a list item is read as a head (its mark says nothing about its role).
    const line = isHeadInList(source) ? { ...source, bullet: false } : source;
    const body = Boolean(line.bullet) || isProse(line, entryStyle);
    const last = current?.body.at(-1);
    if (current && last?.bullet && wrapsBullet(line, last, entryStyle)) {
      last.text = `${last.text} ${line.text}`;
      continue;
    }
    // A web address alone under an entry's bullets is the entry's own link (templates print
    // it last), not the head of the next entry.
    if (current?.body.length && !line.bullet && WEB_ADDRESS.test(withoutIcons(line.text))) {
      current.head.push(line);
      continue;
    }
    if (!current) {
      current = { head: [], body: [] };
      blocks.push(current);
    } else if (!body) {
      // A line of dates alone under a head without dates is that head's, however far below it.
      const headsDates = !headDated && isOnlyDates(withoutIcons(line.text));
      const startsEntry =
        current.body.length > 0 ||
        (spacedEntries && (line.gapBefore ?? 0) >= 0.8 && current.head.length > 0 && !headsDates) ||
        (styled && styleOf(line) === entryStyle && (headDated || titledEntries) && current.head.length > 0);
      if (startsEntry) {
        current = { head: [], body: [] };
        blocks.push(current);
        headDated = false;
        headOpen = false;
      } else if (headOpen && dated(line)) {
        // "Sep 2020 –" then "Present": the head's date column wrapped, the entry goes on.
        headOpen = false;
      } else if (headDated && dated(line) && datedAt !== undefined) {
        // Entries without bullets: this date line belongs to a new entry, which began as many
        // lines above it as the first entry's date line stood below its start.
        const moved = current.head.splice(Math.max(1, current.head.length - datedAt));
        current = { head: moved, body: [] };
        blocks.push(current);
        headDated = moved.some(dated);
      }
    }
    if (body) current.body.push({ ...line });
    else {
      current.head.push(line);
      if (dated(line)) {
        headOpen = !headDated && opensRange(line);
        headDated = true;
        datedAt ??= current.head.length - 1;
      }
    }
  }
  return withTitlesUnderHeads(
    blocks.filter((block) => block.head.length || block.body.length),
    dated,
  );
}

/** A head's line is short, and no sentence: no stop inside it (one may close it: moderncv). */
const looksLikeHeadLine = (text: string) => wordCount(text) <= 10 && !/[.!?]\s/.test(text);

/**
 * "Employer / Place / Dates" then the title in the employer's type over the bullets, or "Title,
 * Dates" then the employer: the second part of the head opened a block of its own (a line in
 * the entry style after the dates). A block with a dated head and no body, followed by one whose
 * head is one to three short undated lines over a body, is one entry.
 */
function withTitlesUnderHeads(blocks: EntryBlock[], dated: (line: SourceLine) => boolean): EntryBlock[] {
  const merged: EntryBlock[] = [];
  for (const block of blocks) {
    const previous = merged.at(-1);
    const [first] = block.head;
    if (
      previous &&
      !previous.body.length &&
      previous.head.some(dated) &&
      first &&
      looksLikeHeadLine(first.text) &&
      block.head.length <= 3 &&
      block.body.length &&
      !block.head.some(dated)
    ) {
      previous.head.push(...block.head);
      previous.body.push(...block.body);
    } else merged.push(block);
  }
  return merged;
}
