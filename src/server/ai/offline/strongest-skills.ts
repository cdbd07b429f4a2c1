import { latestExperience } from "../../../shared/headline.ts";
import type { TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import { isLanguageTerm } from "../language/languages.ts";
import { findSkills, indexText, mentions, skillFor, type TextIndex } from "../language/skill-index.ts";
import { tokenize } from "../language/tokens.ts";
import { resumeText } from "../resume-text.ts";
import { readLines } from "./bullet-lines.ts";
import type { Scorer } from "./relevance.ts";

// Which skills a summary or a letter names first. With a posting: the requirements the resume
// meets (said or shown, issue 13's evidence map), required before preferred. Then the resume's
// own skills by what the work shows: a skill named in many bullets, recent ones most, leads; a
// skill only listed ("Git", "Linux") comes after. A skill group's name ("Cloud Services") is
// never a skill, and a listed word the knowledge base does not know is named only when the
// work mentions it too.

export function strongestSkills(
  document: ResumeDocument,
  matches: readonly TermMatch[],
  score: Scorer,
  role: string,
): string[] {
  return withoutOverlaps([...postingSkills(document, matches, role), ...rankedSkills(document, score)]);
}

/** The posting's skill requirements the resume meets, required before preferred, no languages. */
export function postingSkills(
  document: ResumeDocument,
  matches: readonly TermMatch[],
  role: string,
): string[] {
  const roleText = ` ${role.toLowerCase()} `;
  const met = matches.filter((match) => match.kind === "skill" && match.state !== "missing");
  const required = met.filter((match) => match.importance === "required");
  const preferred = met.filter((match) => match.importance === "preferred");
  const resume = indexText(resumeText(document));
  return [...required, ...preferred]
    .map((match) => termName(match.term, resume))
    .filter((term) => !roleText.includes(` ${term.toLowerCase()} `) && !isLanguageTerm(term));
}

/**
 * How a sentence names a posting term: the dictionary's name reads better than the posting's
 * fragment ("fluid-power" -> "fluid power", "new logos" -> "new logo acquisition") and a
 * recruiter's search finds either, but only where the resume says that name too.
 */
export function termName(term: string, resume: TextIndex): string {
  const display = skillFor(term)?.display;
  return display && mentions(resume, display) ? display : term;
}

/** The resume's skills, most relevant to the target first, then by how much the work shows them. */
function rankedSkills(document: ResumeDocument, score: Scorer): string[] {
  const groupNames = new Set(document.skills.map((group) => group.name.trim().toLowerCase()).filter(Boolean));
  const work = workLines(document);
  const seen = new Set<string>();
  const skills: { display: string; weight: number; order: number }[] = [];
  const add = (value: string) => {
    const text = value.trim();
    if (!text || text.length > 40 || groupNames.has(text.toLowerCase())) return;
    const known = skillFor(text);
    const display = known?.display ?? text;
    if (known?.soft || seen.has(display.toLowerCase())) return;
    const weight = work.reduce((sum, line) => sum + (mentions(line.index, display) ? line.weight : 0), 0);
    if (!known && weight === 0) return;
    seen.add(display.toLowerCase());
    skills.push({ display, weight, order: skills.length });
  };
  for (const skill of allSkills(document.skills)) add(skill);
  for (const hit of findSkills(tokenize(resumeText(document)))) add(hit.skill.display);
  return skills
    .map((skill) => ({ ...skill, relevance: score(skill.display) }))
    .sort((a, b) => b.relevance - a.relevance || b.weight - a.weight || a.order - b.order)
    .map((skill) => skill.display);
}

/** Bullets of jobs and projects; the latest job's count twice. */
function workLines(document: ResumeDocument) {
  const latest = latestExperience(document)?.id;
  const lines = document.experiences.flatMap((row) =>
    readLines(row.responsibilities).map((line) => ({ text: line.text, weight: row.id === latest ? 2 : 1 })),
  );
  for (const row of document.projects)
    for (const line of readLines(row.description)) lines.push({ text: line.text, weight: 1 });
  return lines.map((line) => ({ ...line, index: indexText(line.text) }));
}

/** "pumps and hydraulics" and "hydraulics" in one list say the same twice: the first stays. */
export function withoutOverlaps(skills: string[]): string[] {
  const kept: string[] = [];
  const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, " ")} `;
  for (const skill of skills) {
    if (!kept.some((other) => words(other).includes(words(skill)) || words(skill).includes(words(other))))
      kept.push(skill);
  }
  return kept;
}
