// Which part of a posting a line belongs to, from its heading ("Required Qualifications",
// "NICE TO HAVE", "## What you'll do", "🎁 Perks") or, inside one dense paragraph, from the
// sentence's own cues ("must have", "is a plus", "we offer"). Only the parts that describe the
// work and the person are read for terms; the company blurb, benefits, pay, the hiring process
// and equal-opportunity text never give a keyword.

import { trimDecoration } from "./plain-text.ts";

export type Section =
  | "header"
  | "about"
  | "duties"
  | "required"
  | "preferred"
  | "soft"
  | "benefits"
  | "legal"
  | "process"
  | "other";

/** Sections whose lines are read for terms. */
export const READ_SECTIONS: ReadonlySet<Section> = new Set([
  "duties",
  "required",
  "preferred",
  "soft",
  "other",
]);

// Checked in order: the first match names the section ("Preferred Qualifications" is preferred
// before it is a qualification; "Skills & competencies" is soft before it is required).
const HEADINGS: [Section, RegExp][] = [
  ["legal", /\b(equal (employment )?opportunit|eeo\b|accommodation|diversity|e-verify|right to work)/i],
  [
    "preferred",
    /\b(preferred|nice[- ]to[- ]haves?|bonus points|desirable|pluses|a plus|extra credit|would be great)\b/i,
  ],
  [
    "benefits",
    /\b(benefits?|perks|what we offer|we offer|compensation|pay|salary|total rewards|why (join|work)|rewards)\b/i,
  ],
  ["process", /\b(interview|hiring process|how to apply|to apply|next steps|application process)\b/i],
  // How the job is graded and measured once held, not what it asks: "Job Grade", "Levels",
  // "Key Performance Indicators", "Career Ladder" (job descriptions of graded organisations).
  ["process", /(\bjob grade|^levels|performance indicators|\bkpis|career ladder|career path)$/i],
  [
    "about",
    /\b(about us|about the (company|team|organi[sz]ation)|who we are|our (company|mission|story|team)|(company|institute|organi[sz]ation) overview|the team|why us)\b/i,
  ],
  [
    "soft",
    /\b(soft skills|competenc(y|ies)|personal (qualities|attributes)|attributes|behaviou?rs|traits|what makes you|how you work|you are|who thrives|thrive here)\b/i,
  ],
  [
    "duties",
    /\b(responsibilit|duties|what you('|’)?ll (do|work on)|what you will do|the role|role summary|position summary|your day|key tasks|in this role|the job|your impact|what you('|’)?ll own|day[- ]to[- ]day|job summary|the work|overview|the opportunity|the position|first \d+ days)/i,
  ],
  [
    "required",
    /\b(requirements?|qualifications?|must[- ]haves?|what you('|’)?ll (need|bring)|what you need|what you bring|you (have|bring)|about you|essential|minimum|what we('|’)?re looking for|looking for|who can apply|eligibility|skills|experience|criteria|proficienc(y|ies)|tools|tool stack|tech stack)\b/i,
  ],
];

/**
 * Longer than this, a line is no heading: its words are at most 70 characters, and this leaves
 * room for decoration ("=== Benefits ==="). Checked before anything copies the line.
 */
const MAX_HEADING_LINE = 200;

/** The section a heading line opens, or undefined when the line is not a heading. */
export function headingSection(line: string): Section | undefined {
  if (line.length > MAX_HEADING_LINE) return undefined;
  // A list item is content, however short ("• Epic Rover certification/experience").
  if (/^\s*(?:[-*•▪◦·–—►✓✔]|\d{1,2}[.)])\s/u.test(line)) return undefined;
  const text = trimDecoration(line);
  if (!text || text.length > 70 || /[.!?]$/.test(text)) return undefined;
  const words = text.split(/\s+/).length;
  const marked = /^#{1,6}\s/.test(line) || line.trim().endsWith(":") || isAllCaps(text) || isTitleCase(text);
  if (!marked || words > 8) return undefined;
  const strong = /^#{1,6}\s/.test(line) || line.trim().endsWith(":") || isAllCaps(text);
  // A heading is named by its last words: "Compensation Analyst Requirements" opens requirements
  // (not benefits), "Accounts Payable Analyst (Intermediate) Responsibilities" opens duties.
  const ending = SECTION_ENDINGS.find(([, pattern]) => pattern.test(text));
  if (ending) return ending[0];
  // "Compensation Analyst", "Backend Engineer": a job's title over its own list, no section name.
  if (ROLE_HEADING.test(text)) return "other";
  const matched = HEADINGS.find(([, pattern]) => pattern.test(text));
  // "Experience supervising accounting staff" (a list that lost its bullets) is not a heading;
  // "Hiring Process" is: its -ing word is part of the heading's own name.
  const ingWord = text.split(" ").find((word) => /ing$/i.test(word) && !/^bring$/i.test(word));
  if (!strong && ingWord && !matched?.[1].exec(text)?.[0].includes(ingWord)) return undefined;
  if (matched) return matched[0];
  // "About Halvorsen", "ABOUT COPPER KETTLE": the company's own introduction.
  if (/^about\s/i.test(text)) return "about";
  // "THE LARKSPUR", "Schedule:": a heading we cannot name still ends the part before it (an
  // acronym alone, "SQL", is content).
  const named = /^#{1,6}\s/.test(line) || line.trim().endsWith(":") || words > 1;
  return strong && named ? "other" : undefined;
}

function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

const SECTION_ENDINGS: [Section, RegExp][] = [
  ["preferred", /\b(preferred|nice[- ]to[- ]haves?|desirable) (qualifications|requirements|skills)$/i],
  ["duties", /\b(responsibilities|duties)$/i],
  ["required", /\b(requirements|qualifications)$/i],
];
const ROLE_HEADING =
  /\b(analyst|engineer|developer|designer|manager|administrator|coordinator|specialist|researcher|writer|scientist|architect|representative|executive|consultant|officer|counsel|director|assistant|associate|paralegal|partner|lead)s?$/i;

/**
 * "Required Qualifications", "What You'll Do", "Nice to have": short, capitalised words. A level
 * in parentheses ("Analyst (Intermediate) Requirements") is not counted; a list in them is
 * ("Advanced Excel skills (pivot tables, lookups)" is a requirement, not a heading).
 */
function isTitleCase(text: string): boolean {
  const words = text
    .replace(/\(\p{L}+\)/gu, " ")
    .trim()
    .split(/\s+/);
  const limit = SECTION_ENDINGS.some(([, pattern]) => pattern.test(text)) ? 8 : 5;
  return words.length <= limit && /^\p{Lu}/u.test(text);
}

// A sentence of a dense paragraph (or a line without a heading over it) names its own part.
const SENTENCE_CUES: [Section, RegExp][] = [
  [
    "legal",
    // Eligibility is legal text, never a skill (work authorisation, export control: "applicants
    // must be U.S. persons"), though it says "must".
    /\b(equal (employment )?opportunit|eoe\b|e-verify|regardless of|protected veteran|reasonable accommodation|discriminat|export[- ]controll?ed|u\.s\. persons?\b|authori[sz]ed to work|work authori[sz]ation)/i,
  ],
  [
    "benefits",
    /(\$\s?\d|£\s?\d|€\s?\d|\b(salary|benefits|we offer|pto|401\(k\)|403\(b\)|dental|paid (time|holidays|leave)|stipend|pension)\b)/i,
  ],
  ["process", /\b(to apply|send (your )?(resume|cv)|interview|no calls|closing date)\b/i],
  ["preferred", /\b(preferred|a plus|is a bonus|nice to have|desirable|ideally|bonus if)\b/i],
  [
    "required",
    /\b(required|must (have|hold|be)|you (have|hold|bring)|minimum|at least|\d+\+? (years|yrs))\b/i,
  ],
];

/** The part a sentence speaks for by its own words, if it says. */
export function sentenceSection(sentence: string): Section | undefined {
  for (const [section, pattern] of SENTENCE_CUES) if (pattern.test(sentence)) return section;
  return undefined;
}
