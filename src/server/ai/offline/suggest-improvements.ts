import { trimEndChars } from "../../../shared/linear-text.ts";
import { type BulletSuggestion, type ImproveStyle, MAX_SUGGESTIONS } from "../improve-types.ts";
import { readVerb } from "../language/verbs.ts";
import { cutFillers } from "./filler-words.ts";
import { keepsMeaning } from "./meaning-guard.ts";
import { finish, isMeasured, polishBullet, type Tense } from "./polish-bullet.ts";
import { tightenBullet } from "./tighten-bullet.ts";
import { strongerOpening } from "./weak-verbs.ts";

// The offline writer's "Improve" suggestions for one bullet of the wizard (issue 14): a
// stronger opening verb, filler cut, a tighter version of an overlong bullet. Each builds on
// the one before, so the last is all of them together. Only cuts, swaps of a verb for one of
// the same meaning and tense changes: no word that carries a fact is ever added.

export function suggestImprovements(line: string, tense: Tense, style: ImproveStyle): BulletSuggestion[] {
  const original = line.replace(/\s+/g, " ").trim();
  if (!original || isLink(original) || isLabel(original)) return [];
  const suggestions: BulletSuggestion[] = [];
  let current = original;
  const add = (text: string, why: string) => {
    const known = [original, ...suggestions.map((s) => s.text)];
    if (known.some((other) => sameWords(other, text))) return false;
    // Better by a rule, never different in what it claims (meaning-guard.ts).
    if (!keepsMeaning(original, text, tense)) return false;
    suggestions.push({ text, why });
    current = text;
    return true;
  };

  if (style === "bullet") {
    const verb = verbSuggestion(original, tense);
    if (verb) add(verb.text, verb.why);
  }
  const cut = cutFillers(current);
  if (cut.cut.length) {
    const text = style === "bullet" ? polishBullet(cut.text, tense).text : finish(cut.text, true);
    add(text, `Cuts filler that says nothing: ${quoted(cut.cut)}.`);
  }
  const tight = tightenBullet(current, tense, style === "prose");
  if (tight) {
    // Only capitals and full stops: the tense was settled above, and a half without its number
    // would otherwise lose the past tense a result keeps ("Ran FEA; removed 2.3 kg" stays past).
    const text = tight.text
      .split("\n")
      .map((part) => finish(part, true))
      .join("\n");
    add(text, tight.why);
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

function verbSuggestion(original: string, tense: Tense): BulletSuggestion | undefined {
  const swap = strongerOpening(original);
  const polished = polishBullet(swap?.text ?? original, tense);
  if (sameWords(polished.text, original)) return undefined;
  if (swap) {
    return {
      text: polished.text,
      why: `"${firstWords(polished.text, swap.to)}" says more than "${swap.from}" and claims the same.`,
    };
  }
  const [before, after] = changedOpening(original, polished.text);
  const beforeVerb = readVerb(before.split(" ")[0] ?? "");
  const afterVerb = readVerb(after.split(" ")[0] ?? "");
  // A tense change only of a verb as the user wrote it: "Teaching evaluations 4.8/5" is a noun.
  if (beforeVerb?.form === "gerund" && !polished.text.toLowerCase().startsWith(before.toLowerCase())) {
    return undefined;
  }
  if (beforeVerb && afterVerb && beforeVerb.lemma === afterVerb.lemma) {
    const when = tense === "past" ? "a role that has ended" : "what you do now";
    return { text: polished.text, why: `"${after}" puts the bullet in the tense of ${when}.` };
  }
  if (!polished.verbLed) return undefined;
  const dropped = before.slice(0, Math.max(0, before.length - after.length)).trim();
  if (dropped && before.toLowerCase().endsWith(after.toLowerCase())) {
    return { text: polished.text, why: `Cuts "${dropped.toLowerCase()}": the bullet starts with its verb.` };
  }
  return {
    text: polished.text,
    why: before
      ? `Opens with the action verb "${after}" instead of "${before}".`
      : `Opens with the action verb "${after}".`,
  };
}

/** The words that differ at the start of two versions, their common ending left out. */
function changedOpening(before: string, after: string): [string, string] {
  const a = bareWords(before);
  const b = bareWords(after);
  while (a.length > 1 && b.length > 1 && a.at(-1)?.toLowerCase() === b.at(-1)?.toLowerCase()) {
    a.pop();
    b.pop();
  }
  return [a.join(" "), b.join(" ")];
}

function firstWords(text: string, like: string): string {
  return text.split(" ").slice(0, like.split(" ").length).join(" ");
}

function bareWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => trimEndChars(word, ".,;:!?"))
    .filter(Boolean);
}

/**
 * Equal but for case, spaces and end punctuation: such a "suggestion" changes nothing. A split
 * into two bullets (a line break) is a change.
 */
export function sameWords(a: string, b: string): boolean {
  if (a.trim().split("\n").length !== b.trim().split("\n").length) return false;
  return bareWords(a).join(" ").toLowerCase() === bareWords(b).join(" ").toLowerCase();
}

function quoted(phrases: string[]): string {
  return [...new Set(phrases.map((phrase) => phrase.toLowerCase()))].map((p) => `"${p}"`).join(", ");
}

function isLink(text: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(text);
}

/** "Grade: 4.0", "Thesis: ...": a label and its value, not a bullet to reword. */
function isLabel(text: string): boolean {
  const colon = text.indexOf(":");
  return colon > 0 && colon < 24 && !text.slice(0, colon).includes(" ");
}

const PEOPLE = new Set("lead supervise train mentor coach hire recruit teach onboard".split(" "));
const CHANGE = new Set(
  "improve increase reduce grow cut save boost raise lower decrease accelerate streamline optimize shorten speed".split(
    " ",
  ),
);

/**
 * A question, not a rewrite, for a bullet that states no result: the writer never invents a
 * number, the person may know one. Only for bullets that describe an action.
 */
export function askForNumber(line: string, tense: Tense, style: ImproveStyle): string | undefined {
  const text = line.replace(/\s+/g, " ").trim();
  if (style !== "bullet" || isMeasured(text) || isLink(text) || isLabel(text)) return undefined;
  const polished = polishBullet(text, tense);
  if (!polished.verbLed || polished.text.split(" ").length < 3) return undefined;
  const lemma = readVerb(polished.text.split(" ")[0] ?? "")?.lemma ?? "";
  if (CHANGE.has(lemma)) return "Add a number: by how much, and how fast?";
  if (PEOPLE.has(lemma)) return "Add a number: how many people, how many teams?";
  return "Add a number: how many, how much, how fast?";
}
