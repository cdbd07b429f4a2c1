import { nlp } from "../language/nlp.ts";

// Verb forms for the free tool's rewrites, by compromise: "messed" -> "made" (the tense of the
// word a rewrite replaces), "working" -> "work", "tell" -> "told". Its conjugator is called
// directly (the documented plugin surface, as in language/verbs.ts) so a word compromise would
// tag as a noun on its own ("email") still conjugates as a verb.

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

// Read when first needed: nlp loads compromise on first use (nlp.ts).
const world = () =>
  nlp.world() as {
    methods: { two: { transform: { verb: { conjugate: (verb: string, model: unknown) => Conjugation } } } };
    model: unknown;
  };

function formsOf(lemma: string): Conjugation {
  return world().methods.two.transform.verb.conjugate(lemma, world().model);
}

/** The base form of any form of a verb: "working" -> "work", "told" -> "tell". */
export function lemmaOf(word: string): string {
  // "we" in front makes compromise read the word as a verb ("we emailing" -> "email").
  const base = nlp(`we ${word}`).verbs().toInfinitive().text();
  const lemma = base.toLowerCase().startsWith("we ") ? base.slice(3) : base;
  return lemma && !lemma.includes(" ") ? lemma : word;
}

/** The tags compromise gives a single word ("hates" -> Verb, PresentTense). */
export function tagsOf(word: string): Set<string> {
  return new Set<string>(nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? []);
}

/** `base` ("make") in the tense of `original` ("messed" -> "made", "hates" -> "makes"). */
export function inTenseOf(base: string, original: string): string {
  const tags = tagsOf(original);
  if (tags.has("Infinitive") || !tags.has("Verb")) return base;
  const forms = formsOf(base);
  if (tags.has("PastTense")) return forms.PastTense ?? base;
  if (tags.has("PresentTense")) return forms.PresentTense ?? base;
  return base;
}

export function gerundOf(verb: string): string {
  return formsOf(lemmaOf(verb)).Gerund ?? `${verb}ing`;
}

export function participleOf(verb: string): string {
  const forms = formsOf(lemmaOf(verb));
  return forms.Participle ?? forms.PastTense ?? verb;
}

export function pastOf(verb: string): string {
  return formsOf(lemmaOf(verb)).PastTense ?? verb;
}

export function thirdPersonOf(verb: string): string {
  return formsOf(lemmaOf(verb)).PresentTense ?? verb;
}
