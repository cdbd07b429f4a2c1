import type { z } from "zod";
import {
  type certificateFields,
  cleanLanguages,
  cleanLinks,
  type educationFields,
  type experienceFields,
  type projectFields,
  type ResumeDocument,
  type ResumeFields,
} from "../../../shared/resume.ts";
import { rowTypes } from "../../../shared/resume-sections.ts";
import type { Transaction } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { assembleDocument, childTables, toColumns } from "./resume-document.ts";

/** A resume to store: its own fields (name required) and its child rows in order. */
export interface NewResumeContent {
  fields: Partial<ResumeFields> & { name: string };
  experiences?: z.infer<typeof experienceFields>[];
  educations?: z.infer<typeof educationFields>[];
  projects?: z.infer<typeof projectFields>[];
  certificates?: z.infer<typeof certificateFields>[];
}

/** Inserts a resume and its rows (order 0..n-1) in the caller's transaction; no credit logic. */
export async function insertResume(
  tx: Transaction,
  { userId, content, isFree = false }: { userId: string; content: NewResumeContent; isFree?: boolean },
): Promise<ResumeDocument> {
  const [row] = await tx
    .insert(resume)
    .values({ ...(storedColumns(content) as typeof resume.$inferInsert), userId, isFree })
    .returning();
  if (!row) throw new Error("resume insert returned no row");
  await insertChildRows(tx, row.id, content);
  return assembleDocument(tx, row);
}

/** The resume table's columns for `content`'s own fields, lists cleaned as stored. */
export function storedColumns(content: NewResumeContent): Record<string, unknown> {
  const fields = { ...content.fields };
  // Spec §5: the stored lists are the cleaned ones.
  if (fields.languages) fields.languages = cleanLanguages(fields.languages);
  if (fields.links) fields.links = cleanLinks(fields.links);
  return toColumns(fields);
}

/** Inserts `content`'s child rows under `resumeId`, in order 0..n-1. */
export async function insertChildRows(tx: Transaction, resumeId: number, content: NewResumeContent) {
  for (const type of rowTypes) {
    const rows = content[type] ?? [];
    if (rows.length === 0) continue;
    const table = childTables[type];
    await tx
      .insert(table)
      .values(
        rows.map((child, order) => ({ ...toColumns(child), resumeId, order }) as typeof table.$inferInsert),
      );
  }
}
