import { nlp } from "../language/nlp.ts";
import { conjugate, readVerb, verbForms } from "../language/verbs.ts";
import { saysFirstPerson } from "./summary-voice.ts";

// A resume summary leaves its subject unsaid: the person is the subject of every line, and the
// verbs agree with that unsaid "she" or "he" ("Leads the PLC", "Built the pipeline"). A person's
// own summary often says "I"; their sentence is still the best-written line they have, so it is
// said in the summary's voice rather than dropped: "I build literacy in two languages…, and I use
// assessment data…" becomes "Builds literacy in two languages…, and uses assessment data…".

/** Longer than this, a sentence is not one a summary keeps whole. */
const MAX_CHARACTERS = 400;
/** An "I" that opens a clause: the sentence's start, or after "and", a comma or a semicolon. */
const CLAUSE_I = /(^|,? and |, |; )I (\p{L}+)/gu;
/** A verb after "and" or a comma that shares the "I" of the clause before it ("…, and have sat"). */
const SHARED_SUBJECT_VERB = /(,? and |, )(\p{Ll}+)(?: ([^\s,;.]+))?/gu;
/** What follows a list's noun rather than a verb's object ("cost per unit", "research and…"). */
const NO_OBJECT = /^(|and|or|per|of|in|for|with|to|at|on|by|\(.*)$/;

/**
 * The sentence without its "I", or undefined when it cannot be said so safely: an "I" inside a
 * clause ("what I draw"), "my", "me" or "we" anywhere, a state rather than an action ("I am
 * happiest…"), or a verb sharing the subject that would need changing and might be a noun
 * ("…, hold the APICS CSCP" where "hold" could be either).
 */
export function inSummaryVoice(sentence: string): string | undefined {
  // Each clause's verb is read by the tagger: a bounded sentence keeps that work bounded (a
  // pasted wall of "I a, I a, …" is no summary sentence).
  if (!sentence.startsWith("I ") || sentence.length > MAX_CHARACTERS) return undefined;
  let ok = true;
  let presentTense = false;
  const said = sentence.replace(CLAUSE_I, (_all, before: string, verb: string) => {
    const form = thirdPersonForm(verb);
    if (!form) ok = false;
    else if (form !== verb) presentTense = true;
    return `${before}${form ?? verb}`;
  });
  if (!ok || saysFirstPerson(said)) return undefined;
  if (!presentTense) return capitalised(said);
  // A present-tense "I" may share itself with a later verb ("I own X, and have sat…"): "have"
  // agrees as "has"; another present verb there might be a noun, so the sentence stays out.
  for (const [, , word = "", next = ""] of sentence.matchAll(SHARED_SUBJECT_VERB))
    if (word !== "have" && takesObject(next) && presentVerb(word)) return undefined;
  return capitalised(
    said.replace(SHARED_SUBJECT_VERB, (all, before: string, word: string) =>
      word === "have" ? `${before}has${all.slice(before.length + word.length)}` : all,
    ),
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "build" -> "builds", "built" stays, "have" -> "has"; undefined for a verb we cannot read. */
function thirdPersonForm(verb: string): string | undefined {
  if (verb === "have") return "has";
  // "I am happiest…", "I was…": a state, not work done; a summary says what the person does.
  if (/^(am|was|'m)$/.test(verb)) return undefined;
  const reading = readVerb(verb);
  // A verb outside our resume-verb list ("grow", "combine") that English reads as one.
  if (!reading)
    return nlp(`I ${verb} it`).match("I [#PresentTense] it").found ? conjugate(verb).third : undefined;
  if (reading.form === "past") return verb;
  if (reading.form !== "base") return undefined;
  return verbForms(reading.lemma)?.third;
}

const takesObject = (next: string) => !NO_OBJECT.test(next);

/** "hold", "hire": a present-tense verb where it would share the sentence's subject. */
function presentVerb(word: string): boolean {
  const reading = readVerb(word);
  if (reading) return reading.form === "base";
  return nlp(`they ${word} it`).match("they [#PresentTense] it").found && !nlp(word).has("#Noun");
}
