import { latestExperience } from "../../../shared/headline.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { titleHead } from "../held-title.ts";
import { tagWords } from "../language/grammar.ts";
import { splitSentences } from "./bullet-lines.ts";
import { ownIdentity } from "./own-identity.ts";
import { finish } from "./polish-bullet.ts";
import { inSummaryVoice } from "./summary-own-voice.ts";
import { hasFiller, saysFirstPerson } from "./summary-voice.ts";

// Who a summary says the person is (issue 33 §6): their own opening description when they wrote
// one, else the title of their latest substantive job. A role held while studying or unpaid is
// not who a recruiter hires when a real job exists beside it ("Data scientist summer intern" is
// not the headline of a PhD candidate), and the desired role is a target, never a held title.

type Row = ResumeDocument["experiences"][number];

// Titles of roles held while studying, training or unpaid: a general fact about resumes, where
// these words in a title mark the role as one (intern, co-op, student worker, trainee, summer
// job, volunteer, a student teacher or a teaching assistant).
const MINOR_ROLE =
  /\b(?:intern|interns|internship|co-op|student|trainee|volunteer|summer|teaching assistant)\b/i;

/** Whether a title names a student, intern, trainee or volunteer role. */
export function isMinorRole(role: string): boolean {
  return MINOR_ROLE.test(role);
}

/** The jobs that say who the person is: the real ones when any exists, else all of them. */
export function substantiveRows(document: ResumeDocument): Row[] {
  const real = document.experiences.filter((row) => row.role.trim() && !isMinorRole(row.role));
  return real.length ? real : document.experiences;
}

/** The latest substantive job: the one a summary names the person by. */
function identityRow(document: ResumeDocument): Row | undefined {
  return latestExperience({ experiences: substantiveRows(document) });
}

/** "Registered Nurse, Cardiac Step-Down Unit" -> "Registered Nurse", at most 80 characters. */
export function identityTitle(document: ResumeDocument): string {
  return titleHead(identityRow(document)?.role ?? "").slice(0, 80);
}

// How English states a goal or a move between careers: "Looking for an executive chef role",
// "Ready for a district role", "transitioning to civilian supply chain", "now moving into
// clinical informatics". A sentence that says one is the person's own aim and stays theirs.
const GOAL = [
  /\blooking (?:for|to)\b/i,
  /\bseeking\b/i,
  /\bready (?:for|to)\b/i,
  /\b(?:transitioning|transition|moving|pivoting|changing careers?) (?:in)?to\b/i,
  /\bcareer (?:change|changer|switch)\b/i,
  /\b(?:aspiring|hoping to|aiming to|eager to|keen to|open to)\b/i,
  /\bcame to \p{L}+ (?:through|from|via)\b/iu,
];

/** Whether a sentence states the person's goal or career change. */
function statesGoal(sentence: string): boolean {
  return GOAL.some((pattern) => pattern.test(sentence));
}

// Words every job title shares: agreeing on them is not agreeing on the work.
const TITLE_WORDS = new Set(
  "role position job career manager senior junior lead associate assistant specialist intermediate ii iii principal staff head chief the and of for with".split(
    " ",
  ),
);

/**
 * Whether `text` states a goal that names other work than `target` ("Looking for an operations
 * manager role" on a Supply Chain Planner application): said there, it tells the reader the person
 * wants a different job. A goal that shares a word of the work with the target fits it.
 */
export function aimsElsewhere(text: string, target: string): boolean {
  // A move between fields ("transitioning to civilian supply chain") is the person's story and
  // stays; a named role they want ("an operations manager role") is the goal that can misfit.
  if (!target.trim() || !statesGoal(text) || !/\b(role|position|job)\b/i.test(text)) return false;
  return !sharesWork(text, target);
}

/** Whether `text` names a word of the work `target` names, past the words every title shares. */
function sharesWork(text: string, target: string): boolean {
  const words = (value: string) =>
    value
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !TITLE_WORDS.has(word));
  const wanted = new Set(words(target));
  return words(text).some((word) => wanted.has(word) || wanted.has(word.replace(/s$/, "")));
}

// ", now moving into clinical informatics" closing a description: the field the person is moving to.
const MOVE_CLAUSE =
  /,\s+(?:now\s+)?(?:moving|transitioning|pivoting|switching)\s+(?:in)?to\s+([^,.;]{3,60})\.?$/i;
// The same move anywhere in it: "…NCO transitioning to civilian supply chain after 16 years…".
const MOVE_PHRASE =
  /\b(?:now\s)?(?:moving|transitioning|pivoting|switching)\s(?:in)?to\s([^,.;]{3,60}?)(?=\safter\s|[,.;]|$)/i;

/**
 * Their description without a move towards a field the application is not in: "…, now moving
 * into clinical informatics" on a Support Engineer application tells the reader they want other
 * work (blind review). A move the target shares a word with stays: it is their story. A summary
 * keeps a move the person wrote inside their description (issue 33 §6: their career-change line
 * stays); a letter to other work says who they are without it, `anywhere` (blind review r7).
 */
export function withoutOtherMove(text: string, target: string, where: "end" | "anywhere" = "end"): string {
  const move = (where === "end" ? MOVE_CLAUSE : MOVE_PHRASE).exec(text);
  if (!move || !target.trim()) return text;
  if (sharesWork(move[1] ?? "", target)) return text;
  const rest = text.slice(move.index + move[0].length);
  if (where === "anywhere") {
    // "…NCO transitioning to civilian supply chain after 16 years managing inventory": without
    // the move, the years are the person's ("…NCO with 16 years managing inventory").
    let before = text.slice(0, move.index).trimEnd();
    if (before.endsWith(",")) before = before.slice(0, -1).trimEnd();
    if (rest.startsWith(" after ")) return `${before} with ${rest.slice(" after ".length).trimStart()}`;
    return `${before}${rest}`;
  }
  return `${text.slice(0, move.index)}${text.endsWith(".") ? "." : ""}`;
}

/**
 * A summary sentence that reads as one: no "I" or "he", not about the person by name ("Richard
 * hails from Tulsa"), no filler, not an aside ("(Go Sooners!)").
 */
function fitsSummary(sentence: string, firstName: string): boolean {
  const thirdPerson = /\b(he|she|his|her|him|hers)\b/i.test(sentence);
  const named = firstName.length > 1 && sentence.split(/[^\p{L}]+/u).includes(firstName);
  const aside = sentence.startsWith("(") || /!["'”’)]?$/.test(sentence);
  return !saysFirstPerson(sentence) && !hasFiller(sentence) && !thirdPerson && !named && !aside;
}

/**
 * "Front-end developer who came to code through logistics: I spent 4 years…": the description
 * before a colon is a whole statement of its own; what follows it in the first person is not a
 * summary's voice. Only the part before the first colon is kept, never a cut inside a phrase.
 */
function beforeColon(sentence: string, firstName: string): string {
  const at = sentence.indexOf(": ");
  if (at < 0 || fitsSummary(sentence, firstName)) return sentence;
  const head = sentence.slice(0, at).trim();
  return head.split(" ").length >= 4 && fitsSummary(head, firstName) ? `${head}.` : sentence;
}

/**
 * Whether a sentence opens by saying who the person is: a noun phrase (own-identity.ts), or one
 * the tagger splits at "and" or "who" but whose words before the first verb name a person
 * ("Developmental and cell biologist finishing a PhD…", "Front-end developer who came to code…";
 * compromise tags person nouns Actor). A sentence opening with a verb ("Completing an M.S.") is not.
 */
function describesPerson(sentence: string): boolean {
  if (ownIdentity(sentence)) return true;
  const terms = tagWords(sentence);
  if (terms[0]?.tags.has("Verb")) return false;
  for (const term of terms) {
    if (term.chunk === "Verb") return false;
    if (term.tags.has("Actor")) return true;
  }
  return false;
}

const RELATIVE = new Set(["where", "which", "that", "who", "when"]);

/**
 * "Looking for an operations manager role where I own a whole building": a goal whose first
 * person is only in its closing relative clause keeps its main clause, a whole statement of the
 * goal in their words ("Looking for an operations manager role."). Nothing else is cut.
 */
function goalBeforeRelative(sentence: string, firstName: string): string {
  const words = sentence.split(" ");
  const first = words.findIndex((word) => saysFirstPerson(word));
  const relative = (words[first - 1] ?? "").toLowerCase().replace(/,$/, "");
  if (first < 5 || !RELATIVE.has(relative)) return "";
  const head = words
    .slice(0, first - 1)
    .join(" ")
    .replace(/[,;:]$/, "");
  return fitsSummary(head, firstName) && statesGoal(head) ? `${head}.` : "";
}

export interface OwnLines {
  /** Their opening description of who they are ("Registered nurse with 9 years…"), if it fits. */
  lead: string;
  /** Their goal or career-change sentence, when not the lead itself. */
  goal: string;
  /** Their other sentences that fit a summary, in their order. */
  rest: string[];
}

/** The user's own summary read for what a rewritten summary keeps of it. */
export function ownLines(summary: string, fullName: string): OwnLines {
  const firstName = fullName.trim().split(/\s+/)[0] ?? "";
  const sentences = splitSentences(summary.replace(/\s+/g, " ").trim()).map((sentence) =>
    beforeColon(sentence, firstName),
  );
  const fitting = sentences.map((sentence) => {
    if (fitsSummary(sentence, firstName)) return finish(sentence, true);
    // Their "I build…" said as the summary says everything ("Builds…"), not dropped.
    const voiced = inSummaryVoice(sentence);
    if (voiced && fitsSummary(voiced, firstName)) return finish(voiced, true);
    const goal = goalBeforeRelative(sentence, firstName);
    return goal ? finish(goal, true) : "";
  });
  const first = fitting[0] ?? "";
  const lead = first && describesPerson(first) ? first : "";
  const goals = fitting.filter((sentence) => sentence && sentence !== lead && statesGoal(sentence));
  const goal = lead && statesGoal(lead) ? "" : (goals[0] ?? "");
  const rest = fitting.filter((sentence) => sentence && sentence !== lead && sentence !== goal);
  return { lead, goal, rest };
}
