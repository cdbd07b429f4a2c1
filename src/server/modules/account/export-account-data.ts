import { asc, eq } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { account, entitlement, job, resume, resumeRevision, session, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { listCoverLetters } from "../entities/cover-letters.ts";
import { readResumeImage } from "../images/read-resume-image.ts";
import { toJob } from "../jobs/job-row.ts";
import { MAX_JOBS } from "../limits/row-caps.ts";
import { documentFields, toDocument } from "../resumes/resume-document.ts";
import { toRevision } from "../revisions/revision-row.ts";

export const ACCOUNT_EXPORT_FORMAT = "resume-builder-account";

/**
 * Everything we hold about the user, for "export my data": the account (never a password hash,
 * token or two-factor secret), where they are signed in, their plan, every resume with its rows
 * and photo, their AI revisions, cover letters and saved jobs.
 */
export async function exportAccountData({
  db,
  storage,
  userId,
}: {
  db: Database;
  storage: FileStorage;
  userId: string;
}) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) throw new AppError("not_found", "This account does not exist any more.");
  // Letters and jobs are bounded by their caps (limits/row-caps.ts); resumes come with their
  // rows in one query (documentFields), not one query per resume.
  const [methods, sessions, [plan], resumeRows, letters, revisions, jobs] = await Promise.all([
    db.select().from(account).where(eq(account.userId, userId)).orderBy(asc(account.createdAt)),
    db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt)),
    db.select().from(entitlement).where(eq(entitlement.userId, userId)),
    db
      .select(documentFields())
      .from(resume)
      .where(eq(resume.userId, userId))
      .orderBy(asc(resume.order), asc(resume.id)),
    listCoverLetters({ db, userId }),
    db.select().from(resumeRevision).where(eq(resumeRevision.userId, userId)).orderBy(asc(resumeRevision.id)),
    db.select().from(job).where(eq(job.userId, userId)).orderBy(asc(job.id)).limit(MAX_JOBS),
  ]);
  const resumes: ResumeDocument[] = resumeRows.map(toDocument);

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exported_at: new Date().toISOString(),
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
    resumes,
    photos: await photosOf({ db, storage, userId, resumes }),
    revisions: revisions.map(toRevision),
    cover_letters: letters,
    jobs: jobs.map(toJob),
  };
}

/** Each resume photo at its largest size, as a data: URL, so the export is one file. */
async function photosOf(options: {
  db: Database;
  storage: FileStorage;
  userId: string;
  resumes: ResumeDocument[];
}) {
  const photos: { resume_id: number; image_name: string; data_url: string }[] = [];
  for (const doc of options.resumes) {
    if (!doc.image_name) continue;
    const photo = await readResumeImage({ ...options, resumeId: doc.id, size: 384 }).catch(() => null);
    if (!photo) continue;
    const dataUrl = `data:image/webp;base64,${photo.bytes.toString("base64")}`;
    photos.push({ resume_id: doc.id, image_name: photo.imageName, data_url: dataUrl });
  }
  return photos;
}
