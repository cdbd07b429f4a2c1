import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { account, entitlement, job, session, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { prettyJsonPieces } from "../../lib/streamed-json.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { readCoverLetters } from "../cover-letters/list-cover-letters.ts";
import { toJob } from "../jobs/job-row.ts";
import { MAX_JOBS } from "../limits/row-caps.ts";
import { photosInPages, resumesInPages, revisionsInPages, whenReached } from "./export-account-pages.ts";

const ACCOUNT_EXPORT_FORMAT = "resume-builder-account";

/** Resumes, photos' resumes and revisions read per query: bounds the memory one export takes. */
const EXPORT_PAGE_SIZE = 50;

/**
 * Everything we hold about the user, for "export my data": the account (never a password hash,
 * token or two-factor secret), where they are signed in, their plan, every resume with its rows
 * and photo, their AI revisions, cover letters and saved jobs.
 *
 * The account is read now (a missing one is a normal 404); the rest is read as `pieces` are
 * consumed: the pretty-printed JSON document, written a resume, photo or revision at a time.
 */
export async function exportAccountData({
  db,
  storage,
  userId,
  pageSize = EXPORT_PAGE_SIZE,
}: {
  db: Database;
  storage: FileStorage;
  userId: string;
  pageSize?: number;
}): Promise<{ exportedAt: string; pieces: AsyncGenerator<string> }> {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) throw new AppError("not_found", "This account does not exist any more.");
  const [methods, sessions, [plan]] = await Promise.all([
    db.select().from(account).where(eq(account.userId, userId)).orderBy(asc(account.createdAt)),
    db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt)),
    db.select().from(entitlement).where(eq(entitlement.userId, userId)),
  ]);
  const exportedAt = new Date().toISOString();
  const pages = { db, storage, userId, pageSize };

  const pieces = prettyJsonPieces({
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exported_at: exportedAt,
    account: {
      id: person.id,
      email: person.email,
      name: person.name,
      email_verified: person.emailVerified,
      phone_number: person.phoneNumber,
      is_anonymous: Boolean(person.isAnonymous),
      two_factor_enabled: Boolean(person.twoFactorEnabled),
      created_at: person.createdAt.toISOString(),
      sign_in_methods: methods.map((row) => ({
        provider: row.providerId,
        created_at: row.createdAt.toISOString(),
      })),
      sessions: sessions.map((row) => ({
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
      })),
    },
    entitlements: plan
      ? {
          plan: plan.plan,
          cv_left: plan.cvLeft,
          generated: plan.generated,
          is_paid: plan.isPaid,
          subscription_active: plan.subscriptionActive,
          partner: plan.partner,
          partner_plan: plan.partnerPlan,
          updated_at: plan.updatedAt.toISOString(),
        }
      : null,
    resumes: resumesInPages(pages),
    photos: photosInPages(pages),
    revisions: revisionsInPages(pages),
    // Letters and jobs are bounded by their caps (limits/row-caps.ts): read whole.
    cover_letters: whenReached(() => readCoverLetters({ db, userId })),
    jobs: whenReached(async () => {
      const rows = await db
        .select()
        .from(job)
        .where(eq(job.userId, userId))
        .orderBy(asc(job.id))
        .limit(MAX_JOBS);
      return rows.map(toJob);
    }),
  });
  return { exportedAt, pieces };
}
