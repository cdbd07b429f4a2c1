import { trimEndChars } from "../../../shared/linear-text.ts";
import { readVerb, type VerbForm } from "../language/verbs.ts";
import { isMeasured } from "./polish-bullet.ts";

// A clause made short enough to restate without pasting its bullet, by dropping whole phrases
// only (issue 33 §4: a sentence is whole or not used). What may go, in this order:
//  1. an aside in brackets that states no number ("(fall diagnostic)");
//  2. a trailing adjunct ("with the informatics team", "using Excel"), one without a number first;
//  3. an adjunct inside the clause that states no number ("benchmarks on i-Ready from 48%"):
//     removing it also breaks a run of the bullet's own words;
//  4. a trailing phrase whose only numbers are years ("in 2024-25"): a date is not the result.
// The result stays: a phrase with a number goes only when another number is left to state it,
// or, last, when the clause must name a requirement that phrase does not.
// A clause that cannot be made to fit is not used.

export interface ClauseLimits {
  /** The most words the clause may keep. */
  words: number;
  /** The longest run of the bullet's own consecutive words it may keep (a letter must not paste). */
  run: number;
  /** Terms a dropped phrase must not name ("in Salesforce" is the evidence for CRM work). */
  keep?: readonly string[];
}

interface VerbReading {
  lemma: string;
  form: VerbForm;
}

// Prepositions that open an adjunct (how, where, when, with whom): the clause reads whole without
// it. "on", "to" and "of" are left out: they mostly complete a noun or verb ("a focus on safety",
// "the first to", "a share of"), and cutting there leaves "…a team with a focus."
const ADJUNCTS = new Set(
  `with for during across over under within by via through among between into per including
  alongside throughout while after before using in at from versus vs vs.`.split(/\s+/),
);
/** "…to 26% versus the client's min/max method": what a figure was measured against may go, as how it was done may. */
const COMPARED_WITH = new Set(["versus", "vs", "vs."]);
// A relative clause is an adjunct only when a comma sets it off ("…, which cut returns by 9%").
const RELATIVES = new Set(["that", "which", "who", "where"]);
const AUXILIARIES = new Set(["was", "were", "is", "are", "be", "been", "being"]);
// "up to", "such as", "due to", "prior to": the word before binds the preposition.
const BOUND_BEFORE = new Set(["up", "as", "such", "due", "according", "prior"]);
// Words a clause must not end on after a cut: "…a model trained", "…the service call the".
const DANGLING = new Set(
  "the a an and or of to that which who with for its their our by in on at from into then was were is are be been if".split(
    " ",
  ),
);
// Verbs whose "with" phrase is their second object: "replaced X with Y", "provided X with Y".
/** "on time", "on budget", "on schedule": the condition a result was met under, never dropped. */
const ON_CONDITION = /^(time|budget|schedule|track|target|spec|plan|deadline)$/;
const NEEDS_WITH = new Set(["replace", "swap", "substitute", "pair", "combine", "merge", "equip", "provide"]);
const MAX_CLAUSE_LENGTH = 60;
// An amount: "46%", "$3M", "1,200", "(+28%)"; not a name with a digit in it ("pink1", "B2B").
const AMOUNT = /^[(~≈+-]*[$£€]?\d[\d,.]*(?:%|[kmb]n?|x)?\+?\)?$/i;
const isAmount = (word: string) => AMOUNT.test(trimEndChars(word, ",.;:"));
const MEANS = new Set(["by", "through", "using", "via", "with"]);
// Words of change, whose "from" and "to" say what changed ("the move from X to Y", "migrated to Y").
const CHANGE =
  /^(move|moved|moving|migration|migrated|migrating|migrate|transition|transitioned|shift|shifted|switch|switched|conversion|converted|convert|upgrade|upgraded|change|changed|expansion|expanded)$/;
// "with the informatics team", "alongside the agency's UX lead": whom the work was shared with is
// the person's part (they did it with others, not alone); a phrase naming people never goes.
const SHARED_WITH = new Set(["with", "alongside"]);
const PEOPLE =
  /^(team|teams|lead|leads|manager|managers|director|directors|colleagues?|peers?|partners?|staff|engineers?|designers?|analysts?|nurses?|physicians?|doctors?|hospitalists?|pharmacists?|scientists?|researchers?|developers?|department|departments|committee|council|group|faculty|coordinators?|supervisors?|chefs?|counsel|attorneys?|accountants?|auditors?|controller|cfo|ceo|coo|cto|cro|vp|vps|founders?|owners?|volunteers?|students?|teachers?|clinicians?)$/;
const DETERMINERS = new Set(
  "the a an their our its his her my your this that these those all each every".split(" "),
);
const YEAR = /^\(?(?:19|20)\d{2}(?:[-–/](?:\d{2}|\d{4}))?[),.;:]*$/;

const bare = (word: string) => trimEndChars(word, ",;:.").toLowerCase();

/** The clause with whole phrases dropped until it fits `limits`, or "" when it cannot. */
export function shortenClause(
  clause: string[],
  verbs: (VerbReading | undefined)[],
  limits: ClauseLimits,
): string {
  // Past this a clause is a paragraph, not something a sentence can restate; the phrase search
  // below is quadratic in the clause's words, so the bound also keeps user text cheap.
  if (clause.length > MAX_CLAUSE_LENGTH) return "";
  let kept = clause.map((_, i) => i);
  kept = withoutAsides(clause, kept);
  // Where "together" goes before a "with <people>" phrase that may not be dropped, when that
  // alone keeps the clause from repeating the bullet word for word for too long.
  let together = -1;
  for (let guard = 0; guard < clause.length; guard++) {
    if (kept.length <= limits.words && longestRun(kept) <= limits.run) break;
    const next = dropOne(clause, verbs, kept, limits.keep ?? []);
    if (!next) {
      together = sharedWithBreak(clause, kept, limits);
      if (together < 0) return "";
      break;
    }
    kept = next;
  }
  if (kept.length > limits.words || (together < 0 && longestRun(kept) > limits.run)) return "";
  const shortened = closedBrackets(
    kept.flatMap((i) => (i === together ? ["together", clause[i] as string] : [clause[i] as string])),
  );
  // Only a cut end can dangle: a clause that ends where its bullet did is whole as written.
  const words = kept.at(-1) === clause.length - 1 ? shortened : withoutDangling(shortened);
  if (words.length < 3) return "";
  return trimEndChars(words.join(" "), ",;:-–(");
}

/**
 * The position of a kept "with <people>" phrase ("with the informatics team") where saying
 * "together with" splits the bullet's words into runs within the limit; -1 when there is none.
 */
function sharedWithBreak(clause: string[], kept: number[], limits: ClauseLimits): number {
  if (kept.length > limits.words) return -1;
  for (const at of kept) {
    if (bare(clause[at] ?? "") !== "with" || !namesPeople(clause.slice(at + 1, at + 7))) continue;
    if (longestRun(kept, at) <= limits.run) return at;
  }
  return -1;
}

/** The longest stretch of consecutive source positions: a run of the bullet's own words. */
function longestRun(kept: number[], breakAt = -1): number {
  let longest = 0;
  let run = 0;
  for (let at = 0; at < kept.length; at++) {
    const joined = at > 0 && kept[at] === (kept[at - 1] as number) + 1 && kept[at] !== breakAt;
    run = joined ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** "(fall diagnostic)" is an aside; "(+28%)" states a result and stays. */
function withoutAsides(clause: string[], kept: number[]): number[] {
  const drop = new Set<number>();
  for (let i = 2; i < clause.length; i++) {
    if (!(clause[i] as string).startsWith("(")) continue;
    let end = i;
    while (end < clause.length - 1 && !(clause[end] as string).includes(")")) end++;
    if (!(clause[end] as string).includes(")")) break;
    const aside = clause.slice(i, end + 1);
    if (!aside.some((word) => isMeasured(word))) for (let at = i; at <= end; at++) drop.add(at);
    i = end;
  }
  if (!drop.size) return kept;
  // The word before a dropped aside ends where the aside's own punctuation did ("(spring), and").
  return kept.filter((i) => !drop.has(i));
}

/** One whole phrase fewer, by the order in the header; undefined when no phrase may go. */
function dropOne(
  clause: string[],
  verbs: (VerbReading | undefined)[],
  kept: number[],
  keep: readonly string[],
): number[] | undefined {
  const words = kept.map((i) => clause[i] as string);
  const wordVerbs = kept.map((i) => verbs[i]);
  const lemma = verbs[kept[0] ?? 0]?.lemma ?? "";
  const names = (phrase: string[]) => {
    const text = phrase.join(" ").toLowerCase();
    return keep.some((term) => text.includes(term.toLowerCase()));
  };
  const trailing = (allow: (phrase: string[], rest: string[]) => boolean) => {
    for (let at = words.length - 1; at > 2; at--) {
      if (!opensPhrase(words, wordVerbs, at) || names(words.slice(at))) continue;
      // "replaced manual counting with a pipeline": the "with" completes the verb.
      if (bare(words[at] ?? "") === "with" && NEEDS_WITH.has(lemma)) continue;
      // "moved 40+ features from Spark jobs into a feature store": where a move went is its object.
      if (/^(from|to|into)$/.test(bare(words[at] ?? "")) && CHANGE.test(lemma)) continue;
      if (allow(words.slice(at), words.slice(0, at))) return withoutOpenEnds(words, kept.slice(0, at), at);
    }
    return undefined;
  };
  const measured = (part: string[]) => part.some((word) => isMeasured(word) && !YEAR.test(word));
  return (
    trailing((phrase) => !phrase.some((word) => isMeasured(word))) ??
    innerAdjunct(words, kept, names) ??
    trailing((phrase) => !measured(phrase)) ??
    firstOfTwoDoings(words, kept) ??
    // A phrase with a number may go when another amount is left to carry the result, and when it
    // is not the result itself ("by 46%", "to 71%"). "pink1" is a name, not an amount.
    trailing(
      (phrase, rest) =>
        rest.some((word) => isAmount(word) && !YEAR.test(word)) &&
        !/^(from|to)$/i.test(phrase[0] ?? "") &&
        !isAmount(phrase[1] ?? ""),
    ) ??
    // Then a trailing phrase may go even with its number, when nothing else can: "ran the
    // microscope booking for 40 users" says "ran the microscope booking" rather than nothing, and
    // a clause answering a requirement keeps the phrase naming it (`keep`), its number said in
    // its own clause where the bullet has one (letter-answers.ts). A range ("from 21 to 12 days")
    // is a result: a phrase before it goes with it instead.
    trailing((phrase) => !(/^(from|to)$/i.test(phrase[0] ?? "") && isAmount(phrase[1] ?? ""))) ??
    // Last of all, a relative clause with its own verb, even with a number: "a tool that saved 40
    // minutes a day" states the tool's result, and "built a Google Sheets tool" is still true.
    trailing((phrase) => RELATIVES.has(bare(phrase[0] ?? "")))
  );
}

/** "…with the informatics team", "alongside 2 hospitalists": work the words say was shared with people. */
export function sharedWithPeople(words: string[]): boolean {
  return words.some((word, at) => SHARED_WITH.has(bare(word)) && namesPeople(words.slice(at + 1, at + 7)));
}

/** Whether a phrase's first words name people or a group of them ("the informatics team"). */
function namesPeople(words: string[]): boolean {
  for (const word of words) {
    const plain = bare(word).replace(/['’]s$/, "");
    if (PEOPLE.test(plain)) return true;
    if (ADJUNCTS.has(plain) || /[,;]$/.test(word)) return false;
  }
  return false;
}

/**
 * Whether a droppable phrase starts at `at`: an adjunct preposition, an aside, a relative clause
 * after a comma, or an -ing phrase hung on a noun ("covering 14 states"). A gerund after "and"
 * is one more item of a list ("cleaning, cooking and serving"), not a new phrase.
 */
function opensPhrase(words: string[], verbs: (VerbReading | undefined)[], at: number): boolean {
  const word = bare(words[at] ?? "");
  const before = words[at - 1] ?? "";
  if (BOUND_BEFORE.has(bare(before))) return false;
  // A cut inside brackets would take the closing bracket and all after it: "replaced manual
  // counting (about 6 hours per heart) with a batch job" is not cut at "per".
  const opened = words.slice(0, at).join(" ");
  if ((opened.match(/\(/g) ?? []).length > (opened.match(/\)/g) ?? []).length) return false;
  // "$3M in annual billings", "40% of sales", "by 46% after cryoinjury": the phrase after a
  // number is its unit or its condition, and the result is not true without it. Only how it was
  // done may go ("by 12% by renegotiating", "using Excel").
  if (isMeasured(before) && !MEANS.has(word) && !COMPARED_WITH.has(word)) return false;
  // "from 74% to 91%" is one range.
  if ((word === "to" || word === "from") && (isMeasured(before) || isMeasured(words[at - 2] ?? "")))
    return false;
  // "led the move from a batch recommender to two-tower retrieval": "from" and "to" after a word
  // of change are what changed, not where or when; without them "the move" names nothing.
  if ((word === "from" || word === "to" || word === "into") && CHANGE.test(bare(before))) return false;
  if (word === "to") return isPurpose(words, at);
  if (SHARED_WITH.has(word) && namesPeople(words.slice(at + 1, at + 7))) return false;
  if (ADJUNCTS.has(word) || (words[at] ?? "").startsWith("(")) return true;
  // A relative clause set off by a comma, or one with its own verb ("a model that estimated a
  // $3.1M impact"): the noun before it still names what was done.
  if (RELATIVES.has(word))
    return before.endsWith(",") || readVerb(bare(words[at + 1] ?? ""))?.form === "past";
  // After a preposition the -ing word is its object ("across receiving, putaway and shipping").
  const bound = /^(and|or)$/i.test(before) || AUXILIARIES.has(bare(before)) || ADJUNCTS.has(bare(before));
  // "Epic Reporting Workbench" is a name: a capitalised -ing word opens nothing.
  // "a usage-based auto pricing prototype": an -ing word inside a noun phrase, its noun right
  // after it, names a kind of thing ("pricing prototype", "training programme"); only one set off
  // by a comma, or followed by an article, a number or a name, opens a phrase ("covering 14 states").
  const next = words[at + 1] ?? "";
  const attributive =
    !before.endsWith(",") &&
    /^\p{Ll}/u.test(next) &&
    !DETERMINERS.has(bare(next)) &&
    !ADJUNCTS.has(bare(next)) &&
    !isAmount(next);
  return verbs[at]?.form === "gerund" && !bound && !attributive && /^\p{Ll}/u.test(words[at] ?? "");
}

/**
 * An adjunct without a number inside the clause, ended by the next adjunct: in "cut returns by
 * re-slotting SKUs from 4% to 2%" the "by" phrase goes and the range stays. Only a phrase that
 * something follows, with no number and no comma of its own, goes.
 */
function innerAdjunct(
  words: string[],
  kept: number[],
  names: (phrase: string[]) => boolean,
): number[] | undefined {
  for (let at = 3; at < words.length - 1; at++) {
    const word = bare(words[at] ?? "");
    // Inside a clause and ended by another adjunct, "on" names a tool or place ("on i-Ready").
    if (!(ADJUNCTS.has(word) || word === "on") || BOUND_BEFORE.has(bare(words[at - 1] ?? ""))) continue;
    // "delivered 98% of projects on time and under budget": the condition a result was met under.
    if (word === "on" && ON_CONDITION.test(bare(words[at + 1] ?? ""))) continue;
    // "with the CRO": whom the work was shared with is the person's part, never dropped.
    if (SHARED_WITH.has(word) && namesPeople(words.slice(at + 1, at + 7))) continue;
    let end = at + 1;
    // The phrase ends at the next adjunct, or at "and" before a second verb ("reports on fall-risk
    // documentation and share a dashboard"): what follows is another action, not part of the place.
    const nextAction = (i: number) =>
      /^(and|or)$/.test(bare(words[i] ?? "")) && readVerb(bare(words[i + 1] ?? ""));
    while (end < words.length && !ADJUNCTS.has(bare(words[end] ?? "")) && !nextAction(end)) end++;
    if (end >= words.length || end - at < 2) continue;
    // A short place or tool, not a clause of its own: "for the suite that cut emails" has a verb.
    const phrase = words.slice(at, end);
    if (phrase.length > 4) continue;
    if (phrase.some((part) => isMeasured(part) || /[,;:()]/.test(part) || RELATIVES.has(bare(part))))
      continue;
    if (phrase.slice(1).some((part) => readVerb(bare(part))) || names(phrase)) continue;
    return [...kept.slice(0, at), ...kept.slice(end)];
  }
  return undefined;
}

/**
 * "a tool that assigned routes automatically and saved about 40 minutes every morning": of two
 * things a made thing did, the one with the figure is its result, and "a tool that saved about 40
 * minutes every morning" keeps it; without either, "built a tool" reads as a chore (blind review).
 */
function firstOfTwoDoings(words: string[], kept: number[]): number[] | undefined {
  const relative = words.findIndex(
    (word, at) => at > 1 && RELATIVES.has(bare(word)) && readVerb(bare(words[at + 1] ?? ""))?.form === "past",
  );
  if (relative < 0) return undefined;
  for (let and = relative + 2; and < words.length - 1; and++) {
    if (bare(words[and] ?? "") !== "and" || readVerb(bare(words[and + 1] ?? ""))?.form !== "past") continue;
    const first = words.slice(relative + 1, and);
    if (first.some((word) => isMeasured(word) || /[,;:()]/.test(word))) return undefined;
    if (!words.slice(and + 1).some((word) => isMeasured(word))) return undefined;
    return [...kept.slice(0, relative + 1), ...kept.slice(and + 1)];
  }
  return undefined;
}

/**
 * "…statistics in R and Excel to spot councils": a cut a few words after a purpose ("to" and a
 * verb) left it without its point; the purpose goes whole, and so do a "from" without its "to"
 * and a relative clause cut to a word or two.
 */
function withoutOpenEnds(words: string[], kept: number[], cut: number): number[] {
  for (let at = kept.length - 2; at >= Math.max(3, kept.length - 5); at--) {
    if (isPurpose(words, at)) return kept.slice(0, at);
  }
  // "…a platform which allowed": a relative clause left a word or two long lost its point.
  for (let at = kept.length - 1; at >= Math.max(3, kept.length - 3); at--) {
    if (RELATIVES.has(bare(words[at] ?? ""))) return kept.slice(0, at);
  }
  // "moved features from Spark jobs into a feature store": "from" without its "into" says half.
  if (/^(to|into)$/.test(bare(words[cut] ?? ""))) {
    for (let at = cut - 1; at >= Math.max(3, cut - 6); at--) {
      if (bare(words[at] ?? "") === "from") return kept.slice(0, at);
    }
  }
  return kept;
}

/**
 * "to spot councils", "to cut costs": "to" and a lower-case word that is no article or number
 * opens a purpose (the verb lexicon does not know every verb: "spot"); "to the board" does not.
 */
function isPurpose(words: string[], at: number): boolean {
  const next = words[at + 1] ?? "";
  return bare(words[at] ?? "") === "to" && /^\p{Ll}+$/u.test(next) && !DETERMINERS.has(next);
}

/** A cut that left "(XGBoost" open ends before the bracket. */
function closedBrackets(words: string[]): string[] {
  const text = words.join(" ");
  const open = text.lastIndexOf("(");
  return open > text.lastIndexOf(")") ? text.slice(0, open).trim().split(" ") : words;
}

/** A dangling "the", "trained" or "to detect" at the end goes with the phrase it began. */
function withoutDangling(clause: string[]): string[] {
  let words = clause;
  const dangles = (word: string) =>
    DANGLING.has(bare(word)) ||
    ADJUNCTS.has(bare(word)) ||
    // "…a model trained" dangles; "…the region forecast" ends on a noun that a past form spells alike.
    (readVerb(bare(word))?.form === "past" && readVerb(bare(word))?.lemma !== bare(word));
  for (let changed = true; changed && words.length > 3; ) {
    changed = false;
    if (dangles(words.at(-1) ?? "")) {
      words = words.slice(0, -1);
      changed = true;
    } else if (words.at(-2)?.toLowerCase() === "to" && readVerb(words.at(-1) ?? "")?.form === "base") {
      words = words.slice(0, -2);
      changed = true;
    }
  }
  // "…the dashboard that account managers (used for 300+ reviews)": a relative clause whose end
  // was cut says half of what it did ("…that account managers used." read as cut, blind review);
  // the clause ends before it.
  const relative = words.findLastIndex((word, i) => i >= 2 && RELATIVES.has(bare(word)));
  if (relative >= 0 && words.length - relative <= 6) words = words.slice(0, relative);
  return words;
}
