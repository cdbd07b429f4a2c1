import { nlp } from "../language/nlp.ts";
import { isActionVerb } from "../language/verbs.ts";
import { type TaggedWord, tagWords } from "../language/wink.ts";
import { isEverydayWord, spokenCount } from "../language/word-frequency.ts";

// The noun phrases of a posting line, from wink-nlp's parts of speech: what a duty acts on
// ("Update cash flow report for disbursements" -> "cash flow report", "disbursements") and what a
// requirement names ("Knowledge of basic accounting principles" -> "basic accounting principles").
// Postings write what they ask for as noun phrases; the verbs are the work done with them.

/** A word of the line; hyphen and slash compounds ("full-cycle", "accruals/reclasses") are one. */
interface Unit {
  /** First in its line, where any word is capitalised. */
  initial?: boolean;
  text: string;
  lower: string;
  pos: TaggedWord["pos"];
}

export interface NounPhrase {
  text: string;
  words: string[];
  /** Its last word (lower case): what the phrase is ("cash flow report" is a report). */
  head: string;
  /** Every word before the head an adjective ("a statistical language", "relevant field"). */
  adjectivesOnly: boolean;
  /** Every word a proper name or an acronym ("Google Sheets", "SOX"). */
  named: boolean;
  /** One of a list ("forecasting, reconciliation and venue sourcing"). */
  listed: boolean;
  /** Asked for by a frame ("experience with X", "knowledge of X"), or one of a list so asked. */
  framed: boolean;
  /** The whole line: a list item that is this phrase alone. */
  whole?: boolean;
}

const GLUE = new Set(["-", "/", "&", "'", "’", "+"]);
const CONTENT = new Set(["NOUN", "PROPN", "ADJ", "NUM"]);
const NOUNISH = new Set(["NOUN", "PROPN", "NUM"]);
/** A phrase longer than this is a clause the tagger misread, not one thing a posting asks for. */
const MAX_WORDS = 5;

/**
 * "Experience and knowledge of X": nouns that frame what is asked rather than name it. The
 * phrase after "of" is the term ("knowledge of SOX" asks for SOX).
 */
const FRAME_NOUNS = new Set([
  "ability",
  "abilities",
  "experience",
  "knowledge",
  "understanding",
  "familiarity",
  "proficiency",
  "expertise",
  "command",
  "use",
  "variety",
  "range",
  "number",
  "set",
  "lot",
  "kind",
  "type",
  "types",
  "level",
  "levels",
  "part",
  "all",
  "any",
  "each",
]);

/** The endings English gives an action or a quality made a noun (creation, ownership, possibility). */
const NOMINALISED = /(tion|sion|ment|ity|ness|ship)$/;

function units(text: string): Unit[] {
  const out: Unit[] = [];
  // The pieces of each unit, joined once at the end: a hostile "a-a-a-…" glues thousands of
  // pieces into one unit, and growing a string per piece would be quadratic.
  const pieces: string[][] = [];
  const words = tagWords(text);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TaggedWord;
    const last = out[out.length - 1];
    const prev = words[i - 1];
    // "401(k)": a short parenthesis glued to a word on both sides.
    const closes = words[i + 2];
    if (last && word.text === "(" && !word.spaced && closes?.text === ")" && !words[i + 1]?.spaced) {
      pieces[pieces.length - 1]?.push(`(${words[i + 1]?.text})`);
      i += 2;
      continue;
    }
    // "Y14.5", "Node.js": a dot between letters or digits, with no space on either side.
    const innerDot = word.text === "." && words[i + 1] !== undefined && !words[i + 1]?.spaced;
    // "3PL", "S4HANA": letters and digits the tagger split with no space between are one word.
    const alnum = /^[\p{L}\p{N}]+$/u;
    const joined = alnum.test(word.text) && alnum.test(prev?.text ?? "");
    const glued =
      last &&
      !word.spaced &&
      prev &&
      (GLUE.has(word.text) || GLUE.has(prev.text) || innerDot || prev.text === "." || joined);
    // "full-cycle", "accruals/reclasses", "R&D" read as one word of the phrase.
    if (glued) {
      pieces[pieces.length - 1]?.push(word.text);
      if (!GLUE.has(word.text) && word.pos !== "PUNCT")
        last.pos = NOUNISH.has(last.pos) ? last.pos : word.pos;
      continue;
    }
    out.push({ text: word.text, lower: "", pos: word.pos, initial: out.length === 0 });
    pieces.push([word.text]);
  }
  out.forEach((unit, i) => {
    unit.text = (pieces[i] as string[]).join("");
    unit.lower = unit.text.toLowerCase();
  });
  // A capitalised first word is the tagger's guess at a name ("Process full-cycle…",
  // "Experience with…"): an everyday word there is a verb or a frame, unless a name goes on.
  // An English word before a preposition or verb is a frame too ("Proficient with", "Passionate
  // about"); a name goes on as a noun ("Python experience") or stands in a list ("Python, R").
  const first = out[0];
  const second = out[1]?.pos ?? "";
  const framing = ["ADP", "PART", "AUX", "VERB", "DET", "ADV", "SCONJ"].includes(second);
  // "Draft correspondence", "Review contracts": a bullet opens with the verb of its duty.
  if (first && isActionVerb(first.lower) && second !== "PROPN") first.pos = "VERB";
  if (
    first?.pos === "PROPN" &&
    second !== "PROPN" &&
    (isEverydayWord(first.lower) || (framing && spokenCount(first.lower) > 0))
  )
    first.pos = "VERB";
  nameGerundCompounds(out);
  return out;
}

/** What may follow a verb as its object: a gerund followed by one of these is still acting on it. */
const OBJECT_START = new Set(["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"]);

/**
 * "incident handling", "succession planning", "payroll processing": a singular noun followed by
 * a gerund with no object of its own is one name for a practice (English compounds a practice
 * as object + gerund), though the tagger calls the gerund a verb. A plural before it is a subject
 * doing something ("members working remotely"), and a gerund with an object is a verb.
 */
function nameGerundCompounds(line: Unit[]): void {
  line.forEach((unit, i) => {
    const before = line[i - 1];
    if (
      unit.pos === "VERB" &&
      /\p{L}{3}ing$/u.test(unit.lower) &&
      before?.pos === "NOUN" &&
      !/s$/.test(before.lower) &&
      !OBJECT_START.has(line[i + 1]?.pos ?? "")
    )
      unit.pos = "NOUN";
  });
}

/** Runs of content words, split at everything else, with the word that separated each from the next. */
interface Run {
  run: Unit[];
  next: string;
  /** Named by a frame just before it ("experience with", "knowledge of", "proficient in"). */
  framed: boolean;
}

/** Words that ask for what follows them with "of", "in", "with" or "on". */
const FRAMING = new Set([
  ...FRAME_NOUNS,
  "background",
  "skills",
  "skilled",
  "proficient",
  "familiar",
  "experienced",
  "versed",
  "knowledgeable",
  "fluent",
  "fluency",
  "degree",
  "certification",
  "certified",
  "expert",
  "competence",
  // "experience working with X".
  "working",
]);

function runs(line: Unit[]): Run[] {
  const out: Run[] = [];
  let run: Unit[] = [];
  let framed = false;
  for (let i = 0; i < line.length; i++) {
    const unit = line[i] as Unit;
    if (CONTENT.has(unit.pos) && !GLUE.has(unit.text)) {
      if (!run.length) {
        // "experience with [the] X": the frame word, a preposition, at most an article, then X.
        const at = line[i - 1]?.pos === "DET" ? i - 2 : i - 1;
        framed =
          (["with", "in", "of", "on"].includes(line[at]?.lower ?? "") &&
            FRAMING.has(line[at - 1]?.lower ?? "")) ||
          // "ability to use X", "experience using X".
          ["use", "using"].includes(line[at]?.lower ?? "") ||
          // "survey data sources such as Radford or Comptryx", "statistics, including regression":
          // examples of what is asked are asked.
          (line[at]?.lower === "as" && line[at - 1]?.lower === "such") ||
          line[at]?.lower === "including";
      }
      run.push(unit);
      continue;
    }
    if (run.length) out.push({ run, next: unit.lower, framed });
    else if (out.length && unit.pos === "DET") continue; // "chart of the accounts": the article is no break
    run = [];
  }
  if (run.length) out.push({ run, next: "", framed });
  return out;
}

const LISTING = new Set([",", "and", "or", "&", ";"]);

const phrase = (
  run: Unit[],
  listed: boolean,
  framed: boolean,
  joiner?: { word: string; rest: Unit[] },
): NounPhrase => {
  const all = joiner ? [...run, ...joiner.rest] : run;
  const text = joiner
    ? `${run.map((u) => u.text).join(" ")} ${joiner.word} ${joiner.rest.map((u) => u.text).join(" ")}`
    : run.map((u) => u.text).join(" ");
  return {
    text,
    words: all.map((u) => u.lower),
    head: (all[all.length - 1] as Unit).lower,
    adjectivesOnly: all.slice(0, -1).every((u) => u.pos === "ADJ"),
    named: all.every((u) => isName(u)),
    listed,
    framed,
  };
};

/**
 * "runbooks", "policies": a plural modifies no noun in English ("vendor management", never
 * "vendors management"), so "runbooks and detection rules" are two things. An -s ending (not
 * -ss or -us) spells a plural, except for singulars English spells that way: the Greek -is nouns
 * ("analysis", "basis", "diagnosis", "thesis") and a few others ("gas", "lens"). compromise's
 * lexicon and suffix rules know those; it reads the word as written, so "APIs" stays plural.
 */
function isPlural(word: string): boolean {
  return /[^su]s$/i.test(word) && !nlp(word).has("#Singular");
}

/**
 * A proper name or an acronym. A capitalised first word of a line is one only when English does
 * not know it ("Intermediate", "Strong" open lines; "Kubernetes" is a name anywhere).
 */
function isName(unit: Unit): boolean {
  if (/^[\p{Lu}\d]{2,}/u.test(unit.text)) return true;
  return unit.pos === "PROPN" && !(unit.initial && spokenCount(unit.lower) > 0);
}

/** Drops what makes a run no phrase: leading adjectives alone, trailing adjectives ("… when needed"). */
function trimRun(run: Unit[]): Unit[] {
  let end = run.length;
  // "accounts payable", "notes receivable": an -able adjective after a plural noun is part of it.
  while (end > 0 && !NOUNISH.has(run[end - 1]?.pos ?? "") && !/able$/.test(run[end - 1]?.lower ?? "")) end--;
  return run.slice(0, end);
}

/**
 * A requirement is a sentence: longer than this, the rest of a line is not read. With runs of
 * punctuation ("-----", "|||||") collapsed, this bounds the tagger's work per line (wink takes
 * seconds on 20,000 dashes).
 */
const MAX_LINE = 400;

export function nounPhrases(text: string): NounPhrase[] {
  const line = units(text.slice(0, MAX_LINE).replace(/[^\p{L}\p{N}\s]{4,}/gu, " "));
  const found = runs(line);
  // "- Credit card account reconciliation": a list item that is one phrase and nothing else.
  const whole =
    found.length === 1 &&
    line.every((unit) => CONTENT.has(unit.pos) || unit.pos === "PUNCT" || unit.pos === "DET");
  const out: NounPhrase[] = [];
  for (let i = 0; i < found.length; i++) {
    const { run: raw, next } = found[i] as Run;
    const run = trimRun(raw);
    const after = trimRun(found[i + 1]?.run ?? []);
    const listed =
      (LISTING.has(next) && after.length > 0) || (i > 0 && LISTING.has(found[i - 1]?.next ?? ""));
    // A list goes on asking what its first member was asked for ("experience with X, Y and Z").
    if (!found[i]?.framed && i > 0 && LISTING.has(found[i - 1]?.next ?? "") && found[i - 1]?.framed)
      (found[i] as Run).framed = true;
    const framed = (found[i] as Run).framed;
    // "qualitative and quantitative research methods", "vendor and invoice management": one word
    // before "and" shares the head of a two-word phrase after it (English coordination).
    const sharesHead =
      (next === "and" || next === "or") &&
      raw.length === 1 &&
      after.length >= 2 &&
      (raw[0]?.pos === "ADJ" || (raw[0]?.pos === "NOUN" && after.length === 2 && !isPlural(raw[0].text)));
    if (sharesHead && next === "or") {
      // "project or product management" asks for either: each alternative written out in full.
      out.push(phrase([...raw, ...after.slice(1)], true, framed), phrase(after, true, framed));
      i++;
      continue;
    }
    if (sharesHead) {
      out.push(phrase(raw, listed, framed, { word: next, rest: after }));
      i++;
      continue;
    }
    if (!run.length) continue;
    // "food & beverage", "health & safety": "&" between two single words names one field.
    const ampersand = next === "&" && run.length === 1 && after.length === 1;
    if (ampersand) {
      out.push(phrase(run, listed, framed, { word: next, rest: after }));
      i++;
      continue;
    }
    if (next === "of" && after.length) {
      const head = (run[run.length - 1] as Unit).lower;
      // "knowledge of SOX", "a variety of tasks": the phrase after "of" is the thing named. So
      // after an action or a quality made a noun ("creation of runbooks", "identification of
      // tactics", "confidentiality of sensitive material"): English names the act, the object
      // is what the work is about.
      if (FRAME_NOUNS.has(head) || (run.length === 1 && NOMINALISED.test(head))) {
        // "experience with the creation of runbooks" asks for runbooks.
        if (found[i]?.framed) (found[i + 1] as Run).framed = true;
        continue;
      }
      // "chart of accounts", "service of process": a one-word noun "of" a short phrase is one name.
      if (run.length === 1 && after.length <= 2) {
        out.push(phrase(run, listed, framed, { word: "of", rest: after }));
        i++;
        continue;
      }
    }
    out.push(phrase(run, listed, framed));
  }
  if (whole && out.length === 1) (out[0] as NounPhrase).whole = true;
  return out.filter((p) => p.words.length <= MAX_WORDS && p.words.length > 0);
}
