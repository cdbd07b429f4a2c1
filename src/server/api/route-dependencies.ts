import type { DraftModel } from "../ai/reading/draft-model.ts";
import type { Writer } from "../ai/writer.ts";
import type { Auth } from "../auth/auth.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../email/mailer.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import type { DocumentReader } from "../modules/import-export/documents/document-reader.ts";
import type { PdfRenderer } from "../pdf/pdf-renderer.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** What the signed-in API routes need; built once in app.ts. */
export interface RouteDependencies {
  db: Database;
  env: Env;
  logger: Logger;
  /** Uploaded files (photos): DATA_DIR/uploads, or an S3-compatible bucket when S3_* is set. */
  storage: FileStorage;
  /** The AI writer (create-writer.ts chooses it from the env): tailoring, letters, Improve. */
  writer: Writer;
  /** The PDF renderer (pdf-renderer.ts): previews, downloads, fitting a layout, share links. */
  pdf: PdfRenderer;
  /** Reads uploaded documents in bounded workers, one read at a time per user (document-reader.ts). */
  reader: DocumentReader;
  /** The model that reads a document into a draft, when one is configured (draft-model.ts). */
  draftModel: DraftModel | undefined;
  /** Better Auth: the account routes check a recent sign-in or the password. */
  auth: Auth;
  /** Mail to the owner (a new API key's notice). */
  mailer: Mailer;
}
