import type { z } from "zod";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import { skillFor } from "../language/skill-index.ts";
import type { ResumeRewrite } from "../writer.ts";
import type { resumeRewriteReply } from "./reply-schemas.ts";

// Holds a model's rewrite to the ResumeRewrite contract: only rows the source has (first copy
// of an id wins), no empty text over a source that had some (leaving a row out keeps it), and
// every source skill kept, in the model's order. A skill the source lacks is kept too: it is
// applyRewrite's grounding check that decides, so an allowed posting term lands beside its
// evidence and an invented one is removed AND shown to the user, never dropped in silence.

/** applyRewrite reads at most this many skills. */
const MAX_SKILLS = 100;

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

/**
 * The model's skills in its order, each once (the source's spelling where it names a source
 * skill, also by another spelling: "Postgres" for "PostgreSQL"), then the source skills it left
 * out. Skills of its own give way first to the bound.
 */
function orderSkills(ordered: string[], source: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const skill of source) if (!byKey.has(key(skill))) byKey.set(key(skill), skill);
  const room = Math.max(0, MAX_SKILLS - source.length);
  const seen = new Set<string>();
  const result: string[] = [];
  let added = 0;
  for (const value of ordered) {
    const skill = typeof value === "string" ? value.trim() : "";
    if (!skill || seen.has(key(skill))) continue;
    const original = byKey.get(key(skill));
    if (original === undefined && added++ >= room) continue;
    seen.add(key(skill));
    result.push(original ?? skill);
  }
  const kept = new Set(result);
  for (const skill of source) {
    if (kept.has(skill)) continue;
    kept.add(skill);
    result.push(skill);
  }
  return result;
}

/** One key per skill: the dictionary's name for it when it has one. */
function key(skill: string): string {
  return (skillFor(skill)?.display ?? skill).trim().toLowerCase();
}
