import type { DraftProject, DraftVolunteer, DraftWork } from "../../../../shared/resume-draft.ts";
import { dated, type ReadEntry, readBlocks, type SectionReading, text } from "./entry-reading.ts";
import { orgScore, roleScore } from "./entry-words.ts";
import type { SourceLine } from "./source-lines.ts";

// Jobs, volunteering and projects from their lines. Which piece of a head is the title and
// which the employer is decided once per section, from every entry's words, because a resume
// lays out all its entries alike. Unsure choices are named in `unsure` as paths for the review
// screen. (Education: education-entries.ts; certificates, awards, publications, references:
// named-items.ts.)

const lean = (text: string | undefined) => (text ? roleScore(text) - orgScore(text) : 0);

/** Whether heads put the title first ("Nurse | Hospital") or the employer ("Hospital | Nurse"). */
function titleFirst(entries: ReadEntry[]): { first: boolean; sure: boolean } {
  let vote = 0;
  for (const { head } of entries)
    if (head.pieces.length >= 2) vote += lean(head.pieces[0]) - lean(head.pieces[1]);
  return { first: vote >= 0, sure: vote !== 0 };
}

/** Work and volunteering: a title and an employer (or organisation) per entry. */
function rolesAndEmployers(lines: SourceLine[], section: "work" | "volunteer") {
  const entries = readBlocks(lines);
  const order = titleFirst(entries);
  const unsure: string[] = [];
  const roles = entries.map((entry, index) => {
    const [one, two, ...more] = entry.head.pieces;
    let title: string | undefined;
    let employer: string | undefined;
    if (two === undefined) {
      // One piece: its own words decide, else the section's order.
      const isTitle = lean(one) > 0 || (lean(one) === 0 && order.first);
      [title, employer] = isTitle ? [one, undefined] : [undefined, one];
      unsure.push(`${section}[${index}].${isTitle ? "position" : "name"}`);
    } else {
      [title, employer] = order.first ? [one, two] : [two, one];
      if (!order.sure) unsure.push(`${section}[${index}].position`, `${section}[${index}].name`);
    }
    // Pieces past the title and employer are a line about the employer or the role.
    if (more.length) entry.prose.unshift(...more);
    if (!entry.head.dates?.start) unsure.push(`${section}[${index}].startDate`);
    return { title, employer, entry };
  });
  return { roles, unsure };
}

/** Jobs and volunteering roles: the same reading, the employer under its own key. */
function roleEntries(lines: SourceLine[], section: "work" | "volunteer") {
  const { roles, unsure } = rolesAndEmployers(lines, section);
  const employerKey = section === "work" ? "name" : "organization";
  const entries = roles.map(({ title, employer, entry }) => ({
    ...(employer ? { [employerKey]: employer } : {}),
    ...(title ? { position: title } : {}),
    // Volunteering has no place in JSON Resume.
    ...(section === "work" && entry.head.place ? { location: entry.head.place } : {}),
    ...dated(entry.head),
    ...(text(entry.prose) ? { summary: text(entry.prose) } : {}),
    ...(entry.highlights.length ? { highlights: entry.highlights } : {}),
  }));
  return { entries, unsure: unsure.map((path) => path.replace(".name", `.${employerKey}`)) };
}

export const readWork = (lines: SourceLine[]): SectionReading<DraftWork> => roleEntries(lines, "work");
export const readVolunteer = (lines: SourceLine[]): SectionReading<DraftVolunteer> =>
  roleEntries(lines, "volunteer");
const KEYWORDS = /^(?:technologies|tech stack|stack|tools|built with|keywords|skills)\s*[:：]\s*/i;

export function readProjects(lines: SourceLine[]): SectionReading<DraftProject> {
  const entries = readBlocks(lines).map((entry) => {
    const [name, ...others] = entry.head.pieces;
    const keywordLine = [...others, ...entry.prose, ...entry.highlights].find((line) => KEYWORDS.test(line));
    const prose = entry.prose.filter((line) => line !== keywordLine);
    const highlights = entry.highlights.filter((line) => line !== keywordLine);
    const entity = others.filter((piece) => piece !== keywordLine).join(", ");
    return {
      ...(name ? { name } : {}),
      ...(entity ? { entity } : {}),
      ...(text(prose) ? { description: text(prose) } : {}),
      ...(highlights.length ? { highlights } : {}),
      ...(keywordLine ? { keywords: keywordLine.replace(KEYWORDS, "").split(/,\s*/) } : {}),
      ...dated(entry.head),
      ...(entry.head.url ? { url: entry.head.url } : {}),
    };
  });
  return { entries, unsure: [] };
}
