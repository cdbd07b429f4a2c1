import { dropSpaceBefore } from "../../../shared/linear-text.ts";
import { readVerb } from "../language/verbs.ts";

// Rule-based polishing for a phrase the bank does not know: slang and text-speak spelled out,
// filler dropped, contractions expanded, shouting calmed, capital and final punctuation added.

const SLANG: [RegExp, string][] = [
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bgotta\b/gi, "have to"],
  [/\b(?:kinda|sorta)\b/gi, "somewhat"],
  [/\bdunno\b/gi, "do not know"],
  [/\blemme\b/gi, "let me"],
  [/\bgimme\b/gi, "give me"],
  [/\b(?:ya|u)\b/gi, "you"],
  [/\bur\b/gi, "your"],
  [/\b(?:pls|plz|plez)\b/gi, "please"],
  [/\b(?:thx|thnx|ty)\b/gi, "thank you"],
  [/\basap\b/gi, "as soon as possible"],
  [/\bbtw\b/gi, "by the way"],
  [/\bfyi\b/gi, "for your information"],
  [/\bimo\b/gi, "in my opinion"],
  [/\bidk\b/gi, "I do not know"],
  [/\bnvm\b/gi, "never mind"],
  [/\b(?:cuz|cos|coz)\b/gi, "because"],
  [/\b(?:yeah|yep|yup|ya)\b/gi, "yes"],
  [/\b(?:nope|nah)\b/gi, "no"],
  [/\bhey\b/gi, "hello"],
  [/^\s*yo\b[,!]?\s*/gi, ""],
  // "you guys are slow" -> "you all are slow": "everyone" would need "is".
  [/\byou guys\b/gi, "you all"],
  [/\bguys\b/gi, "everyone"],
  [/\bawesome\b/gi, "excellent"],
  [/\bsuper\b(?=\s+\w)/gi, "very"],
  [/\btotally\b/gi, "completely"],
  [/\blots of\b/gi, "many"],
  [/\ba ton of\b/gi, "a great deal of"],
  [/\by'all\b/gi, "all of you"],
  [/\bain't\b/gi, "is not"],
  [/\bw\/o\b/gi, "without"],
  [/\bw\/\s?/gi, "with "],
  [/\b(?:b4)\b/gi, "before"],
  [/\b(?:2day)\b/gi, "today"],
  [/\b(?:tmrw|tmr|2moro)\b/gi, "tomorrow"],
];
const FILLER =
  /(?:^|\s)(?:like,|basically,?|literally|actually|just|kind of|sort of|you know,?|i mean,|um+,?|uh+,?|er+m?,?|so yeah,?|lol|lmao|haha+|omg|tbh,?|honestly,?)(?=\s|$|[,.!?])/gi;
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b/gi, "cannot"],
  [/\bwon'?t\b/gi, "will not"],
  [/\bshan't\b/gi, "shall not"],
  [/\b(\w+)n't\b/gi, "$1 not"],
  [/\bi'?m\b/gi, "I am"],
  [/\b(you|we|they)'re\b/gi, "$1 are"],
  [/\b(i|you|we|they)'ve\b/gi, "$1 have"],
  [/\b(i|you|we|they|he|she|it)'ll\b/gi, "$1 will"],
  [/\b(i|you|we|they|he|she)'d\b/gi, "$1 would"],
  [/\b(it|that|what|there|here|who|he|she)'s\b/gi, "$1 is"],
  [/\bthats\b/gi, "that is"],
  [/\bwhats\b/gi, "what is"],
  [/\bive\b/gi, "I have"],
];
const APOSTROPHE_FREE: Record<string, string> = {
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  isnt: "is not",
  wasnt: "was not",
  arent: "are not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  couldnt: "could not",
  wouldnt: "would not",
  shouldnt: "should not",
};
const ACRONYM = /^(?:[A-Z]{2,4}|[A-Z]+\d+)$/;

/** Slang and contractions spelled out, nothing else: how the bank compares phrases. */
export function spellOut(phrase: string): string {
  let text = phrase.replace(/’/g, "'");
  for (const [pattern, replacement] of SLANG) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  return text.replace(/\b(\w+)\b/g, (word) => APOSTROPHE_FREE[word.toLowerCase()] ?? word);
}

/** The phrase, cleaned up. `expand` also spells out contractions (the most formal version). */
export function polishPhrase(phrase: string, expand = true): string {
  let text = phrase.replace(/’/g, "'").replace(/\s+/g, " ").trim();
  // Shouting: words in capitals become lower case (short acronyms such as "HR" stay).
  text = text.replace(/\b[A-Z]{3,}\b/g, (word) =>
    ACRONYM.test(word) && word.length <= 4 ? word : word.toLowerCase(),
  );
  for (const [pattern, replacement] of SLANG) text = text.replace(pattern, replacement);
  text = text.replace(FILLER, " ");
  if (expand) {
    for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
    text = text.replace(/\b(\w+)\b/g, (word) => APOSTROPHE_FREE[word.toLowerCase()] ?? word);
  }
  text = text
    .replace(/\bi\b/g, "I")
    .replace(/([!?.])\1+/g, "$1")
    .replace(/!+/g, ".");
  text = dropSpaceBefore(text, ",.!?;:")
    .replace(/^[,;:\s]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  if (!text) return "";
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (!/[.?!:,]$/.test(text)) text += isQuestion(text) ? "?" : ".";
  return text;
}

function isQuestion(text: string): boolean {
  return /^(can|could|will|would|do|does|did|is|are|was|were|should|shall|may|what|when|where|who|why|how)\b/i.test(
    text,
  );
}

/** Rule-based alternatives: the polished phrase, a contracted version, and a polite request. */
export function politeAlternatives(phrase: string): string[] {
  const formal = polishPhrase(phrase, true);
  const alternatives = [formal, polishPhrase(phrase, false)];
  const first = formal.split(" ")[0] ?? "";
  const verb = readVerb(first);
  const imperative =
    (verb?.form === "base" ||
      /^(send|give|tell|call|email|check|fix|look|let|make|bring|get|help|show)$/i.test(first)) &&
    !/^please\b/i.test(formal);
  if (imperative) {
    // A bare order reads as rude at work: the polite requests come first.
    const body = formal.charAt(0).toLowerCase() + formal.slice(1).replace(/[.!?]$/, "");
    alternatives.unshift(
      `Could you please ${body}?`,
      `I would appreciate it if you could ${body}.`,
      `Please ${body}.`,
    );
  }
  return [...new Set(alternatives.filter((text) => text.length > 1))];
}
