import { readVerb } from "../language/verbs.ts";
import { splitParentheses } from "./plain-text.ts";
import { isCompanyLine } from "./posting-header.ts";
import { headingSection, type Section, sentenceSection } from "./posting-sections.ts";

// A pasted posting as lines that each know their part (see posting-sections.ts). Postings come
// in every shape: bullets of any kind, caps or markdown headings, a "Skill | Years" table, or
// one dense paragraph; this turns them all into the same list.

export interface PostingLine {
  text: string;
  section: Section;
  /** A list item (bullet, number or table row): one requirement each, usually. */
  item: boolean;
}

const WORK_SECTIONS: ReadonlySet<Section> = new Set(["duties", "required", "preferred", "soft"]);
const BULLET = /^\s*(?:[-*•▪◦·–—►✓✔>]|\d{1,2}[.)]|[a-z][.)])\s+/u;
/** Longer than this, a line is a paragraph to read sentence by sentence. */
const PARAGRAPH = 220;
/** Longer than this, a line is no title or heading (headings are at most 70 characters of words). */
const HEADING_LINE = 200;
/** "About us: …": the colon of a heading run into its text is at most this far in. */
const INLINE_HEADING_END = 40;

/**
 * `knownTitle`: the job's title when the user typed it; a first line that does not name it is
 * content ("SQL, Python, Tableau dashboards."), not the posting's title.
 */
export function postingLines(text: string, knownTitle = ""): { header: string[]; lines: PostingLine[] } {
  const raw = text
    .normalize("NFKC")
    .split(/\r?\n/)
    .map((line) => line.trim());
  const header: string[] = [];
  const lines: PostingLine[] = [];
  let section: Section = "other";
  let seenHeading = false;
  for (const whole of raw) {
    // Where the unread part of the line starts: "Skills: React, Node.js" is a heading that also
    // carries content, read on from just after its colon. An index moves along the line (no
    // copy of the rest per heading), so "EEO:" x5000 costs one pass, not one pass per heading.
    let from = skipSpaces(whole, 0);
    let line = "";
    while (from < whole.length) {
      // Only a short line can be the title or a heading: copy it only then.
      const short = whole.length - from <= HEADING_LINE ? whole.slice(from) : undefined;
      // The first line is the title (or, pasted as one paragraph, the whole posting).
      if (
        short !== undefined &&
        !header.length &&
        !lines.length &&
        short.length <= 160 &&
        !/[.!?](\s|$)/.test(short) &&
        // "Requirements:" or "- SQL" first: a posting pasted from its body has no title line.
        !short.endsWith(":") &&
        !BULLET.test(short) &&
        namesTitle(short, knownTitle)
      ) {
        header.push(short);
        from = whole.length;
        break;
      }
      const heading =
        (short !== undefined ? headingSection(short) : undefined) ??
        inlineHeading(whole.slice(from, from + INLINE_HEADING_END + 1));
      if (!heading) {
        line = short ?? whole.slice(from);
        break;
      }
      section = heading;
      seenHeading = true;
      const colon = whole.indexOf(":", from);
      from = colon < 0 ? whole.length : skipSpaces(whole, colon + 1);
    }
    if (!line) continue;
    if (!seenHeading && header.length > 0 && header.length < 4 && isHeaderLine(line, header.length)) {
      header.push(line);
      continue;
    }
    const item = BULLET.test(line) || (line.includes("|") && seenHeading);
    const body = line.replace(BULLET, "");
    if (body.includes("|") && seenHeading) {
      lines.push({ text: tableRowText(body), section, item: true });
    } else if (!item && (body.length > PARAGRAPH || /[.!?]\s+\S/.test(body))) {
      // A paragraph: each sentence says its own part ("Must have: X. Nice to have: Y.").
      for (const sentence of sentences(body)) {
        const inline = inlineHeading(sentence);
        if (inline) section = inline;
        const own = inline ?? sentenceSection(sentence);
        lines.push({
          text: inline ? sentence.slice(sentence.indexOf(":") + 1).trim() : sentence,
          section: own ?? section,
          item: false,
        });
      }
    } else {
      // "- BA/BS required. JD or equivalent experience preferred.": a list item's sentences that
      // say different things are asked are read each with its own cue.
      const read = (text: string) => {
        const own = sentenceSection(text);
        // A cue inside a read section moves the line ("Python a plus"); benefits or legal words
        // anywhere drop it. A cue in parentheses is about one word, not the line.
        const cue = own && !isInParentheses(text, own) ? own : undefined;
        return { text, section: dutyItem(moveBy(section, cue, text), item, text), item };
      };
      const parts = (item ? sentences(body) : [body]).map(read);
      lines.push(...(new Set(parts.map((part) => part.section)).size > 1 ? parts : [read(body)]));
    }
  }
  return { header, lines };
}

/** The index of the first character at or after `from` that is not whitespace (as trim() sees it). */
function skipSpaces(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text[at] as string)) at++;
  return at;
}

function namesTitle(line: string, knownTitle: string): boolean {
  const title = knownTitle.trim().toLowerCase();
  return !title || line.toLowerCase().includes(title) || title.includes(line.toLowerCase());
}

/** "About us: Fabrikam builds …", "Benefits: dental, 401(k)": a heading run into its text. */
function inlineHeading(line: string): Section | undefined {
  const colon = line.indexOf(":");
  if (colon < 3 || colon > INLINE_HEADING_END) return undefined;
  return headingSection(`${line.slice(0, colon)}:`);
}

/** The title, company and location/pay lines a posting usually starts with. */
function isHeaderLine(line: string, index: number): boolean {
  if (line.length > 160) return false;
  if (
    /[|·]|\$|£|€|\b(remote|hybrid|on-?site|full-time|part-time|salary|pay|closing date|job type|schedule)\b/i.test(
      line,
    )
  )
    return true;
  return index === 1 && isCompanyLine(line);
}

const STRONG_OFFER =
  /\b(we offer|we provide|pension|401\(k\)|403\(b\)|pto|paid time off|holiday|dental|health insurance|to apply|send (your )?(resume|cv))\b/i;

function moveBy(section: Section, cue: Section | undefined, text: string): Section {
  if (!cue) return section;
  if (cue === "legal") return cue;
  // "Manage a $2M budget" under Requirements is a requirement; "We offer a pension" is not.
  if (cue === "benefits" || cue === "process")
    return WORK_SECTIONS.has(section) && !STRONG_OFFER.test(text) ? section : cue;
  if (cue === "preferred") return "preferred";
  // A required cue counts where the posting had not said: duties and untitled text.
  if (cue === "required" && (section === "other" || section === "duties")) return "required";
  return section;
}

/**
 * "- Attend and present in regional sales meetings": a list item led by a verb in its base form
 * is a duty, however its heading was read. Postings list duties as imperatives; a heading we
 * could not name ("Sales Relationship") or one that closed a one-line part ("Job Grade") leaves
 * such a list in "other" or "process", where no duty would be read.
 */
function dutyItem(section: Section, item: boolean, text: string): Section {
  if (!item || (section !== "other" && section !== "process")) return section;
  const first = text.split(/\s/, 1)[0] ?? "";
  return readVerb(first)?.form === "base" ? "duties" : section;
}

function isInParentheses(text: string, cue: Section): boolean {
  const { outside, inside } = splitParentheses(text);
  return sentenceSection(outside) !== cue && sentenceSection(inside) === cue;
}

/** "SolidWorks | 3+ | Advanced": the cells that name something, not years or levels. */
function tableRowText(row: string): string {
  return row
    .split("|")
    .map((cell) => cell.trim())
    .filter((cell) => cell && !/^[-:\s]+$/.test(cell))
    .join("; ");
}

/** Sentences of a paragraph, not split inside "e.g." or "U.S." or numbers ("3.5"). */
function sentences(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.!?;])\s+(?=[\p{Lu}\d"“(])/u);
  const merged: string[] = [];
  let previous: string | undefined;
  for (const part of parts) {
    const last = merged[merged.length - 1];
    // The part just read ends the merged sentence: test it, not the sentence grown so far
    // ("e.g. A " x3000 would test a longer and longer sentence each time).
    if (last !== undefined && /\b(e\.g|i\.e|etc|U\.S|vs|approx|incl|No)\.$/i.test(previous ?? "")) {
      merged[merged.length - 1] = `${last} ${part}`;
    } else merged.push(part);
    previous = part;
  }
  return merged.map((sentence) => sentence.trim()).filter(Boolean);
}
