import type { ResumeDocument } from "./resume.ts";
import { MAX_SKILL_GROUPS } from "./resume-extras.ts";
import { ROW_NOUNS, ROW_TEXT_FIELD, type RowType } from "./resume-sections.ts";
import { pairLines, textLines } from "./revision-lines.ts";
import { allSkills, MAX_GROUP_KEYWORDS, orderSkillGroups, type SkillGroup } from "./skill-groups.ts";

// The changes a Tailored revision made to the Original it was written from, one by one, so the
// user can accept or reject each (docs/api.md "POST /api/cv/revision/apply"). The browser lists
// them; the server applies the accepted ones onto the current Original. A row of several bullets
// is reviewed bullet by bullet (each reworded bullet, each one left out, and the new order) where
// every bullet of the revision pairs with one of the Original (revision-lines.ts); otherwise the
// row's text is one change.

/**
 * The kinds of row in the order a revision's changes are listed, reviewed and compared: the jobs
 * and projects, whose wording tailoring changes most, before the schools (not the print order).
 */
export const ROW_SECTIONS = [
  "experiences",
  "projects",
  "educations",
  "certificates",
] as const satisfies readonly RowType[];

export const SUMMARY_CHANGE = "summary";
export const SKILLS_ORDER_CHANGE = "skills-order";

export type RevisionChange =
  | { id: string; kind: "summary"; before: string; after: string }
  | { id: string; kind: "row"; section: RowType; rowId: number; before: string; after: string }
  /** One bullet of a row, reworded; `index` is its line in the Original's text. */
  | {
      id: string;
      kind: "line";
      section: RowType;
      rowId: number;
      index: number;
      before: string;
      after: string;
    }
  /** A bullet of the Original the revision leaves out. */
  | { id: string; kind: "line-dropped"; section: RowType; rowId: number; index: number; before: string }
  /** The row's bullets in the revision's order (the texts as the revision words them). */
  | { id: string; kind: "line-order"; section: RowType; rowId: number; before: string[]; after: string[] }
  /** The Original's skills as they are, and in the revision's order. */
  | { id: string; kind: "skills-order"; before: string[]; after: string[] }
  /** A skill the revision adds (a posting term the Original shows under another name). */
  | { id: string; kind: "skill-added"; skill: string; group: string }
  /** A skill the revision leaves out (only a user's own edit of the revision does this). */
  | { id: string; kind: "skill-removed"; skill: string; group: string };

const rowChangeId = (section: RowType, rowId: number) => `${section}:${rowId}`;
const lineChangeId = (section: RowType, rowId: number, index: number) => `${section}:${rowId}:line:${index}`;
const droppedLineId = (section: RowType, rowId: number, index: number) => `${section}:${rowId}:drop:${index}`;
const lineOrderId = (section: RowType, rowId: number) => `${section}:${rowId}:order`;

type LineChange = Extract<RevisionChange, { kind: "line" | "line-dropped" | "line-order" }>;
const skillChangeId = (skill: string) => `skill:${skill.trim().toLowerCase()}`;

type Row = { id: number } & Record<string, unknown>;
const rowsOf = (doc: ResumeDocument, section: RowType) => doc[section] as unknown as Row[];

export function rowText(doc: ResumeDocument, section: RowType, rowId: number): string | undefined {
  const value = rowsOf(doc, section).find((row) => row.id === rowId)?.[ROW_TEXT_FIELD[section]];
  return typeof value === "string" ? value : undefined;
}

const key = (skill: string) => skill.trim().toLowerCase();

/** The name of the group that holds `skill` ("" for plain skills). */
function groupOf(groups: SkillGroup[], skill: string): string {
  return groups.find((group) => group.keywords.some((item) => key(item) === key(skill)))?.name.trim() ?? "";
}

/** Every change from `source` (the Original when the revision was written) to `document`. */
export function listChanges(source: ResumeDocument, document: ResumeDocument): RevisionChange[] {
  const changes: RevisionChange[] = [];
  if (source.summary !== document.summary) {
    changes.push({ id: SUMMARY_CHANGE, kind: "summary", before: source.summary, after: document.summary });
  }
  for (const section of ROW_SECTIONS) {
    for (const row of rowsOf(document, section)) {
      const before = rowText(source, section, row.id);
      const after = rowText(document, section, row.id);
      if (before === undefined || after === undefined || before === after) continue;
      const lines = lineChanges(section, row.id, before, after);
      if (lines) changes.push(...lines);
      else
        changes.push({
          id: rowChangeId(section, row.id),
          kind: "row",
          section,
          rowId: row.id,
          before,
          after,
        });
    }
  }
  const sourceSkills = allSkills(source.skills);
  const revisedSkills = allSkills(document.skills);
  const had = new Set(sourceSkills.map(key));
  const has = new Set(revisedSkills.map(key));
  const before = sourceSkills;
  const after = allSkills(orderSkillGroups(source.skills, revisedSkills));
  if (before.some((skill, i) => skill !== after[i])) {
    changes.push({ id: SKILLS_ORDER_CHANGE, kind: "skills-order", before, after });
  }
  for (const skill of revisedSkills.filter((item) => !had.has(key(item)))) {
    changes.push({
      id: skillChangeId(skill),
      kind: "skill-added",
      skill,
      group: groupOf(document.skills, skill),
    });
  }
  for (const skill of sourceSkills.filter((item) => !has.has(key(item)))) {
    changes.push({
      id: skillChangeId(skill),
      kind: "skill-removed",
      skill,
      group: groupOf(source.skills, skill),
    });
  }
  return changes;
}

/** A row's changes bullet by bullet, or undefined when it has one line or its lines do not pair. */
function lineChanges(
  section: RowType,
  rowId: number,
  before: string,
  after: string,
): LineChange[] | undefined {
  const source = textLines(before);
  const revised = textLines(after);
  const pairing = source.length > 1 ? pairLines(source, revised) : undefined;
  if (!pairing) return undefined;
  const changes: LineChange[] = [];
  for (const [s, r] of [...pairing.pairs].sort((a, b) => a[0] - b[0])) {
    const [from, to] = [source[s] as string, revised[r] as string];
    if (from !== to)
      changes.push({
        id: lineChangeId(section, rowId, s),
        kind: "line",
        section,
        rowId,
        index: s,
        before: from,
        after: to,
      });
  }
  for (const s of pairing.dropped) {
    changes.push({
      id: droppedLineId(section, rowId, s),
      kind: "line-dropped",
      section,
      rowId,
      index: s,
      before: source[s] as string,
    });
  }
  const order = pairing.pairs.map(([s]) => s);
  if (order.some((s, i) => i > 0 && s < (order[i - 1] as number))) {
    const kept = [...order].sort((a, b) => a - b).map((s) => source[s] as string);
    changes.push({
      id: lineOrderId(section, rowId),
      kind: "line-order",
      section,
      rowId,
      before: kept,
      after: revised,
    });
  }
  return changes;
}

/**
 * The accepted bullet changes of one row onto the Original's text: the reworded bullets, the ones
 * left out, and the revision's order when that is accepted (bullets it left out but the user kept
 * stay at the end). Undefined when the Original's text is no longer the one the revision read.
 */
function applyLineChanges(
  current: string,
  before: string,
  after: string,
  accepted: LineChange[],
): string | undefined {
  if (current !== before) return undefined;
  const source = textLines(before);
  const pairing = pairLines(source, textLines(after));
  if (!pairing) return undefined;
  const worded = new Map<number, string>();
  const dropped = new Set<number>();
  let reorder = false;
  for (const change of accepted) {
    if (change.kind === "line") worded.set(change.index, change.after);
    else if (change.kind === "line-dropped") dropped.add(change.index);
    else reorder = true;
  }
  const inOrder = source.map((_, s) => s);
  const revisionOrder = pairing.pairs.map(([s]) => s);
  const order = reorder ? [...revisionOrder, ...inOrder.filter((s) => !revisionOrder.includes(s))] : inOrder;
  return order
    .filter((s) => !dropped.has(s))
    .map((s) => worded.get(s) ?? (source[s] as string))
    .join("\n");
}

export interface SkippedChange {
  id: string;
  reason: string;
}

export interface AppliedChanges {
  document: ResumeDocument;
  applied: string[];
  skipped: SkippedChange[];
}

export const CHANGED_SINCE =
  "You changed this in your resume after the revision was written, so it was left as you wrote it.";
export const ROW_GONE = "This entry is no longer in your resume.";

/**
 * `base` (the Original now) with the accepted changes of the revision (`source` -> `document`).
 * A text change applies only where `base` still holds the text it was made from; otherwise it is
 * skipped with the reason, and nothing else of it is taken. Ids not among the changes are ignored
 * (the caller refuses them first).
 */
export function applyChanges({
  base,
  source,
  document,
  accepted,
}: {
  base: ResumeDocument;
  source: ResumeDocument;
  document: ResumeDocument;
  accepted: ReadonlySet<string>;
}): AppliedChanges {
  const next = structuredClone(base);
  const applied: string[] = [];
  const skipped: SkippedChange[] = [];
  const changes = listChanges(source, document).filter((change) => accepted.has(change.id));
  const take = (id: string, reason?: string) => (reason ? skipped.push({ id, reason }) : applied.push(id));
  applyAcceptedLines(next, source, document, changes, take);

  for (const change of changes) {
    if (change.kind === "summary") {
      if (next.summary !== change.before) take(change.id, CHANGED_SINCE);
      else {
        next.summary = change.after;
        take(change.id);
      }
    } else if (change.kind === "row") {
      const row = rowsOf(next, change.section).find((item) => item.id === change.rowId);
      if (!row) take(change.id, ROW_GONE);
      else if (row[ROW_TEXT_FIELD[change.section]] !== change.before) take(change.id, CHANGED_SINCE);
      else {
        row[ROW_TEXT_FIELD[change.section]] = change.after;
        take(change.id);
      }
    } else if (change.kind === "skill-added") {
      take(change.id, addSkill(next, change.skill, change.group));
    } else if (change.kind === "skill-removed") {
      next.skills = next.skills
        .map((group) => ({
          ...group,
          keywords: group.keywords.filter((item) => key(item) !== key(change.skill)),
        }))
        .filter((group) => group.keywords.length > 0);
      take(change.id);
    }
  }
  // Last, so skills added above take their places in the revision's order too.
  if (changes.some((change) => change.kind === "skills-order")) {
    next.skills = orderSkillGroups(next.skills, allSkills(document.skills));
    take(SKILLS_ORDER_CHANGE);
  }
  // In the order the changes are listed, whatever order they were applied in.
  const place = (id: string) => changes.findIndex((change) => change.id === id);
  applied.sort((a, b) => place(a) - place(b));
  skipped.sort((a, b) => place(a.id) - place(b.id));
  return { document: next, applied, skipped };
}

/** Each row's accepted bullet changes, together: they rewrite one text. */
function applyAcceptedLines(
  next: ResumeDocument,
  source: ResumeDocument,
  document: ResumeDocument,
  changes: RevisionChange[],
  take: (id: string, reason?: string) => void,
) {
  const lines = changes.filter(
    (change): change is LineChange =>
      change.kind === "line" || change.kind === "line-dropped" || change.kind === "line-order",
  );
  for (const key of new Set(lines.map((change) => rowChangeId(change.section, change.rowId)))) {
    const ofRow = lines.filter((change) => rowChangeId(change.section, change.rowId) === key);
    const { section, rowId } = ofRow[0] as LineChange;
    const row = rowsOf(next, section).find((item) => item.id === rowId);
    const text = row
      ? applyLineChanges(
          String(row[ROW_TEXT_FIELD[section]] ?? ""),
          rowText(source, section, rowId) ?? "",
          rowText(document, section, rowId) ?? "",
          ofRow,
        )
      : undefined;
    if (row && text !== undefined) row[ROW_TEXT_FIELD[section]] = text;
    for (const change of ofRow)
      take(change.id, !row ? ROW_GONE : text === undefined ? CHANGED_SINCE : undefined);
  }
}

/** Adds `skill` to the group named `group` (a new group of that name when there is none). */
function addSkill(doc: ResumeDocument, skill: string, group: string): string | undefined {
  if (allSkills(doc.skills).some((item) => key(item) === key(skill))) return undefined;
  const home = doc.skills.find((item) => key(item.name) === key(group));
  if (home) {
    if (home.keywords.length >= MAX_GROUP_KEYWORDS)
      return `Your skill group "${group || "Skills"}" is full (${MAX_GROUP_KEYWORDS} skills).`;
    home.keywords.push(skill);
    return undefined;
  }
  if (doc.skills.length >= MAX_SKILL_GROUPS)
    return `Your skills already have ${MAX_SKILL_GROUPS} groups, the most a resume keeps.`;
  doc.skills.push({ name: group, keywords: [skill] });
  return undefined;
}

/** A change in words, for lists and messages ("Experience: Developer at Acme"). */
export function changeTitle(change: RevisionChange, doc: ResumeDocument): string {
  if (change.kind === "summary") return "Summary";
  if (change.kind === "skills-order") return "Order of your skills";
  if (change.kind === "skill-added") return `Skill added: ${change.skill}`;
  if (change.kind === "skill-removed") return `Skill left out: ${change.skill}`;
  const row = rowsOf(doc, change.section).find((item) => item.id === change.rowId) as
    | Record<string, string>
    | undefined;
  const title =
    change.section === "experiences"
      ? [row?.role, row?.company].filter(Boolean).join(" at ")
      : change.section === "educations"
        ? [row?.degree, row?.institution_name].filter(Boolean).join(", ")
        : (row?.name ?? "");
  const heading = `${ROW_NOUNS[change.section]}: ${title.trim() || "Untitled"}`;
  if (change.kind === "line") return `${heading}, bullet ${change.index + 1}`;
  if (change.kind === "line-dropped") return `${heading}, bullet ${change.index + 1} left out`;
  if (change.kind === "line-order") return `${heading}, order of bullets`;
  return heading;
}
