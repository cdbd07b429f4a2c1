import { languageNamed } from "../language/languages.ts";
import { STOPWORDS } from "../language/stopwords.ts";
import { isEverydayWord, spokenCount } from "../language/word-frequency.ts";
import { isWorldPlace, namesWorldPlace } from "../language/world-places.ts";
import { type NounPhrase, nounPhrases } from "./noun-phrases.ts";

// Terms a posting asks for in its own words, whether or not the skills knowledge base knows them
// (issue 32): the noun phrases of its duty and requirement lines, less what is generic English.
// A phrase is kept when it names something (a product, an acronym), or when one of its words is
// rare in everyday speech ("reconciliation", "garnishments", "runbooks"): that is what makes
// "credit card account reconciliation" a skill and "a daily basis" none.

/** Nouns that say how much or how well, not what: the words before them are the term. */
const QUALIFIER_HEADS = new Set([
  "experience",
  "skills",
  "skill",
  "knowledge",
  "background",
  "expertise",
  "proficiency",
  "understanding",
  "familiarity",
  "abilities",
  "ability",
  "capabilities",
  "competence",
  "competency",
  // "a manufacturing environment", "inventory control concepts": the setting or the ideas of a
  // practice; its modifier is what is asked.
  "environment",
  "environments",
  "setting",
  "settings",
  "concepts",
  "principles",
  "fundamentals",
]);

/** A category alone names no skill ("systems", "tools", "analysis"): it needs a modifier. */
const BARE_CATEGORIES = new Set(
  (
    "system systems tool tools process processes platform platforms solution solutions technology " +
    "technologies software product products service services program programs practice practices method " +
    "methods approach approaches analysis data content management operations development design support " +
    "production completion quality strategy strategies language languages field fields subject subjects"
  ).split(" "),
);

/**
 * Heads of phrases that are never a requirement, in any field: the work's bookkeeping (tasks,
 * duties, results), time and manner (basis, time, way), and people and teams, who are whom the
 * job works with ("team members", "key stakeholders", "the hiring manager"), not what it asks.
 */
export const GENERIC_HEADS = new Set(
  (
    "task tasks duty duties activity activities result results need needs item items thing things " +
    "way ways manner basis time times day days week weeks year years month months date dates " +
    "opportunity opportunities priority priorities goal goals area areas part parts aspect aspects " +
    "issue issues matter matters problem problems request question questions example examples " +
    "role roles position positions job jobs work plus bonus requirement requirements qualification " +
    "qualifications responsibility responsibilities expectation expectations level levels " +
    "team teams member members people person staff employee employees colleague colleagues peer peers " +
    "partner partners stakeholder stakeholders leader leaders leadership manager managers director " +
    "directors head heads officer officers candidate candidates individual individuals customer " +
    "customers client clients user users group groups department departments organization " +
    "organisation company companies business businesses everyone anyone someone others variety range " +
    // Agent nouns of roles: who does the work, not what is asked ("UX Researcher", "self-starter").
    "engineer engineers developer developers designer designers analyst analysts administrator " +
    "administrators coordinator coordinators specialist specialists researcher researchers writer " +
    "writers scientist scientists architect architects representative representatives executive " +
    "executives consultant consultants recruiter recruiters counsel lead leads assistant assistants " +
    "associate associates intern interns contributor contributors communicator player starter advocate " +
    "owner owners expert experts professional professionals practitioner practitioners " +
    // Values and culture a posting shares, not skills it tests ("team values openness, honesty").
    "honesty fairness transparency openness equity inclusion diversity integrity enthusiasm passion " +
    "curiosity empathy humility motivation perspective perspectives growth mindset attitude " +
    // Personal qualities a posting hopes for (labelling rule 8: soft, never a hard term), and the
    // company's own culture ("our values").
    "initiative tact urgency ambiguity flexibility instinct instincts knack willingness judgment " +
    "judgement humor humour attention mastery achievement achievements values culture " +
    // How carefully a person works, a quality as "attention" is ("exceptional level of accuracy").
    "accuracy thoroughness diligence discretion dependability reliability punctuality " +
    // Screening and paperwork of hiring, never a skill (eligibility is not asked as a skill).
    "screen screening check checks sponsorship vaccination vaccinations immunization immunizations " +
    "cv resume résumé letter letters reference references " +
    // Parts of multiword prepositions ("in accordance with", "on behalf of", "in terms of").
    "accordance addition behalf regard respect terms order"
  ).split(" "),
);

/** "strong", "proven", "excellent": how much of a term is asked, not part of its name. */
const DEGREE_WORDS = new Set(
  (
    "strong proven excellent solid good great deep extensive demonstrated relevant related various other " +
    "proper appropriate effective successful new additional multiple several many some all any each every " +
    "high-quality advanced working hands-on exceptional outstanding superb significant key main overall " +
    "general specific current existing ongoing daily weekly monthly timely accurate clear detailed"
  ).split(" "),
);

/** Steps and units of any piece of work, named alone (see trimmed). */
const PROJECT_STEPS = new Set(
  (
    "proposal proposals discussion discussions execution inception conception completion delivery " +
    "kickoff handoff project projects initiative initiatives undertaking"
  ).split(" "),
);

const RUNGS = /^(levels?|tiers?|grades?|steps?|bands?|phases?|stages?)$/;
const DURATION = /^(years?|months?|weeks?|days?|hours?|minutes?|yrs?)$/;
/** A month names a date ("December 2025"): when, not what. */
const MONTH = /^(january|february|march|april|june|july|august|september|october|november|december)$/;

export interface OpenTerm {
  text: string;
  /** Lower-case words, for matching against the knowledge base's hits on the same line. */
  words: string[];
  named: boolean;
  /** Asked for in so many words ("experience with X", "knowledge of X", a list so asked). */
  framed: boolean;
  /** The whole line it was read from ("- Credit card account reconciliation"). */
  whole: boolean;
  /** A language ("English"), asked for as a skill. */
  language?: boolean;
}

function trimmed(phrase: NounPhrase): OpenTerm | undefined {
  let words = phrase.text.split(" ");
  // "or a similar reporting tool": a category standing in for the term named before it.
  if (/^(similar|comparable|equivalent|other)$/i.test(words[0] as string)) return undefined;
  let first = 0;
  while (first < words.length - 1 && DEGREE_WORDS.has((words[first] as string).toLowerCase())) first++;
  words = words.slice(first);
  const last = (words[words.length - 1] as string).toLowerCase();
  // "paralegal experience" asks for paralegal work; "experience" alone asks for nothing named.
  if (QUALIFIER_HEADS.has(last)) {
    if (words.length === 1) return undefined;
    words = words.slice(0, -1);
  }
  const language = languageNamed(words);
  if (language)
    return {
      text: language,
      words: [language.toLowerCase()],
      named: true,
      framed: phrase.framed,
      whole: !!phrase.whole,
      language: true,
    };
  const lower = words.map((word) => word.toLowerCase());
  // A pronoun or another function word the tagger took for a noun ("work with him") names nothing.
  if (lower.every((word) => STOPWORDS.has(word))) return undefined;
  if (
    GENERIC_HEADS.has(lower[lower.length - 1] as string) ||
    isWorldPlace(words.join(" ")) ||
    namesWorldPlace(words)
  )
    return undefined;
  // "Level 1", "Tier 2", "grade 6": a rung of a ladder (a job grade, a support tier), not a skill.
  if (/^\d+$/.test(lower[lower.length - 1] as string) && RUNGS.test(lower[lower.length - 2] ?? ""))
    return undefined;
  // A duration or a count ("30 minute screening call", "3-5 years", "2") is how long, not what.
  if (lower.some((word) => DURATION.test(word) || MONTH.test(word)) || !/\p{L}/u.test(lower[0] as string))
    return undefined;
  // A possessive is an owner ("GitLab's product"), not a skill; "self-" words describe a person.
  if (words.some((word) => /['’]s$/.test(word)) || /^self-/.test(lower[0] as string)) return undefined;
  const rare = lower.some((word) =>
    word.split(/[-/&]/).some((part) => /\p{L}{3}/u.test(part) && !isEverydayWord(part)),
  );
  // A name is a thing English has no word for: an acronym ("SOX", "JPAS"), a coined spelling
  // ("NetSuite", "select2"), or a capitalised word no subtitle says ("Coupa", "Radford").
  // "Calendar", "Security" or "Enterprise" capitalised mid-line are English, not named products.
  const coined = (word: string) =>
    /^\p{Lu}[\p{Lu}\d&]+s?$|\p{Ll}\p{Lu}|\d/u.test(word) ||
    (/^\p{Lu}/u.test(word) && spokenCount(word) === 0);
  const named = words.some(coined) && (phrase.named || words.length > 1 || coined(words[0] as string));
  if (!rare && !named) return undefined;
  // "a statistical language", "a relevant field": a category with only adjectives is still one.
  if (BARE_CATEGORIES.has(lower[lower.length - 1] as string) && (words.length === 1 || phrase.adjectivesOnly))
    return undefined;
  // "production-quality", "data-driven": a compound adjective describes, it names nothing.
  if (
    words.length === 1 &&
    /-(quality|based|driven|oriented|level|facing|minded|focused)$/.test(lower[0] as string)
  )
    return undefined;
  // The steps every project goes through ("including proposal, discussion, and execution") are
  // no skill of any field when alone; a modifier can make one ("grant proposals" stays).
  if (words.length === 1 && PROJECT_STEPS.has(lower[0] as string)) return undefined;
  // One common-looking word alone ("review", "execution") is a term only among others in a list
  // ("forecasting, reconciliation") or as the name of a practice (recruiting, typography, statistics).
  if (
    words.length === 1 &&
    !named &&
    !phrase.listed &&
    !/(ing|ics|ogy|ism|ysis|phy)$/.test(lower[0] as string)
  )
    return undefined;
  return { text: words.join(" "), words: lower, named, framed: phrase.framed, whole: !!phrase.whole };
}

/** The terms a line names in its own words. */
export function openTerms(text: string): OpenTerm[] {
  return nounPhrases(text)
    .map(trimmed)
    .filter((term): term is OpenTerm => term !== undefined)
    .flatMap(alternatives);
}

/**
 * "VLOOKUP/XLOOKUP", "MEDDIC/MEDDPICC": a slash between two names is "or", and either answers
 * the posting, so each is a term. Short pairs stay whole: "BA/BS", "CI/CD", "JD/LLB" are each
 * written as one thing.
 */
function alternatives(term: OpenTerm): OpenTerm[] {
  if (term.words.length !== 1 || !term.named) return [term];
  const parts = term.text.split("/");
  if (parts.length < 2 || parts.some((part) => part.length < 4 || !/^\p{Lu}/u.test(part))) return [term];
  return parts.map((part) => ({ ...term, text: part, words: [part.toLowerCase()] }));
}
