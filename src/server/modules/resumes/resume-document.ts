import { asc, eq } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { certificate, education, experience, project, type resume } from "../../db/schema/index.ts";

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
};
export type ChildType = keyof typeof childTables;
export const childTypes = Object.keys(childTables) as ChildType[];

/** Reads the child rows of one resume and assembles the ResumeDocument. */
export async function assembleDocument(db: Executor, row: ResumeRow): Promise<ResumeDocument> {
  // One after the other: inside a transaction the queries share one connection.
  const children: Record<string, unknown[]> = {};
  for (const type of childTypes) {
    const table = childTables[type];
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.resumeId, row.id))
      .orderBy(asc(table.order), asc(table.id));
    children[type] = rows.map((child) => toApiRow(child, ["resumeId"]));
  }
  return { ...resumeFieldsOf(row), ...children } as ResumeDocument;
}

function resumeFieldsOf(row: ResumeRow) {
  const { isFree: _isFree, createdAt: _createdAt, ...visible } = row;
  return toApiRow(visible) as Omit<
    ResumeDocument,
    "experiences" | "educations" | "projects" | "certificates"
  >;
}
