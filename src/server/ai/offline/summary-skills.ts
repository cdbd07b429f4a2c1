import { latestExperience } from "../../../shared/headline.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { titleHead } from "../held-title.ts";
import { inRunningText } from "../language/institution-names.ts";
import { isLanguageTerm } from "../language/languages.ts";
import { skillFor } from "../language/skill-index.ts";
import { listOf } from "../language/word-lists.ts";
import { withoutOverlaps } from "./strongest-skills.ts";
import { isMinorRole } from "./summary-identity.ts";

// The summary's skills sentence (issue 33 §6). It names the posting's requirements the resume
// shows and says where: a skill is tied to a job only when that job's own lines mention it, so the
// sentence's shape follows the evidence (one job, several jobs, or only a skills list) instead of
// one "Strengths include X, Y and Z" for everyone.

type Row = ResumeDocument["experiences"][number];

/**
 * Skills a summary may name: no language (an English summary saying "skilled in English" sells a
 * fact as a strength), no term inside another ("hydraulics" beside "pumps and hydraulics"), and
 * no two kinds of one thing ("student assessment, formative assessment": a list reads the shared
 * head noun twice; English compounds put the head last).
 */
export function distinctSkills(skills: readonly string[]): string[] {
  const kept: string[] = [];
  const head = (term: string) => {
    const words = term.toLowerCase().split(/\s+/);
    return words.length > 1 ? (words.at(-1) ?? "") : "";
  };
  // A posting's "volunteer" or "intern" names a kind of role, not a skill a person has.
  const usable = skills.filter(
    (skill) => !isLanguageTerm(skill) && !(isMinorRole(skill) && !skill.includes(" ")),
  );
  for (const skill of withoutOverlaps(usable)) {
    const noun = head(skill);
    if (!noun || !kept.some((other) => head(other) === noun)) kept.push(skill);
  }
  return kept;
}

// A company field that names no employer a sentence can point at.
const NO_EMPLOYER = /^(?:freelance|self[- ]employed|independent|various|confidential)$/i;

const ARMED_SERVICE = /\b(?:Army|Navy|Air Force|Marine Corps|Coast Guard|National Guard|Space Force)$/;

/** "Office Manager / Administrative Assistant" -> "Office Manager": one title reads in a sentence. */
function oneTitle(role: string): string {
  const head = titleHead(role);
  const slash = head.indexOf(" / ");
  return slash > 0 ? head.slice(0, slash).trim() : head;
}

/**
 * Where a job was, as a sentence says it: "at Sandia Vista Elementary School" (its name without
 * the bracketed district), "at the Department for Local Communities", "in the U.S. Army" (English
 * names an armed service with "the" and says one serves in it); "" for no employer to point at.
 */
export function employer(row: Row): string {
  const name = titleHead(withoutWorkBasis(row.company));
  if (!name || NO_EMPLOYER.test(name)) return "";
  if (ARMED_SERVICE.test(name)) return /^the\s/i.test(name) ? `in ${name}` : `in the ${name}`;
  return `at ${inRunningText(name)}`;
}

/** "Acme (contract)" is Acme: the basis of the work is not part of the employer's name. */
function withoutWorkBasis(company: string): string {
  const name = company.trim();
  const basis = /\((?:freelance|contract)\)$/i.exec(name);
  return basis ? name.slice(0, basis.index).trim() : name;
}

/** Jobs newest first, real jobs before student and intern roles of the same time. */
function rowsByRecency(document: ResumeDocument): Row[] {
  const rows = [...document.experiences];
  const ordered: Row[] = [];
  while (rows.length) {
    const real = rows.filter((row) => !isMinorRole(row.role));
    const next = latestExperience({ experiences: real.length ? real : rows });
    if (!next) break;
    ordered.push(next);
    rows.splice(rows.indexOf(next), 1);
  }
  return ordered;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Whether lower-cased `text` says `skill` or one of its dictionary spellings as whole words (a
 * plural too: "KPIs"). Not by stem: "Bloomberg Market Concepts" does not say "marketing", and a
 * sentence tying a skill to a job or to training must be able to point at the words.
 */
export function says(text: string, skill: string): boolean {
  const known = skillFor(skill);
  const forms = [skill, ...(known?.forms ?? []), ...(known?.exactForms ?? [])].map((form) =>
    form.toLowerCase(),
  );
  return forms.some((form) => {
    if (!form) return false;
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
      let end = at + form.length;
      if (text.startsWith("es", end) && !isWordChar(text[end + 2])) end += 2;
      else if (text[end] === "s" && !isWordChar(text[end + 1])) end += 1;
      // "annual food sales $4.6M", "27-29% of food sales": a word beside an amount names what
      // was measured, not a skill.
      const measures =
        /^\s+(?:of\s+)?[$£€]?\d/.test(text.slice(end, end + 12)) ||
        /\d%\s+of\s+(?:[a-z-]+\s+)?$/.test(text.slice(Math.max(0, at - 30), at));
      if (!isWordChar(text[at - 1]) && !isWordChar(text[end]) && !measures) return true;
    }
    return false;
  });
}

/** Skills are tied to recent work only: the latest few jobs. */
const RECENT_JOBS = 3;

interface Placed {
  row: Row;
  /** "at Kestrel Fluid Systems", "in the U.S. Army". */
  company: string;
  skills: string[];
  /** Earlier employers whose own lines mention every one of `skills` too. */
  before: string[];
}

interface Job {
  row: Row;
  company: string;
  /** The job's lines in lower case, for whole-word look-ups. */
  text: string;
}

/** Each skill at the newest recent job whose own lines mention it; the rest are unplaced. */
function place(document: ResumeDocument, skills: string[]): { placed: Placed[]; unplaced: string[] } {
  const jobs: Job[] = rowsByRecency(document)
    .slice(0, RECENT_JOBS)
    .map((row) => ({ row, company: employer(row), text: row.responsibilities.toLowerCase() }))
    .filter((entry) => entry.company);
  const placed: Placed[] = [];
  const unplaced: string[] = [];
  for (const skill of skills) {
    const at = jobs.find((entry) => says(entry.text, skill));
    if (!at) {
      unplaced.push(skill);
      continue;
    }
    // Two roles at one employer are one place to a reader ("at Ridgeback Analytics" once).
    const group = placed.find((entry) => entry.company === at.company);
    if (group) group.skills.push(skill);
    else placed.push({ row: at.row, company: at.company, skills: [skill], before: [] });
  }
  for (const group of placed) {
    const later = jobs.findIndex((job) => job.row === group.row);
    const others = jobs.slice(later + 1).filter((job) => job.company !== group.company);
    const shows = others.filter((job) => group.skills.every((skill) => says(job.text, skill)));
    group.before = [...new Set(shows.map((job) => job.company))];
  }
  // Newest job first in the sentence, whatever the order of the skills.
  const order = jobs.map((job) => job.row);
  placed.sort((a, b) => order.indexOf(a.row) - order.indexOf(b.row));
  return { placed, unplaced };
}

/**
 * The sentence naming `skills`, shaped by where the resume shows them (each example is what a
 * resume's evidence makes it say):
 * - one job, and earlier jobs too: "Has worked with SolidWorks in roles at Kestrel Fluid Systems and Great Lakes Automation."
 * - one job whose title the lead does not already say: "Now Senior Accountant at Harborview Medical
 *   Devices, working with SOX." (current) or "As Office Manager at Hollins & Day Architects, worked
 *   with QuickBooks." (past), for tools; for practices "Work as Account Executive at Ridgeback
 *   Analytics included new logo acquisition."
 * - one current job: "Current work at Trailhead Outdoor Supply draws on payroll and visual merchandising."
 * - one past job: "Work at Hollins & Day Architects drew on QuickBooks."
 * - several jobs: "Has worked with MEDDPICC at Cloudmason Software and with new logo acquisition at Ridgeback Analytics."
 * - only a skills list: "Strengths include X and Y."
 * A skill the recent jobs' lines do not show is left to the skills section when others are shown
 * (a summary names what the work shows).
 */
export function skillsSentence(
  document: ResumeDocument,
  skills: readonly string[],
  lead: string,
): { sentence: string; shown: boolean } {
  if (!skills.length) return { sentence: "", shown: false };
  const { placed, unplaced } = place(document, [...skills]);
  // "Trained in Microsoft Office" put a 2020 certificate at a 2019 job, and "Trained in Excel."
  // reads as a fragment (blind review): a skill no job shows is left to the skills list.
  if (!placed.length) return { sentence: `Strengths include ${listOf(unplaced)}.`, shown: false };
  return { sentence: placedSentence(placed, lead), shown: true };
}

/** "at A" and "at B" -> "at A and B"; "in the U.S. Army" and "at B" stay whole. */
function places(phrases: string[]): string {
  const at = phrases.every((phrase) => phrase.startsWith("at "));
  return at ? `at ${listOf(phrases.map((phrase) => phrase.slice(3)))}` : listOf(phrases);
}

/** A name (a capital or a digit in it: "SOX", "NetSuite", "Python 3"), not a practice. */
const isNamed = (skill: string) => /[\p{Lu}\d]/u.test(skill);

function placedSentence(placed: Placed[], lead: string): string {
  const [only] = placed as [Placed, ...Placed[]];
  if (placed.length > 1) {
    const groups = placed.map((group) => `with ${listOf(group.skills)} ${group.company}`);
    return `Has worked ${listOf(groups)}.`;
  }
  const list = listOf(only.skills);
  if (only.before.length)
    return `Has worked with ${list} in roles ${places([only.company, ...only.before])}.`;
  const current = only.row.still_working;
  // Two roles at one employer are one place, but a title is said only of its own role's work:
  // "as Account Executive" cannot take the Senior Account Executive's prospecting.
  const ownWork = only.row.responsibilities.toLowerCase();
  const title = only.skills.every((skill) => says(ownWork, skill)) ? oneTitle(only.row.role) : "";
  // The role adds what the lead has not said: "California-licensed CPA" leads, the job is
  // "Senior Accountant". A lead that already names the title needs only the employer.
  if (lead && title && !lead.toLowerCase().includes(title.toLowerCase())) {
    // English works "with" a tool (a name: "SOX", "NetSuite"); a practice ("student assessment",
    // "new logo acquisition") is part of the work, not something worked with.
    if (!only.skills.every(isNamed))
      return `Work as ${title} ${only.company} ${current ? "includes" : "included"} ${list}.`;
    return current
      ? `Now ${title} ${only.company}, working with ${list}.`
      : `As ${title} ${only.company}, worked with ${list}.`;
  }
  if (!only.skills.every(isNamed))
    return current
      ? `Current work ${only.company} includes ${list}.`
      : `Work ${only.company} included ${list}.`;
  return current ? `Current work ${only.company} draws on ${list}.` : `Work ${only.company} drew on ${list}.`;
}
