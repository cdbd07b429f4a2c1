import type { DraftEducation } from "../../../../shared/resume-draft.ts";
import type { EntryHead } from "./entry-head.ts";
import { dated, readBlocks, type SectionReading } from "./entry-reading.ts";
import { isDegree, isField, isSchool } from "./entry-words.ts";
import { splitLabel } from "./labelled-text.ts";
import { dateRanges, withoutRange } from "./read-dates.ts";
import type { SourceLine } from "./source-lines.ts";

// Education: the school, the degree and its field, dates, the grade and courses.

/** A grade printed without a label: "3.72/4.0", "18/20", "GPA 3.8", "3.8 GPA". */
const BARE_GRADE =
  /^(?:(?:c?gpa\s)?\d{1,2}(?:[.,]\d{1,2})?(?:\s?\/\s?\d{1,3}(?:[.,]\d{1,2})?)?(?:\sc?gpa)?)$/i;

/** Honours printed as a grade ("Distinction", "First-class honours", "magna cum laude"). */
const HONOURS =
  /^(?:with )?(?:(?:first|second|upper second|lower second|third)[- ]class(?: honou?rs)?|(?:high )?distinction|merit|pass|(?:with )?honou?rs|(?:summa |magna )?cum laude|[12]:[12])$/i;

/**
 * "Lakeview University (Distinction)", "Port Elm College (3.7/4.0)": a grade in brackets after
 * the school's name is the grade, not part of the name.
 */
function gradeInBrackets(institution: string): { institution: string; score?: string } {
  if (!institution.endsWith(")")) return { institution };
  const open = institution.lastIndexOf(" (");
  if (open <= 0) return { institution };
  const inside = institution.slice(open + 2, -1).trim();
  return HONOURS.test(inside) || gradeOf(inside)
    ? { institution: institution.slice(0, open).trim(), score: inside }
    : { institution };
}

/** "GPA: 3.8", "Grade: 3.9/4.0", "GPA/Grade: Distinction", "3.72/4.0" -> the grade. */
function gradeOf(text: string): string | undefined {
  const bare = text.trim();
  if (BARE_GRADE.test(bare) && (/\//.test(bare) || /gpa/i.test(bare))) return bare;
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
    return {
      studyType: abbreviated[0].trim(),
      area: piece.slice(abbreviated[0].length).replace(/^(?:in|of)\s/, ""),
    };
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
 * "Bachelor of Arts in Economics at Lakeview University, 3.7", "MSc Physics from Port Elm
 * University": the degree and its field, then "at" or "from" and the school.
 */
function schoolAfterPreposition(piece: string): string[] {
  const at = piece.search(/\s(?:at|from)\s/);
  if (at <= 0) return [piece];
  const before = piece.slice(0, at);
  const after = piece.slice(at).replace(/^\s(?:at|from)\s/, "");
  return isSchool(after.split(/[,;] /)[0] ?? "") && !isSchool(before) ? [before, after] : [piece];
}

/**
 * "Graduated as M.Sc. Digital Media (University of Bremen)", "Semester Abroad (University of
 * Melbourne)": what was studied, with the school in brackets after it. A school's own bracket
 * (its city, "University of Technology (Łódź)") follows a school's name and stays with it.
 */
function schoolInBrackets(piece: string): string[] {
  const match = /^([^()]+?) \(([^()]+)\)$/.exec(piece.trim());
  if (!match) return [piece];
  const [, before = "", inside = ""] = match;
  return isSchool(inside) && !isSchool(before) ? [before.trim(), inside.trim()] : [piece];
}

const telling = (part: string) =>
  isSchool(part) || isDegree(part) || isField(part) || gradeOf(part) !== undefined;

/**
 * "M.S. Clinical Nutrition, Oregon State University, 2018", "Princeton University, Computer
 * Science", "Master of Science; GPA: 3.9": commas and semicolons set the degree, the field, the
 * school, the grade and a date apart when the layout does not. A part that names none of these
 * after a school is its campus and stays with it ("University of California, Berkeley"), or its
 * place, which the entry does not keep: a school is often named after its city ("University of
 * Chicago, Chicago"), and a city with its region after it is an address ("…, Xi'an, Shaanxi").
 */
function schoolAndDegreeApart(head: EntryHead): string[] {
  return head.pieces
    .flatMap(schoolAfterPreposition)
    .flatMap(schoolInBrackets)
    .flatMap((piece) => {
      if (!/[,;] /.test(piece) || !(isSchool(piece) || isDegree(piece))) return [piece];
      const parts: string[] = [];
      const split = piece.split(/[,;] /);
      for (const [at, part] of split.entries()) {
        const previous = parts.at(-1);
        const date = dateRanges(part)[0];
        if (date && !withoutRange(part, date)) {
          head.dates ??= date;
          continue;
        }
        if (previous === undefined || telling(part) || !isSchool(previous) || isDegree(previous)) {
          parts.push(part);
          continue;
        }
        const namedAfter =
          part.trim().length >= 2 && previous.toLowerCase().includes(part.trim().toLowerCase());
        const withRegion = at === split.length - 2 && !telling(split[at + 1] ?? "");
        if (withRegion) break;
        if (namedAfter) continue;
        parts[parts.length - 1] = `${previous}, ${part}`;
      }
      return parts;
    });
}

/**
 * A head that names a degree and no school ("MASTER OF ARTS") often has its school in the line
 * under it, among the field and the place ("Major in Economics, University A, Boston, USA."): that
 * line's parts join the head, and the line is not a course.
 */
function schoolFromLineBelow(entry: { head: EntryHead; prose: string[]; highlights: string[] }): void {
  if (entry.head.pieces.some(isSchool) || !entry.head.pieces.some(isDegree)) return;
  const lines = entry.prose.length ? entry.prose : entry.highlights;
  const below = lines[0];
  if (!below || below.length > 160) return;
  const parts = below.replace(/\.$/, "").split(/[,;] /);
  const schoolAt = parts.findIndex((part) => isSchool(part) && !isDegree(part));
  if (schoolAt < 0) return;
  lines.shift();
  // Parts before the school name the field; the parts after it are the school's place.
  entry.head.pieces.push(parts.slice(0, schoolAt + 1).join(", "));
}

export function readEducation(lines: SourceLine[]): SectionReading<DraftEducation> {
  const unsure: string[] = [];
  const entries = readBlocks(lines).map((entry, index) => {
    schoolFromLineBelow(entry);
    const pieces = schoolAndDegreeApart(entry.head);
    // The school: a piece with a school's name and no degree's, else any with a school's name.
    const namedAt = pieces.findIndex((piece) => isSchool(piece) && !isDegree(piece));
    const schoolAt = namedAt >= 0 ? namedAt : pieces.findIndex(isSchool);
    const degreeAt = pieces.findIndex((piece, at) => at !== schoolAt && isDegree(piece));
    // Without a school's words: the piece that is neither the degree, a field nor a grade ("MIT"),
    // else the one that is not the degree, else the second.
    const plain = pieces.findIndex(
      (piece, at) => at !== degreeAt && !isDegree(piece) && !isField(piece) && !gradeOf(piece),
    );
    const fallback = plain >= 0 && degreeAt >= 0 ? plain : degreeAt === 1 ? 0 : pieces.length > 1 ? 1 : 0;
    const named = pieces[schoolAt >= 0 ? schoolAt : fallback];
    const bracketed = named === undefined ? undefined : gradeInBrackets(named);
    const institution = bracketed?.institution;
    const degreePiece = pieces.find((piece, at) => at === degreeAt || (degreeAt < 0 && piece !== named));
    if (schoolAt < 0) unsure.push(`education[${index}].institution`);
    const others = pieces.filter((piece) => piece !== named && piece !== degreePiece);
    const courses: string[] = [];
    let score = bracketed?.score ?? others.map(gradeOf).find(Boolean);
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
