import type { GroundingFlag } from "../../shared/ai.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { STOPWORDS } from "./language/stopwords.ts";
import { type FieldLine, hasMarkers, readLines, writeLines } from "./offline/bullet-lines.ts";
import { keepsMeaning } from "./offline/meaning-guard.ts";
import type { Tense } from "./offline/polish-bullet.ts";
import { tenseByDates } from "./offline/tense.ts";
import { rewritableFields } from "./resume-text.ts";

// Every writer's rewrite of a job's (project's, degree's) lines keeps what each line claims
// (issue 33 §3): the person's part (helped, led, was tasked with), the tense, every name as
// cased and every number (offline/meaning-guard.ts). The grounding check finds facts the resume
// never states; this finds a line whose facts are all there but whose claim changed ("Helped
// lead" made "Led", "Tasked with building" made "Built"). Such a line goes back to the person's
// own line, and a line that restates none of the entry's lines is not kept: it says something
// that entry does not.

/** Share of a line's content words another line must hold to be its rewording. */
const SAME_LINE = 0.4;

const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}%$#+]+/u)
      .filter((word) => word.length > 2 && !STOPWORDS.has(word)),
  );

/** A source line with its content words, read once per field. */
interface SourceLine {
  text: string;
  words: Set<string>;
}

/**
 * Past any real entry: lines beyond it are compared only word for word, so a hostile field of
 * thousands of lines costs lines × this, not lines × lines.
 */
const MAX_COMPARED = 200;

/** The source line a rewritten line rewords: the one sharing the most content words. */
function reworded(line: string, sourceLines: SourceLine[]): string | undefined {
  const words = contentWords(line);
  let best: string | undefined;
  let bestShare = 0;
  for (const candidate of sourceLines.slice(0, MAX_COMPARED)) {
    const shared = [...words].filter((word) => candidate.words.has(word)).length;
    const share = shared / Math.max(1, Math.min(words.size, candidate.words.size));
    if (share > bestShare) [best, bestShare] = [candidate.text, share];
  }
  return bestShare >= SAME_LINE ? best : undefined;
}

/** A line as said, less the full stops and spaces a rewrite may add at its end. */
function said(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === "." || /\s/.test(line[end - 1] ?? ""))) end--;
  return line.slice(0, end);
}

function tenseAt(source: ResumeDocument, path: string): Tense {
  const [kind, id] = path.split(".");
  if (kind !== "experiences") return "past";
  const row = source.experiences.find((item) => item.id === Number(id));
  return row ? tenseByDates(row.start_date, row.still_working ? "" : row.end_date) : "past";
}

/**
 * `line` without the posting terms a writer may add (the evidence map's, applyRewrite): "as
 * infrastructure as code" names what the line already shows, and its "code" is no new verb.
 */
function withoutTerms(line: string, terms: string[]): string {
  let text = line;
  for (const term of terms) {
    const needle = term.trim().toLowerCase();
    if (!needle) continue;
    for (let at = text.toLowerCase().indexOf(needle); at >= 0; at = text.toLowerCase().indexOf(needle, at)) {
      const edge = (char: string | undefined) => !char || !/[\p{L}\p{N}]/u.test(char);
      if (edge(text[at - 1]) && edge(text[at + needle.length]))
        text = text.slice(0, at) + text.slice(at + needle.length);
      else at += needle.length;
    }
  }
  return text.replace(/\s{2,}/g, " ").trim();
}

/**
 * Puts back, line by line, what a rewrite changed the meaning of; one flag per field changed.
 * `terms` are posting terms the resume gives ground for: writing one in is no change of claim.
 */
export function keepLineMeaning(
  source: ResumeDocument,
  document: ResumeDocument,
  terms: string[] = [],
): GroundingFlag[] {
  const before = new Map(rewritableFields(source).map((field) => [field.path, field.text]));
  const flags: GroundingFlag[] = [];
  for (const field of rewritableFields(document)) {
    const original = before.get(field.path);
    if (field.path === "summary" || original === undefined || field.text === original) continue;
    const sourceLines = readLines(original).map((line) => ({
      text: line.text,
      words: contentWords(line.text),
    }));
    const asWritten = new Set(sourceLines.map((line) => said(line.text)));
    const tense = tenseAt(source, field.path);
    const rejected: string[] = [];
    const kept: FieldLine[] = [];
    const keptSaid = new Set<string>();
    const keep = (line: FieldLine) => {
      kept.push(line);
      keptSaid.add(said(line.text));
    };
    for (const line of readLines(field.text)) {
      if (asWritten.has(said(line.text))) {
        keep(line);
        continue;
      }
      const own = reworded(line.text, sourceLines);
      if (own && keepsMeaning(own, withoutTerms(line.text, terms), tense)) {
        keep(line);
        continue;
      }
      rejected.push(line.text);
      if (own && !keptSaid.has(said(own))) keep({ ...line, text: own });
    }
    if (!rejected.length) continue;
    setField(document, field.path, writeLines(kept, hasMarkers(field.text)));
    flags.push({
      path: field.path,
      invented: rejected,
      message: changedMessage(rejected.length),
      kind: "changed",
    });
  }
  return flags;
}

function setField(document: ResumeDocument, path: string, text: string) {
  const [kind, id, key] = path.split(".") as [string, string, string];
  const rows = (document as unknown as Record<string, { id: number }[]>)[kind];
  const row = rows?.find((item) => item.id === Number(id));
  if (row) (row as unknown as Record<string, string>)[key] = text;
}

function changedMessage(count: number): string {
  return count === 1
    ? "Kept your line: the rewrite changed what it claims (your part, its tense, a name or a number)."
    : `Kept your lines: ${count} rewrites changed what they claim (your part, their tense, a name or a number).`;
}
