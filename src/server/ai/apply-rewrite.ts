import type { GroundingFlag } from "../../shared/ai.ts";
import { LONG, SHORT } from "../../shared/field-formats.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { MAX_SKILL_GROUPS } from "../../shared/resume-extras.ts";
import { ROW_TEXT_FIELD, type RowType } from "../../shared/resume-sections.ts";
import { ROW_SECTIONS } from "../../shared/revision-changes.ts";
import {
  allSkills,
  MAX_GROUP_KEYWORDS,
  orderSkillGroups,
  type SkillGroup,
} from "../../shared/skill-groups.ts";
import { checkGrounding } from "./grounding.ts";
import { keepLineMeaning } from "./kept-line-meaning.ts";
import { indexText, mentions } from "./language/skill-index.ts";
import type { ResumeRewrite } from "./writer.ts";

// Turns a writer's rewrite into a revision: the rewrite's text goes onto a copy of the source
// row by row (matched by id; rows the source lacks are ignored), the grounding check runs, and
// every flagged field goes back to the source's words (invented skills are simply dropped), as
// does every line whose claim a rewrite changed (kept-line-meaning.ts).
// Employers, titles, dates and degrees are not in a rewrite, so they cannot change at all.

const MAX_SKILLS = 100;

/** A posting term the source shows under another name (`via`, in the `evidence` line), which a writer may write. */
export interface GroundedTerm {
  term: string;
  via: string;
  evidence?: string;
}

export function applyRewrite(
  source: ResumeDocument,
  rewrite: ResumeRewrite,
  /** The titles aimed at (desired role, posting title): claiming one not held is flagged. */
  targets: string[] = [],
  grounded: GroundedTerm[] = [],
): { document: ResumeDocument; flags: GroundingFlag[] } {
  const document = structuredClone(source);
  const summary = text(rewrite.summary);
  if (summary) document.summary = summary;
  const order = cleanSkills(rewrite.skills);
  if (order.length) document.skills = regroup(source.skills, order, grounded);
  for (const kind of ROW_SECTIONS) {
    const field = ROW_TEXT_FIELD[kind];
    setRows(
      document,
      kind,
      rewrite[kind]?.map((row) => ({ id: row.id, text: (row as Record<string, unknown>)[field] })),
    );
  }

  // A field stating what the resume does not (or not at that job) goes back whole; then, in the
  // fields left, a line whose claim changed goes back line by line.
  const flags = checkGrounding(source, document, targets, grounded);
  for (const flag of flags) revert(document, source, flag);
  return {
    document,
    flags: [
      ...flags,
      ...keepLineMeaning(
        source,
        document,
        grounded.map((item) => item.term),
      ),
    ],
  };
}

/**
 * A writer's text as the schema takes it, or "" (keep the source) when it is not a string or
 * is longer than the field allows: cutting it would end the field mid-sentence.
 */
function text(value: unknown): string {
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed.length <= LONG ? trimmed : "";
}

function cleanSkills(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const value of values) {
    const skill = typeof value === "string" ? value.trim() : "";
    if (!skill || skill.length > SHORT || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills.slice(0, MAX_SKILLS);
}

/**
 * The source's groups in the writer's order. A posting term the source gives ground for joins
 * the group that holds its evidence ("infrastructure as code" beside "Ansible"); any other
 * skill the source's list lacks joins the unnamed group, so the grounding check can keep it
 * when the resume's text names it, or drop it.
 */
function regroup(groups: SkillGroup[], order: string[], grounded: GroundedTerm[]): SkillGroup[] {
  const known = new Set(allSkills(groups).map((skill) => skill.toLowerCase()));
  const result = groups.map((group) => ({ ...group, keywords: [...group.keywords] }));
  for (const skill of order) {
    if (known.has(skill.toLowerCase())) continue;
    known.add(skill.toLowerCase());
    const ground = grounded.find((item) => item.term.toLowerCase() === skill.toLowerCase());
    const near = ground ? nearestGroup(result, ground) : undefined;
    let home =
      near && near.keywords.length < MAX_GROUP_KEYWORDS ? near : result.find((group) => !group.name.trim());
    if (!home || home.keywords.length >= MAX_GROUP_KEYWORDS) {
      if (result.length >= MAX_SKILL_GROUPS) continue;
      home = { name: "", keywords: [] };
      result.push(home);
    }
    home.keywords.push(skill);
  }
  return orderSkillGroups(result, order);
}

/**
 * The group a grounded term belongs with: the one that names its evidence ("Ansible"), else the
 * one sharing the most skills with its evidence line ("model serving" shown in a bullet about
 * Kubernetes and FAISS joins "MLOps & Infrastructure"), so it never stands alone between groups.
 */
function nearestGroup(groups: SkillGroup[], ground: GroundedTerm): SkillGroup | undefined {
  const named = groups.find((group) =>
    mentions(indexText([group.name, ...group.keywords].join("\n")), ground.via),
  );
  if (named || !ground.evidence) return named;
  const evidence = indexText(ground.evidence);
  let best: SkillGroup | undefined;
  let most = 0;
  for (const group of groups) {
    const shared = group.keywords.filter((skill) => mentions(evidence, skill)).length;
    if (shared > most) [best, most] = [group, shared];
  }
  return best;
}

function setRows(document: ResumeDocument, kind: RowType, rows: { id: number; text: unknown }[] | undefined) {
  if (!Array.isArray(rows)) return;
  const field = ROW_TEXT_FIELD[kind];
  for (const row of rows) {
    const target = (document[kind] as { id: number }[]).find((item) => item.id === row?.id);
    const value = text(row?.text);
    if (target && value) (target as Record<string, unknown>)[field] = value;
  }
}

function revert(document: ResumeDocument, source: ResumeDocument, flag: GroundingFlag) {
  if (flag.path === "skills") {
    const invented = new Set(flag.invented);
    document.skills = document.skills
      .map((group) => ({ ...group, keywords: group.keywords.filter((skill) => !invented.has(skill)) }))
      .filter((group) => group.keywords.length > 0);
    if (!document.skills.length) document.skills = structuredClone(source.skills);
    return;
  }
  if (flag.path === "summary") {
    document.summary = source.summary;
    return;
  }
  const [kind, id] = flag.path.split(".") as [RowType, string];
  const field = ROW_TEXT_FIELD[kind];
  const target = document[kind]?.find((row) => row.id === Number(id));
  const original = source[kind]?.find((row) => row.id === Number(id));
  if (target && original && field)
    (target as Record<string, unknown>)[field] = (original as Record<string, unknown>)[field];
}
