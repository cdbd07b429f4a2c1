import { type Context, Hono, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_READ_FILE_BYTES, readTextPayload } from "../../../shared/contracts/import-export.ts";
import type { ReadDocumentAnswer } from "../../../shared/resume-draft.ts";
import { createDraftModel } from "../../ai/reading/draft-model.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { storableText, validatePayload } from "../../lib/validate-payload.ts";
import { createDocumentReader } from "../../modules/import-export/documents/document-reader.ts";
import type { DocumentInput } from "../../modules/import-export/documents/read-document.ts";
import { readResume } from "../../modules/import-export/read-resume.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// POST /api/cv/import/read (docs/api.md "Resumes"): a document or pasted text read into a draft
// for the review screen. It creates nothing and spends nothing; the reviewed draft is imported
// with POST /api/cv/import. app.ts leaves this route's body limit to the route: 10 MB for a
// file, the API's usual 1 MB for the JSON text.

const FILE_TOO_LARGE = "This file is larger than 10 MB. Upload a smaller file, or paste the text instead.";
const JSON_TOO_LARGE = "The request body is larger than 1 MB.";
const SEND_HOW =
  'Send the document as multipart/form-data in the field "file", or the text as JSON: { "text": "..." }.';
// The multipart envelope (boundaries, headers) around the file needs a little room.
const MAX_UPLOAD_BYTES = MAX_READ_FILE_BYTES + 64 * 1024;
const MAX_JSON_BYTES = 1024 * 1024;

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");

const fileLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", FILE_TOO_LARGE);
  },
});
const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", JSON_TOO_LARGE);
  },
});

export function importReadRoutes({ env, logger }: RouteDependencies) {
  const reader = createDocumentReader({ logger });
  const model = createDraftModel(env);
  // A read is heavy work on the user's behalf: it counts on its own per-user limit
  // ("import-read" in modules/limits/user-rate-limits.ts, declared in the operation table),
  // checked before the body is read. The reader itself shares its workers out per user: one
  // read at a time each, on a budget of reading time (document-reader.ts).
  return new Hono<AppBindings>().post(
    "/import/read",
    (c: Context<AppBindings>, next: Next) => (isMultipart(c) ? fileLimit(c, next) : jsonLimit(c, next)),
    async (c) => {
      const input = await readInput(c);
      const owner = c.get("user").id;
      const answer = await readResume({ input, reader, model, logger, owner, signal: c.req.raw.signal });
      return c.json(answer satisfies ReadDocumentAnswer);
    },
  );
}

async function readInput(c: Context<AppBindings>): Promise<DocumentInput> {
  if (isMultipart(c)) return { bytes: await readFileField(c) };
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", SEND_HOW);
  }
  const { text } = validatePayload(readTextPayload, storableText(body));
  return { text };
}

async function readFileField(c: Context<AppBindings>): Promise<Uint8Array> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", `The upload could not be read. ${SEND_HOW}`);
  }
  const file = body.file;
  if (!(file instanceof File)) throw new AppError("bad_request", SEND_HOW);
  if (file.size > MAX_READ_FILE_BYTES) throw new AppError("payload_too_large", FILE_TOO_LARGE);
  if (file.size === 0) throw new AppError("bad_request", "The file is empty. Choose the file again.");
  return new Uint8Array(await file.arrayBuffer());
}
