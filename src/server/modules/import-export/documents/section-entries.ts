import type {
  DraftEducation,
  DraftProject,
  DraftVolunteer,
  DraftWork,
  ResumeDraft,
} from "../../../../shared/resume-draft.ts";
import { compact } from "../json-resume/json-resume-values.ts";
import { type EntryBlock, entryBlocks } from "./entry-blocks.ts";
import { type EntryHead, readEntryHead } from "./entry-head.ts";
import { isDegree, isSchool, orgScore, roleScore } from "./entry-words.ts";
import { splitLabel } from "./labelled-text.ts";
import { dateRanges, withoutRange } from "./read-dates.ts";
import type { SourceLine } from "./source-lines.ts";

// The dated sections (work, volunteering, education, projects, certificates, awards,
// publications, references) from their lines. Which piece of a head is the title and which the
// employer is decided once per section, from every entry's words, because a resume lays out
// all its entries alike. Unsure choices are named in `unsure` as paths for the review screen.

export interface SectionReading<T> {
  entries: T[];
  unsure: string[];
}

interface ReadEntry {
  head: EntryHead;
  highlights: string[];
  prose: string[];
}

/**
 * Each entry's head read, and its body as bullets and prose. An entry with no bullets but
 * several sentences has its bullets without marks (text copied from a PDF): each is a bullet.
 */
function readBlocks(lines: SourceLine[]): ReadEntry[] {
  return entryBlocks(lines).map((block: EntryBlock) => {
    const unmarked = !block.body.some((line) => line.bullet) && block.body.length > 2;
    return {
      head: readEntryHead(block.head),
      highlights: block.body.filter((line) => line.bullet || unmarked).map((line) => line.text),
      prose: unmarked ? [] : block.body.filter((line) => !line.bullet).map((line) => line.text),
    };
  });
}

const lean = (text: string | undefined) => (text ? roleScore(text) - orgScore(text) : 0);

/** Whether heads put the title first ("Nurse | Hospital") or the employer ("Hospital | Nurse"). */
function titleFirst(entries: ReadEntry[]): { first: boolean; sure: boolean } {
  let vote = 0;
  for (const { head } of entries)
    if (head.pieces.length >= 2) vote += lean(head.pieces[0]) - lean(head.pieces[1]);
  return { first: vote >= 0, sure: vote !== 0 };
}

const dated = (head: EntryHead) => ({
  ...(head.dates?.start ? { startDate: head.dates.start } : {}),
  ...(head.dates?.end ? { endDate: head.dates.end } : {}),
});

const text = (lines: string[]) => lines.join(" ").trim() || undefined;

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

/** "GPA: 3.8", "Grade: 3.9/4.0", "GPA/Grade: Distinction" -> the grade. */
function gradeOf(text: string): string | undefined {
  const labelled = splitLabel(text);
  return labelled && /^(?:c?gpa|grade|score|note|nota)(?:\/(?:c?gpa|grade))?$/i.test(labelled.label)
    ? labelled.value
    : undefined;
}
const COURSES = /^(?:(?:relevant\s+)?course(?:work|s)?|modules|subjects)\s*[:：]\s*/i;

/** "Bachelor of Science in Nursing" -> degree and field; ours prints "degree, field". */
function degreeAndField(piece: string): { studyType: string; area?: string } {
  // "M.S. Clinical Nutrition", "MBA Finance": an abbreviated degree, then its field.
  const abbreviated = /^(?:(?:[A-Z][a-z]?\.){2,3}|MBA|MSc|BSc|BEng|MEng|PhD|BBA|MPH|MPA)\s/.exec(piece);
  if (abbreviated && !piece.includes(", "))
    return { studyType: abbreviated[0].trim(), area: piece.slice(abbreviated[0].length) };
  const comma = piece.lastIndexOf(", ");
  if (comma > 0 && !piece.slice(comma).includes("("))
    return { studyType: piece.slice(0, comma), area: piece.slice(comma + 2) };
  const inAt = piece.search(
    /\s(?:in|of)\s(?!(?:Science|Arts|Business|Engineering|Fine Arts|Philosophy|Laws|Education)\b)/,
  );
  if (inAt > 0 && isDegree(piece.slice(0, inAt)))
    return { studyType: piece.slice(0, inAt), area: piece.slice(inAt).replace(/^\s(?:in|of)\s/, "") };
  return { studyType: piece };
}

/**
 * "M.S. Clinical Nutrition, Oregon State University, 2018" on one line: its commas set the
 * degree, the school and the date apart when nothing else does.
 */
function schoolAndDegreeApart(head: EntryHead): string[] {
  const [only] = head.pieces;
  if (head.pieces.length !== 1 || !only?.includes(", ") || !isSchool(only) || !isDegree(only))
    return head.pieces;
  const pieces = only.split(", ");
  const last = pieces.at(-1) ?? "";
  const date = dateRanges(last)[0];
  if (date && !withoutRange(last, date) && !head.dates) {
    head.dates = date;
    pieces.pop();
  }
  return pieces;
}

export function readEducation(lines: SourceLine[]): SectionReading<DraftEducation> {
  const unsure: string[] = [];
  const entries = readBlocks(lines).map((entry, index) => {
    const pieces = schoolAndDegreeApart(entry.head);
    // The school: a piece with a school's name and no degree's, else any with a school's name.
    const named = pieces.findIndex((piece) => isSchool(piece) && !isDegree(piece));
    const schoolAt = named >= 0 ? named : pieces.findIndex(isSchool);
    const degreeAt = pieces.findIndex((piece, at) => at !== schoolAt && isDegree(piece));
    // Without telling words: the school is the piece that is not the degree, else the second.
    const institution = pieces[schoolAt >= 0 ? schoolAt : degreeAt === 1 ? 0 : pieces.length > 1 ? 1 : 0];
    const degreePiece = pieces.find(
      (piece, at) => at === degreeAt || (degreeAt < 0 && piece !== institution),
    );
    if (schoolAt < 0) unsure.push(`education[${index}].institution`);
    const others = pieces.filter((piece) => piece !== institution && piece !== degreePiece);
    const courses: string[] = [];
    let score = others.map(gradeOf).find(Boolean);
    const rest = others.filter((piece) => !gradeOf(piece));
    for (const line of [...entry.highlights, ...entry.prose]) {
      if (gradeOf(line)) score ??= gradeOf(line);
      else if (COURSES.test(line)) courses.push(...line.replace(COURSES, "").split(/,\s*/));
      else courses.push(line);
    }
    return {
      ...(institution ? { institution } : {}),
      ...(rest.length ? { area: rest.join(", ") } : {}),
      ...(degreePiece ? degreeAndField(degreePiece) : {}),
      ...dated(entry.head),
      ...(score ? { score } : {}),
      ...(courses.length ? { courses } : {}),
    };
  });
  return { entries, unsure };
}

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

/** Certificates, awards, publications: a name, who gave it, a date, a few words more. */
function namedItems(lines: SourceLine[]): ReadEntry[] {
  // A list with no bullets and every line alike is one item per line.
  const flat = lines.every((line) => !line.bullet && !line.bold) || lines.every((line) => line.bullet);
  if (!flat) return readBlocks(lines);
  return lines.map((line) => oneLineItem(line));
}

/**
 * "Teacher of the Year, Sandia Vista Elementary School (May 2023). Chosen by staff for …": the
 * first sentence names the item (its name, then who gave it after the last comma when nothing
 * else sets them apart), the rest describes it.
 */
function oneLineItem(line: SourceLine): ReadEntry {
  const text = withoutNumbering(line.parts ? line.parts.join(" | ") : line.text);
  const stop = text.search(/[.)] \p{Lu}/u);
  const [name, about] = stop > 0 ? [text.slice(0, stop + 1), text.slice(stop + 2)] : [text, ""];
  const head = readEntryHead([{ ...line, text: name.replace(/\.$/, ""), parts: undefined, bullet: false }]);
  const only = head.pieces[0];
  const comma = only && head.pieces.length === 1 ? only.lastIndexOf(", ") : -1;
  if (only && comma > 0 && orgScore(only.slice(comma + 2)) > 0)
    head.pieces.splice(0, 1, only.slice(0, comma), only.slice(comma + 2));
  return { head, highlights: [], prose: about ? [about] : [] };
}

/** "1. ", "2) ", "[3] ": a numbered list's numbers. */
function withoutNumbering(text: string): string {
  const match = /^(?:\d{1,3}[.)]|\[\d{1,3}\])\s/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

export function readCertificates(lines: SourceLine[]): ResumeDraft["certificates"] {
  return namedItems(lines).map(({ head, prose, highlights }) => {
    const [name, issuer, ...more] = head.pieces;
    const url = head.url ?? [...prose, ...highlights].find((line) => /^https?:\/\//i.test(line));
    return compact({
      name,
      issuer: [issuer, ...more].filter(Boolean).join(", "),
      date: head.dates?.start,
      url,
    });
  });
}

export function readAwards(lines: SourceLine[]): ResumeDraft["awards"] {
  return namedItems(lines).map(({ head, prose, highlights }) => {
    const [title, awarder, ...more] = head.pieces;
    const summary = text([...more, ...prose, ...highlights]);
    return compact({ title, awarder, date: head.dates?.start, summary });
  });
}

export function readPublications(lines: SourceLine[]): ResumeDraft["publications"] {
  return namedItems(lines).map(({ head, prose, highlights }) => {
    // "Title. Journal, 18(4), Apr 2025.": the sentence after the title names where and when.
    const venue =
      !head.pieces[1] && prose[0]
        ? readEntryHead([{ text: prose[0].replace(/\.$/, ""), page: 1 }])
        : undefined;
    if (venue?.dates) {
      head.pieces.push(...venue.pieces);
      head.dates ??= venue.dates;
      prose.shift();
    }
    const [name, publisher, ...more] = head.pieces;
    const summary = text([...more, ...prose, ...highlights]);
    return compact({ name, publisher, releaseDate: head.dates?.start, url: head.url, summary });
  });
}

export function readReferences(lines: SourceLine[]): ResumeDraft["references"] {
  return readBlocks(lines).map(({ head, prose, highlights }) => {
    const reference = text([...prose, ...highlights]);
    return compact({ name: head.pieces.join(", "), reference });
  });
}
