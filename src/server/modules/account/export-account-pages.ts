import { and, asc, eq, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume, resumeRevision } from "../../db/schema/index.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { imageKey } from "../../storage/image-files.ts";
import { documentFields, toDocument } from "../resumes/resume-document.ts";
import { toRevision } from "../revisions/revision-row.ts";

// The unbounded parts of "export my data" (resumes on a subscription, revisions), read a page
// at a time as the download asks for them. Each page is its own query (keyset, not OFFSET), so
// no connection or transaction is held while a slow client reads: the export is not a
// snapshot, and a resume moved or deleted while it runs may be missing or appear twice.

export interface PageOptions {
  db: Database;
  storage: FileStorage;
  userId: string;
  pageSize: number;
}

/** Every row `readPage` gives, asking for the page after the last row until a short page. */
async function* inPages<Cursor, Row extends Cursor>(
  readPage: (after: Cursor | undefined) => PromiseLike<Row[]>,
  pageSize: number,
): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await readPage(after);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1);
  }
}

type ResumeCursor = { order: number; id: number };

/** Resumes after `after` in the list's order: (order, id), ids breaking ties. */
const afterResume = (after: ResumeCursor | undefined): SQL | undefined =>
  after && sql`(${resume.order}, ${resume.id}) > (${after.order}, ${after.id})`;

/** The user's resumes with their rows, as the API's documents, in the list's order. */
export async function* resumesInPages({ db, userId, pageSize }: PageOptions) {
  const rows = inPages(
    (after: ResumeCursor | undefined) =>
      db
        .select(documentFields())
        .from(resume)
        .where(and(eq(resume.userId, userId), afterResume(after)))
        .orderBy(asc(resume.order), asc(resume.id))
        .limit(pageSize),
    pageSize,
  );
  for await (const row of rows) yield toDocument(row);
}

/**
 * Each resume photo at its largest size as a data: URL (so the export is one file), read one
 * at a time. A photo whose file is gone is left out; any other failure (storage unreachable)
 * ends the export, rather than giving a file that silently lacks photos.
 */
export async function* photosInPages({ db, storage, userId, pageSize }: PageOptions) {
  const withPhoto = inPages(
    (after: ResumeCursor | undefined) =>
      db
        .select({ id: resume.id, order: resume.order, imageName: resume.imageName })
        .from(resume)
        .where(and(eq(resume.userId, userId), isNotNull(resume.imageName), afterResume(after)))
        .orderBy(asc(resume.order), asc(resume.id))
        .limit(pageSize),
    pageSize,
  );
  for await (const { id, imageName } of withPhoto) {
    if (!imageName) continue;
    const bytes = await storage.get(imageKey({ userId, resumeId: id }, imageName, 384));
    if (!bytes) continue;
    const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
    yield { resume_id: id, image_name: imageName, data_url: `data:image/webp;base64,${base64}` };
  }
}

/** The user's AI revisions (each with its document snapshot), oldest first. */
export async function* revisionsInPages({ db, userId, pageSize }: PageOptions) {
  const rows = inPages(
    (after: { id: number } | undefined) =>
      db
        .select()
        .from(resumeRevision)
        .where(and(eq(resumeRevision.userId, userId), after && gt(resumeRevision.id, after.id)))
        .orderBy(asc(resumeRevision.id))
        .limit(pageSize),
    pageSize,
  );
  for await (const row of rows) yield toRevision(row);
}

/** A list small enough to read whole (capped per account), read only when the export reaches it. */
export async function* whenReached<T>(read: () => Promise<T[]>) {
  yield* await read();
}
