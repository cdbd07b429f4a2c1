import type { DraftProject, DraftVolunteer, DraftWork } from "../../../../shared/resume-draft.ts";
import { dated, type ReadEntry, readBlocks, type SectionReading, text } from "./entry-reading.ts";
import { type HeadSplit, lean, splitHead } from "./head-roles.ts";
import type { SourceLine } from "./source-lines.ts";

// Jobs, volunteering and projects from their lines. Which piece of a head is the title and
// which the employer is decided once per section, from every entry's words, because a resume
// lays out all its entries alike. Unsure choices are named in `unsure` as paths for the review
// screen. (Education: education-entries.ts; certificates, awards, publications, references:
// named-items.ts.)

/**
 * Whether heads put the title first ("Nurse | Hospital", "Nurse, Hospital") or the employer
 * ("Hospital | Nurse"): every entry votes, as a resume lays out all its entries alike.
 */
function titleFirst(
  entries: ReadEntry[],
  splits: (HeadSplit | undefined)[],
): { first: boolean; sure: boolean } {
  let vote = 0;
  entries.forEach(({ head }, index) => {
    const split = splits[index];
    if (split?.kind === "comma") vote += Math.sign(split.score);
    else if (head.pieces.length >= 2) {
      const role = roleAt(head.pieces);
      vote +=
        role !== undefined ? (role === 0 ? 1 : -1) : Math.sign(lean(head.pieces[0]) - lean(head.pieces[1]));
    }
  });
  return { first: vote >= 0, sure: vote !== 0 };
}

/**
 * A line about an employer ("Seasonal restaurant with 80 seats", "French brasserie, 180 seats"):
 * no role words, and run in lower case, where names of employers and roles are capitalised.
 */
function isDescription(piece: string): boolean {
  const words = piece.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word));
  const lower = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return lean(piece) <= 0 && words.length >= 2 && lower * 2 >= words.length;
}

/** The one piece that reads most as a role, when one does. */
function roleAt(pieces: string[]): number | undefined {
  const leans = pieces.map(lean);
  const top = Math.max(...leans);
  return top > 0 && leans.filter((value) => value === top).length === 1 ? leans.indexOf(top) : undefined;
}

/** Work and volunteering: a title and an employer (or organisation) per entry. */
/**
 * A head names a title, an employer, a place, in capitalised words: a sentence of a dozen words
 * or more, most in lower case, beside them (a left date column's row that holds the job's first
 * line of text) is the entry's own text.
 */
function isSentence(piece: string): boolean {
  const words = piece.split(" ");
  const lower = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= 12 && lower * 2 >= words.length && /[.!]$/.test(piece);
}

function rolesAndEmployers(lines: SourceLine[], section: "work" | "volunteer") {
  const entries = readBlocks(lines);
  for (const entry of entries) {
    const sentences = entry.head.pieces.filter(isSentence);
    if (!sentences.length || sentences.length === entry.head.pieces.length) continue;
    entry.head.pieces = entry.head.pieces.filter((piece) => !isSentence(piece));
    entry.prose.unshift(...sentences);
  }
  // A one-piece head may hold both ("Engineer at Acme", "Acme, Engineer"), and so may a head's
  // first line when the line under it reads as no role: a line about the employer ("Head Chef,
  // Bistro Nine" over "Seasonal restaurant, 80 seats", as moderncv prints its entries).
  const splits = entries.map(({ head, prose }) => {
    const [first, ...rest] = head.pieces;
    if (first === undefined) return undefined;
    const split = splitHead(first);
    if (!rest.length) return split;
    const holdsBoth = split && (split.kind === "connector" || split.score !== 0);
    if (!holdsBoth || !rest.every(isDescription)) return undefined;
    prose.unshift(...head.pieces.splice(1));
    return split;
  });
  const order = titleFirst(entries, splits);
  const unsure: string[] = [];
  const roles = entries.map((entry, index) => {
    const [one, two, ...more] = entry.head.pieces;
    const split = splits[index];
    let title: string | undefined;
    let employer: string | undefined;
    if (split?.kind === "connector") [title, employer] = [split.role, split.org];
    else if (split?.kind === "comma" && (split.score !== 0 || order.sure)) {
      // The section's order, as all its heads are laid out alike; else the entry's own words.
      const roleLeft = order.sure ? order.first : split.score > 0;
      [title, employer] = roleLeft ? [split.left, split.right] : [split.right, split.left];
      if (split.score === 0) unsure.push(`${section}[${index}].position`, `${section}[${index}].name`);
    } else if (two === undefined) {
      // One piece: its own words decide, else the section's order.
      const isTitle = lean(one) > 0 || (lean(one) === 0 && order.first);
      [title, employer] = isTitle ? [one, undefined] : [undefined, one];
      unsure.push(`${section}[${index}].${isTitle ? "position" : "name"}`);
    } else if (more.length && (roleAt(entry.head.pieces) ?? 0) >= 2 && !order.first) {
      // "Employer / Place / a line about the employer / Title": the title comes last, the
      // employer first, and the line about the employer is the entry's description.
      const at = roleAt(entry.head.pieces) as number;
      [title, employer] = [entry.head.pieces[at], one];
      more.splice(at - 2, 1, two);
    } else {
      [title, employer] = order.first ? [one, two] : [two, one];
      if (!order.sure) unsure.push(`${section}[${index}].position`, `${section}[${index}].name`);
    }
    // Pieces past the title and employer are a line about the employer or the role.
    if (more.length) entry.prose.unshift(...more);
    if (!entry.head.dates?.start) unsure.push(`${section}[${index}].startDate`);
    return { title, employer, entry };
  });
  heldAtEmployerAbove(roles, order.first);
  return { roles, unsure };
}

/**
 * Several roles held at one employer are printed under its name once ("Delta River
 * Distribution" / "Inventory Control Lead, 2017–2020" / "Receiving Lead, 2015–2017"): where heads
 * lead with the employer, a head that names only a title is another role at the employer of the
 * entry above.
 */
function heldAtEmployerAbove(roles: { title?: string; employer?: string }[], titleFirst: boolean): void {
  if (titleFirst) return;
  for (const [index, role] of roles.entries()) {
    const above = roles[index - 1];
    if (role.title && !role.employer && above?.employer) role.employer = above.employer;
  }
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
