import type { LetterTone } from "../../../shared/resume.ts";
import { article } from "../held-title.ts";
import { capitalizeFirst } from "../language/name-casing.ts";
import { nlp } from "../language/nlp.ts";
import { listOf } from "../language/word-lists.ts";
import type { EvidenceClause } from "./evidence-clauses.ts";

// The words around the facts of a cover letter, in three tones (formal, warm, direct). Facts
// come in as arguments (titles, terms, clauses from the resume); nothing here states one.

export interface LetterFrame {
  greeting(company: string): string;
  position(title: string, company: string): string;
  identity(own: string, role: string, years: number | null, company: string, terms: string[]): string;
  /** Why this role: the top requirements the person can show. */
  drawnBy(terms: string[]): string;
  /** When the resume shows none of the requirements: an honest frame for a career change. */
  changingPath(): string;
  /** The i-th requirement answered by a job: intro naming the terms, then what was done there. */
  answer(
    i: number,
    terms: string[],
    place: string,
    clauses: EvidenceClause[],
    more: EvidenceClause[],
  ): string;
  alsoBring(terms: string[]): string;
  closing(company: string, terms: string[], email: string): string;
  withoutResume(position: string, focus: string[]): string;
  signOff(name: string): string;
}

/** "test scripts are", "Epic ClinDoc is": agreement from compromise's reading of the noun. */
function be(terms: string[]): string {
  if (terms.length !== 1) return "are";
  return nlp(terms[0] ?? "")
    .nouns()
    .isPlural().found
    ? "are"
    : "is";
}

/** "At Lakeshore, I serve as lead super user for 42 nurses, and I cut documentation time by 37%." */
function didThere(place: string, clauses: EvidenceClause[], more: EvidenceClause[], also = false): string {
  const [first, ...rest] = clauses;
  if (!first) return "";
  const joined = rest
    .map((clause) => (clause.subject ? `, and ${clause.text}` : `, and I ${clause.text}`))
    .join("");
  const [second, third] = more;
  const next = second
    ? ` ${also ? "There, I" : "I also"} ${second.text}${third ? `, and I ${third.text}` : ""}.`
    : "";
  return `${place}, I ${also ? "also " : ""}${first.text}${joined}.${next}`;
}

/** The sentence with one full stop: "…at Halvorsen Motion Systems, Inc." gets no second one. */
function stop(sentence: string): string {
  return sentence.endsWith(".") ? sentence : `${sentence}.`;
}

/** "Riverbend Health hiring team"; "hiring team at The Homes Institute" (no "Dear The …"). */
function teamOf(company: string, team: string): string {
  return /^the\s/i.test(company) ? `${team} at ${company}` : `${company} ${team}`;
}

function years(count: number | null): string {
  return count ? ` with ${count} ${count === 1 ? "year" : "years"} of experience` : "";
}

/**
 * "I am a registered nurse with 9 years of inpatient experience… At Lakeshore, my recent work has
 * involved Epic and test scripts." In their own words when their summary opens with who they
 * are (`own`), else by the title they hold.
 */
function identity(own: string, role: string, count: number | null, company: string, terms: string[]): string {
  const work = terms.length
    ? `${company ? `At ${company}, my` : "My"} recent work has involved ${listOf(terms)}.`
    : "";
  const who = own || (role ? `${role}${years(count)}` : "");
  return [who ? stop(`I am ${article(who)} ${who}`) : "", work].filter(Boolean).join(" ");
}

function signed(closing: string, name: string): string {
  return `${closing}\n${name || "[Your name]"}`;
}

const formal: LetterFrame = {
  greeting: (company) => (company ? `Dear ${teamOf(company, "hiring team")},` : "Dear hiring manager,"),
  position: (title, company) =>
    stop(`I am writing to apply for the ${title || "open"} position${company ? ` at ${company}` : ""}`),
  identity,
  // What the posting asks first, not a motive the person never wrote (issue 33 §2).
  drawnBy: (terms) =>
    `The posting asks first for ${listOf(terms)}, so I start with where I have done that work and what came of it.`,
  changingPath: () =>
    "My path to this role is not the usual one, so I would like to show what I would bring from the work I have done.",
  answer(i, terms, place, clauses, more) {
    const intro = [
      `The role calls for ${listOf(terms)}.`,
      `${capitalizeFirst(listOf(terms))} ${be(terms)} also central to the role.`,
      `The posting also asks for ${listOf(terms)}.`,
    ][i % 3];
    return terms.length
      ? `${intro} ${didThere(place, clauses, more)}`
      : didThere(place, clauses, more, i > 0);
  },
  alsoBring: (terms) => `My experience also covers ${listOf(terms)}, which the posting lists as well.`,
  closing: (company, terms, email) =>
    `${stop(`I would welcome the opportunity to discuss how my experience${terms.length ? ` with ${listOf(terms)}` : ""} could support ${company || "your team"}`)} I am available for an interview at your convenience${email ? ` and can be reached at ${email}` : ""}. Thank you for your time and consideration.`,
  withoutResume: (position, focus) =>
    focus.length
      ? `${position} The role's focus on ${listOf(focus)} matches the work I want to do next, and I would bring care and steady commitment to it.`
      : `${position} I would bring care, reliability and a willingness to learn to your team.`,
  signOff: (name) => signed("Sincerely,", name),
};

const warm: LetterFrame = {
  greeting: (company) => (company ? `Dear ${teamOf(company, "team")},` : "Dear hiring team,"),
  position: (title, company) =>
    `I was delighted to see the ${title || "open"} role${company ? ` at ${company}` : ""}, and I would love to bring my experience to your team.`,
  identity,
  drawnBy: (terms) => `You put ${listOf(terms)} first, so that is where I will start.`,
  changingPath: () =>
    "My background is not the usual one for this role, and I would love to share what I would bring from it.",
  answer(i, terms, place, clauses, more) {
    const intro = [
      `I noticed that you are looking for ${listOf(terms)}.`,
      `You also mention ${listOf(terms)}.`,
      `${capitalizeFirst(listOf(terms))} ${be(terms)} on your list as well.`,
    ][i % 3];
    return terms.length
      ? `${intro} ${didThere(place, clauses, more)}`
      : didThere(place, clauses, more, i > 0);
  },
  alsoBring: (terms) => `My experience covers ${listOf(terms)} too, which your posting mentions as well.`,
  closing: (company, terms, email) =>
    `${stop(`It would be a pleasure to talk about how I could help ${company || "your team"}${terms.length ? ` with ${listOf(terms)}` : ""}`)} Please feel free to reach me${email ? ` at ${email}` : ""} whenever it suits you. Thank you for reading, and I hope we can speak soon.`,
  withoutResume: (position, focus) =>
    focus.length
      ? `${position} Work that centres on ${listOf(focus)} is exactly what I want to do next, and I would bring real care to it.`
      : `${position} I would bring warmth, reliability and a real willingness to learn to your team.`,
  signOff: (name) => signed("Warm regards,", name),
};

const direct: LetterFrame = {
  greeting: (company) => (company ? `Hello ${teamOf(company, "team")},` : "Hello,"),
  position: (title, company) =>
    stop(`I am applying for the ${title || "open"} role${company ? ` at ${company}` : ""}`),
  identity,
  drawnBy: (terms) => `Here is how I have handled ${listOf(terms)}.`,
  changingPath: () => "I am coming from a different field, so here is what I would bring.",
  answer(i, terms, place, clauses, more) {
    const intro = [
      `You need ${listOf(terms)}.`,
      `You also need ${listOf(terms)}.`,
      `You ask for ${listOf(terms)}.`,
    ][i % 3];
    return terms.length
      ? `${intro} ${didThere(place, clauses, more)}`
      : didThere(place, clauses, more, i > 0);
  },
  alsoBring: (terms) => `Also on your list and in my work: ${listOf(terms)}.`,
  closing: (company, _terms, email) =>
    `Could we set up a short call this week or next to talk about the role${company ? ` at ${company}` : ""}? You can reach me${email ? ` at ${email}` : " by reply"}, and I will make time at your convenience. Thank you for your time.`,
  withoutResume: (position, focus) =>
    focus.length
      ? `${position} I want to work on ${listOf(focus)}, and I learn fast.`
      : `${position} I am reliable, and I learn fast.`,
  signOff: (name) => signed("Best regards,", name),
};

export const LETTER_FRAMES: Record<LetterTone, LetterFrame> = { formal, warm, direct };
