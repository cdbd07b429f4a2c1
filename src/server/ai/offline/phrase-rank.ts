import { nlp } from "../language/nlp.ts";
import { phraseWords } from "../phrase-echo.ts";
import { addsFacts, keepsFacts, type PhraseFacts } from "./phrase-facts.ts";
import { blameFrames, requestFrames } from "./phrase-frames.ts";
import { keepsMeaning, type Meaning } from "./phrase-meaning.ts";
import { spellOut } from "./polish-phrase.ts";
import { joinWords, softenTone, splitWords } from "./soften-tone.ts";
import { isToneWord, toneWordsIn } from "./tone-words.ts";

// Which answers the free tool shows, and in what order. The rule, best first:
//   1. Dropped, never shown last: an answer that loses a fact the person gave (a name, number,
//      date or stated reason, phrase-facts.ts), states one they did not give, or loses what they
//      are doing (a resignation that no longer resigns, a complaint that no longer names the
//      problem, phrase-meaning.ts).
//   2. The bank's own wordings for this very phrase lead, in the bank's order: written for it.
//   3. The rest by score: the share of the phrase's content words the answer keeps (its nouns,
//      verbs, adjectives and numbers, blunt words aside), less 0.5 for turning a statement into a
//      question (a question asks to talk and drops what was said), less 0.75 for only wrapping a
//      statement's or question's own words in a preamble ("I wanted to mention that I am
//      quitting.", "I have a question: …?"); a request wrapped in "Could you please …?" is the
//      rewrite it needs. Ties keep the order made in.

/** What a candidate answer is, for the rule above. */
export interface Candidate {
  text: string;
  /** A bank wording for this very phrase. */
  exact: boolean;
}

export interface Judge {
  facts: PhraseFacts;
  meaning: Meaning | undefined;
  /** The phrase spelled out: what an answer must not add facts to. */
  phrase: string;
  /** Content words of the softened phrase, lower case. */
  content: string[];
  /** The phrase's words, spelled out and softened, lower case: a wrapped answer contains them all. */
  own: string;
  statement: boolean;
  question: boolean;
  /** The facts a bank wording for this phrase must keep: those the bank phrase itself does not hold. */
  bankFacts: PhraseFacts;
}

const QUESTION_START = new Set(
  "what why how when where who which can could will would do does did is are was were should shall may".split(
    " ",
  ),
);

// "need to", "want to" work like "must" and "would like": a request may drop them ("Could I leave at 3?").
const WANTING = new Set(["need", "needs", "want", "wants", "wanna"]);

/** Nouns, verbs, adjectives and numbers of a text, lower case, auxiliaries and pronouns aside. */
function contentWords(text: string): string[] {
  const terms = nlp(text)
    .match("(#Noun|#Verb|#Adjective|#Value)")
    .not("(#Pronoun|#Auxiliary|#Copula|#Modal|#Determiner)")
    .terms()
    .out("array") as string[];
  return [
    ...new Set(
      terms
        .map((term) => phraseWords(term))
        .filter((word) => word && !isToneWord(word) && !WANTING.has(word)),
    ),
  ];
}

export function judgeFor(
  phrase: string,
  facts: PhraseFacts,
  meaning: Meaning | undefined,
  bankWords: readonly string[] = [],
): Judge {
  const softened = softenTone(phrase).text;
  // A request ("send me the report") is answered with requests; only a statement loses by a question.
  const request = requestFrames(softened).length > 0 || blameFrames(softened).length > 0;
  // The blunt words are meant to go, and the words a kept meaning stands for ("quitting") need
  // not be repeated: neither counts as content an answer must keep.
  const spelled = spellOut(phrase);
  const said = new Set([
    ...(meaning?.said ?? []),
    ...toneWordsIn(phraseWords(spelled).split(" ")).flatMap((words) => words.split(" ")),
  ]);
  const lower = phraseWords(softened);
  const first = lower.split(" ")[0] ?? "";
  const question = phrase.trim().endsWith("?") || QUESTION_START.has(first);
  return {
    facts,
    meaning,
    phrase,
    content: contentWords(spelled)
      .flatMap((word) => word.split(" "))
      .filter((word) => !said.has(word)),
    own: lower,
    // One word ("help") is a topic, not a statement that a question would lose.
    statement: !question && !request && lower.split(" ").length > 1,
    question,
    bankFacts: factsBeyond(facts, new Set(bankWords)),
  };
}

/** The same word, a form of it or a compound on it: "change" and "changed", "work" and "workload". */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  return (
    short.length >= 3 &&
    long.length - short.length <= 3 &&
    long.startsWith(short.slice(0, Math.max(3, short.length - 1)))
  );
}

function coverage(answer: string, content: readonly string[]): number {
  if (!content.length) return 1;
  const words = phraseWords(answer).split(" ");
  const kept = content.filter((word) => words.some((candidate) => sameStem(word, candidate)));
  return kept.length / content.length;
}

/** Whether an answer may be shown at all (rule 1). */
export function passes(answer: string, judge: Judge, exact = false): boolean {
  // A bank wording was written for the bank phrase ("happy Friday" -> "Wishing you a great
  // weekend."): it keeps only what the person said beyond that phrase ("I got fired yesterday").
  if (exact) return keepsFacts(answer, judge.bankFacts);
  return (
    keepsFacts(answer, judge.facts) && !addsFacts(answer, judge.phrase) && keepsMeaning(answer, judge.meaning)
  );
}

function factsBeyond(facts: PhraseFacts, bankWords: ReadonlySet<string>): PhraseFacts {
  const beyond = (fact: string) => fact.split(" ").some((word) => !bankWords.has(word));
  return {
    required: facts.required.filter(beyond),
    names: facts.names.filter((name) => beyond(phraseWords(name))),
    reason: facts.reason,
  };
}

/** Rule 3's score: higher is better. */
export function scoreOf(answer: string, judge: Judge): number {
  let score = coverage(answer, judge.content);
  if (judge.statement && answer.trim().endsWith("?")) score -= 0.5;
  const words = phraseWords(answer);
  if (
    (judge.statement || judge.question) &&
    judge.own &&
    words !== judge.own &&
    ` ${words} `.includes(` ${judge.own} `)
  )
    score -= 0.75;
  return score;
}

/** Answers in the rule's order: the exact bank wordings first, then by score, ties in order. */
export function rank(candidates: readonly Candidate[], judge: Judge): string[] {
  const scored = candidates.map((candidate, at) => ({
    ...candidate,
    at,
    score: candidate.exact ? Number.POSITIVE_INFINITY : scoreOf(candidate.text, judge),
  }));
  scored.sort((a, b) => (a.score === b.score ? a.at - b.at : b.score - a.score));
  return scored.map((candidate) => candidate.text);
}

/** Where the trigger read `end` of the phrase's plain words, the rest of the phrase if it says more about it. */
export function tailAfter(end: number, spelled: string): string {
  const tokens = splitWords(spelled);
  let read = 0;
  let at = 0;
  while (at < tokens.length && read < end) {
    const plain = phraseWords(tokens[at] ?? "");
    if (plain) read += plain.split(" ").length;
    at++;
  }
  if (!ADJUNCT_OPENERS.has((tokens[at] ?? "").toLowerCase())) return "";
  return softenTone(joinWords(tokens.slice(at))).text;
}

// Words that open what is said about an event rather than a new one: its reason ("because of
// budget cuts"), time ("in March", "yesterday") or place ("at Acme").
const ADJUNCT_OPENERS = new Set(
  "because due as owing after before on in at by during last this next yesterday today tomorrow tonight when over until for".split(
    " ",
  ),
);

/** An intent line with the phrase's tail said inside it, before a second clause or the full stop. */
export function withTail(line: string, tail: string): string {
  if (!tail || line.endsWith("?")) return line;
  const cut = [", and ", "; ", ", but "]
    .map((mark) => line.indexOf(mark))
    .filter((at) => at > 0)
    .sort((a, b) => a - b)[0];
  const at = cut ?? (/[.!]$/.test(line) ? line.length - 1 : line.length);
  return `${line.slice(0, at)} ${tail}${line.slice(at)}`;
}
