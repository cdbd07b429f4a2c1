import { nlp } from "../language/nlp.ts";

// An opening verb that undersells the work ("Gave presentations", "Fixed bugs") swapped for a
// stronger one that claims no more ("Delivered", "Resolved"). compromise reads and conjugates
// the verbs, so the swap keeps the form the user wrote; polishBullet then sets the tense.

/** Weak verb (infinitive) -> stronger verb of the same meaning. */
const STRONGER: Record<string, string> = {
  give: "deliver",
  show: "demonstrate",
  fix: "resolve",
  start: "launch",
  check: "verify",
  utilize: "use",
  utilise: "use",
  // Not "handle" -> "manage": managing claims ownership that handling does not.
};
// A verb like "start" or "check" is only swapped before an object ("Started a newsletter");
// "Started as a cashier" and "Checked in guests" keep theirs.
const OBJECT_WORDS = new Set(
  "a an the our their his her its new weekly monthly daily all several multiple key".split(" "),
);
const NEEDS_OBJECT = new Set(["start", "check"]);

/** Longer than any English verb ("internationalize" has 16 letters). */
const LONGEST_VERB = 30;

interface Forms {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
}

/** The forms of `word` read as a verb; "fixed" alone reads as an adjective, so it goes in a clause. */
function formsOf(word: string): Forms | undefined {
  const [forms] = nlp(`they ${word.toLowerCase()} it`).verbs().conjugate() as Forms[];
  return forms?.Infinitive ? forms : undefined;
}

export interface VerbSwap {
  text: string;
  from: string;
  to: string;
}

/** `text` with a stronger opening verb, or undefined when its verb is fine (or it has none). */
export function strongerOpening(text: string): VerbSwap | undefined {
  const [first = "", next = "", ...rest] = text.split(" ");
  // A "word" longer than any verb is no verb; compromise takes time quadratic in one word's length.
  if (first.length > LONGEST_VERB || !/^[A-Za-z]+$/.test(first)) return undefined;
  // "Was the main contact for vendors" -> "Served as the main contact for vendors".
  if (/^(was|were)$/i.test(first) && /^(a|an|the)$/i.test(next)) {
    return { text: ["Served as", next, ...rest].join(" "), from: first, to: "Served as" };
  }
  const forms = formsOf(first);
  const infinitive = forms?.Infinitive ?? "";
  const stronger = STRONGER[infinitive];
  if (!forms || !stronger) return undefined;
  if (NEEDS_OBJECT.has(infinitive) && !OBJECT_WORDS.has(next.toLowerCase()) && !isPlural(next)) {
    return undefined;
  }
  const target = formsOf(stronger);
  if (!target) return undefined;
  const lower = first.toLowerCase();
  const key = (["PastTense", "Gerund", "PresentTense", "Infinitive"] as const).find(
    (form) => forms[form] === lower,
  );
  const swapped = key ? target[key] : undefined;
  if (!swapped) return undefined;
  const cased = first.charAt(0) === first.charAt(0).toUpperCase() ? capitalise(swapped) : swapped;
  return { text: [cased, next, ...rest].filter(Boolean).join(" "), from: first, to: cased };
}

/** "newsletters", not "as" or "process". */
function isPlural(word: string): boolean {
  return word.length > 3 && /^[a-z]+s$/.test(word) && !word.endsWith("ss");
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
