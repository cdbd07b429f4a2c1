import type { GroundingFlag } from "../../shared/ai.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { allSkills, orderSkillGroups, type SkillGroup } from "../../shared/skill-groups.ts";
import { checkGrounding } from "./grounding.ts";
import type { ResumeRewrite } from "./writer.ts";

// Turns a writer's rewrite into a revision: the rewrite's text goes onto a copy of the source
// row by row (matched by id; rows the source lacks are ignored), the grounding check runs, and
// every flagged field goes back to the source's words (invented skills are simply dropped).
// Employers, titles, dates and degrees are not in a rewrite, so they cannot change at all.

const LONG = 10_000;
const SHORT = 200;
const MAX_SKILLS = 100;

type RowKind = "experiences" | "projects" | "educations" | "certificates";
const TEXT_FIELD = {
  experiences: "responsibilities",
  projects: "description",
  educations: "achievements",
  certificates: "description",
} as const;

export function applyRewrite(
  source: ResumeDocument,
  rewrite: ResumeRewrite,
  /** The titles aimed at (desired role, posting title): claiming one not held is flagged. */
  targets: string[] = [],
): { document: ResumeDocument; flags: GroundingFlag[] } {
  const document = structuredClone(source);
  const summary = text(rewrite.summary);
  if (summary) document.summary = summary;
  const order = cleanSkills(rewrite.skills);
  if (order.length) document.skills = regroup(source.skills, order);
  setRows(
    document,
    "experiences",
    rewrite.experiences?.map((row) => ({ id: row.id, text: row.responsibilities })),
  );
  setRows(
    document,
    "projects",
    rewrite.projects?.map((row) => ({ id: row.id, text: row.description })),
  );
  setRows(
    document,
    "educations",
    rewrite.educations?.map((row) => ({ id: row.id, text: row.achievements })),
  );
  setRows(
    document,
    "certificates",
    rewrite.certificates?.map((row) => ({ id: row.id, text: row.description })),
  );

  const flags = checkGrounding(source, document, targets);
  for (const flag of flags) revert(document, source, flag);
  return { document, flags };
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
 * The source's groups in the writer's order. A skill the source's list lacks joins the unnamed
 * group, so the grounding check can keep it when the resume's text names it, or drop it.
 */
function regroup(groups: SkillGroup[], order: string[]): SkillGroup[] {
  const known = new Set(allSkills(groups).map((skill) => skill.toLowerCase()));
  const added = order.filter((skill) => !known.has(skill.toLowerCase()));
  const plain = groups.find((group) => !group.name.trim());
  const withAdded = added.length
    ? plain
      ? groups.map((group) =>
          group === plain ? { ...group, keywords: [...group.keywords, ...added] } : group,
        )
      : [...groups, { name: "", keywords: added }]
    : groups;
  return orderSkillGroups(withAdded, order);
}

function setRows(document: ResumeDocument, kind: RowKind, rows: { id: number; text: unknown }[] | undefined) {
  if (!Array.isArray(rows)) return;
  const field = TEXT_FIELD[kind];
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
  const [kind, id] = flag.path.split(".") as [RowKind, string];
  const field = TEXT_FIELD[kind];
  const target = document[kind]?.find((row) => row.id === Number(id));
  const original = source[kind]?.find((row) => row.id === Number(id));
  if (target && original && field)
    (target as Record<string, unknown>)[field] = (original as Record<string, unknown>)[field];
}
