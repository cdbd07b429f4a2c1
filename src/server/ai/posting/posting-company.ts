import { MAX_POSTING } from "../../../shared/field-formats.ts";
import { namesRole } from "./posting-title.ts";

// The employer's name from the posting's own sentences, for a posting whose header does not give
// it (pasted from a careers page, not a job board). Each cue below is a way postings speak of
// their employer; each sighting scores the name that follows (or precedes) it, and the name with
// the most, at least MIN_SCORE, is the company. A name the posting only mentions in passing (a
// tool, a client, a past employer asked for) never reaches it.

/** One clear cue (3) or two weaker sightings: a lone "X's" or "at X" names no employer. */
const MIN_SCORE = 2;
/** A company's name has at most this many words ("Halcyon Institute for Cardiovascular Research"). */
const MAX_NAME_WORDS = 5;

/** Words that are capitalised in a heading or at a sentence's start but name no organisation. */
const NOT_NAMES = new Set(
  (
    "a an our we us you your their this that these it its my he she they who what why how " +
    "role team job position company organisation organization opportunity department program " +
    "candidate applicant everyone people least home work remote site closed filled urgent update"
  ).split(" "),
);

/**
 * A name's word: capitalised ("GitLab", "Carpentries"), a number ("3M"), or a lower-case prefix
 * before a capital, as some names are written ("rOpenSci", "eBay").
 */
function isNameWord(word: string): boolean {
  return /^[\p{Lu}\d]/u.test(word) || /^\p{Ll}{1,3}\p{Lu}/u.test(word);
}

interface Word {
  /** Without the punctuation around it. */
  text: string;
  /** Punctuation after the word ends a name: "At GitLab, UX Researchers…". */
  closes: boolean;
  /** The word opens a sentence (or a line). */
  opens: boolean;
  /** "GitLab's", "Carpentries’": the possessive mark was taken off `text`. */
  possessive: boolean;
}

const TRAILING = new Set([...'.,;:!?)"”]']);

/** The word without the punctuation after it, cut with an index (a regex would backtrack). */
function withoutTrailing(word: string): string {
  let end = word.length;
  while (end > 0 && TRAILING.has(word[end - 1] as string)) end--;
  return word.slice(0, end);
}

function wordsOf(line: string): Word[] {
  const words: Word[] = [];
  let opens = true;
  for (const raw of line.split(/\s+/)) {
    if (!raw) continue;
    const text0 = raw.replace(/^[("“'‘[]+/u, "");
    const closes = /[.,;:!?)"”\]]$/u.test(text0);
    let text = withoutTrailing(text0);
    const possessive = /['’]s$/u.test(text);
    if (possessive) text = text.slice(0, -2);
    if (text) words.push({ text, closes, opens, possessive });
    opens = /[.!?:]$/.test(text0);
  }
  return words;
}

/** The name starting at words[from], read forwards: "The Carpentries", "Delgado & Finch LLP". */
function nameAfter(words: Word[], from: number): string {
  const taken: string[] = [];
  for (let i = from; i < words.length && taken.length < MAX_NAME_WORDS; i++) {
    const word = words[i] as Word;
    const joins = (word.text === "&" || word.text === "of") && taken.length > 0;
    if (!joins && !isNameWord(word.text)) break;
    taken.push(word.text);
    if (word.closes || word.possessive) break;
  }
  while (taken.length && /^(&|of)$/.test(taken[taken.length - 1] as string)) taken.pop();
  return validName(taken);
}

/** The name ending at words[to - 1] that opens its sentence: "rOpenSci seeks…", "The Carpentries is…". */
function nameBefore(words: Word[], to: number): string {
  let from = to;
  while (from > 0 && to - from < MAX_NAME_WORDS && isNameWord((words[from - 1] as Word).text)) {
    from--;
    if ((words[from] as Word).opens) break;
  }
  if (from === to || !(words[from] as Word).opens) return "";
  if (words.slice(from, to - 1).some((word) => word.closes)) return "";
  return validName(words.slice(from, to).map((word) => word.text));
}

function validName(taken: string[]): string {
  // "2 - 4 Team Members": a number alone names nothing.
  if (!taken.some((word) => /\p{L}/u.test(word))) return "";
  if (taken.some((word) => NOT_NAMES.has(word.toLowerCase()))) return "";
  // "The" alone, or a job ("a Community Manager"), is no organisation.
  if (taken.length === 1 && /^the$/i.test(taken[0] as string)) return "";
  const name = taken.join(" ");
  return namesRole(name) ? "" : name;
}

const lower = (word: Word | undefined) => word?.text.toLowerCase() ?? "";

/** Verbs an organisation does as the subject of a posting's sentence: "X is hiring", "X seeks". */
const HIRING_AFTER_NAME: string[][] = [
  ["is", "hiring"],
  ["is", "seeking"],
  ["is", "looking"],
  ["seeks"],
  ["is", "committed"],
  ["is", "an", "equal"],
  ["is", "proud"],
  ["are", "hiring"],
];
/** "team members at X", "Backend Engineers at X": the people of a workplace. */
const PEOPLE_AT = new Set(
  "team role position job career work working life member employee people staff program department division colleague".split(
    " ",
  ),
);

/**
 * The employer the posting's sentences name, or "" when they name none clearly. `title`: the job's
 * title, so "an Information Technology Developer for The Carpentries" reads the name after it.
 */
export function companyInText(text: string, title: string): string {
  const scores = new Map<string, number>();
  const score = (name: string, points: number) => {
    if (name) scores.set(name, (scores.get(name) ?? 0) + points);
  };
  const titleWords = title.toLowerCase().split(/\s+/).filter(Boolean);
  for (const line of text.slice(0, MAX_POSTING).split("\n")) {
    const words = wordsOf(line.trim());
    // "About The Carpentries", "About Halvorsen": a heading that introduces the employer.
    if (lower(words[0]) === "about" && words.length <= MAX_NAME_WORDS + 1 && !/[.!?]$/.test(line.trim()))
      score(nameAfter(words, 1), 3);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as Word;
      const next = lower(words[i + 1]);
      // "rOpenSci seeks a Community Manager", "Acme is hiring", "X is an equal opportunity employer".
      for (const verbs of HIRING_AFTER_NAME)
        if (verbs.every((verb, k) => lower(words[i + k]) === verb)) score(nameBefore(words, i), 3);
      // "Join Acme as a…", "you'll join The Carpentries": "join our team" and "join a team" name none.
      if (lower(word) === "join") score(nameAfter(words, i + 1), 3);
      // "At GitLab, UX Researchers collaborate…": the workplace opens the sentence.
      if (lower(word) === "at" && word.opens) {
        const name = nameAfter(words, i + 1);
        const last = words[i + name.split(" ").length];
        score(name, last?.closes ? 3 : 1);
      } else if (lower(word) === "at" || lower(word) === "for") {
        // "a Support Engineer role at GitLab", "an IT Developer for The Carpentries": the job, then
        // its employer. "EBAs at GitLab", "team members at X": a workplace's people. Experience
        // "at Google" is a candidate's past employer, not this one.
        const before = words.slice(Math.max(0, i - titleWords.length), i).map(lower);
        const afterTitle = titleWords.length > 0 && before.join(" ") === titleWords.join(" ");
        const people =
          PEOPLE_AT.has(lower(words[i - 1]).replace(/s$/, "")) ||
          // "EBAs at GitLab", "Backend Engineers at GitLab".
          /^\p{Lu}{2,}s$/u.test(words[i - 1]?.text ?? "") ||
          namesRole(lower(words[i - 1]).replace(/s$/, ""));
        const points = afterTitle || (people && lower(word) === "at") ? 2 : lower(word) === "at" ? 1 : 0;
        if (points && lower(words[i - 1]) !== "experience") score(nameAfter(words, i + 1), points);
      }
      // "GitLab team members", "the GitLab organization": the employer's own people and parts.
      if (next === "team" && lower(words[i + 2]) === "members") score(singleName(word), 2);
      if (/^(organization|organisation|handbook)$/.test(next) && lower(words[i - 1]) === "the")
        score(singleName(word), 1);
      // "GitLab's journey": a name the posting speaks of as owning things.
      if (word.possessive) score(singleName(word), 1);
    }
  }
  let best = "";
  let most = MIN_SCORE - 1;
  for (const [name, points] of scores)
    if (points > most) {
      best = name;
      most = points;
    }
  return best;
}

function singleName(word: Word): string {
  return isNameWord(word.text) && !word.opens ? validName([word.text]) : "";
}
