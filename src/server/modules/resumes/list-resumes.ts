import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { ResumeSummary } from "../../../shared/contracts/resumes.ts";
import type { Database } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  BAD_CURSOR,
  LEGACY_MAX_ROWS,
  type ListRequest,
  type PageRequest,
  toPage,
} from "../limits/page-query.ts";
import { ensureFreeResume } from "./ensure-free-resume.ts";

const summaryColumns = {
  id: resume.id,
  name: resume.name,
  desired_role: resume.desiredRole,
  order: resume.order,
  updatedAt: resume.updatedAt,
  overPlan: resume.overPlan,
};

const listQuery = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(resume)
    .where(eq(resume.userId, sql.placeholder("userId")))
    .orderBy(asc(resume.order), asc(resume.id))
    .limit(LEGACY_MAX_ROWS)
    .prepare("list_resumes"),
);

/**
 * The resume list (GET /api/cv/list): a new user's free resume is created first (spec §1),
 * then one page (`page`), else all of them.
 */
export async function listResumes({ db, userId, page }: ListRequest) {
  await ensureFreeResume({ db, userId });
  return page ? readResumesPage(db, userId, page) : readAllResumes(db, userId);
}

/** One page of the user's resumes, by order, then id; the cursor is `<order>_<id>` of the last shown. */
async function readResumesPage(db: Database, userId: string, page: PageRequest) {
  const after = orderCursor(page.cursor);
  const rows = await db
    .select(summaryColumns)
    .from(resume)
    .where(
      and(
        eq(resume.userId, userId),
        after === undefined
          ? undefined
          : or(gt(resume.order, after.order), and(eq(resume.order, after.order), gt(resume.id, after.id))),
      ),
    )
    .orderBy(asc(resume.order), asc(resume.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toSummary), page.limit, (row) => `${row.order}_${row.id}`);
}

function orderCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const match = /^(-?\d{1,9})_(\d{1,15})$/.exec(cursor);
  if (!match) throw new AppError("bad_request", BAD_CURSOR);
  return { order: Number(match[1]), id: Number(match[2]) };
}

/** All of the user's resumes, by order, then id (at most LEGACY_MAX_ROWS). */
async function readAllResumes(db: Database, userId: string): Promise<ResumeSummary[]> {
  const rows = await listQuery(db).execute({ userId });
  return rows.map(toSummary);
}

// over_plan appears only on the (rare) locked resume, so every other item keeps its shape.
function toSummary({ updatedAt, overPlan, ...row }: SummaryRow): ResumeSummary {
  return { ...row, updated_at: updatedAt.toISOString(), ...(overPlan ? { over_plan: true as const } : {}) };
}
type SummaryRow = {
  id: number;
  name: string;
  desired_role: string;
  order: number;
  updatedAt: Date;
  overPlan: boolean;
};
