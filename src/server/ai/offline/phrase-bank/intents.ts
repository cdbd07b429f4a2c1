// What a job seeker means, found by telling words anywhere in the phrase ("my boss fired me
// yesterday" -> fired), for phrases the bank does not hold word for word. Triggers are lower-case
// words in a row, as spelled out (contractions expanded, apostrophes gone); a trailing "*" matches
// any ending ("micromanag*"). With `about`, one of those words must appear too. The alternatives
// state nothing the phrase does not: no reasons, numbers or dates.

import { DAY_TO_DAY_INTENTS } from "./intents-day-to-day.ts";
import { JOB_AND_PEOPLE_INTENTS } from "./intents-job-and-people.ts";
import type { Intent } from "./types.ts";

const INTENTS: readonly Intent[] = [...JOB_AND_PEOPLE_INTENTS, ...DAY_TO_DAY_INTENTS];

function triggerAt(words: readonly string[], at: number, trigger: readonly string[]): boolean {
  return trigger.every((part, n) => {
    const word = words[at + n];
    if (word === undefined) return false;
    return part.endsWith("*") ? word.startsWith(part.slice(0, -1)) : word === part;
  });
}

// A trigger under "not" or "never" says the opposite: "I was not fired", "I don't want a raise".
// "not … enough" is the exception: it says too little ("I don't get paid enough"), the same intent.
const NEGATIONS = new Set(["not", "never", "no"]);
const NEGATION_REACH = 3;

function negatedAt(words: readonly string[], at: number): boolean {
  for (let n = Math.max(0, at - NEGATION_REACH); n < at; n++) if (NEGATIONS.has(words[n] ?? "")) return true;
  return false;
}

/** Where the first trigger that is not negated ends in `words`, or -1. */
function mentionEnd(words: readonly string[], phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    // A trigger that says "no" itself ("nobody cares", "no one listens") is not negated by it.
    const selfNegating = parts.some((part) => NEGATIONS.has(part) || part.startsWith("no"));
    for (let at = 0; at + parts.length <= words.length; at++)
      if (
        triggerAt(words, at, parts) &&
        (selfNegating ||
          parts.includes("enough") ||
          words[at + parts.length] === "enough" ||
          !negatedAt(words, at))
      )
        return at + parts.length;
  }
  return -1;
}

export interface IntentMatch {
  intent: Intent;
  /** How many of the phrase's words the trigger has read: what follows is said about it ("… because of X"). */
  end: number;
}

/** The intents a phrase's words (lower case, apostrophes gone) carry, in bank order, with where each was read. */
export function matchIntents(words: readonly string[]): IntentMatch[] {
  const whole = words.join(" ");
  const matches: IntentMatch[] = [];
  for (const intent of INTENTS) {
    if (intent.alone?.includes(whole)) {
      matches.push({ intent, end: words.length });
      continue;
    }
    const end = mentionEnd(words, intent.triggers);
    if (end >= 0 && (!intent.about || mentionEnd(words, intent.about) >= 0)) matches.push({ intent, end });
  }
  return matches;
}
