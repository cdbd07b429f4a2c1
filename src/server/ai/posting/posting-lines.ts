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
  for (let at = 0; at < raw.length; at++) {
    const line = raw[at];
    if (!line) continue;
    // The first line is the title (or, pasted as one paragraph, the whole posting).
    if (
      !header.length &&
      !lines.length &&
      line.length <= 160 &&
      !/[.!?](\s|$)/.test(line) &&
      namesTitle(line, knownTitle)
    ) {
      header.push(line);
      continue;
    }
    const heading = headingSection(line) ?? inlineHeading(line);
    if (heading) {
      section = heading;
      seenHeading = true;
      // "Skills: React, Node.js": a heading that also carries content, read as the next line.
      const rest = line.slice(line.indexOf(":") + 1).trim();
      if (line.includes(":") && rest) raw.splice(at + 1, 0, rest);
      continue;
    }
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
      const own = sentenceSection(body);
      // A cue inside a read section moves the line ("Python a plus"); benefits or legal words
      // anywhere drop it. A cue in parentheses is about one word, not the line.
      const cue = own && !isInParentheses(body, own) ? own : undefined;
      lines.push({ text: body, section: moveBy(section, cue, body), item });
    }
  }
  return { header, lines };
}

function namesTitle(line: string, knownTitle: string): boolean {
  const title = knownTitle.trim().toLowerCase();
  return !title || line.toLowerCase().includes(title) || title.includes(line.toLowerCase());
}

/** "About us: Fabrikam builds …", "Benefits: dental, 401(k)": a heading run into its text. */
function inlineHeading(line: string): Section | undefined {
  const colon = line.indexOf(":");
  if (colon < 3 || colon > 40) return undefined;
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
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last !== undefined && /\b(e\.g|i\.e|etc|U\.S|vs|approx|incl|No)\.$/i.test(last)) {
      merged[merged.length - 1] = `${last} ${part}`;
    } else merged.push(part);
  }
  return merged.map((sentence) => sentence.trim()).filter(Boolean);
}
