import { findSkills } from "./language/skill-index.ts";
import { JOB_AD_STOPWORDS, STOPWORDS, WEAK_MODIFIERS } from "./language/stopwords.ts";
import { type Token, tokenize } from "./language/tokens.ts";
import { isActionVerb } from "./language/verbs.ts";

// A posting's keywords, deterministic and fast (no model): the skills dictionary finds the
// skills, tools and methods; repeated or emphasised phrases the dictionary lacks ("web
// applications", the job title) fill in. Every writer's ATS score uses this extractor, so
// before/after figures stay comparable. Display forms follow skills/index.ts.

const SECTION_WEIGHTS: [RegExp, number][] = [
  [
    /\b(requirement|qualification|must[- ]haves?|what you('|’)ll (need|bring)|you (have|bring)|about you|skills|expertise|tech(nology)? stack|experience)\b/i,
    2,
  ],
  [/\b(nice[- ]to[- ]haves?|preferred|bonus|desirable|pluses)\b/i, 1.4],
  [/\b(responsibilit|duties|what you('|’)ll do|the role|your day|key tasks)/i, 1.5],
  [
    /\b(benefits|perks|we offer|about us|who we are|our company|equal opportunit|compensation|salary)\b/i,
    0.3,
  ],
];
const EMPHASIS =
  /\b(required|must|proficien|experience (with|in|using)|knowledge of|familiar(ity)? with|expert|expertise|strong understanding|hands[- ]on|working knowledge)\b/i;
const TITLE_WEIGHT = 3;
/** Dictionary terms are skills by construction; an unknown phrase must earn its place. */
const DICTIONARY_BONUS = 1.5;
const PHRASE_DISCOUNT = 0.8;
const MIN_SCORE = 0.6;

interface Candidate {
  display: string;
  score: number;
  count: number;
  /** Lower-case words, to drop a phrase inside a stronger one ("developer" in "web developer"). */
  words: string[];
  first: number;
}

/** A posting's keywords, most important first, at most `limit`. */
export function extractKeywords(text: string, limit = 25): string[] {
  const candidates = new Map<string, Candidate>();
  let section = 1;
  let order = 0;
  let sawTitle = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const words = line.split(/\s+/).length;
    const heading = words <= 6 && !/[.!?]$/.test(line) ? headingWeight(line) : undefined;
    if (heading !== undefined && (line.endsWith(":") || words <= 4)) {
      section = heading;
      // A heading line such as "Skills: React, Node.js" also carries content.
      if (!line.includes(":") || line.endsWith(":")) continue;
    }
    let weight = section * (EMPHASIS.test(line) ? 1.3 : 1);
    if (!sawTitle) {
      sawTitle = true;
      if (words <= 8 && !/[.!?:]$/.test(line)) weight = TITLE_WEIGHT;
    }
    order = scoreLine(line, weight, candidates, order);
  }
  return rank([...candidates.values()], limit);
}

function headingWeight(line: string): number | undefined {
  for (const [pattern, weight] of SECTION_WEIGHTS) if (pattern.test(line)) return weight;
  return undefined;
}

function add(candidates: Map<string, Candidate>, key: string, display: string, score: number, order: number) {
  const found = candidates.get(key);
  if (found) {
    found.score += score;
    found.count++;
  } else {
    candidates.set(key, { display, score, count: 1, words: key.split(" "), first: order });
  }
}

function scoreLine(line: string, weight: number, candidates: Map<string, Candidate>, order: number): number {
  const tokens = tokenize(line);
  const covered = new Uint8Array(tokens.length);
  for (const hit of findSkills(tokens)) {
    covered.fill(1, hit.from, hit.to);
    const length = hit.to - hit.from;
    const key = `skill:${hit.skill.display}`;
    add(candidates, key, hit.skill.display, weight * DICTIONARY_BONUS * (1 + 0.3 * (length - 1)), order++);
  }
  // Phrases of 1–3 content words the dictionary does not know, never crossing punctuation.
  for (const run of contentRuns(line, tokens, covered)) {
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= run.length; i++) {
        const words = run.slice(i, i + n);
        const first = words[0] as Token;
        const last = words[n - 1] as Token;
        if (WEAK_MODIFIERS.has(first.lower) || WEAK_MODIFIERS.has(last.lower) || isActionVerb(last.lower))
          continue;
        if (n > 1 && isActionVerb(first.lower)) continue;
        const key = words.map((word) => word.key).join(" ");
        const display = words.map((word) => displayWord(word)).join(" ");
        add(candidates, key, display, weight * PHRASE_DISCOUNT * (1 + 0.5 * (n - 1)), order++);
      }
    }
  }
  return order;
}

/** Acronyms keep their capitals ("UX", "AWS"); other words are shown in lower case. */
function displayWord(token: Token): string {
  return /^[A-Z0-9][A-Z0-9&/+#.]+$/.test(token.text) && /[A-Z]/.test(token.text) ? token.text : token.lower;
}

/** Runs of consecutive content words: no stopword, number, skill or punctuation between them. */
function contentRuns(line: string, tokens: Token[], covered: Uint8Array): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const gap = previous ? line.slice(previous.end, token.start) : "";
    const breaks = /[^\s-]/.test(gap);
    const content =
      !covered[i] &&
      token.lower.length > 1 &&
      !/\d/.test(token.lower) &&
      !STOPWORDS.has(token.lower) &&
      !JOB_AD_STOPWORDS.has(token.lower) &&
      !(isActionVerb(token.lower) && token.lower !== token.key && /(ing|ed)$/.test(token.lower));
    if (breaks || !content) {
      if (run.length) runs.push(run);
      run = [];
    }
    if (content) run.push(token);
  });
  if (run.length) runs.push(run);
  return runs;
}

function rank(candidates: Candidate[], limit: number): string[] {
  const eligible = candidates.filter((candidate) => {
    if (candidate.display.length < 2) return false;
    // Mentioned once among the benefits or the company blurb: not what the job asks for.
    if (candidate.score < MIN_SCORE) return false;
    if (!candidate.words[0]?.startsWith("skill:") && !isPhraseKeyword(candidate)) return false;
    return true;
  });
  eligible.sort((a, b) => b.score - a.score || a.first - b.first);
  const chosen: Candidate[] = [];
  const seen = new Set<string>();
  for (const candidate of eligible) {
    const display = candidate.display.toLowerCase();
    if (seen.has(display)) continue;
    // "developer" adds nothing next to a stronger "web developer".
    if (chosen.some((parent) => contains(parent, candidate) && candidate.count <= parent.count + 1)) continue;
    seen.add(display);
    chosen.push(candidate);
    if (chosen.length >= limit) break;
  }
  return chosen.map((candidate) => candidate.display);
}

/** An unknown phrase counts when it repeats or sits where the posting puts weight. */
function isPhraseKeyword(candidate: Candidate): boolean {
  const strongestLine = candidate.score / candidate.count;
  if (candidate.words.length === 1)
    return candidate.count >= 3 || (candidate.count >= 2 && candidate.score >= 3.5);
  return candidate.count >= 2 || strongestLine >= 2.4;
}

function contains(parent: Candidate, child: Candidate): boolean {
  if (parent.words[0]?.startsWith("skill:") || child.words[0]?.startsWith("skill:")) return false;
  if (child.words.length >= parent.words.length) return false;
  const inner = ` ${child.words.join(" ")} `;
  return ` ${parent.words.join(" ")} `.includes(inner);
}
