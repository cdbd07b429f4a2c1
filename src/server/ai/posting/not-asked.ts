import { isEverydayWord } from "../language/word-frequency.ts";

// Where a phrase stands in its line can say it is no requirement, whatever the phrase is (issue
// 32): a team the job works with, a department a manager heads, what the job says it does not
// need or will teach, a verb after "ability to", an adjective after "highly", a word of a title
// written in Title Case. Each test reads only the words around the phrase, never the phrase.

/** Nouns that make the words before them a unit of the employer ("Sales and Marketing teams"). */
const UNIT_NOUN = /\b(teams|departments?|divisions?|orgs?|organi[sz]ations?)\b/i;

/** Words that end a list of names: a preposition or a verb starts the rest of the sentence. */
const LIST_BREAK = new Set(
  "to for with in on by of at from that which who while using via used like such as is are be will can".split(
    " ",
  ),
);

/**
 * "workflows used by engineering, design, and product teams", "our GTM organization": a list of
 * names ending in a team or organisation noun names parts of an employer, not skills. Not when
 * the list is of verbs taking the teams as object ("recruiting, training and coaching teams"),
 * and "organisations" only after names ("Sales and Marketing organizations"): "non-profit
 * organisations" are a kind of employer, which a posting may ask experience of.
 */
function namesUnit(after: string, capitalised: boolean): boolean {
  const clause = after.split(/[.;:()]/, 1)[0] ?? "";
  const unit = UNIT_NOUN.exec(clause);
  if (!unit || (/^organi/i.test(unit[0]) && !capitalised)) return false;
  const between = clause
    .slice(0, unit.index)
    .split(/[\s,]+/)
    .filter(Boolean);
  const last = between[between.length - 1] ?? "";
  if (/^\p{Ll}+ing$/u.test(last)) return false;
  return between.length <= 8 && !between.some((word) => LIST_BREAK.has(word.toLowerCase()));
}

/**
 * "Collaborate with UX Design to …", "other teams, including Product Development, Sales, and
 * Marketing", "internal customers including PeopleOps, Tax": whom the job works with, named
 * right after the verb or in a list of the employer's teams, are teams, not skills. (External
 * partners, "vendors including PEOs", are kinds of firm a posting may ask to know.)
 */
const WORKS_WITH = /\b(?:collaborate|coordinate|partner|liaise|work closely)s? with\s*$/i;
const TEAMS_INCLUDING =
  /\b(?:teams|departments|functions|internal \w+),? including(?: but not limited to)?\s/gi;

function worksWith(before: string): boolean {
  if (WORKS_WITH.test(before)) return true;
  const starts = [...before.matchAll(TEAMS_INCLUDING)];
  const last = starts[starts.length - 1];
  if (!last) return false;
  const between = before.slice((last.index ?? 0) + last[0].length);
  const words = between.split(/[\s,&]+/).filter(Boolean);
  return (
    !/[.;:]/.test(between) && words.length <= 12 && !words.some((word) => LIST_BREAK.has(word.toLowerCase()))
  );
}

/** "reports to the Director of User Experience Research", "Director, Data & Analytics": a unit a post heads. */
const HEADED_BY = /\b(?:director|manager|head|vp|vice president|chief|lead)(?: of(?: the)?|,)\s*$/i;

/**
 * "the position does not involve any software development", "research experience is not
 * necessary": what a posting says it does not need is not asked.
 */
const NOT_NEEDED = /\bnot (?:involve|require|need|necessary|required|needed|expected|essential)\b/i;
/** "… are not required for this position but are a bonus": not needed, still preferred. */
const BUT_WELCOME = /\bbut\b[^.]{0,40}\b(?:bonus|plus|preferred|welcome|nice to have|desirable|asset)\b/i;

/** "Be ready to learn how to use X", "you will learn X": what the job will teach is not asked first. */
const WILL_LEARN = /\b(?:to|will|you'll|you’ll) learn\b/i;

/** "ability to onboard", "able to triage": the word after the infinitive is a verb, what the person does. */
const INFINITIVE_OF_ABILITY = /\b(?:ability|abilities|able|capacity|willingness|how) to\s*$/i;

/** The clause (between commas, semicolons or full stops) that holds a span. */
function clauseAround(text: string, start: number, end: number): string {
  const from = Math.max(
    text.lastIndexOf(",", start),
    text.lastIndexOf(";", start),
    text.lastIndexOf(".", start - 2),
  );
  const stops = [",", ";", ". "].map((stop) => text.indexOf(stop, end)).filter((at) => at >= 0);
  return text.slice(from + 1, stops.length ? Math.min(...stops) : text.length);
}

/**
 * "Know Before You Go": in a run of capitalised everyday words mid-sentence, capitals are a
 * title's style, so an everyday word there ("Go", "Swift") is no product's name.
 */
function inTitleCase(text: string, start: number, written: string): boolean {
  if (/\s/.test(written) || !isEverydayWord(written)) return false;
  const head = text.slice(0, start).trimEnd();
  const previous = head.slice(
    Math.max(head.lastIndexOf(" "), head.lastIndexOf("\t"), head.lastIndexOf("\n")) + 1,
  );
  const beforePrevious = head.slice(0, head.length - previous.length).trim();
  const midSentence = beforePrevious !== "" && !/[.!?:]$/.test(beforePrevious);
  return midSentence && /^\p{Lu}\p{Ll}+$/u.test(previous) && isEverydayWord(previous);
}

/** The phrase at text[start, end) is, by where it stands, no requirement of the job. */
export function standsAsNoRequirement(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  const written = text.slice(start, end);
  const lowerCase = written === written.toLowerCase();
  const capitalised = /^\p{Lu}/u.test(written);
  const clause = clauseAround(text, start, end);
  const clauseBefore = clause.slice(0, Math.max(0, clause.indexOf(written)));
  return (
    namesUnit(text.slice(end), capitalised) ||
    (capitalised && worksWith(before)) ||
    HEADED_BY.test(before) ||
    (NOT_NEEDED.test(clause) && !BUT_WELCOME.test(text.slice(end))) ||
    WILL_LEARN.test(clauseBefore) ||
    (lowerCase && !/\s/.test(written) && INFINITIVE_OF_ABILITY.test(before)) ||
    inTitleCase(text, start, written)
  );
}

/** Where an open term was read in its line (undefined when the tagger rewrote its words). */
export function spanOf(text: string, phrase: string): [number, number] | undefined {
  const at = text.toLowerCase().indexOf(phrase.toLowerCase());
  return at < 0 ? undefined : [at, at + phrase.length];
}
