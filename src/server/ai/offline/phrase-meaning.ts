import { phraseWords } from "../phrase-echo.ts";
import { spellOut } from "./polish-phrase.ts";
import { joinWords, softenTone, splitWords } from "./soften-tone.ts";

// What the person says they are doing, kept in every rewording: a resignation stays a
// resignation ("I'm quitting" -> "I have decided to resign from my position."), a complaint
// becomes a concern about the same thing ("I hate this project" -> "I have some concerns about
// this project."). English grammar read by word steps: subject, verb, object, the rest.

export type MeaningKind = "resign" | "complaint" | "let go" | "disagree" | "apology";

export interface Meaning {
  kind: MeaningKind;
  /** Rewordings that keep the subject, the object and the rest of the phrase. */
  frames: string[];
  /** Lower-case words one of which every answer must hold to keep the meaning. */
  markers: string[];
  /** The phrase's words the markers stand for ("quitting"): an answer need not repeat them. */
  said: string[];
  /** It happens to the speaker: an answer keeps them in it ("The team had layoffs" does not). */
  speaker?: boolean;
}

// "not", "never", "no" before the verb turn the meaning round: "I'm not quitting" is no resignation.
const NEGATIONS = new Set(["not", "never", "no"]);
const AUXILIARIES = new Set(
  "am is are was were will would have has had do does did going to gonna just finally officially really seriously".split(
    " ",
  ),
);
// Words before the verb that make it a plan rather than a decision: "thinking about quitting".
const TENTATIVE = new Set(["thinking", "considering", "might", "may", "want", "planning", "could", "should"]);
const TENTATIVE_GLUE = new Set(["about", "of", "to"]);
const RESIGN_VERBS = new Set(["quit", "quitting", "quits", "resign", "resigning", "resigned", "resigns"]);
// "leave" is a resignation only when what is left is the job: "I'm leaving early" is not.
const LEAVE_VERBS = new Set(["leave", "leaving", "left", "leaves"]);
const PAST_VERBS = new Set(["resigned", "left", "handed", "gave", "submitted", "turned"]);
// "handing in my notice", "gave my two weeks' notice": a resignation said through the notice given.
const NOTICE_VERBS = new Set(
  "hand handing handed give giving gave put putting submit submitting submitted turn turning turned".split(
    " ",
  ),
);
const NOTICE_WORDS = new Set(["notice", "resignation"]);
const NOTICE_REACH = 5;

/** Where "… my notice" ends after a notice verb at `at`, or -1. */
function noticeEnd(lower: readonly string[], at: number): number {
  if (!NOTICE_VERBS.has(lower[at] ?? "")) return -1;
  for (let n = at + 1; n <= at + NOTICE_REACH && n < lower.length; n++)
    if (NOTICE_WORDS.has(lower[n] ?? "")) return n + 1;
  return -1;
}
const PAST_TIME = new Set(["yesterday", "ago", "last"]);
const JOB_NOUNS = new Set(
  "job company role position firm team organisation organization business employer place work".split(" "),
);
const DETERMINERS = new Set(["my", "this", "the", "our", "that", "his", "her", "their"]);
const PRONOUNS: Record<string, { be: string; have: string }> = {
  i: { be: "am", have: "have" },
  we: { be: "are", have: "have" },
  they: { be: "are", have: "have" },
  he: { be: "is", have: "has" },
  she: { be: "is", have: "has" },
};
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

interface Parsed {
  tokens: string[];
  lower: string[];
}

function parse(phrase: string): Parsed {
  const tokens = splitWords(spellOut(phrase));
  return { tokens, lower: tokens.map((token) => token.toLowerCase()) };
}

/** The subject before `end` once auxiliaries and plan words are set aside: "I", "Sam", "my manager". */
function subjectBefore(lower: readonly string[], end: number): number {
  let at = 0;
  while (at < end && !AUXILIARIES.has(lower[at] ?? "") && !TENTATIVE.has(lower[at] ?? "")) at++;
  return at;
}

/** The rest of the phrase from `from`, softened: " on Friday", " because the pay is low", or "". */
function restFrom(tokens: readonly string[], from: number): string {
  const text = joinWords(tokens.slice(from));
  if (!text) return "";
  const softened = softenTone(text).text;
  return softened && !/^[,.;:!?]/.test(softened) ? ` ${softened}` : softened;
}

/** "my job", "this company", "Acme": the job being left, or "" when none follows. */
function jobObject(tokens: readonly string[], lower: readonly string[], at: number): number {
  let end = at;
  if (lower[end] === "from") end++;
  if (/^\p{Lu}/u.test(tokens[end] ?? "") && tokens[end] !== "I") return end + 1;
  if (!DETERMINERS.has(lower[end] ?? "")) return at;
  for (let n = end + 1; n <= end + 3 && n < lower.length; n++)
    if (JOB_NOUNS.has(lower[n] ?? "")) return n + 1;
  return at;
}

function resignation(parsed: Parsed): Meaning | undefined {
  const { tokens, lower } = parsed;
  const verb = lower.findIndex(
    (word, at) =>
      RESIGN_VERBS.has(word) ||
      (LEAVE_VERBS.has(word) && jobObject(tokens, lower, at + 1) > at + 1) ||
      noticeEnd(lower, at) > 0,
  );
  if (verb < 1) return undefined;
  const subjectEnd = subjectBefore(lower, verb);
  if (subjectEnd < 1 || subjectEnd > 3) return undefined;
  const between = lower.slice(subjectEnd, verb);
  if (between.some((word) => NEGATIONS.has(word))) return undefined;
  const tentative = between.some((word) => TENTATIVE.has(word));
  if (between.some((word) => !AUXILIARIES.has(word) && !TENTATIVE.has(word) && !TENTATIVE_GLUE.has(word)))
    return undefined;
  const subject = joinWords(tokens.slice(0, subjectEnd));
  const who = PRONOUNS[subject.toLowerCase()] ?? { be: "is", have: "has" };
  const isI = subject.toLowerCase() === "i";
  const notice = noticeEnd(lower, verb);
  const objectEnd = notice > 0 ? notice : jobObject(tokens, lower, verb + 1);
  const rawObject = notice > 0 ? "" : joinWords(tokens.slice(verb + 1, objectEnd)).replace(/^from /i, "");
  const object = rawObject ? ` from ${rawObject}` : isI ? " from my position" : "";
  const role = rawObject ? ` from ${rawObject}` : isI ? " from my role" : "";
  const rest = restFrom(tokens, objectEnd);
  const verbWord = lower[verb] ?? "";
  const past =
    PAST_VERBS.has(verbWord) ||
    (verbWord === "quit" &&
      (["have", "has", "had"].includes(lower[verb - 1] ?? "") || lower.some((w) => PAST_TIME.has(w))));
  const Subject = isI ? "I" : subject.charAt(0).toUpperCase() + subject.slice(1);
  const frames = tentative
    ? [
        `${Subject} ${who.be} considering resigning${object}${rest}.`,
        `${Subject} ${who.be} thinking about moving on${role}${rest}.`,
        `${Subject} ${who.have} been weighing whether to move on${role}${rest}.`,
      ]
    : past
      ? [
          `${Subject} resigned${object}${rest}.`,
          `${Subject} decided to move on${role}${rest}.`,
          `${Subject} handed in ${isI ? "my" : "a"} resignation${rest}.`,
        ]
      : [
          `${Subject} ${who.have} decided to resign${object}${rest}.`,
          `${Subject} will be resigning${role}${rest}.`,
          `${Subject} ${who.have} decided to move on${role}${rest}.`,
        ];
  if (isI && !tentative && !past && !rest)
    frames.push("Please accept this as my formal notice of resignation.");
  return {
    kind: "resign",
    frames,
    markers: ["resign", "resigning", "resigned", "resignation", "move on", "moving on", "leave", "leaving"],
    said: [verbWord],
    speaker: isI,
  };
}

function complaint(parsed: Parsed): Meaning | undefined {
  const { tokens, lower } = parsed;
  for (const trigger of COMPLAINT_VERBS) {
    const at = lower.findIndex((_, start) => trigger.every((part, n) => lower[start + n] === part));
    if (at < 1) continue;
    const subject = lower.slice(0, at).join(" ");
    if (subject !== "i" && subject !== "we") continue;
    const start = at + trigger.length;
    if (CLAUSE_WORDS.has(lower[start] ?? "") || start >= lower.length) continue;
    let end = start;
    while (end < lower.length && !OBJECT_END.has(lower[end] ?? "")) end++;
    if (end === start) continue;
    const object = softenTone(joinWords(tokens.slice(start, end))).text;
    const head = phraseWords(object).split(" ").at(-1) ?? "";
    if (!head) continue;
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

// Being let go, said of the speaker: "I was let go", "they fired me", "I got laid off".
const LET_GO: readonly (readonly string[])[] = [
  ["let", "me", "go"],
  ["fired", "me"],
  ["sacked", "me"],
  ["laid", "me", "off"],
  ["was", "let", "go"],
  ["got", "let", "go"],
  ["been", "let", "go"],
  ["was", "fired"],
  ["got", "fired"],
  ["been", "fired"],
  ["was", "laid", "off"],
  ["got", "laid", "off"],
  ["been", "laid", "off"],
  ["was", "made", "redundant"],
  ["was", "dismissed"],
  ["was", "terminated"],
];
const LET_GO_MARKERS =
  "let go laid off layoffs dismissed ended end eliminated redundant cuts reduction terminated".split(" ");

function letGo({ tokens, lower }: Parsed): Meaning | undefined {
  for (const trigger of LET_GO) {
    const at = lower.findIndex((_, start) => trigger.every((part, n) => lower[start + n] === part));
    if (at < 0) continue;
    const mine = trigger[1] === "me" || trigger[2] === "me" || lower.slice(0, at).join(" ") === "i";
    if (!mine || lower.slice(0, at).some((word) => NEGATIONS.has(word))) continue;
    // Laid off or made redundant: the position went, not the person's conduct, and saying so is
    // the professional way ("My position was eliminated."). Being fired gets the intent's lines.
    const cut = trigger.includes("laid") || trigger.includes("redundant");
    const rest = restFrom(tokens, at + trigger.length);
    return {
      kind: "let go",
      frames: cut
        ? [
            `My position was eliminated${rest}.`,
            `My role was affected by job cuts${rest}.`,
            `I was part of a reduction in force${rest}.`,
          ]
        : [],
      markers: [...LET_GO_MARKERS, "let go", "laid off"],
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

function disagreement({ tokens, lower }: Parsed): Meaning | undefined {
  for (const trigger of DISAGREE_VERBS) {
    const at = lower.findIndex((_, start) => trigger.every((part, n) => lower[start + n] === part));
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

function apology({ tokens, lower }: Parsed): Meaning | undefined {
  const opener = APOLOGY_OPENERS.find((words) => words.every((word, n) => lower[n] === word));
  if (!opener) return undefined;
  let start = opener.length;
  while (start < tokens.length && SENTENCE_END.has(tokens[start] ?? "")) start++;
  if (lower[start] === "that" || lower[start] === "for") start++;
  // What happened is a clause with its own subject ("I forgot the invoice"); "sorry for the delay" is left to the bank.
  if (!["i", "we"].includes(lower[start] ?? "")) return undefined;
  const clause = softenTone(joinWords(tokens.slice(start))).text;
  if (!clause) return undefined;
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

/** What the phrase does (resign, complain, disagree, apologise, report being let go), said professionally. */
export function meaningOf(phrase: string): Meaning | undefined {
  const parsed = parse(phrase);
  return (
    resignation(parsed) ??
    letGo(parsed) ??
    disagreement(parsed) ??
    apology(parsed) ??
    complaint(parsed) ??
    judged(phrase)
  );
}

/**
 * "the new expense tool is garbage": a judgement of a thing is a complaint about it, and every
 * answer names that thing ("the expense tool"), not only "this". Its frames come from phrase-frames.ts.
 */
function judged(phrase: string): Meaning | undefined {
  const subject = softenTone(phrase).judgement?.subject ?? "";
  const head = phraseWords(subject).split(" ").at(-1) ?? "";
  if (!head || PERSONAL.has(head) || DETERMINERS.has(head)) return undefined;
  return {
    kind: "complaint",
    frames: [],
    markers: JOB_NOUNS.has(head) ? [...JOB_NOUNS, "roles"] : [head],
    said: [],
  };
}
// Pronouns and pointing words name no thing to keep: "this is bullshit", "you are wrong".
const PERSONAL = new Set(
  "i you we they he she it this that these those there everyone everything".split(" "),
);

const SPEAKER = ["i", "im", "ive", "id", "me", "my", "we", "our", "us"];

/** Whether `answer` keeps the meaning: a word of it starts with one of the meaning's words ("work", "workload"). */
export function keepsMeaning(answer: string, meaning: Meaning | undefined): boolean {
  if (!meaning) return true;
  const padded = ` ${phraseWords(answer)} `;
  if (meaning.speaker && !SPEAKER.some((word) => padded.includes(` ${word} `))) return false;
  return meaning.markers.some((marker) => padded.includes(` ${marker}`));
}
