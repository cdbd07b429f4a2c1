import { latestExperience } from "../../shared/headline.ts";
import type { ResumeDocument } from "../../shared/resume.ts";

// The desired role and the posting's title are targets, not facts: a sentence may call the
// person only by a title they have held (an experience's role). "Clinical informatics analyst
// with 11 years of experience" was written for a nurse who wants that job and never had it.

const normalized = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Whether the person has held `title`: an experience's role says it, as whole words, ignoring
 * case and punctuation ("Registered Nurse" in "Registered Nurse, Cardiac Step-Down Unit").
 */
export function hasHeld(document: ResumeDocument, title: string): boolean {
  return document.experiences.some((row) => roleSays(row.role, title));
}

/** Whether a role's title says `title` as whole words, ignoring case and punctuation. */
export function roleSays(role: string, title: string): boolean {
  const wanted = normalized(title);
  return wanted !== "" && ` ${normalized(role)} `.includes(` ${wanted} `);
}

/** The title a sentence may give the person: `target` when they have held it, else their latest role. */
export function heldTitle(document: ResumeDocument, target: string): string {
  if (hasHeld(document, target)) return target.trim();
  return latestExperience(document)?.role.trim() ?? "";
}

// Where a long title's qualifiers start: "Registered Nurse, Cardiac Step-Down Unit",
// "Clinical Applications Analyst II – Epic ClinDoc", "Operations Manager (2nd Shift)".
const QUALIFIERS = [",", " – ", " — ", " - ", " | ", " (", ";"];

/** The title without its qualifiers, for a sentence: "Registered Nurse". */
export function titleHead(title: string): string {
  const text = title.trim();
  const cuts = QUALIFIERS.map((mark) => text.indexOf(mark)).filter((at) => at > 0);
  return cuts.length ? text.slice(0, Math.min(...cuts)).trim() : text;
}

/**
 * Whether `text` calls the person `title`: it opens with it ("Clinical informatics analyst with
 * 11 years..."), or says "as a/an <title>" or "<title> with ...".
 */
export function claimsTitle(text: string, title: string): boolean {
  const lower = text.toLowerCase().replace(/\s+/g, " ").trim();
  const wanted = title.toLowerCase().replace(/\s+/g, " ").trim();
  if (!wanted) return false;
  return (
    lower.startsWith(wanted) ||
    saidAs(lower, `as a ${wanted}`) ||
    saidAs(lower, `as an ${wanted}`) ||
    lower.includes(`${wanted} with `)
  );
}

/** Words before "as a <title>" that deny it ("I have not worked as a…", "my first role as a…"). */
const DENIED = /(?:\bnot|n't|\bnever|\bfirst)\b[^.]{0,24}$/;

/** "as a Nurse Manager" said of the person, not denied ("I have not worked as a Nurse Manager before"). */
function saidAs(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (!DENIED.test(text.slice(Math.max(0, at - 40), at))) return true;
  }
  return false;
}

/** The target titles (desired role, posting title) the person has not held: never a claim. */
export function unheldTitles(document: ResumeDocument, targets: string[]): string[] {
  return [...new Set(targets.map((title) => title.trim()).filter(Boolean))].filter(
    (title) => !hasHeld(document, title),
  );
}

/** "a" or "an" before `phrase`, by sound for the common cases ("an RN", "a unit", "an analyst"). */
export function article(phrase: string): string {
  // An acronym or a dotted abbreviation is said letter by letter: "an M.Ed.", "an RN", "a BSN".
  if (/^\p{Lu}(?:\p{Lu}|\.)/u.test(phrase)) return /^[AEFHILMNORSX]/.test(phrase) ? "an" : "a";
  return /^(?:[aeio]|u(?!ni|s[eu]))/i.test(phrase) ? "an" : "a";
}
