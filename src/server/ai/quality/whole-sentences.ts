import { trimEndChars, trimStartChars } from "../../../shared/linear-text.ts";
import { article } from "../held-title.ts";
import { nlp } from "../language/nlp.ts";
import { readVerb } from "../language/verbs.ts";

// What a reader sees as a broken sentence in generated writing (issue 33 §4, RUBRIC.md "Whole
// sentences"): one that ends on a word that promises more ("…a team with a.", "…to."), one
// without a verb, a list cut before its last item ("across receiving, putaway, pick/pack."), the
// wrong article before an abbreviation or a vowel ("a M.Ed.", "a Epic analyst"), a doubled word.
// The writers' own checks and the writing tests read letters and summaries with it.

export interface BrokenSentence {
  sentence: string;
  reason: string;
}

// Words a finished English sentence does not end on.
const PROMISES_MORE = new Set(
  `the a an and or but of to with for from by in on at into as than that which who whose its their
  our my your his her this these those such including via per`.split(/\s+/),
);

/** Greetings, sign-offs and list lead-ins are lines, not sentences. */
function isLetterLine(line: string): boolean {
  return /[,:]$/.test(line) || !/[.!?]$/.test(line);
}

// "U.S. Army", "St. Brigid", "e.g. SQL": a full stop that ends an abbreviation ends no sentence.
// A company's "Inc." or "Ltd." may end one, when a capital follows ("…Components, Inc. I am…").
// Both read a whole word, anchored at both ends, so each runs in linear time (regex-safety test).
const INITIALS = /^(?:\p{Lu}\.)+$/u;
const TITLES = /^(?:St|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs|etc|e\.g|i\.e)\.$/;

function isAbbreviation(word: string): boolean {
  const bare = trimStartChars(word, "(\"“'");
  return INITIALS.test(bare) || TITLES.test(bare);
}

/**
 * Sentences of a paragraph, not cut at the full stop of "U.S." or "St.", nor at one a word in
 * lower case follows: an English sentence opens with a capital ("sp. z o.o.", "approx. 30").
 */
export function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let current: string[] = [];
  const words = paragraph.split(/\s+/).filter(Boolean);
  for (const [at, word] of words.entries()) {
    current.push(word);
    if (/[.!?]["”)]?$/.test(word) && !isAbbreviation(word) && !/^\p{Ll}/u.test(words[at + 1] ?? "")) {
      sentences.push(current.join(" "));
      current = [];
    }
  }
  if (current.length) sentences.push(current.join(" "));
  return sentences;
}

/**
 * Every broken sentence of `text`, paragraphs and list lines read one by one. A letter's sentences
 * need a verb; a summary may be written in the resume's verbless style ("Registered nurse with 9
 * years…"), so `verbless` allows that.
 */
export function brokenSentences(text: string, options: { verbless?: boolean } = {}): BrokenSentence[] {
  const found: BrokenSentence[] = [];
  for (const line of text.split("\n")) {
    const body = line.replace(/^\s*[-•]\s+/, "").trim();
    if (!body || isLetterLine(body)) continue;
    // "- Qualifications: BSN; PCCN.": a labelled list item is a list, not a sentence.
    if (
      body !== line.trim() &&
      /^[\p{Lu}][\p{L} ]{0,30}: /u.test(body) &&
      !/\bI\b/.test(body.slice(body.indexOf(": ")))
    )
      continue;
    for (const sentence of sentencesOf(body)) {
      const reason = whyBroken(sentence, options.verbless === true);
      if (reason) found.push({ sentence, reason });
    }
  }
  return found;
}

function whyBroken(sentence: string, verbless: boolean): string | undefined {
  const words = trimEndChars(sentence, ".!?").split(/\s+/);
  const last = (words.at(-1) ?? "").toLowerCase().replace(/[,;:]$/, "");
  if (PROMISES_MORE.has(last)) return `ends on "${last}"`;
  // "…a platform which allowed.": a relative clause one word long was cut.
  if (
    /^(which|that|who)$/i.test(words.at(-2) ?? "") &&
    !THAT_DETERMINED.has((words.at(-3) ?? "").toLowerCase())
  )
    return `a clause cut after "${words.at(-2)}"`;
  if (/[,;:(]$/.test(words.at(-1) ?? "")) return "ends on a comma or an open bracket";
  if (relativeWithoutVerb(words)) return "a relative clause without its verb";
  for (let at = 1; at < words.length; at++) {
    const word = words[at] ?? "";
    const before = (words[at - 1] ?? "").toLowerCase();
    if (word.toLowerCase() === before && /^\p{L}+$/u.test(word)) return `doubled "${word}"`;
    const confident = /^\p{Lu}(?:\p{Lu}|\.)/u.test(word) || /^[aeioAEIO]/.test(word);
    if ((before === "a" || before === "an") && confident && article(word) !== before)
      return `"${before} ${word}"`;
  }
  if (cutList(sentence.replace(/\([^()]*\)/g, "").split(/\s+/))) return "a list cut before its last item";
  // compromise reads "I mentor 2 engineers" as a noun; the action-verb lexicon knows it.
  const hasVerb =
    nlp(sentence).verbs().length > 0 || words.some((word) => readVerb(word.replace(/[,;:]$/, "")));
  if (!verbless && !hasVerb) return "no verb";
  return undefined;
}

/** Words before which "that" is a determiner ("in that role", "all that time"), not a relative pronoun. */
const THAT_DETERMINED = new Set(
  "in at on for with to from by of about all like after before during".split(" "),
);

/**
 * "…the dashboard that account managers.": the sentence's last few words open a relative clause
 * ("that", "which", "who" after a noun) and never reach its verb.
 */
function relativeWithoutVerb(words: string[]): boolean {
  const at = words.findLastIndex(
    (word, i) => i >= 2 && i >= words.length - 5 && /^(that|which|who)$/i.test(word),
  );
  if (at < 0) return false;
  const before = (words[at - 1] ?? "").toLowerCase().replace(/[,;:]$/, "");
  if (THAT_DETERMINED.has(before) || readVerb(before)) return false;
  const rest = words.slice(at + 1).join(" ");
  return (
    !words.slice(at + 1).some((word) => readVerb(word.replace(/[,;:.]$/, ""))) &&
    nlp(rest).verbs().length === 0
  );
}

/**
 * "…associates across receiving, putaway, pick/pack": in the last clause (after its "I"), three
 * or more comma-joined items, the last two short, with no "and", "or" or "&" joining the last.
 */
function cutList(words: string[]): boolean {
  const start = words.findLastIndex((word) => /^I('m|'ve|'d)?$/.test(word));
  const items = words
    .slice(start + 1)
    .join(" ")
    .split(/,\s+/);
  if (items.length < 3) return false;
  const [last = "", previous = ""] = [items.at(-1), items.at(-2)];
  const short = (item: string) => item.split(" ").length <= 3;
  return short(last) && short(previous) && !/\b(and|or)\b|&/.test(`${previous} ${last}`);
}
