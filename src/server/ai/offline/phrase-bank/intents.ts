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

function mentions(words: readonly string[], phrases: readonly string[]): boolean {
  return phrases.some((phrase) => {
    const parts = phrase.split(" ");
    for (let at = 0; at + parts.length <= words.length; at++) if (triggerAt(words, at, parts)) return true;
    return false;
  });
}

/** The intents a phrase's words (lower case, apostrophes gone) carry, in bank order. */
export function findIntents(words: readonly string[]): Intent[] {
  const whole = words.join(" ");
  return INTENTS.filter(
    (intent) =>
      intent.alone?.includes(whole) ||
      (mentions(words, intent.triggers) && (!intent.about || mentions(words, intent.about))),
  );
}
