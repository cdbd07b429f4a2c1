import { trimEndChars } from "../../../shared/linear-text.ts";
import { tagWords } from "../language/grammar.ts";
import { skillFor } from "../language/skill-index.ts";
import {
  conjugate,
  infinitiveOf,
  isParticipleOnly,
  readVerb,
  type VerbForm,
  verbForms,
} from "../language/verbs.ts";
import {
  type ClauseWords,
  listsMeans,
  namesItsSubject,
  nounBeforeItsVerb,
  RESULT_FIGURE,
  resultOfItsObject,
  STANDALONE_NUMBER,
  statesResult,
  TAKES_OBJECT,
  usedBy,
  type VerbReading,
  withoutMeansList,
} from "./clause-roles.ts";
import { sharedWithPeople, shortenClause } from "./clause-shortening.ts";
import { isMeasured, polishBullet, type Tense } from "./polish-bullet.ts";

// A resume bullet taken apart into short clauses, so that a letter or a summary can say
// what the person did in its own sentence instead of pasting the bullet: "Managed a $4.2M book of
// business across 38 accounts, growing retention to 118%" -> ["managed a $4.2M book of business
// across 38 accounts", "grew retention to 118%"]. Verbs are read with compromise (a maintained
// English grammar) where our action-verb lexicon lacks them; a long clause loses whole phrases,
// never its result (clause-shortening.ts), so no run of the bullet over 11 words reaches a letter.

/** A letter's clause: whole, and no run of the bullet's words over 11 (a letter's "and" after
 * a clause may be the bullet's own next word, so 11 keeps every run under the 13 that pastes). */
export const MAX_CLAUSE_WORDS = 18;
const MAX_RUN_WORDS = 11;

export interface EvidenceClause {
  /** Lower-case first (names keep their casing), no final stop: "grew retention to 118%". */
  text: string;
  measured: boolean;
  /** Led by its own subject ("compliance rose to 96%"), not by the person's verb. */
  subject: boolean;
  /** The leading verb's lemma ("grow"), or "" for a clause led by its own subject. */
  lemma: string;
  /** The bullet it was read from: two of one bullet joined back by "and" would paste it. */
  bullet?: string;
  /** The result of work shared with people ("built the templates with the informatics team,
   * cutting documentation time"): said as "we", not as the person's own. */
  shared?: boolean;
  /** Led by "it" for the thing the clause before it made: said only right after that clause. */
  refersBack?: boolean;
}

// "Awarded Employee of the Year" is something done to the person: a letter cannot say "I awarded".
const PASSIVE = new Set(
  `awarded promoted selected recognized recognised nominated elected invited honored honoured appointed
  named chosen granted featured certified hired rated ranked licensed`.split(/\s+/),
);

// Said of the person, not by them, each with the word that follows: "tasked with", "charged
// with", "entrusted with", "involved in". A letter says "I was tasked with…", "I was involved in…".
const GIVEN: Record<string, string> = { task: "with", charge: "with", entrust: "with", involve: "in" };

// After one of these a verb form is the phrase's object ("by re-slotting"), not a new action.
const PREPOSITIONS = new Set(
  `with for during on in at across to from over under within by via through among between into per
  including alongside throughout while after before using that which who where if whether`.split(/\s+/),
);
/** Words by which a clause points back at the one before it ("in the technique", "used it"). */
const REFERS_BACK =
  /\b(?:it|them|this|these|those|the same|the (?:technique|method|process|approach|procedure|tool|system|model|programme|program|practice|protocol|platform|framework|workflow))\b/i;

/** Verbs of making: what follows "Built X, …ing" is X's doing. */
const MAKING = new Set(
  "build rebuild create develop design write implement launch deploy introduce prototype engineer code program".split(
    " ",
  ),
);

/** What a made thing does rather than its maker: "…, catching 30+ bad loads", "…, showing 12% better". */
const SYSTEM_DOES = new Set(
  "catch show flag detect predict demonstrate prove serve process route alert score classify recommend match forecast indicate".split(
    " ",
  ),
);

/** Pronouns that open a relative clause: its verbs belong to the noun before it. */
const RELATIVE = new Set(["that", "which", "who"]);

/**
 * "Supports LightGBM, XGBoost and PyTorch rankers": a project's line led by a verb in the third
 * person says what the project does, not what its maker did; a letter cannot say "I support".
 * (A job's "Manages calendars" is the person written in the third person: only projects.)
 */
export function saysWhatItDoes(line: string): boolean {
  const first =
    line
      .trim()
      .replace(/^[-•*]\s*/, "")
      .split(" ", 1)[0] ?? "";
  return readVerb(first.toLowerCase())?.form === "third";
}

/** "Personally closed the largest deal" -> "closed the largest deal": compromise knows the adverb. */
function withoutLeadingAdverb(words: string[]): string[] {
  const adverb =
    tagWords(words.slice(0, 2).join(" "))[0]?.tags.has("Adverb") && (words[0] ?? "").endsWith("ly");
  return adverb && readVerb(words[1] ?? "") ? words.slice(1) : words;
}

/**
 * The bullet's clauses in the role's tense, each at most `maxWords` long (a letter's limit by
 * default). A phrase naming one of `keep` (the requirement the bullet answers) is never dropped.
 */
export function evidenceClauses(
  bullet: string,
  tense: Tense,
  maxWords = MAX_CLAUSE_WORDS,
  keep: readonly string[] = [],
): EvidenceClause[] {
  // The grammar is the slow part of a letter or a summary, and the same bullets come back.
  const key = `${tense}:${maxWords}:${keep.join("|")}:${bullet}`;
  const cached = CACHE.get(key);
  if (cached) return cached;
  const clauses = readClauses(bullet, tense, maxWords, keep);
  if (CACHE.size >= 500) CACHE.delete(CACHE.keys().next().value as string);
  CACHE.set(key, clauses);
  return clauses;
}
const CACHE = new Map<string, EvidenceClause[]>();

function readClauses(
  bullet: string,
  tense: Tense,
  maxWords: number,
  keep: readonly string[],
): EvidenceClause[] {
  const polished = polishBullet(bullet, tense);
  const written = trimEndChars(polished.text, ".!?").split(" ");
  const words = withoutLeadingAdverb(written);
  const verbs = verbReadings(words);
  // "Staff RN on a 32-bed unit": the lexicon knows "staff", the bullet polisher knows it is a title.
  // "Working with finance to forecast demand" is an action all the same: an -ing word before a
  // preposition is a verb, where one before a noun may name a thing ("Teaching evaluations 4.8/5").
  const acts = verbs[0]?.form === "gerund" && PREPOSITIONS.has((words[1] ?? "").toLowerCase());
  if (!polished.verbLed && words === written && readVerb(words[0] ?? "") && !acts) verbs[0] = undefined;
  const first = (words[0] ?? "").toLowerCase();
  if (PASSIVE.has(first) || (words[1] ?? "").toLowerCase() === "by") return [];
  // A bullet in the past ("Analyzed …, identifying …") keeps its -ing results in the past, even
  // in a current job: a one-time finding is not a duty.
  const own: Tense = verbs[0]?.form === "past" ? "past" : tense;
  const clauses: EvidenceClause[] = [];
  let previousDone = false;
  /** Whether the part before was said as a clause (not dropped as too long or not the person's). */
  let previousSaid = false;
  /** Whether the part before says it was done with people ("with the informatics team"). */
  let sharedBefore = false;
  const firstLemma = verbs[0]?.lemma ?? "";
  /** The part before ends in a list of means ("…in 10 months by re-costing all 46 items,"). */
  let meansOpen = false;
  for (const [index, part] of splitClauses(words, verbs).flatMap(resultOfItsObject).entries()) {
    if (index > 0 && nounBeforeItsVerb(part)) part.verb = undefined;
    // "…by re-costing 46 items, moving to whole-animal butchery…": see listsMeans.
    if (meansOpen && index > 0 && part.verb?.form === "gerund") {
      const before = previousSaid ? clauses.at(-1) : undefined;
      if (before) before.text = withoutMeansList(before.text);
      continue;
    }
    meansOpen = listsMeans(part.words.join(" "));
    // "Lead designer on 9 projects, including the rebrand": the -ing clause hangs on a noun, and
    // "…, which led to targeted support" is a consequence: neither is something the person did.
    // A bullet that opens with one ("Working with finance to forecast demand") says what they do.
    // An -ing result ("…, removing a network hop") is the doing of the clause before it: when that
    // clause could not be said, the result alone would read as the next thing listed (blind
    // review: a sidecar's latency saving read as a feature store's).
    const saidBefore = previousSaid;
    previousSaid = false;
    const hangs = part.verb?.form === "gerund" && index > 0 && (!previousDone || !saidBefore);
    // "Built the data-quality checks, catching 30+ bad loads a year": after a verb of making, an
    // -ing verb of what systems do (catch, show, flag, predict) is the thing's doing, not the
    // person's act; an impact ("…, cutting documentation time 37%") stays the person's.
    const itsDoing =
      part.verb?.form === "gerund" && index > 0 && MAKING.has(firstLemma) && SYSTEM_DOES.has(part.verb.lemma);
    const second = (part.words[1] ?? "").toLowerCase();
    // "…, used by 3 charities" (or "now used by 14 teams") is done to the work, not by the person.
    const consequence =
      (part.verb?.lemma === "lead" && second === "to") ||
      (part.verb && second === "by") ||
      usedBy(part.words);
    previousDone = part.verb !== undefined;
    // A result of work done with others is theirs together (blind review: "I cut documentation
    // time" made the informatics team's result sound like hers alone).
    const shared = part.verb?.form === "gerund" && index > 0 && sharedBefore;
    sharedBefore = sharedWithPeople(part.words);
    // "…kitchen: stocks, sauces, charcuterie": a first word a comma ends heads a list of things.
    const listed = (part.words[0] ?? "").endsWith(",");
    // "…, and named Associate of the Quarter": done to the person, wherever it stands.
    const passive = PASSIVE.has((part.words[0] ?? "").toLowerCase());
    // "…claim-severity models for personal auto, filed with regulators in 9 states": a verb that
    // takes an object, met with none and a preposition, says what was done to the thing before.
    const doneToIt =
      index > 0 &&
      part.verb?.form === "past" &&
      TAKES_OBJECT.has(part.verb.lemma) &&
      PREPOSITIONS.has((part.words[1] ?? "").toLowerCase());
    if (hangs || itsDoing || consequence || listed || passive || doneToIt || part.verb?.lemma === "include")
      continue;
    // "Tasked with maintaining the database" keeps its part as "I was tasked with…" (issue 33 §3).
    const given =
      part.verb?.form === "past" && GIVEN[part.verb.lemma] === (part.words[1] ?? "").toLowerCase();
    if (given) {
      part.words = [
        tense === "present" ? "am" : "was",
        lowerFirst(part.words[0] ?? ""),
        ...part.words.slice(1),
      ];
      part.verbs = [undefined, ...part.verbs];
    }
    const short = shortenClause(
      part.verb ? inTense(part.words, part.verbs, part.verb.form === "gerund" ? own : tense) : part.words,
      part.verbs,
      {
        words: maxWords,
        run: Math.min(maxWords, MAX_RUN_WORDS),
        keep,
      },
    );
    // A clause with its own subject ("compliance rose from 81% to 96%") is kept for its result;
    // one that opens a quotation it does not close ("rated 'best supply room") is cut inside it.
    if (
      !short ||
      (!part.verb && !(isMeasured(short) && statesResult(part) && (part.refersBack || namesItsSubject(part))))
    )
      continue;
    if (unbalancedQuotes(short)) continue;
    // "designed a self-venting seal cartridge" without "that cut warranty claims 40%": a line's
    // result cut to fit leaves a chore (blind review); the clause is not used, and stronger work
    // is said instead.
    if (part.verb && RESULT_FIGURE.test(part.words.join(" ")) && !STANDALONE_NUMBER.test(short)) continue;
    // "…and trained 6 visiting scientists in the technique": a clause pointing back at the one
    // before it is said with it ("designed the intake process and trained 12 staff to use it");
    // alone, "the technique" names nothing.
    // "it cut warranty claims 40%" names its maker only after "designed a seal cartridge".
    if (part.refersBack && !saidBefore) continue;
    if (index > 0 && !part.refersBack && REFERS_BACK.test(short)) {
      const before = clauses.at(-1);
      const joined = before && `${before.text} and ${lowerFirst(short)}`;
      // Joined, the two may run back into the bullet's own words: only while that stays short.
      const fits = joined && joined.split(" ").length <= Math.min(maxWords, MAX_RUN_WORDS);
      if (before && joined && !before.subject && fits) {
        before.text = joined;
        before.measured ||= isMeasured(short);
        previousSaid = true;
      }
      continue;
    }
    previousSaid = true;
    clauses.push({
      text: lowerFirst(short),
      measured: isMeasured(short),
      subject: !part.verb,
      lemma: part.verb?.lemma ?? "",
      bullet,
      ...(shared ? { shared: true } : {}),
      ...(part.refersBack ? { refersBack: true } : {}),
    });
  }
  return clauses;
}

/**
 * Each word read as a verb or not: our action-verb lexicon first, then compromise's tagger for
 * verbs the lexicon lacks ("Precepted", "Pull"), but not where it guesses a title ("Staff RN").
 */
function verbReadings(words: string[]): (VerbReading | undefined)[] {
  const tagged = tagWords(words.join(" "));
  return words.map((word, i) => {
    const bare = trimEndChars(word, ",;:");
    const known = readVerb(bare);
    if (known) return known;
    const tags = tagged[i]?.tags ?? new Set<string>();
    if (!tags.has("Verb") || trimEndChars(tagged[i]?.text ?? "", ",;:") !== bare) return undefined;
    const next = words[i + 1] ?? "";
    const form: VerbForm | undefined = tags.has("PastTense")
      ? "past"
      : tags.has("Gerund")
        ? "gerund"
        : i === 0
          ? "base"
          : undefined;
    // "Staff RN", "React + TypeScript": a title or a tool the tagger took for an order.
    const order = form === "base" && /^\p{L}/u.test(next) && !/^\p{Lu}{2,}/u.test(next);
    if (!form || (form === "base" && !order) || skillFor(bare)) return undefined;
    // "…, written during my postdoc": a participle that is not the simple past says what was
    // done to the thing; "I writtened" or "I wrote during my postdoc" would be wrong.
    if (form === "past" && isParticipleOnly(bare)) return undefined;
    return { lemma: infinitiveOf(bare, form), form };
  });
}

/**
 * Where a new action starts: after ";", or at ", ", "and", ", and", "then" when a past or -ing
 * verb follows ("…templates, cutting documentation time…"; "…go-live and logged 310+ issues").
 * A list of things ("vital signs, blood glucose and ECGs") is not cut.
 */
function splitClauses(words: string[], verbs: (VerbReading | undefined)[]): ClauseWords[] {
  const parts: ClauseWords[] = [];
  let start = 0;
  const close = (end: number) => {
    const slice = words
      .slice(start, end)
      .map((word, i, all) => (i === all.length - 1 ? trimEndChars(word, ",;:") : word));
    // "Notifications: Service for sending email": after a label's colon, a word in its base form
    // heads a description ("Service", "Core service"), not an order; a past form is still an action.
    const labelled = (words[start - 1] ?? "").endsWith(":") && verbs[start]?.form !== "past";
    const verb = labelled ? undefined : verbs[start];
    if (slice.length) parts.push({ words: slice, verbs: verbs.slice(start, end), verb });
  };
  // "a triage model that doubled the hit rate and prevented $14M in payments": after a relative
  // pronoun and its verb, the verbs joined to it are the model's too, not the person's acts.
  let relative = false;
  // Words inside brackets are an aside of one thing ("(fixtures, conveyors, guarding)"): no new
  // action starts there, or a clause would open with "guarding)".
  let depth = 0;
  for (let i = 1; i < words.length; i++) {
    const previous = words[i - 1] ?? "";
    depth = Math.max(0, depth + (previous.split("(").length - 1) - (previous.split(")").length - 1));
    if (depth > 0) continue;
    if (/[;:]$/.test(previous)) relative = false;
    if (RELATIVE.has(previous.toLowerCase()) && verbs[i]) relative = true;
    // "by re-slotting 1,900 SKUs" is how, not a second action.
    if (PREPOSITIONS.has(previous.toLowerCase()) || (relative && !/[;:]$/.test(previous))) continue;
    const joiner = /^(and|then)$/i.test(words[i] ?? "") ? 1 : 0;
    // "performed cash, receivables, and fixed asset testing": after a list of two or more
    // comma-joined items, ", and" adds the last item, not a new action.
    if (joiner && previous.endsWith(",") && words.slice(start, i - 1).some((word) => word.endsWith(",")))
      continue;
    // "cash, receivables, fixed asset and payroll testing": one-word items between commas are a
    // list of things, and a past form inside it ("fixed") is an adjective, not a new action.
    if (!joiner && previous.endsWith(",") && inWordList(words, start, i)) continue;
    const next = verbs[i + joiner];
    // ", cutting time by 37%" is a result; "and re-slotting SKUs" after "by re-running" is the how.
    const action = next !== undefined && (next.form === "past" || (next.form === "gerund" && !joiner));
    if (
      previous.endsWith(";") ||
      previous.endsWith(":") ||
      (action && (previous.endsWith(",") || joiner) && i - start >= 3)
    ) {
      close(i);
      start = i + joiner;
      i += joiner;
    }
  }
  close(words.length);
  return parts;
}

/** Whether the two comma-ended items before `at` are single words ("cash, receivables,"). */
function inWordList(words: string[], start: number, at: number): boolean {
  const one = (i: number) =>
    (words[i] ?? "").endsWith(",") && (i - 1 <= start || (words[i - 1] ?? "").endsWith(","));
  return at - 2 > start && one(at - 1) && one(at - 2);
}

/** "growing retention" -> "grew retention" (past) or "grow retention" (present, after "I"). */
function inTense(words: string[], verbs: (VerbReading | undefined)[], tense: Tense): string[] {
  const verb = verbs[0];
  if (!verb || (verb.form === "past" && tense === "present")) return words;
  const said = (reading: VerbReading) => {
    const forms = verbForms(reading.lemma) ?? conjugate(reading.lemma);
    return tense === "past" ? forms.past : forms.base;
  };
  // "moving to X and renegotiating with Y": the verbs joined to the first take its new form too.
  return words.map((word, i) => {
    const reading = verbs[i];
    const joined = i === 0 || (/^(and|or)$/i.test(words[i - 1] ?? "") && reading?.form === verb.form);
    // A verb already in the form wanted keeps the person's spelling ("Modelled", not "modeled").
    const wanted = tense === "past" ? "past" : "base";
    if (joined && reading && reading.form === wanted) return word;
    return joined && reading ? `${said(reading)}${word.endsWith(",") ? "," : ""}` : word;
  });
}

function unbalancedQuotes(text: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return count(/["“”]/g) % 2 === 1 || count(/(?<!\p{L})'|'(?!\p{L})/gu) % 2 === 1;
}

function lowerFirst(text: string): string {
  const [first = "", ...rest] = text.split(" ");
  // Acronyms and names ("AWS", "iOS") keep their capitals.
  const word = /^\p{Lu}\p{Ll}*$/u.test(first) ? first.toLowerCase() : first;
  return [word, ...rest].join(" ");
}
