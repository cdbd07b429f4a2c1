import type { TermState } from "../../../shared/posting-analysis.ts";
import { isBachelorPair } from "../posting/qualifications.ts";
import type { ResumeLine } from "./resume-lines.ts";

// Degrees as a ladder: a resume's "Bachelor of Science in Nursing (BSN)" meets "bachelor's
// degree", and a master's meets "bachelor's degree" or "advanced degree" too (recruiters and ATS
// filters read degree levels). Matched on the education headings only; a degree in progress is
// not held yet.

const LEVELS = {
  diploma: /\b(high school|GED|secondary school|A-levels?)\b/i,
  associate: /\b(associate'?s?|A\.?A\.?S\.?)\b/i,
  bachelor:
    /\b(bachelor'?s?|B\.?S\.?N?|B\.?A\.?|BSc|BFA|BBA|BEng|B\.?Ed|BSME|BSEE|BCom|(?:\w+ )?\(Hons\))\b/i,
  master: /\b(master'?s?|M\.?S\.?c?|M\.?A\.?|MBA|M\.?Ed|MPH|MSN|MPhil|MEng|MSME|MPP|MPA)\b/i,
  doctorate: /\b(PhD|Ph\.D\.?|doctor(ate| of philosophy)|DPhil|EdD|MD)\b/i,
} as const;
type Level = keyof typeof LEVELS;
const IN_PROGRESS = /\b(in progress|expected|candidate|pursuing|ongoing)\b/i;
const ORDER: Level[] = ["diploma", "associate", "bachelor", "master", "doctorate"];

/** The degree level a qualification term asks for, when it is one. */
const ASKED: [RegExp, Level][] = [
  [/^high school diploma$/i, "diploma"],
  [/^(associate degree|business degree|culinary degree)$/i, "associate"],
  [/^(bachelor's degree|bachelor's degree in .+|BS .+|relevant degree)$/i, "bachelor"],
  [/^(master's degree|master's degree in .+|master's in .+|advanced degree|postgraduate degree)$/i, "master"],
  [/^PhD$/i, "doctorate"],
];

export interface DegreeMatch {
  state: TermState;
  evidence: string;
}

export function degreeMatch(term: string, lines: ResumeLine[]): DegreeMatch | undefined {
  const asked = isBachelorPair(term) ? "bachelor" : ASKED.find(([pattern]) => pattern.test(term))?.[1];
  if (!asked) return undefined;
  // A degree "in progress" is not held yet: it gives no ground for one that is asked.
  const education = lines.filter(
    (line) =>
      line.place.kind === "heading" &&
      line.place.path.startsWith("educations.") &&
      !IN_PROGRESS.test(line.text),
  );
  const field = fieldOf(term);
  const fieldSaid = (line: ResumeLine) => !field || line.text.toLowerCase().includes(field.toLowerCase());
  const held = (levels: Level[]) =>
    education.find((line) => levels.some((level) => LEVELS[level].test(line.text)) && fieldSaid(line));
  // A degree at the level asked or above meets the requirement: recruiters and ATS filters read
  // degree levels, and no resume says "advanced degree". A named field must be said too.
  const met = held(ORDER.slice(ORDER.indexOf(asked)));
  if (met) return { state: "literal", evidence: met.text };
  const inField = field ? education.find(fieldSaid) : undefined;
  if (inField) return { state: "supported", evidence: inField.text };
  return { state: "missing", evidence: "" };
}

/** "BS Mechanical Engineering" -> "Mechanical Engineering"; "bachelor's degree in accounting" -> "accounting". */
function fieldOf(term: string): string {
  return (
    /^BS (.+)$/i.exec(term)?.[1] ??
    /^(?:bachelor's|master's)(?: degree)? in (.+)$/i.exec(term)?.[1] ??
    /^(business|culinary) degree$/i.exec(term)?.[1] ??
    ""
  );
}
