import type { ResumeDocument } from "../../shared/resume.ts";
import { inventionsIn, readSource, type Source } from "./grounding.ts";
import { claimsTitle, unheldTitles } from "./held-title.ts";
import type { BulletSuggestion } from "./improve-types.ts";
import { numberValues } from "./language/numbers.ts";
import { sameWords } from "./offline/suggest-improvements.ts";
import { unsupportedYearsClaims } from "./years-claims.ts";

// The grounding check for "Improve" suggestions (DESIGN.md §5), stricter than a rewrite's: a
// suggestion may not state a name, tool or claim the resume lacks, nor any number its own line
// does not state (a number moved in from another job would be a new claim about this one).

/** A suggestion may grow a line a little (a verb for a filler) but not pad it out. */
const MAX_GROWTH = 40;

export interface GroundingContext {
  facts: Source;
  /** Titles the person aims at but has not held (held-title.ts): never said of them. */
  unheld: string[];
}

/** The facts of `resume` (with the field as the user typed it) for checking suggestions. */
export function groundingContext(resume: ResumeDocument): GroundingContext {
  return { facts: readSource(resume), unheld: unheldTitles(resume, [resume.desired_role]) };
}

/** Whether `suggestion` for `line` is a change, and true to the resume. */
function isGroundedSuggestion(line: string, suggestion: string, context: GroundingContext): boolean {
  const text = suggestion.trim();
  if (!text || sameWords(line, text) || text.length > line.length * 1.2 + MAX_GROWTH) return false;
  const stated = numberValues(line);
  for (const value of numberValues(text)) if (!stated.has(value)) return false;
  if (inventionsIn(text, context.facts).length) return false;
  if (unsupportedYearsClaims(text, context.facts.sentences).length) return false;
  return !context.unheld.some((title) => claimsTitle(text, title) && !claimsTitle(line, title));
}

/** The grounded suggestions of each line, best first, without repeats, at most `max`. */
export function groundedSuggestions(
  line: string,
  candidates: BulletSuggestion[],
  context: GroundingContext,
  max: number,
): BulletSuggestion[] {
  const kept: BulletSuggestion[] = [];
  for (const candidate of candidates) {
    if (kept.length >= max) break;
    if (kept.some((other) => sameWords(other.text, candidate.text))) continue;
    if (isGroundedSuggestion(line, candidate.text, context)) kept.push(candidate);
  }
  return kept;
}
