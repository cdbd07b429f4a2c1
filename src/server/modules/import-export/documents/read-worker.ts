import { parentPort } from "node:worker_threads";
import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import { type DocumentInput, readDocument } from "./read-document.ts";

// One read in a worker thread of its own (document-reader.ts starts it with a heap cap and a
// time limit, often ahead of time): the document arrives as the one message it takes, the
// answer or the failure leaves as one message, then the worker is ended, so a hostile file
// leaves nothing behind.

export type ReadReply =
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
  port.once("message", (input: DocumentInput) =>
    readDocument(input).then(
      (answer) => port.postMessage({ answer } satisfies ReadReply),
      (error: unknown) => port.postMessage(replyFor(error)),
    ),
  );
}
