import { eq, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { type RowType, rowTypes } from "../../../shared/resume-sections.ts";
import type { Database } from "../../db/client.ts";
import { certificate, education, experience, project, resume } from "../../db/schema/index.ts";

// Converts between the API's snake_case documents and the tables' rows. The resume table's
// columns are the camelCase twins of resumeFields, so one pair of key converters serves all.

type ResumeRow = typeof resume.$inferSelect;
type Executor = Pick<Database, "select">;

const toCamel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `{ full_name: "Ada" }` -> `{ fullName: "Ada" }`, for inserts and updates. */
export function toColumns<T extends object>(fields: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [toCamel(key), value]));
}

/** A table row -> its snake_case API shape, without the columns named in `omit`. */
export function toApiRow(row: Record<string, unknown>, omit: string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !omit.includes(key))
      .map(([key, value]) => [toSnake(key), value instanceof Date ? value.toISOString() : value]),
  );
}

/** The child tables of a resume by the `type` the API names them with. */
export const childTables = {
  experiences: experience,
  educations: education,
  projects: project,
  certificates: certificate,
} satisfies Record<RowType, unknown>;
export type ChildType = keyof typeof childTables;

type ChildRow = Record<string, unknown>;
type ChildLists = Record<ChildType, ChildRow[]>;

/**
 * The rows of one child table of `resumeId` (a number, or the outer query's resume id) as a
 * JSON array in order. PostgreSQL names the keys by column: the API's snake_case.
 */
function childList(type: ChildType, resumeId: number | SQL): SQL<ChildRow[]> {
  const rows = sql`coalesce(json_agg(c order by c."order", c.id), '[]'::json)`;
  return sql`(select ${rows} from ${childTables[type]} c where c.resume_id = ${resumeId})`;
}

/** Select fields for the four child lists: one round trip instead of one query per table. */
function childListFields(resumeId: number | SQL) {
  return {
    experiences: childList("experiences", resumeId),
    educations: childList("educations", resumeId),
    projects: childList("projects", resumeId),
    certificates: childList("certificates", resumeId),
  };
}

// Qualified: Drizzle writes a single table's columns bare, and a bare "id" inside the
// subqueries would be the child row's own.
const outerResumeId = sql`${sql.identifier(getTableName(resume))}.${sql.identifier(resume.id.name)}`;

/** A resume row with its child lists: the fields of one select (or returning) for a whole document. */
export function documentFields() {
  return { ...getTableColumns(resume), ...childListFields(outerResumeId) };
}

/** Reads the child rows of one resume and assembles the ResumeDocument. */
export async function assembleDocument(db: Executor, row: ResumeRow): Promise<ResumeDocument> {
  const [lists] = await db.select(childListFields(row.id)).from(resume).where(eq(resume.id, row.id));
  if (!lists) throw new Error(`resume ${row.id} vanished while it was read`);
  return toDocument({ ...row, ...lists });
}

/** The API document of a resume row read with documentFields. */
export function toDocument(row: ResumeRow & ChildLists): ResumeDocument {
  const { experiences, educations, projects, certificates, ...fields } = row;
  const children = { experiences, educations, projects, certificates };
  for (const type of rowTypes) {
    for (const child of children[type]) delete child.resume_id;
  }
  return { ...resumeFieldsOf(fields), ...children } as ResumeDocument;
}

function resumeFieldsOf(row: ResumeRow) {
  // The layout is read and written by /api/cv/layout, not as part of the document.
  const { isFree: _isFree, createdAt: _createdAt, overPlan: _overPlan, layout: _layout, ...visible } = row;
  return toApiRow(visible) as Omit<
    ResumeDocument,
    "experiences" | "educations" | "projects" | "certificates"
  >;
}
