import { latestExperience } from "../../../shared/headline.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { titleHead } from "../held-title.ts";
import { atWorkplace, inRunningText } from "../language/institution-names.ts";
import { isLanguageTerm } from "../language/languages.ts";
import { skillFor } from "../language/skill-index.ts";
import { withoutOverlaps } from "./strongest-skills.ts";
import { isMinorRole } from "./summary-identity.ts";

// The skills a summary may name, and where the work that shows them was (issue 33 §6): which
// posting terms are skills worth naming, whether the person's own words say one, where a job was
// as a sentence says it, and the jobs newest first. summary-evidence.ts says them as work.

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

/**
 * Where a job was, as a sentence says it: "at Sandia Vista Elementary School" (its name without
 * the bracketed district), "at the Department for Local Communities", "in the U.S. Army" (English
 * names an armed service with "the" and says one serves in it); "" for no employer to point at.
 */
export function employer(row: Row): string {
  const name = titleHead(withoutWorkBasis(row.company));
  if (!name || NO_EMPLOYER.test(name)) return "";
  return atWorkplace(inRunningText(name));
}

/** "Acme (contract)" is Acme: the basis of the work is not part of the employer's name. */
function withoutWorkBasis(company: string): string {
  const name = company.trim();
  const basis = /\((?:freelance|contract)\)$/i.exec(name);
  return basis ? name.slice(0, basis.index).trim() : name;
}

/** Jobs newest first, real jobs before student and intern roles of the same time. */
export function rowsByRecency(document: ResumeDocument): Row[] {
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
