import {
  DETERMINERS,
  findRun,
  JOB_NOUNS,
  type Meaning,
  NEGATIONS,
  type Parsed,
  restFrom,
} from "./phrase-meaning-words.ts";
import { joinWords } from "./soften-tone.ts";

// Leaving a job, in English grammar: a resignation ("I'm quitting on Friday" -> "I have decided
// to resign from my position on Friday.", in its tense, for its subject) and being let go ("I was
// laid off in March" -> "My position was eliminated in March."). Word steps only.

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
const PRONOUNS: Record<string, { be: string; have: string }> = {
  i: { be: "am", have: "have" },
  we: { be: "are", have: "have" },
  they: { be: "are", have: "have" },
  he: { be: "is", have: "has" },
  she: { be: "is", have: "has" },
};

/** The subject before `end` once auxiliaries and plan words are set aside: "I", "Sam", "my manager". */
function subjectBefore(lower: readonly string[], end: number): number {
  let at = 0;
  while (at < end && !AUXILIARIES.has(lower[at] ?? "") && !TENTATIVE.has(lower[at] ?? "")) at++;
  return at;
}

// What may follow "quit" in a resignation: the job, or when, why or how ("I quit on Friday",
// "I quit effective immediately"). Anything else is something else quit: "I quit smoking".
const AFTER_QUIT = new Set(
  "on at by in because due as after before next this tomorrow today tonight effective immediately so and but since when once for now".split(
    " ",
  ),
);

function quitsTheJob(tokens: readonly string[], lower: readonly string[], at: number): boolean {
  const next = lower[at];
  if (next === undefined || /^[,.;:!?]$/.test(next) || AFTER_QUIT.has(next)) return true;
  return jobObject(tokens, lower, at) > at;
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

const RESIGN_MARKERS = ["resign", "move on", "moving on", "leave", "leaving", "notice"];

export function resignation(parsed: Parsed): Meaning | undefined {
  const { tokens, lower } = parsed;
  const verb = lower.findIndex(
    (word, at) =>
      (RESIGN_VERBS.has(word) && quitsTheJob(tokens, lower, at + 1)) ||
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
  // Someone else "moves on" from no named role: "Lena decided to leave on Monday", never "move on on Monday".
  const moveOn = role ? `move on${role}` : "leave";
  // The notice given keeps its words ("my two weeks notice"): the resignation is said, then the notice.
  const given =
    notice > 0 ? joinWords(tokens.slice(lower[verb + 1] === "in" ? verb + 2 : verb + 1, notice)) : "";
  if (given && !tentative) {
    const frames = past
      ? [
          `${Subject} gave ${given}${rest}, as ${subject === "I" || isI ? "I" : Subject} decided to ${moveOn}.`,
        ]
      : [
          `${Subject} ${who.have} decided to resign and ${who.be} giving ${given}${rest}.`,
          `${Subject} ${who.be} giving ${given}${rest}, as ${isI ? "I" : Subject} ${who.have} decided to ${moveOn}.`,
        ];
    return { kind: "resign", frames, markers: RESIGN_MARKERS, said: [verbWord], speaker: isI };
  }
  const frames = tentative
    ? [
        `${Subject} ${who.be} considering resigning${object}${rest}.`,
        `${Subject} ${who.be} thinking about ${role ? `moving on${role}` : "leaving"}${rest}.`,
        `${Subject} ${who.have} been weighing whether to ${moveOn}${rest}.`,
      ]
    : past
      ? [
          `${Subject} resigned${object}${rest}.`,
          `${Subject} decided to ${moveOn}${rest}.`,
          `${Subject} handed in ${isI ? "my" : "a"} resignation${rest}.`,
        ]
      : [
          `${Subject} ${who.have} decided to resign${object}${rest}.`,
          `${Subject} will be resigning${role}${rest}.`,
          `${Subject} ${who.have} decided to ${moveOn}${rest}.`,
        ];
  if (isI && !tentative && !past && !rest)
    frames.push("Please accept this as my formal notice of resignation.");
  return {
    kind: "resign",
    frames,
    markers: RESIGN_MARKERS,
    said: [verbWord],
    speaker: isI,
  };
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

export function letGo({ tokens, lower }: Parsed): Meaning | undefined {
  for (const trigger of LET_GO) {
    const at = findRun(lower, trigger);
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
