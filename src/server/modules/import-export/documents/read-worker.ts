import { enableCompileCache } from "node:module";
import { parentPort } from "node:worker_threads";
import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { DocumentInput } from "./read-document.ts";

// A document-reading worker (document-reader.ts starts it with a heap cap; read-in-worker.ts
// bounds each read): a document arrives as a message, its reading or the failure leaves as one
// message. One read at a time; after a failure the worker is ended, never reused.

export type ReadReply =
  /** The readers are loaded and the document is being read: its time limit starts now. */
  | { reading: true }
  | { answer: ReadDocumentAnswer }
  /** Our own refusal (AppError), passed on as it is. */
  | { refused: { code: AppError["code"]; message: string } }
  /** pdf.js needs a password for the file. */
  | { failed: "password"; detail: string }
  /** The reader threw: a damaged file, or one our readers cannot handle. */
  | { failed: "unreadable"; detail: string };

function replyFor(error: unknown): ReadReply {
  if (error instanceof AppError) return { refused: { code: error.code, message: error.message } };
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // pdf.js's PasswordException (types/src/shared/util.d.ts): also thrown for an empty password.
  if (error instanceof Error && error.name === "PasswordException") return { failed: "password", detail };
  return { failed: "unreadable", detail };
}

if (parentPort) {
  const port = parentPort;
  // Every read starts a worker that loads pdf.js, mammoth and the readers: Node's compile cache
  // (on disk, in the system's temporary folder) cuts that from ~200 ms to ~80 ms. It must be on
  // before they load, hence the import after it. Where the disk is read-only it stays off.
  enableCompileCache();
  const { readDocument } = await import("./read-document.ts");
  port.on("message", (input: DocumentInput) => {
    port.postMessage({ reading: true } satisfies ReadReply);
    readDocument(input).then(
      (answer) => port.postMessage({ answer } satisfies ReadReply),
      (error: unknown) => port.postMessage(replyFor(error)),
    );
  });
}
