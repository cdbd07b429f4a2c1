import { findNumbers } from "../language/numbers.ts";
import { openerOf, passivePhrases } from "./grammar.ts";
import type { QualityFinding, QualityLine } from "./quality-types.ts";
import { excerptOf, lineWords, wordCount } from "./words.ts";

// Checks that read one line at a time. Each returns the findings of that line.

/** More words than this, or more characters than OVERLONG_CHARS, is "overlong". */
const OVERLONG_WORDS = 30;
/** About two printed lines in the default design (roughly 100 characters a line on A4/Letter). */
const OVERLONG_CHARS = 200;

// Openings that describe a duty instead of what the person did (Jobscan's and Rezi's lists).
const WEAK_OPENINGS: { phrase: string; why: string }[] = [
  { phrase: "responsible for", why: "describes a duty, not what you did" },
  { phrase: "was responsible for", why: "describes a duty, not what you did" },
  { phrase: "duties included", why: "describes a duty, not what you did" },
  { phrase: "tasked with", why: "describes a duty, not what you did" },
  { phrase: "in charge of", why: "describes a duty, not what you did" },
  { phrase: "worked on", why: "does not say what your part was" },
  { phrase: "worked with", why: "does not say what your part was" },
  { phrase: "helped", why: "does not say what your part was" },
  { phrase: "helped with", why: "does not say what your part was" },
  { phrase: "assisted with", why: "does not say what your part was" },
  { phrase: "assisted in", why: "does not say what your part was" },
  { phrase: "participated in", why: "does not say what your part was" },
  { phrase: "involved in", why: "does not say what your part was" },
  { phrase: "was involved in", why: "does not say what your part was" },
  { phrase: "handled", why: "is vague about what you did" },
  { phrase: "dealt with", why: "is vague about what you did" },
  { phrase: "did", why: "is vague about what you did" },
];
// Longest first, so "was responsible for" wins over a shorter phrase.
WEAK_OPENINGS.sort((a, b) => b.phrase.length - a.phrase.length);

/** Bullets where a number is expected: what someone did in a job or a project. */
const RESULT_KINDS = new Set(["experiences", "projects"]);
// Words that state a measured change without digits ("doubled sign-ups").
const MEASURE_WORDS = ["doubled", "tripled", "halved", "quadrupled", "zero", "percent", "half"];

const FIRST_PERSON = new Set(["me", "my", "mine", "myself", "we", "our", "ours", "ourselves"]);

function finding(line: QualityLine, rest: Omit<QualityFinding, "field">): QualityFinding {
  return { ...rest, field: line.field };
}

function weakVerb(line: QualityLine): QualityFinding[] {
  if (!line.bullet || !RESULT_KINDS.has(line.field.kind)) return [];
  const lower = line.text.toLowerCase();
  const weak = WEAK_OPENINGS.find(({ phrase }) => lower.startsWith(`${phrase} `) || lower === phrase);
  if (!weak) return [];
  const opening = line.text.slice(0, weak.phrase.length);
  return [
    finding(line, {
      check: "weak-verb",
      severity: "fix",
      message: `"${opening}" ${weak.why}. Open with a strong verb for your own action, such as Led, Built, Cut or Negotiated.`,
      excerpt: excerptOf(line.text),
    }),
  ];
}

function noResult(line: QualityLine): QualityFinding[] {
  if (!line.bullet || !RESULT_KINDS.has(line.field.kind)) return [];
  // A number that only dates the line ("in 2019") or counts years is not a result.
  const measured = findNumbers(line.text).some(
    (number) => !number.years && !(number.value >= 1950 && number.value <= 2100),
  );
  const words = lineWords(line.text.toLowerCase()).map((word) => word.text);
  if (measured || line.text.includes("%") || MEASURE_WORDS.some((word) => words.includes(word))) return [];
  return [
    finding(line, {
      check: "no-result",
      severity: "consider",
      message:
        "No number or measure. If you can, add the result: how many, how much, how fast, or how it compared with before.",
      excerpt: excerptOf(line.text),
    }),
  ];
}

function firstPerson(line: QualityLine): QualityFinding[] {
  const words = lineWords(line.text);
  const found = words.filter((word, index) => {
    if (FIRST_PERSON.has(word.text.toLowerCase())) {
      // "WE" or "MY" in capitals is more likely a name or an acronym than a pronoun.
      return (
        word.text === word.text.toLowerCase() || word.text[0] + word.text.slice(1).toLowerCase() === word.text
      );
    }
    if (word.text !== "I") return false;
    // "Phase I", "Level I": a numeral after a capitalised word, not the pronoun.
    const before = words[index - 1];
    return !before || before.endsClause || before.text[0] === before.text[0]?.toLowerCase();
  });
  if (found.length === 0) return [];
  const listed = [...new Set(found.map((word) => word.text))].join('", "');
  return [
    finding(line, {
      check: "first-person",
      // In a summary some recruiters accept "I"; in a bullet it is always out of place.
      severity: line.field.kind === "summary" ? "consider" : "fix",
      message: `Uses "${listed}". Resumes leave out I, me, my and we: start with the verb ("Led…" rather than "I led…").`,
      excerpt: excerptOf(line.text),
    }),
  ];
}

// "Was promoted", "was named Employee of the Year": recognition is said in the passive, rightly.
const RECOGNITION = [
  "promoted",
  "awarded",
  "named",
  "selected",
  "elected",
  "nominated",
  "recognized",
  "recognised",
  "invited",
  "chosen",
];

/**
 * A bullet whose main clause is passive ("Budgets were reviewed by..."). A passive in a later
 * clause of a bullet that opens with the person's own verb ("Wrote 5 reports; 2 were cited in
 * parliament") reports an outcome, and is left alone.
 */
function passiveVoice(line: QualityLine): QualityFinding[] {
  if (!line.bullet || !RESULT_KINDS.has(line.field.kind)) return [];
  const mainClause = line.text.split(";", 1)[0] ?? "";
  if (openerOf(line)) return [];
  const phrases = passivePhrases(mainClause).filter(
    (phrase) => !RECOGNITION.some((word) => phrase.toLowerCase().endsWith(word)),
  );
  if (phrases.length === 0) return [];
  return [
    finding(line, {
      check: "passive-voice",
      severity: "consider",
      message: `"${phrases[0]}" is passive: it hides who acted. Say what you did ("Reviewed the budgets" rather than "Budgets were reviewed").`,
      excerpt: excerptOf(line.text),
    }),
  ];
}

function overlong(line: QualityLine): QualityFinding[] {
  if (!line.bullet) return [];
  const words = wordCount(line.text);
  if (words <= OVERLONG_WORDS && line.text.length <= OVERLONG_CHARS) return [];
  return [
    finding(line, {
      check: "overlong",
      severity: "consider",
      message: `${words} words, ${line.text.length} characters: over ${OVERLONG_WORDS} words or about ${OVERLONG_CHARS} characters (two printed lines), so it gets skimmed. Keep one idea per bullet, or split it.`,
      excerpt: excerptOf(line.text),
    }),
  ];
}

export const LINE_CHECKS = [firstPerson, weakVerb, passiveVoice, overlong, noResult];
