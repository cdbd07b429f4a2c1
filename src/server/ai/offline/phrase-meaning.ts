import { phraseWords } from "../phrase-echo.ts";
import { letGo, resignation } from "./phrase-meaning-job.ts";
import { apology, complaint, disagreement } from "./phrase-meaning-stance.ts";
import {
  clausesOf,
  DETERMINERS,
  headOf,
  JOB_NOUNS,
  type Meaning,
  type Parsed,
  PERSONAL,
  parse,
} from "./phrase-meaning-words.ts";
import { softenTone } from "./soften-tone.ts";

// What the person says they are doing, kept in every rewording: a resignation stays a
// resignation ("I'm quitting" -> "I have decided to resign from my position."), a complaint
// becomes a concern about the same thing ("I hate this project" -> "I have some concerns about
// this project."). English grammar read by word steps: subject, verb, object, the rest.

export type { Meaning } from "./phrase-meaning-words.ts";

/** What the phrase does (resign, complain, disagree, apologise, report being let go), said professionally. */
export function meaningOf(phrase: string): Meaning | undefined {
  const parsed = parse(phrase);
  const find = (words: Parsed) =>
    resignation(words) ?? letGo(words) ?? disagreement(words) ?? apology(words) ?? complaint(words);
  // "honestly, I'm so done, I'm quitting": the whole first, then each clause on its own.
  const found = find(parsed);
  if (found) return found;
  for (const clause of clausesOf(parsed)) {
    const inClause = find(clause);
    if (inClause) return inClause;
  }
  return judged(phrase);
}

/**
 * "the new expense tool is garbage": a judgement of a thing is a complaint about it, and every
 * answer names that thing ("the expense tool"), not only "this". Its frames come from phrase-frames.ts.
 */
function judged(phrase: string): Meaning | undefined {
  const subject = softenTone(phrase).judgement?.subject ?? "";
  const head = headOf(subject);
  if (!head || PERSONAL.has(head) || DETERMINERS.has(head)) return undefined;
  return {
    kind: "complaint",
    frames: [],
    markers: JOB_NOUNS.has(head) ? [...JOB_NOUNS, "roles"] : [head],
    said: [],
  };
}
const SPEAKER = ["i", "im", "ive", "id", "me", "my", "we", "our", "us"];

/** Whether `answer` keeps the meaning: a word of it starts with one of the meaning's words ("work", "workload"). */
export function keepsMeaning(answer: string, meaning: Meaning | undefined): boolean {
  if (!meaning) return true;
  const padded = ` ${phraseWords(answer)} `;
  if (meaning.speaker && !SPEAKER.some((word) => padded.includes(` ${word} `))) return false;
  return meaning.markers.some((marker) => padded.includes(` ${marker}`));
}
