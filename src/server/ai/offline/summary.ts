import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import { inventionsIn, type Source } from "../grounding.ts";
import { heldTitle, roleSays, titleHead } from "../held-title.ts";
import { findSkills, skillFor } from "../language/skill-index.ts";
import { tokenize } from "../language/tokens.ts";
import { resumeText } from "../resume-text.ts";
import type { ResumeTarget } from "../writer.ts";
import { splitSentences } from "./bullet-lines.ts";
import { finish } from "./polish-bullet.ts";
import { byRelevance, type Scorer } from "./relevance.ts";

// The summary, written only from what the resume says: the role, the years its dates cover,
// its strongest skills for the target, where the person worked, then the user's own summary
// sentences that matter most. Every candidate is checked against the source before use.

export interface SummaryInput {
  document: ResumeDocument;
  target: ResumeTarget;
  keywords: string[];
  score: Scorer;
  facts: Source;
}

const SAYS_YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s+(?:full\s+)?years?\b/i;

export function writeSummary({ document, target, keywords, score, facts }: SummaryInput): string {
  const role = summaryRole(document, target);
  const skills = withoutOverlaps(rankedSkills(document, score)).slice(0, 3);
  // "Registered nurse with N years": the user's own figure, or the years of the roles with that
  // title; none when their summary already says how many ("13 years designing pumps"), so the
  // summary never holds two different counts.
  const ownCount = document.years_experience === null && SAYS_YEARS.test(document.summary);
  const years = ownCount ? 0 : experienceYears(document);
  const lead = leadSentence(
    role,
    ownCount ? 0 : (document.years_experience ?? yearsAs(document, role)),
    skills,
  );
  const background = backgroundSentence(document, score);
  const own = ownSentences(document.summary, keywords.length > 0, score);
  // With nothing to say about the person there is no summary to write: keep theirs.
  if (!lead && !background) return document.summary;
  const candidates = [[lead, background, ...own], [leadSentence("", years, skills), background, ...own], own];
  for (const sentences of candidates) {
    const text = sentences.filter(Boolean).join(" ").trim();
    if (text && inventionsIn(text, facts).length === 0) return text;
  }
  return document.summary;
}

/**
 * The title the summary leads with: the desired role only when the person has held it, else
 * their latest role. The target is never written into the summary: "Now seeking an executive chef
 * role" would make a recruiter's search for "executive chef" find someone who never was one.
 */
function summaryRole(document: ResumeDocument, target: ResumeTarget): string {
  return titleHead(heldTitle(document, target.desiredRole.trim() || document.desired_role.trim())).slice(
    0,
    80,
  );
}

/** Whole years the experience dates cover, overlaps counted once; or the user's own figure. */
export function experienceYears(document: ResumeDocument, today = new Date()): number {
  if (document.years_experience !== null) return document.years_experience;
  return coveredYears(document.experiences, today);
}

/** Whole years of the roles titled `title` ("Registered Nurse" in "Registered Nurse, Med-Surg"). */
function yearsAs(document: ResumeDocument, title: string): number {
  if (!title) return 0;
  return coveredYears(
    document.experiences.filter((row) => roleSays(row.role, title)),
    new Date(),
  );
}

function coveredYears(rows: ResumeDocument["experiences"], today: Date): number {
  const month = (value: string) => {
    const match = value.match(/^(\d{2})\/(\d{4})$/);
    return match ? Number(match[2]) * 12 + Number(match[1]) - 1 : undefined;
  };
  const now = today.getFullYear() * 12 + today.getMonth();
  const months = new Set<number>();
  for (const row of rows) {
    const start = month(row.start_date);
    const end = row.still_working ? now : month(row.end_date);
    if (start === undefined || end === undefined || end < start || end - start > 12 * 60) continue;
    for (let m = start; m < end; m++) months.add(m);
  }
  return Math.floor(months.size / 12);
}

/** Skills the resume names (its skills list, then tools its text mentions), most relevant first. */
export function rankedSkills(document: ResumeDocument, score: Scorer): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  const add = (value: string) => {
    const text = value.trim();
    if (!text || text.length > 40) return;
    const known = skillFor(text);
    const display = known?.display ?? text;
    if (known?.soft || seen.has(display.toLowerCase())) return;
    seen.add(display.toLowerCase());
    skills.push(display);
  };
  for (const skill of allSkills(document.skills)) add(skill);
  for (const hit of findSkills(tokenize(resumeText(document)))) add(hit.skill.display);
  return byRelevance(skills, score);
}

/** "pumps and hydraulics" and "hydraulics" in one list say the same twice: the first stays. */
function withoutOverlaps(skills: string[]): string[] {
  const kept: string[] = [];
  const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, " ")} `;
  for (const skill of skills) {
    if (!kept.some((other) => words(other).includes(words(skill)) || words(skill).includes(words(other))))
      kept.push(skill);
  }
  return kept;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function leadSentence(role: string, years: number, skills: string[]): string {
  const subject = role ? sentenceCase(role) : "Professional";
  const span = years >= 1 ? ` with ${years} ${years === 1 ? "year" : "years"} of experience` : "";
  // "with 9 years of experience, skilled in Epic": the years are the career's, never claimed
  // for each skill ("9 years of experience in Epic ClinDoc" would be a fact the resume lacks).
  if (skills.length) return `${subject}${span}${span ? "," : ""} skilled in ${listOf(skills)}.`;
  return span ? `${subject}${span}.` : "";
}

/** "Web Developer" -> "Web developer"; acronyms and names with inner capitals keep theirs. */
function sentenceCase(role: string): string {
  const words = role.split(/\s+/);
  return words
    .map((word, i) => {
      if (i === 0) return word.charAt(0).toUpperCase() + word.slice(1);
      if (/^\p{Lu}{2,}/u.test(word) || /^\p{L}+\p{Lu}/u.test(word) || /[/&]/.test(word)) return word;
      return word.toLowerCase();
    })
    .join(" ");
}

function backgroundSentence(document: ResumeDocument, score: Scorer): string {
  const rows = document.experiences.filter((row) => row.role.trim() && row.company.trim());
  const chosen = byRelevance(rows, (row) => score(`${row.role}\n${row.responsibilities}`)).slice(0, 2);
  if (!chosen.length) return "";
  return `Background includes ${listOf(chosen.map((row) => `${row.role.trim()} at ${row.company.trim()}`))}.`;
}

/** The user's own summary sentences that matter for the target (or the first ones). */
function ownSentences(summary: string, targeted: boolean, score: Scorer): string[] {
  const sentences = splitSentences(summary.replace(/\s+/g, " ").trim());
  const picked = new Set(targeted ? sentences.filter((sentence) => score(sentence) > 0).slice(0, 3) : []);
  // The user's opening sentences stay when few match: their summary is theirs, ours only leads.
  for (const sentence of sentences) if (picked.size < 2) picked.add(sentence);
  return sentences.filter((sentence) => picked.has(sentence)).map((sentence) => finish(sentence, true));
}
