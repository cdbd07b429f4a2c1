import type { GroundingFlag } from "../../shared/ai.ts";
import { monthNumber } from "../../shared/month-year.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { allSkills } from "../../shared/skill-groups.ts";
import { claimsTitle, unheldTitles } from "./held-title.ts";
import { findNumbers, numberValues } from "./language/numbers.ts";
import {
  findSkills,
  indexText,
  mentions,
  mentionsSkill,
  skillFor,
  type TextIndex,
} from "./language/skill-index.ts";
import { JOB_AD_STOPWORDS, STOPWORDS, WEAK_MODIFIERS } from "./language/stopwords.ts";
import { type Token, tokenize } from "./language/tokens.ts";
import { isActionVerb } from "./language/verbs.ts";
import { resumeText, rewritableFields } from "./resume-text.ts";
import { type GroundedClaim, groundedAt, rowAlone } from "./row-attribution.ts";
import { unsupportedYearsClaims } from "./years-claims.ts";

// The grounding check (DESIGN.md §5): a writer may reword, reorder and emphasise, never add
// facts. Each rewritten field is compared with the WHOLE source resume, so moving a number from
// one job to the summary passes, while a number, a name, a date or a tool that the source never
// states is flagged. Rewording is free: only numbers, capitalised names and dictionary tools
// are facts here; everything else is style.

export interface Source {
  index: TextIndex;
  /** Lower-case words and their fold keys. */
  words: Set<string>;
  numbers: Set<number>;
  /** The longest experience the source supports, for "N years of experience". */
  years: number;
  skills: Set<string>;
  /** The source's sentences, for claims checked as a whole ("9 years ... in Epic"). */
  sentences: string[];
}

// Words that start a sentence or a name in title case without naming anything.
const COMMON = new Set([
  ...STOPWORDS,
  ...JOB_AD_STOPWORDS,
  ...WEAK_MODIFIERS,
  ..."successfully consistently additionally also currently previously recently today".split(" "),
]);
const CONNECTORS = new Set(["of", "and", "the", "for", "de", "&", "du", "la", "van", "von"]);

/**
 * `targets` are the titles the person aims at (desired role, the posting's title): a field that
 * calls the person by one they have not held is flagged like any invented fact.
 */
export function checkGrounding(
  source: ResumeDocument,
  rewritten: ResumeDocument,
  targets: string[] = [],
  /**
   * Posting terms the source gives ground for (evidence map): a writer may write them, at a job
   * only when the evidence line is that job's (a bare term: wherever the resume says it).
   */
  grounded: (string | GroundedClaim)[] = [],
): GroundingFlag[] {
  const claims = grounded.map((item) => (typeof item === "string" ? { term: item } : item));
  const facts = readSource(
    source,
    claims.map((claim) => claim.term),
  );
  const unheld = unheldTitles(source, [source.desired_role, ...targets]);
  const flags: GroundingFlag[] = [];
  for (const field of rewritableFields(rewritten)) {
    const invented = [
      ...inventionsIn(field.text, facts),
      ...unheld.filter((title) => claimsTitle(field.text, title)),
      ...unsupportedYearsClaims(field.text, facts.sentences),
    ];
    const moved = misattributed(source, field.path, field.text, claims, invented);
    if (invented.length) flags.push({ path: field.path, invented, message: fieldMessage(invented) });
    else if (moved.length)
      flags.push({ path: field.path, invented: moved, message: movedMessage(moved), kind: "elsewhere" });
  }
  const inventedSkills = allSkills(rewritten.skills).filter((skill) => !skillSupported(skill, facts));
  if (inventedSkills.length) {
    flags.push({
      path: "skills",
      invented: inventedSkills,
      message: `Removed ${quoteList(inventedSkills)}: your resume does not mention ${inventedSkills.length > 1 ? "them" : "it"}.`,
    });
  }
  return flags;
}

/** The facts of a source resume, read once for many checks. */
export function readSource(source: ResumeDocument, grounded: string[] = []): Source {
  const text = [resumeText(source), ...grounded].join("\n");
  // A writer checks its own output, then applyRewrite checks it again: read each source once.
  const cached = SOURCES.get(text);
  if (cached) return cached;
  const index = indexText(text);
  const words = new Set<string>();
  for (const token of index.tokens) {
    words.add(token.lower);
    words.add(token.key);
  }
  const facts = {
    index,
    words,
    numbers: numberValues(text),
    years: supportedYears(source),
    skills: new Set(allSkills(source.skills).map((skill) => skill.toLowerCase())),
    sentences: text.split(/\n|(?<=[.!?;])\s+/),
  };
  if (SOURCES.size >= 32) SOURCES.delete(SOURCES.keys().next().value as string);
  SOURCES.set(text, facts);
  return facts;
}
const SOURCES = new Map<string, Source>();

/** Years of experience the source backs: its own figure, or the span its dates cover. */
export function supportedYears(document: ResumeDocument, today = new Date()): number {
  // A year alone is read so that the span is never longer than the dates say (decision 018).
  const months = (value: string, edge: "early" | "late") => monthNumber(value, edge);
  const now = today.getFullYear() * 12 + today.getMonth();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const row of document.experiences) {
    const start = months(row.start_date, "late");
    const end = row.still_working ? now : months(row.end_date, "early");
    if (start === undefined || end === undefined) continue;
    first = Math.min(first, start);
    last = Math.max(last, end);
  }
  const span = last > first ? Math.floor((last - first) / 12) : 0;
  return Math.max(document.years_experience ?? 0, span);
}

/** The numbers, names and tools in `text` that the source does not state. */
export function inventionsIn(text: string, facts: Source): string[] {
  if (!text.trim()) return [];
  const invented = new Set<string>();
  for (const number of findNumbers(text)) {
    if (facts.numbers.has(number.value)) continue;
    if (number.years && number.value <= facts.years) continue;
    invented.add(number.text);
  }
  const tokens = tokenize(text);
  for (const name of namesIn(text, tokens)) {
    // "QuickBooks, Microsoft Office and AP/AR" ends a list: each side of the "and" is its own name.
    if (
      nameKnown(name.text, name.words, facts) ||
      name.text.split(/ and | & /).every((part) => nameKnown(part, tokenize(part), facts))
    )
      continue;
    invented.add(name.head && !knownWord(name.head, facts) ? name.fullText : name.text);
  }
  for (const hit of findSkills(tokens)) {
    // Tools and acronyms are facts; "leadership" or "project management" are a way to say things.
    if (hit.skill.soft || hit.skill.display === hit.skill.display.toLowerCase()) continue;
    if (!mentionsSkill(facts.index, hit.skill)) invented.add(spanText(text, tokens, hit.from, hit.to));
  }
  return [...invented];
}

/** The source says every word of the name, or names the same tool ("KPIs" for "key performance indicators"). */
function nameKnown(text: string, words: Token[], facts: Source): boolean {
  if (words.every((word) => CONNECTORS.has(word.lower) || knownWord(word, facts))) return true;
  const skill = skillFor(text);
  return skill !== undefined && mentionsSkill(facts.index, skill);
}

function knownWord(token: Token, facts: Source): boolean {
  return facts.words.has(token.lower) || facts.words.has(token.key);
}

function spanText(text: string, tokens: Token[], from: number, to: number): string {
  return text.slice(tokens[from]?.start ?? 0, tokens[to - 1]?.end ?? 0);
}

interface Name {
  text: string;
  /** The words that must be in the source for the name to be. */
  words: Token[];
  /**
   * A capitalised word opening the sentence before the name: part of it ("Goldman Sachs
   * hired...") or just a sentence's first word ("Former Hooli developer"). The source decides.
   */
  head?: Token;
  fullText: string;
}

const CAPITALISED = /^[\p{Lu}]|^\p{Ll}+\p{Lu}/u;

/**
 * Capitalised names in a text ("Goldman Sachs", "AWS", "eBay"). A capitalised word that opens a
 * sentence or a bullet is a name only when more capitalised words follow it: "Led", "Built" or
 * "Managed" at the start of a line are just how bullets begin.
 */
function namesIn(text: string, tokens: Token[]): Name[] {
  const names: Name[] = [];
  let run: { token: Token; initial: boolean }[] = [];
  const flush = () => {
    while (run.length && CONNECTORS.has(run.at(-1)?.token.lower ?? "")) run.pop();
    const opening = run[0]?.initial ? run.shift()?.token : undefined;
    const head = opening && !COMMON.has(opening.lower) && !isActionVerb(opening.lower) ? opening : undefined;
    const words = run.map((item) => item.token).filter((token) => !CONNECTORS.has(token.lower));
    // Common words and action verbs in title case ("Built And Managed") name nothing.
    const significant = words.filter(
      (token) => /^\p{Lu}{2,}$/u.test(token.text) || !(COMMON.has(token.lower) || isActionVerb(token.lower)),
    );
    const first = run[0]?.token;
    const last = run.at(-1)?.token;
    if (significant.length && first && last) {
      names.push({
        text: text.slice(first.start, last.end),
        words: significant,
        head,
        fullText: text.slice((head ?? first).start, last.end),
      });
    }
    run = [];
  };
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const gap = previous ? text.slice(previous.end, token.start) : "\n";
    const initial = /[.!?:;\n•]/.test(gap) || i === 0;
    const capital =
      CAPITALISED.test(token.text) && token.text !== "I" && !/^\d/.test(token.text) && token.text.length > 1;
    const joins = run.length > 0 && /^[\s&]*$/.test(gap) && !initial;
    if (capital && (joins || run.length === 0)) {
      run.push({ token, initial });
    } else if (joins && CONNECTORS.has(token.lower)) {
      run.push({ token, initial: false });
    } else {
      flush();
      if (capital) run.push({ token, initial });
    }
  });
  flush();
  return names;
}

function skillSupported(skill: string, facts: Source): boolean {
  const value = skill.trim().toLowerCase();
  if (!value || facts.skills.has(value)) return true;
  if (mentions(facts.index, skill)) return true;
  // A compound skill line ("Web Development: HTML, CSS") is supported when every tool in it
  // and every content word of it is in the source.
  const tokens = tokenize(skill);
  for (const hit of findSkills(tokens)) if (!mentionsSkill(facts.index, hit.skill)) return false;
  return tokens.every((token) => STOPWORDS.has(token.lower) || knownWord(token, facts));
}

function quoteList(items: string[]): string {
  const quoted = items.map((item) => `"${item}"`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/**
 * A job's (project's, degree's) rewritten lines that state what the resume says only elsewhere
 * (row-attribution.ts): a skill from the skills list or another job's number put at this one.
 */
function misattributed(
  source: ResumeDocument,
  path: string,
  text: string,
  claims: GroundedClaim[],
  invented: string[],
): string[] {
  const alone = rowAlone(source, path);
  if (!alone || !text.trim()) return [];
  const known = new Set(invented);
  const own = readSource(alone, groundedAt(alone, claims));
  return inventionsIn(text, own).filter((claim) => !known.has(claim));
}

function movedMessage(moved: string[]): string {
  return `Kept your wording: the writer put ${quoteList(moved)} here, but this entry's own lines do not say it.`;
}

function fieldMessage(invented: string[]): string {
  return `Kept your wording: the writer added ${quoteList(invented)}, which your resume does not say.`;
}
