import { splitParentheses } from "./plain-text.ts";

// Which line of a posting names the job. Usually the first; but a page that describes a family of
// jobs ("Payroll Roles", "Data Science", "Total Rewards") names the family first and the job it
// holds in a heading of its own further down ("Payroll Analyst, US"), and a family page that
// holds one level names that level there ("Brand Designer" ... "Senior Brand Designer").

/**
 * The nouns a job title ends in: a title names a person who does the work ("Payroll Analyst",
 * "Director of Fundraising"); a department, a field or a team does not ("Data Science",
 * "Procurement Operations", "Security Incident Response Team").
 */
const ROLE_NOUNS = new Set(
  (
    "accountant administrator adviser advisor agent analyst animator apprentice architect artist " +
    "assistant associate attorney auditor barista bartender bookkeeper buyer cashier chef clerk " +
    "coach consultant controller cook coordinator copywriter counsel counselor courier curator " +
    "custodian designer developer director dispatcher driver economist editor educator electrician " +
    "engineer estimator executive facilitator fellow generalist guard head host housekeeper " +
    "illustrator inspector instructor intern interpreter investigator janitor journalist lawyer lead " +
    "lecturer librarian machinist manager marketer mechanic merchandiser nurse officer operator " +
    "paralegal partner pharmacist photographer physician planner postdoc president producer " +
    "professor programmer psychologist receptionist recruiter representative researcher scientist " +
    "secretary server specialist statistician steward strategist superintendent supervisor surveyor " +
    "teacher technician technologist therapist trainer translator tutor vp welder worker writer"
  ).split(" "),
);
/** Words after the role noun that say its level, not another job: "Engineer II", "Analyst III". */
const LEVEL_TAIL = /^(i|ii|iii|iv|v|\d)$/i;
/** A heading has at most this many words ("Security Incident Response Team Engineer (Intermediate)"). */
const MAX_HEADING_WORDS = 10;

/**
 * The noun a title stands on: the last word before a qualifier ("Payroll Analyst, US",
 * "Executive Chef – The Larkspur", "Data Engineer (m/f/d)", "Director of Fundraising",
 * "Planner II / Senior"), or "" when the text names no person.
 */
export function roleNoun(title: string): string {
  let text = splitParentheses(title).outside;
  for (const mark of [",", " – ", " — ", " - ", " | ", " / ", " of ", " for ", " at "]) {
    const at = text.toLowerCase().indexOf(mark);
    if (at > 0) text = text.slice(0, at);
  }
  const words = text.trim().split(/\s+/);
  while (words.length > 1 && LEVEL_TAIL.test(words[words.length - 1] as string)) words.pop();
  const last = (words[words.length - 1] ?? "").toLowerCase().replace(/[^\p{L}]/gu, "");
  return ROLE_NOUNS.has(last) ? last : "";
}

/** Whether a title names a person's job (see ROLE_NOUNS). */
export function namesRole(title: string): boolean {
  return roleNoun(title) !== "";
}

/**
 * The title the posting holds, given the title read from its first line. A first line that names
 * no job (a family or department page) gives way to the first heading further down that does;
 * a first line that names one gives way to a later heading that says the same job with a level
 * or a specialty added ("Senior Brand Designer", "Paralegal (Employment)"): the part of the page
 * the posting is about. Either heading must be named again elsewhere in the posting ("The
 * Compensation Analyst is…", "Payroll Analyst, US Responsibilities"), as the job posted is.
 */
export function heldTitle(first: string, text: string): string {
  const firstWords = ` ${plainWords(first)} `;
  const firstNamesRole = namesRole(first);
  const lower = text.toLowerCase();
  for (const line of headingLines(text)) {
    if (!namesRole(line)) continue;
    const own = ` ${plainWords(line)} `;
    if (firstNamesRole && (own === firstWords || !own.includes(firstWords))) continue;
    if (countOf(lower, line.toLowerCase()) < 2) continue;
    return line;
  }
  return first;
}

/** Lines that stand alone as a short heading: no list mark, no sentence, a capital to start. */
function headingLines(text: string): string[] {
  const found: string[] = [];
  let first = true;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    // The first line is the title the caller has already read.
    if (first) {
      first = false;
      continue;
    }
    if (line.length > 90 || !/^\p{Lu}/u.test(line) || /[.!?:;]$/.test(line)) continue;
    if (line.split(/\s+/).length > MAX_HEADING_WORDS) continue;
    found.push(line);
  }
  return found;
}

/** Lower-case words without punctuation: "Paralegal (Employment)" -> "paralegal employment". */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function countOf(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0 && count < 2; at = text.indexOf(part, at + part.length)) count++;
  return count;
}
