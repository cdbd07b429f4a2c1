import { isEnglishWord } from "../language/english-dictionary.ts";
import { inTenseOf, tagsOf } from "./phrase-verbs.ts";
import { spellOut } from "./polish-phrase.ts";
import { BE_WORDS, INTENSIFIERS, SWEARING, type ToneWord, toneWordAt } from "./tone-words.ts";

// A phrase with its blunt words swapped for professional ones (see tone-words.ts), by plain word
// steps rather than regexes so a long rant costs time in proportion to its length.

/** "this meeting is pointless": who or what was judged, and how to say it kindly. */
interface Judgement {
  subject: string;
  be: string;
  isNot: string;
  /** The positive, "" when the word has none (then no "I'm not sure it is …" frames). */
  is: string;
  /** A fact rather than an opinion: no "I'm not sure" frames. */
  plain: boolean;
  /** The words after the judgement ("about the budget numbers"), "" when none. */
  rest?: string;
}

export interface Softened {
  /** The phrase with tone words replaced, no final punctuation: "this meeting is not the best use of our time". */
  text: string;
  /** Whether any word was swapped or dropped. */
  changed: boolean;
  judgement?: Judgement;
}

const PUNCTUATION = ",.!?;:";
// "what is wrong with you" judges no subject: it is a question, not "what" being wrong.
const WH_WORDS = new Set(["what", "why", "how", "who", "where", "when", "which"]);
// "hate when people are late": a clause follows, so "find it frustrating when people are late".
const CLAUSE_WORDS = new Set(["when", "if", "that", "how", "whenever"]);
const ARTICLES = new Set(["a", "an"]);
// A clause of its own ends what a blunt verb is about: "hate the new rules because they take an hour".
const REST_END = new Set(["because", "since", "although", "though", "unless", "but", "while", "due"]);
// Where "2" stands for "to": "late 2 work", "going 2 the office".
const TO_NEXT = new Set([
  "work",
  "the",
  "go",
  "me",
  "you",
  "do",
  "be",
  "get",
  "see",
  "see",
  "talk",
  "my",
  "school",
]);

/** Words and punctuation marks, in order: "hey, you!" -> ["hey", ",", "you", "!"]. */
export function splitWords(text: string): string[] {
  const tokens: string[] = [];
  let word = "";
  for (const char of text) {
    if (char === " " || char === "\t" || char === "\n" || PUNCTUATION.includes(char)) {
      if (word) tokens.push(word);
      word = "";
      if (PUNCTUATION.includes(char)) tokens.push(char);
    } else word += char;
  }
  if (word) tokens.push(word);
  return tokens;
}

/** Tokens back into text: no space before punctuation. */
export function joinWords(tokens: readonly string[]): string {
  let text = "";
  for (const token of tokens) {
    if (!token) continue;
    text += PUNCTUATION.includes(token) || !text ? token : ` ${token}`;
  }
  return text;
}

function last(tokens: readonly string[]): string {
  return (tokens[tokens.length - 1] ?? "").toLowerCase();
}

/** `choice` picks among a tone word's replacements, so three calls give three wordings. */
export function softenTone(phrase: string, choice = 0): Softened {
  const tokens = splitWords(spellOut(phrase));
  const lower = tokens.map((token) => token.toLowerCase());
  const out: string[] = [];
  let changed = false;
  let droppedFirst = false;
  let judgement: Judgement | undefined;
  let judgementEnd: number | undefined;
  for (let at = 0; at < tokens.length; at++) {
    const word = lower[at] ?? "";
    if (SWEARING.has(word) || (word === "as" && lower[at + 1] === "hell")) {
      if (word === "as") at++;
      if (!out.length) droppedFirst = true;
      changed = true;
      continue;
    }
    if (word === "2" && out.length && TO_NEXT.has(lower[at + 1] ?? "")) {
      out.push("to");
      changed = true;
      continue;
    }
    const entry = toneWordAt(lower, at);
    if (!entry) {
      out.push(tokens[at] ?? "");
      continue;
    }
    changed = true;
    const length = entry.words.split(" ").length;
    while (out.length && INTENSIFIERS.has(last(out))) out.pop();
    const article = ARTICLES.has(last(out)) ? out.pop() : undefined;
    while (out.length && INTENSIFIERS.has(last(out))) out.pop();
    const beAt = findBe(out);
    const subjectIsQuestion = WH_WORDS.has((out[0] ?? "").toLowerCase());
    // "a terrible idea": the word describes the noun after it, so it is no judgement of the subject.
    const attributive = describesNext(lower[at + length] ?? "");
    if (entry.isNot && (entry.copula || beAt >= 0) && !subjectIsQuestion && !attributive) {
      const subjectEnd = entry.copula ? out.length : beAt;
      const be = entry.copula ? copulaOf(entry) : out.slice(beAt).join(" ");
      judgement ??= {
        subject: joinWords(out.slice(opinionEnd(out), subjectEnd)),
        be,
        isNot: entry.isNot,
        is: entry.is ?? "",
        plain: entry.plain === true,
      };
      if (entry.copula) out.push(be);
      out.push(entry.isNot);
      judgementEnd ??= out.length;
      at += length - 1;
      continue;
    }
    const clause = entry.sayClause && CLAUSE_WORDS.has(lower[at + length] ?? "");
    const options = clause && entry.sayClause ? entry.sayClause : entry.say;
    let replacement = options[choice % options.length] ?? "";
    // Before its noun a two-word description is one compound: "a below-standard idea".
    if (
      attributive &&
      replacement.split(" ").length === 2 &&
      !tagsOf(replacement.split(" ")[0] ?? "").has("Adverb")
    )
      replacement = replacement.replace(" ", "-");
    let end = at + length;
    if (replacement.includes("{rest}")) {
      const rest: string[] = [];
      while (
        end < tokens.length &&
        !PUNCTUATION.includes(tokens[end] ?? "") &&
        !REST_END.has(lower[end] ?? "")
      )
        rest.push(tokens[end++] ?? "");
      replacement = replacement.replace("{rest}", joinWords(rest) || "this");
    }
    if (entry.verb) {
      const [first = "", ...others] = replacement.split(" ");
      replacement = [inTenseOf(first, tokens[at] ?? ""), ...others].join(" ");
    }
    if (article && replacement) out.push(/^[aeiou]/i.test(replacement) ? "an" : "a");
    if (replacement) out.push(replacement);
    else if (!out.length) droppedFirst = true;
    at = end - 1;
  }
  // What follows the judgement stays with it: "wrong about the budget numbers".
  if (judgement && judgementEnd !== undefined) {
    const after = out.slice(judgementEnd);
    while (after.length && PUNCTUATION.includes(after[after.length - 1] ?? "")) after.pop();
    judgement.rest = joinWords(after);
  }
  while (out.length && PUNCTUATION.includes(out[0] ?? "")) out.shift();
  while (out.length && PUNCTUATION.includes(out[out.length - 1] ?? "")) out.pop();
  if (droppedFirst && startsWithBareNoun(out)) {
    out.unshift("the");
    if (judgement) judgement.subject = `the ${judgement.subject}`;
  }
  // Frames put the phrase mid-sentence: "That is …" -> "I wanted to flag that that is …".
  if (out[0] && out[0] !== "I" && !isName(out[0])) out[0] = out[0].charAt(0).toLowerCase() + out[0].slice(1);
  return { text: joinWords(out), changed, judgement };
}

/** A noun right after a blunt word: "terrible idea" (a time such as "today" or "again" is not one). */
function describesNext(word: string): boolean {
  if (!word || PUNCTUATION.includes(word) || SWEARING.has(word)) return false;
  const tags = tagsOf(word);
  return tags.has("Noun") && !tags.has("Pronoun") && !tags.has("Date") && !tags.has("Adverb");
}

// "I think your estimate is wrong" judges the estimate: the opinion verb is the speaker's, not the subject.
const OPINION_VERBS = new Set(["think", "feel", "believe", "guess", "reckon", "suppose"]);

/** Where the subject starts after "I think (that)", or 0. */
function opinionEnd(out: readonly string[]): number {
  const [who = "", verb = "", next = ""] = out.map((word) => word.toLowerCase());
  if ((who !== "i" && who !== "we") || !OPINION_VERBS.has(verb)) return 0;
  return next === "that" ? 3 : 2;
}

/** Where the run of "be" words at the end of `out` starts ("is being"), or -1. */
function findBe(out: readonly string[]): number {
  let at = out.length;
  while (at > 0 && BE_WORDS.has((out[at - 1] ?? "").toLowerCase())) at--;
  return at < out.length && at > 0 ? at : -1;
}

function copulaOf(entry: ToneWord): string {
  if (entry.words.endsWith("ed")) return "was";
  return entry.words.endsWith("s") ? "is" : "are";
}

export function isName(word: string): boolean {
  if (word.length > 1 && word === word.toUpperCase()) return true;
  const tags = tagsOf(word);
  if (tags.has("ProperNoun") || tags.has("Person") || tags.has("Place") || tags.has("Organization"))
    return true;
  // A capitalised word no dictionary knows is a name compromise has not met ("Priya"): its
  // capital is the person's spelling and stays.
  return /^\p{Lu}\p{Ll}/u.test(word) && !isEnglishWord(word);
}

/** "printer is broken" once "damn" is gone needs its article back. */
function startsWithBareNoun(out: readonly string[]): boolean {
  const tags = tagsOf(out[0] ?? "");
  return tags.has("Singular") && !tags.has("Pronoun") && !tags.has("ProperNoun") && !tags.has("Date");
}
