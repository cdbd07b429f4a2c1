import { MAX_POSTING } from "../../../shared/field-formats.ts";
import type { PostingAnalysis, PostingTerm } from "../../../shared/posting-analysis.ts";
import { indexText, mentions, type TextIndex } from "../language/skill-index.ts";
import { type PostingLine, postingLines } from "./posting-lines.ts";
import { READ_SECTIONS } from "./posting-sections.ts";

// How much a posting stresses each of its requirements, read from the posting's own structure
// (issue 33): a cover letter answers the two or three needs the posting stresses most, not the
// ones that happen to share a word with the resume. Each weight below is a general fact of how
// postings are written, not a reading of any one posting.

/** How a posting shows that a requirement matters, strongest first: what a letter can say of it. */
export type StressCue = "title" | "first" | "repeated" | "required" | "preferred" | "duty";

export interface StressedTerm extends PostingTerm {
  stress: number;
  cue: StressCue;
}

// Postings sort what they ask into parts: what a candidate must have outweighs what would be nice,
// and both outweigh a duty named only in passing (a duty says what the job does, not what it
// demands of the person hired).
const SECTION_WEIGHT: Partial<Record<PostingLine["section"], number>> = {
  required: 3,
  preferred: 1.5,
  duties: 1,
};
const OTHER_WEIGHT = 1;

// A posting names what it cares about again and again (in the summary, the duties and the
// requirements): each further line naming a term adds a quarter, up to four further lines.
const PER_REPEAT = 0.25;
const MAX_REPEATS = 4;
/** At least this many lines name a term for a letter to say the posting returns to it. */
const REPEATED_LINES = 3;

// Writers list what matters most first: the first line of a part weighs half again as much as
// its last, falling evenly between.
const FIRST_LINE_BONUS = 0.5;

// The title names what the job is; the sentence that sums up the role says what it is about.
const IN_TITLE = 2;
const IN_SUMMARY = 1.5;

/** Beyond this many lines or terms a posting is not read further for stress (a linear bound). */
const MAX_LINES = 400;
const MAX_TERMS = 80;

interface Read {
  lines: PostingLine[];
  indexes: TextIndex[];
  /** Where the summary sentence is in `lines` (-1 when the posting has none). */
  summary: number;
  title: TextIndex;
  /** The title in lower case, to tell a term it writes from one it only implies. */
  titleText: string;
}

/**
 * The analysis's terms with how much the posting stresses each, most stressed first (equal
 * stress keeps the posting's order).
 */
export function stressTerms(text: string, analysis: PostingAnalysis): StressedTerm[] {
  const read = readPosting(text, analysis.title);
  return analysis.terms
    .slice(0, MAX_TERMS)
    .map((term, order) => ({ ...stressOf(term, read), order }))
    .sort((a, b) => b.stress - a.stress || a.order - b.order)
    .map(({ order: _order, ...term }) => term);
}

function readPosting(text: string, title: string): Read {
  const lines = postingLines(text.slice(0, MAX_POSTING), title)
    .lines.filter((line) => READ_SECTIONS.has(line.section))
    .slice(0, MAX_LINES);
  return {
    lines,
    indexes: lines.map((line) => indexText(line.text)),
    summary: summaryAt(lines),
    title: indexText(title),
    titleText: title.toLowerCase(),
  };
}

/**
 * The sentence that sums up the role: the first one of the posting's body, when it is prose
 * before any list ("The Accounts Payable team is responsible for…"). A posting that opens with
 * a list has none.
 */
function summaryAt(lines: PostingLine[]): number {
  const first = lines[0];
  return first && !first.item && first.section !== "required" && first.section !== "preferred" ? 0 : -1;
}

function stressOf(term: PostingTerm, read: Read): StressedTerm {
  const hits = read.indexes.flatMap((index, at) => (mentions(index, term.term) ? [at] : []));
  const inTitle = mentions(read.title, term.term);
  const best = strongestSection(term, hits, read.lines);
  const weight = SECTION_WEIGHT[best] ?? OTHER_WEIGHT;
  const named = hits.length + (inTitle ? 1 : 0);
  const repeats = 1 + PER_REPEAT * Math.min(Math.max(named - 1, 0), MAX_REPEATS);
  const position = positionIn(best, hits, read.lines);
  const early = 1 + FIRST_LINE_BONUS * (1 - position.at / Math.max(position.of, 1));
  const summed = inTitle ? IN_TITLE : hits.includes(read.summary) ? IN_SUMMARY : 1;
  return {
    ...term,
    stress: weight * repeats * early * summed,
    // The title cue (a letter's "as its title says") only where the title writes the term as the
    // posting does; a title that only implies it still weighs in the stress.
    cue: cueOf(inTitle && read.titleText.includes(term.term.toLowerCase()), best, position.at, named),
  };
}

/**
 * The strongest part that names the term; a term the lines do not name word for word (a degree
 * the analysis normalised) keeps the analysis's own importance.
 */
function strongestSection(term: PostingTerm, hits: number[], lines: PostingLine[]): PostingLine["section"] {
  if (!hits.length) return term.importance;
  // A part describing the person ("Who you are", "About you") lists what a candidate must bring,
  // as a requirements part does: the hard skills it names are requirements.
  const sections = hits.map((at) => asked(lines[at]?.section ?? "other"));
  if (sections.includes("required")) return "required";
  if (sections.includes("preferred")) return "preferred";
  return sections.includes("duties") ? "duties" : (sections[0] ?? "other");
}

/** Where the term is first named among the lines of its strongest part, and how many lines that part has. */
function positionIn(
  section: PostingLine["section"],
  hits: number[],
  lines: PostingLine[],
): { at: number; of: number } {
  const part = lines.flatMap((line, at) => (asked(line.section) === section ? [at] : []));
  const first = part.findIndex((at) => hits.includes(at));
  // Not named on a line of its own part (normalised): counted as the part's middle.
  return { at: first < 0 ? part.length / 2 : first, of: part.length };
}

function asked(section: PostingLine["section"]): PostingLine["section"] {
  return section === "soft" ? "required" : section;
}

function cueOf(inTitle: boolean, section: PostingLine["section"], at: number, named: number): StressCue {
  if (inTitle) return "title";
  if (section === "required" && at === 0) return "first";
  if (named >= REPEATED_LINES) return "repeated";
  if (section === "required") return "required";
  return section === "preferred" ? "preferred" : "duty";
}
