import { and, eq, type SQL, sql } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { rowTypes } from "../../../shared/resume-sections.ts";
import type { Transaction } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { insertChildRows, type NewResumeContent, storedColumns } from "./insert-resume.ts";
import { assembleDocument, childTables } from "./resume-document.ts";

// The free plan's one resume is made for the user, empty (ensure-free-resume.ts). A new user who
// then uploads the resume they already have would need a second slot the plan does not give, so
// an import fills that starter instead, while it is untouched: nothing the user wrote is replaced.

/** Text columns a person fills; the starter has none of them. */
const WRITTEN_TEXT = [
  resume.fullName,
  resume.headline,
  resume.desiredRole,
  resume.hobbies,
  resume.email,
  resume.phone,
  resume.address,
  resume.summary,
  resume.jobPosting,
  resume.userInstructions,
];
const WRITTEN_LISTS = [resume.skills, resume.sections, resume.languages, resume.links];

function untouched(): SQL[] {
  return [
    ...WRITTEN_TEXT.map((column) => sql`btrim(${column}) = ''`),
    ...WRITTEN_LISTS.map((column) => sql`${column} = '[]'::jsonb`),
    sql`${resume.imageName} is null`,
    sql`${resume.yearsExperience} is null`,
    ...rowTypes.map((type) => {
      const table = childTables[type];
      return sql`not exists (select 1 from ${table} where ${table.resumeId} = ${resume.id})`;
    }),
  ];
}

/**
 * Fills the user's untouched free starter resume with `content` in the caller's transaction and
 * returns it; null when there is no such resume. One conditional UPDATE, so two imports at once
 * cannot both fill it.
 */
export async function fillUntouchedStarter(
  tx: Transaction,
  userId: string,
  content: NewResumeContent,
): Promise<ResumeDocument | null> {
  const [row] = await tx
    .update(resume)
    .set({ ...(storedColumns(content) as Partial<typeof resume.$inferInsert>), updatedAt: new Date() })
    .where(and(eq(resume.userId, userId), eq(resume.isFree, true), ...untouched()))
    .returning();
  if (!row) return null;
  await insertChildRows(tx, row.id, content);
  return assembleDocument(tx, row);
}
