import { tagWords } from "../language/grammar.ts";
import { readVerb } from "../language/verbs.ts";
import { cutFillers } from "./filler-words.ts";
import { isMeasured, polishBullet, type Tense, weakOpening } from "./polish-bullet.ts";
import { JOINED_WORDS } from "./split-bullet.ts";
import { LONG_BULLET_WORDS } from "./tighten-bullet.ts";
import { strongerOpening } from "./weak-verbs.ts";

// The rules of resume writing that Improve checks a line against (issue 33), each one a
// recruiter would name: a line that breaks none gets no suggestion, since no rule says how a
// change would be better. Used to measure how many broken lines Improve has an answer for.

export type LineRule =
  | "weak opening"
  | "filler words"
  | "over two lines"
  | "two actions in one line"
  | "tense of the role"
  | "result without a number";

/** Verbs that state a change, which a number measures ("Reduced costs" - by how much?). */
const CHANGE = new Set(
  "improve increase reduce grow cut save boost raise lower decrease accelerate streamline optimize shorten speed".split(
    " ",
  ),
);

/** The rules `line` breaks, as a bullet of a role in `tense`. Labels and links break none. */
export function brokenRules(line: string, tense: Tense): LineRule[] {
  const text = line.replace(/\s+/g, " ").trim();
  if (!text || /^(https?:\/\/|www\.)\S+$/i.test(text) || /^[^ ]{1,23}:/.test(text)) return [];
  const rules: LineRule[] = [];
  const words = text.split(" ");
  if (weakOpening(text) || strongerOpening(text)) rules.push("weak opening");
  if (cutFillers(text).cut.length) rules.push("filler words");
  if (words.length > LONG_BULLET_WORDS) rules.push("over two lines");
  else if (words.length > JOINED_WORDS && joinsActions(words)) rules.push("two actions in one line");
  const opening = readVerb(words[0] ?? "");
  const polished = polishBullet(text, tense);
  if (tense === "past" && opening?.form === "base" && polished.verbLed) rules.push("tense of the role");
  const lemma = polished.verbLed ? readVerb(polished.text.split(" ")[0] ?? "")?.lemma : undefined;
  if (lemma && CHANGE.has(lemma) && !isMeasured(text)) rules.push("result without a number");
  return rules;
}

/**
 * "…; cut waste 12%" or "…, and trained 12 cooks": a second clause with a verb of its own after
 * a clause break. "…; 112% of quota in 2017" adds a result to the same action: one line.
 */
function joinsActions(words: string[]): boolean {
  return words.some((word, i) => {
    const next = words[i + 1] ?? "";
    if (word.endsWith(";")) return hasVerb(words.slice(i + 1, i + 12).join(" "));
    if (!word.endsWith(",")) return false;
    const verb = /^(and|then)$/i.test(next) ? (words[i + 2] ?? "") : "";
    const reading = readVerb(verb);
    return reading !== undefined && reading.form !== "gerund";
  });
}

/** Whether a clause has a verb that is not an -ing form (compromise's reading). */
function hasVerb(clause: string): boolean {
  const first = readVerb(clause.split(" ")[0] ?? "");
  if (first && first.form !== "gerund") return true;
  return tagWords(clause).some(
    (word) => word.tags.has("Verb") && !word.tags.has("Gerund") && !word.tags.has("Adjective"),
  );
}
