import { nlp } from "../language/nlp.ts";
import {
  ADVERBS,
  findRun,
  headOf,
  JOB_NOUNS,
  type Meaning,
  type Parsed,
  PERSONAL,
  restFrom,
} from "./phrase-meaning-words.ts";
import { joinWords, softenTone } from "./soften-tone.ts";
import { isToneWord } from "./tone-words.ts";

// Where the person stands, in English grammar: a complaint becomes a concern about the same
// thing ("I hate this project" -> "I have some concerns about this project."), a disagreement
// stays one said with respect, an apology keeps what happened. Word steps only.

// A complaint: the speaker's dislike of a thing, said with a feeling verb.
const COMPLAINT_VERBS: readonly (readonly string[])[] = [
  ["hate"],
  ["hated"],
  ["dislike"],
  ["cannot", "stand"],
  ["do", "not", "like"],
  ["did", "not", "like"],
  ["am", "sick", "of"],
  ["am", "tired", "of"],
  ["am", "fed", "up", "with"],
  ["am", "not", "happy", "with"],
  ["am", "unhappy", "with"],
  ["am", "frustrated", "with"],
  ["am", "frustrated", "by"],
  ["am", "annoyed", "with"],
  ["am", "annoyed", "by"],
];
// Where the thing complained about ends: a reason, a time or a new clause follows.
const OBJECT_END = new Set(
  "because due since when and but as so , . ! ? ; : on in at by for after before until".split(" "),
);
const CLAUSE_WORDS = new Set(["when", "that", "if", "how", "whenever", "it", "the way", "what"]);

export function complaint(parsed: Parsed): Meaning | undefined {
  const { tokens, lower } = parsed;
  for (const trigger of COMPLAINT_VERBS) {
    const at = findRun(lower, trigger);
    if (at < 1) continue;
    const subject = lower
      .slice(0, at)
      .filter((word) => !ADVERBS.has(word))
      .join(" ");
    if (subject !== "i" && subject !== "we") continue;
    const start = at + trigger.length;
    if (CLAUSE_WORDS.has(lower[start] ?? "") || start >= lower.length) continue;
    let end = start;
    while (end < lower.length && !OBJECT_END.has(lower[end] ?? "")) end++;
    if (end === start) continue;
    const object = softenTone(joinWords(tokens.slice(start, end))).text;
    const head = headOf(object);
    // A complaint is about a thing: "I hate I hate" names none.
    if (!head || PERSONAL.has(head) || isToneWord(head)) continue;
    const rest = restFrom(tokens, end);
    const We = subject === "i" ? "I" : "We";
    const past = trigger[0] === "hated" || trigger[0] === "did";
    const frames = past
      ? [
          `${We} had some concerns about ${object}${rest}.`,
          `${We} found ${object} challenging${rest}.`,
          `${We} had reservations about ${object}${rest}.`,
        ]
      : [
          `${We} have some concerns about ${object}${rest}.`,
          `${We}'d like to raise some concerns about ${object}${rest}.`,
          `${subject === "i" ? "I'm" : "We're"} finding ${object} challenging${rest}, and ${subject === "i" ? "I'd" : "we'd"} like to talk about what could work better.`,
        ];
    // A job is a role is a position: "I hate my job" may be answered about "my current role".
    return {
      kind: "complaint",
      frames,
      markers: JOB_NOUNS.has(head) ? [...JOB_NOUNS, "roles"] : [head],
      said: [...trigger],
      speaker: true,
    };
  }
  return undefined;
}

// Disagreeing with a thing: "I don't agree with moving the launch", "I disagree with the plan".
const DISAGREE_VERBS: readonly (readonly string[])[] = [
  ["do", "not", "agree", "with"],
  ["disagree", "with"],
  ["cannot", "agree", "with"],
];

export function disagreement({ tokens, lower }: Parsed): Meaning | undefined {
  for (const trigger of DISAGREE_VERBS) {
    const at = findRun(lower, trigger);
    const subject = lower.slice(0, Math.max(0, at)).join(" ");
    if (at < 1 || (subject !== "i" && subject !== "we")) continue;
    const start = at + trigger.length;
    let end = start;
    while (end < lower.length && !SENTENCE_END.has(lower[end] ?? "") && !REASON_START.has(lower[end] ?? ""))
      end++;
    if (end === start) continue;
    const object = softenTone(joinWords(tokens.slice(start, end))).text;
    const rest = restFrom(tokens, end);
    const We = subject === "i" ? "I" : "We";
    // The stance stays a disagreement, said with respect; never "I'm not sure", which would soften it into doubt.
    return {
      kind: "disagree",
      frames: [
        `${We} respectfully disagree with ${object}${rest}.`,
        `${We} have a different view on ${object}${rest}.`,
        `${We} have some reservations about ${object}${rest}.`,
      ],
      markers: ["disagree", "different view", "reservations", "not agree"],
      said: [...trigger],
      speaker: true,
    };
  }
  return undefined;
}
const SENTENCE_END = new Set([".", "!", "?", ";", ","]);
const REASON_START = new Set(["because", "since", "as"]);

// An apology said with "sorry" or "my bad" in front of what happened: "sorry I messed up the report".
const APOLOGY_OPENERS: readonly (readonly string[])[] = [
  ["so", "sorry"],
  ["sorry"],
  ["my", "bad"],
  ["i", "am", "sorry"],
];

export function apology({ tokens, lower }: Parsed): Meaning | undefined {
  const opener = APOLOGY_OPENERS.find((words) => words.every((word, n) => lower[n] === word));
  if (!opener) return undefined;
  let start = opener.length;
  while (start < tokens.length && SENTENCE_END.has(tokens[start] ?? "")) start++;
  // "sorry for the delay", "sorry about the mix-up": what it is for stays with the apology.
  if (lower[start] === "for" || lower[start] === "about") {
    const thing = softenTone(joinWords(tokens.slice(start + 1))).text;
    if (!thing) return undefined;
    return {
      kind: "apology",
      frames: [
        `I apologise for ${thing}.`,
        `Please accept my apologies for ${thing}.`,
        `I'm sorry for ${thing}.`,
      ],
      markers: ["sorry", "apolog"],
      said: [...opener],
    };
  }
  if (lower[start] === "that") start++;
  // "sorry to bother you" is a politeness, not something that happened.
  if (lower[start] === "to") return undefined;
  // What happened is a clause with a subject and a verb ("I forgot the invoice", "the numbers were off").
  const clause = softenTone(joinWords(tokens.slice(start))).text;
  if (!clause || !nlp(clause).has("#Verb")) return undefined;
  return {
    kind: "apology",
    frames: [
      `I apologise: ${clause}.`,
      `I'm sorry that ${clause}.`,
      `Please accept my apologies; ${clause}.`,
    ],
    markers: ["sorry", "apolog"],
    said: [...opener],
  };
}
