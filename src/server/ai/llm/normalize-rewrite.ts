import type { z } from "zod";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import type { ResumeRewrite } from "../writer.ts";
import type { resumeRewriteReply } from "./reply-schemas.ts";

// Holds a model's rewrite to the ResumeRewrite contract: only rows the source has (first copy
// of an id wins), no empty text over a source that had some (leaving a row out keeps it), and
// skills that are the source's own, in the model's order, none lost.

export function normalizeRewrite(
  reply: z.infer<typeof resumeRewriteReply>,
  source: ResumeDocument,
): ResumeRewrite {
  return {
    summary: reply.summary.trim() || source.summary,
    skills: orderSkills(reply.skills, allSkills(source.skills)),
    experiences: keepRows(reply.experiences, source.experiences, "responsibilities"),
    projects: keepRows(reply.projects, source.projects, "description"),
    educations: keepRows(reply.educations, source.educations, "achievements"),
    certificates: keepRows(reply.certificates, source.certificates, "description"),
  };
}

function keepRows<K extends string, Row extends { id: number } & Record<K, string>>(
  rows: Row[],
  source: { id: number }[],
  field: K,
): Row[] {
  const known = new Set(source.map((row) => row.id));
  const seen = new Set<number>();
  const kept: Row[] = [];
  for (const row of rows) {
    if (!known.has(row.id) || seen.has(row.id) || !row[field].trim()) continue;
    seen.add(row.id);
    kept.push({ ...row, [field]: row[field].trim() });
  }
  return kept;
}

function orderSkills(ordered: string[], source: string[]): string[] {
  const byKey = new Map(source.map((skill) => [skill.trim().toLowerCase(), skill]));
  const result: string[] = [];
  for (const skill of ordered) {
    const original = byKey.get(skill.trim().toLowerCase());
    if (original !== undefined && !result.includes(original)) result.push(original);
  }
  for (const skill of source) if (!result.includes(skill)) result.push(skill);
  return result;
}
