import type { TermConfirmation } from "../../../shared/contracts/revisions.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { MAX_GROUP_KEYWORDS, type SkillGroup } from "../../../shared/skill-groups.ts";
import { indexText, mentions } from "../../ai/language/skill-index.ts";
import { AppError } from "../../lib/app-error.ts";

// Where a confirmed term goes ("Do you have this?"): a skill group the user names (plain skills
// when none), or a bullet of one of their jobs written in their own words.

const MAX_GROUPS = 20;

/** The groups with the term added; the same groups when it is already there. */
function withSkill(groups: SkillGroup[], term: string, groupName = ""): SkillGroup[] {
  const key = term.toLowerCase();
  if (groups.some((group) => group.keywords.some((skill) => skill.toLowerCase() === key))) return groups;
  const name = groupName.trim().toLowerCase();
  const at = groups.findIndex((group) => group.name.trim().toLowerCase() === name);
  if (at >= 0 && (groups[at]?.keywords.length ?? 0) < MAX_GROUP_KEYWORDS) {
    return groups.map((group, i) => (i === at ? { ...group, keywords: [...group.keywords, term] } : group));
  }
  if (groups.length >= MAX_GROUPS) {
    throw new AppError(
      "bad_request",
      `Your skills already have ${MAX_GROUPS} groups: add "${term}" to one of them.`,
    );
  }
  return [...groups, { name: groupName.trim(), keywords: [term] }];
}

/** A job's responsibilities with the user's bullet added (as a "- " line, like the wizard's). */
function withBullet(responsibilities: string, bullet: string): string {
  const text = responsibilities.trimEnd();
  return text ? `${text}\n- ${bullet}` : `- ${bullet}`;
}

/** A bullet must name the term, or a recruiter's search would still not find it. */
function checkBullet(confirmation: TermConfirmation): string {
  const text = confirmation.text?.trim() ?? "";
  if (!text)
    throw new AppError("bad_request", `Write the bullet for "${confirmation.term}" in your own words.`);
  if (!mentions(indexText(text), confirmation.term)) {
    throw new AppError(
      "bad_request",
      `Your bullet should name "${confirmation.term}" so a recruiter's search finds it.`,
    );
  }
  return text;
}

/** The document with the confirmation applied (experience rows matched by id). */
export function placeTerm(document: ResumeDocument, confirmation: TermConfirmation): ResumeDocument {
  if (confirmation.experience_id === undefined) {
    return { ...document, skills: withSkill(document.skills, confirmation.term, confirmation.group) };
  }
  const bullet = checkBullet(confirmation);
  return {
    ...document,
    experiences: document.experiences.map((row) =>
      row.id === confirmation.experience_id
        ? { ...row, responsibilities: withBullet(row.responsibilities, bullet) }
        : row,
    ),
  };
}
