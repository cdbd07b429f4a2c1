import { dropSpaceBefore, trimEndChars } from "../../../shared/linear-text.ts";
import { tagWords } from "../language/grammar.ts";
import { readVerb, type VerbForm, verbForms } from "../language/verbs.ts";
import { isNameShaped, keepsMeaning } from "./meaning-guard.ts";
import { NOMINALS } from "./rewrite-equivalents.ts";
import type { Tense } from "./tense.ts";

// One resume bullet made stronger without changing what it claims: filler openings
// ("responsible for", "helped with") become an action verb, the verb takes the role's tense,
// and capitals and the final full stop are fixed. No word that carries a fact is added.

export type { Tense };

interface Filler {
  pattern: RegExp;
  /** The verb that replaces the filler when what follows does not start with its own verb; ""
   * when none says the same (the line then stays as written). */
  verb: string;
  /** Words kept after the verb ("Contributed to ..."). */
  particle?: string;
  /** Whether a following "-ing" verb replaces the filler ("responsible for managing" -> "Managed"). */
  takesGerund: boolean;
}

// Only phrases that are their verb in more words. Words that state the person's part are not
// filler and are never rewritten (meaning-guard.ts): "helped", "assisted", "tasked with"
// (given the task, not said to be done), "worked on" (any part), "part of".
const FILLERS: Filler[] = [
  {
    // "Responsible for managing X" is "Managed X"; "Responsible for the budget" stays: any verb
    // put in its place ("Managed") would be a claim the line does not make.
    pattern:
      /^(?:(?:was|am|is|were|been)\s+)?(?:primarily\s+|mainly\s+|directly\s+|fully\s+)?responsible\s+for\s+/i,
    verb: "",
    takesGerund: true,
  },
  {
    pattern:
      /^(?:(?:my\s+)?(?:main\s+)?(?:duties|responsibilities|tasks)\s+(?:included|include|were|are|involved)\s*:?\s*)/i,
    verb: "",
    takesGerund: true,
  },
  { pattern: /^(?:(?:was|am|is)\s+)?in\s+charge\s+of\s+/i, verb: "oversee", takesGerund: false },
  {
    pattern: /^(?:(?:was|were)\s+)?(?:involved\s+in|took\s+part\s+in)\s+/i,
    verb: "participate",
    particle: "in",
    takesGerund: false,
  },
  { pattern: /^worked\s+(?:closely\s+)?with\s+/i, verb: "collaborate", particle: "with", takesGerund: false },
  { pattern: /^worked\s+as\s+/i, verb: "serve", particle: "as", takesGerund: false },
  { pattern: /^dealt\s+with\s+/i, verb: "handle", takesGerund: false },
  { pattern: /^made\s+sure\s+(?:that\s+)?/i, verb: "ensure", takesGerund: false },
  { pattern: /^came\s+up\s+with\s+/i, verb: "devise", takesGerund: false },
  { pattern: /^kept\s+track\s+of\s+/i, verb: "track", takesGerund: false },
  {
    pattern: /^(?:talked|spoke)\s+(?:to|with)\s+/i,
    verb: "communicate",
    particle: "with",
    takesGerund: false,
  },
];
// Words in front of the verb that add nothing on a resume. Not "we": the team's part is not
// the person's alone.
const LEADING =
  /^(?:i\s+(?:have\s+|had\s+)?|successfully\s+|also\s+|effectively\s+|actively\s+|was\s+(?=(?:awarded|promoted|selected|recognized|recognised|nominated|elected|invited|honored|honoured|appointed|named|chosen|granted|featured|certified)\b))/i;

// "the development of X" -> "Developed X" (rewrite-equivalents.ts).
const NOMINAL = new RegExp(`^(?:the\\s+)?(${Object.keys(NOMINALS).join("|")})\\s+(?:of|for)\\s+`, "i");

// Verbs that are also common nouns: read as verbs only when an object clearly follows
// ("Design the site" but not "Design lead for ..."). "project" never opens a verb here.
const NOUNISH = new Set(
  `design support research plan program process report budget schedule test interview contract document
  market model record track audit mentor coach present train service staff host lead order value welcome
  double triple open close change issue release update upgrade review survey study pilot chart map file
  field grade head judge source screen script code check rank route act effect experiment campaign
  catalog champion chair partner position prototype benchmark master reward balance sort counsel draft
  estimate project build engineer transition travel volunteer`.split(/\s+/),
);
// Whole words only: "analyst" does not start with the article "an", nor "a.beta@x.edu" with "a".
const OBJECT_START =
  /^(?:(?:the|a|an|and|or|our|their|his|her|its|my|all|new|multiple|several|various|key|daily|weekly|monthly|over|more|up|both|each|every|with|to|for|from|across|end|company|client|customer|internal|external)\b(?![.@])|&|\d)/i;
// One-off results: in a current role they stay in the past ("Reduced costs by 20%").
const ACCOMPLISHMENTS = new Set(
  `win achieve earn receive complete launch deliver reduce increase grow save cut double triple exceed
  surpass secure publish found establish introduce raise generate migrate ship rebuild redesign
  overhaul revamp restructure close`.split(/\s+/),
);
const PASSIVES = new Set(
  `awarded promoted selected recognized recognised nominated elected invited honored honoured appointed
  named chosen granted featured certified hired`.split(/\s+/),
);
const MEASURE =
  /\d|%|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred|thousand|million|billion|dozen|double|triple|twice|half)\b/i;

export interface PolishedBullet {
  text: string;
  /** Whether it now opens with an action verb (a bullet) rather than a noun (a description). */
  verbLed: boolean;
}

export function polishBullet(input: string, tense: Tense): PolishedBullet {
  const original = input.replace(/\s+/g, " ").trim();
  if (/^(https?:\/\/|www\.)\S+$/i.test(original)) return { text: original, verbLed: false };
  const rewrite = rewriteOpening(original, tense);
  // A rewrite that would change what the line claims is not made: the line as written, with
  // only its capital and full stop seen to.
  if (keepsMeaning(original, rewrite.text, tense)) return rewrite;
  return { text: finish(original, false), verbLed: false };
}

function rewriteOpening(original: string, tense: Tense): PolishedBullet {
  let text = original;
  for (let i = 0; i < 3; i++) text = text.replace(LEADING, "");
  // "I love clean code" is prose, not a bullet: drop "I" only before a verb or a filler.
  if (
    text !== original &&
    !readVerb(text.split(" ")[0] ?? "") &&
    !FILLERS.some((f) => f.pattern.test(text))
  ) {
    text = original;
  }
  let dutyVerb = false;
  for (const filler of FILLERS) {
    const match = text.match(filler.pattern);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    text = replaceFiller(filler, match[0], rest);
    dutyVerb = text === rest;
    break;
  }
  // "Development of the app" opens a duty; "Support for 3 languages" describes a product.
  const nominal = text.match(NOMINAL);
  if (nominal?.[1] && /\bof\s+$/i.test(nominal[0])) {
    text = `${NOMINALS[nominal[1].toLowerCase()]} ${text.slice(nominal[0].length)}`;
  }
  const tensed = applyTense(text, tense, dutyVerb);
  return { text: finish(tensed.text, tensed.verbLed), verbLed: tensed.verbLed };
}

function replaceFiller(filler: Filler, matched: string, rest: string): string {
  const [first = "", ...others] = rest.split(" ");
  const reading = readVerb(first);
  // The tense step turns the -ing verb (and any listed after it) into the role's tense.
  if (filler.takesGerund && reading?.form === "gerund" && usedAsVerb(reading.lemma, first, others[0] ?? "")) {
    return rest;
  }
  const nominal = rest.match(NOMINAL);
  if (filler.takesGerund && nominal?.[1])
    return `${NOMINALS[nominal[1].toLowerCase()]} ${rest.slice(nominal[0].length)}`;
  if (!filler.verb) return `${matched}${rest}`;
  return [filler.verb, filler.particle, rest].filter(Boolean).join(" ");
}

/**
 * Whether a word that can be a verb or a noun ("Design", "Training") acts as a verb here: an
 * object or another listed verb follows it. "Managing Director" is a title, not a duty.
 */
function usedAsVerb(lemma: string, word: string, next: string): boolean {
  if (lemma === "project") return false;
  const reading = readVerb(word.replace(/,$/, ""));
  if (reading?.form === "gerund" && /^\p{Lu}\p{Ll}/u.test(next)) return false;
  if (!NOUNISH.has(lemma) || reading?.form === "past" || reading?.form === "third") return true;
  return word.endsWith(",") || /^(and|&|or)$/i.test(next) || OBJECT_START.test(next) || /s$/.test(next);
}

/**
 * The opening verb (and the verbs listed with it) in the role's tense. `dutyVerb`: the -ing
 * verb a filler named ("responsible for managing"), which is a verb for sure.
 */
function applyTense(text: string, tense: Tense, dutyVerb: boolean): { text: string; verbLed: boolean } {
  const words = text.split(" ");
  const original = [...words];
  const first = words[0] ?? "";
  const bareFirst = first.replace(/[,:;]$/, "");
  const reading = readVerb(bareFirst);
  const next = words[1] ?? "";
  // "Grade: 4.0" is a label, not an order to grade.
  if (!reading || /:$/.test(first) || !usedAsVerb(reading.lemma, first, next))
    return { text, verbLed: false };
  if (!dutyVerb && !surelyVerb(text, reading.form, next)) return { text, verbLed: false };
  // "Supports XGBoost" is said of a project: its subject is not the person, its tense is right.
  if (reading.form === "third") return { text, verbLed: true };
  if (reading.form === "past" && (next.toLowerCase() === "by" || PASSIVES.has(bareFirst.toLowerCase()))) {
    return { text, verbLed: true };
  }
  const keepPast =
    tense === "present" &&
    reading.form === "past" &&
    (ACCOMPLISHMENTS.has(reading.lemma) || MEASURE.test(text));
  const form: VerbForm = tense === "past" || keepPast ? "past" : "base";
  words[0] = conjugate(reading.lemma, form, bareFirst) + first.slice(bareFirst.length);
  // Verbs listed with the first share its tense: "Design, build and test" -> "Designed, built and
  // tested". A base form only right at the start ("Build teams and support staff" keeps its
  // noun); a past or -ing form anywhere after "and" ("answered calls and scheduled visits").
  let chain = true;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? "";
    const bare = word.replace(/,$/, "");
    if (/^(and|&|or)$/.test(word)) continue;
    const chained = readVerb(bare);
    const joined = /,$/.test(original[i - 1] ?? "") || /^(and|&|or)$/.test(original[i - 1] ?? "");
    const same = chained?.form === reading.form && joined;
    if (same && chained && (chain || reading.form !== "base")) {
      words[i] = conjugate(chained.lemma, form, bare) + (word.endsWith(",") ? "," : "");
    } else {
      chain = false;
      if (reading.form === "base") break;
    }
  }
  return { text: words.join(" "), verbLed: true };
}

/**
 * Whether an opening word that can be a verb is one here. An -ing word opening a line is a verb
 * before an object that cannot be part of a noun ("Managing a team of 5", "Using modern
 * tools"): "Teaching evaluations 4.8/5" and "Training materials" are nouns, "Testing with Jest"
 * a course and "Programming and watching cat videos" a pastime. A base form that compromise
 * reads as a noun ("Institute a.beta@university.edu") is one unless an object follows it
 * ("Mentor 2 engineers").
 */
function surelyVerb(text: string, form: VerbForm, next: string): boolean {
  if (form === "gerund") {
    if (OBJECT_START.test(next)) return !/^(and|or|&|with|to|for|from)$/i.test(next);
    const tags = tagWords(text.split(" ").slice(0, 3).join(" "))[1]?.tags;
    return (tags?.has("Adjective") ?? false) && !tags?.has("Noun");
  }
  if (form !== "base" || OBJECT_START.test(next)) return true;
  // "Own GD&T and tolerance stack-ups": compromise calls "Own" an adjective, not a noun.
  const tags = tagWords(text.split(" ").slice(0, 3).join(" "))[0]?.tags;
  return !tags?.has("Noun") || tags.has("Verb");
}

function conjugate(lemma: string, form: VerbForm, original: string): string {
  const forms = verbForms(lemma);
  const word = forms ? forms[form] : original;
  return original.toLowerCase() === word ? original : word;
}

/** Capital first letter, tidy spaces and punctuation, a full stop after a sentence-like bullet. */
export function finish(input: string, sentence: boolean): string {
  if (/^(https?:\/\/|www\.|mailto:)/i.test(input.trim())) return input.trim();
  let text = trimEndChars(dropSpaceBefore(input, ",.;:!?").replace(/\s{2,}/g, " "), ",;:").trim();
  text = capitalFirst(text);
  const words = text.split(" ").length;
  // Not after a link or an address at the end: "example.com/." would read as part of it.
  const last = text.slice(text.lastIndexOf(" ") + 1);
  const link = /^(https?:\/\/|www\.)|@|\/$/i.test(last);
  if ((sentence || words >= 5) && !link && !/[.!?]["'”’)]?$/.test(text)) text = `${text}.`;
  return text;
}

/**
 * The line with a capital first letter, unless its first word is a name whose casing is its own:
 * "eBay", "iOS", "xY Labs", "abc.com" (meaning-guard.ts).
 */
export function capitalFirst(text: string): string {
  const first = text.split(" ")[0] ?? "";
  if (isNameShaped(trimEndChars(first, ".,;:!?"))) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The words before the verb that say nothing ("Responsible for", "Successfully", "The
 * development of"), or undefined when the line opens well. Words of the person's part are not
 * among them ("Helped", "Tasked with"): they are information.
 */
export function weakOpening(line: string): string | undefined {
  const text = line.replace(/\s+/g, " ").trim();
  const leading = text.match(LEADING)?.[0];
  if (leading && !/^i\s/i.test(leading)) return leading.trim();
  if (leading && readVerb(text.slice(leading.length).split(" ")[0] ?? "")) return leading.trim();
  const filler = FILLERS.map((f) => text.match(f.pattern)?.[0]).find(Boolean);
  if (filler) return filler.trim();
  const nominal = text.match(NOMINAL);
  return nominal && /\bof\s+$/i.test(nominal[0]) ? nominal[0].trim() : undefined;
}

/** Whether a bullet states a measurable result (a digit, a percentage, a number word). */
export function isMeasured(text: string): boolean {
  return MEASURE.test(text);
}
