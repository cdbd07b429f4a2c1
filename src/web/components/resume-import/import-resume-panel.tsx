import { type ChangeEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ImportReport } from "../../../shared/import-report";
import type { ResumeDocument } from "../../../shared/resume";
import type { ReadDocumentAnswer } from "../../../shared/resume-draft";
import { errorMessage } from "../../lib/error-message";
import { readResumeFile, readResumeText } from "../../lib/import-read-api";
import { type ImportReview, loadImportReview, saveImportReview } from "../../lib/import-review-store";
import { IMPORT_REVIEW_PATH } from "../../lib/paths";
import { isPaymentRequired } from "../../lib/payment-required";
import { readImportFile } from "../../lib/read-import-file";
import { resumeApi } from "../../lib/resume-api";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";
import { Spinner } from "../ui/spinner";
import { PasteTextForm } from "./paste-text-form";

export interface ImportResumePanelProps {
  userId: string;
  /** The panel's heading; the upload page has its own h1 above it. */
  heading?: string;
  /** A JSON file was imported directly: the resume exists, with what the import shortened or left out. */
  onImported: (resume: ResumeDocument, report?: ImportReport) => Promise<void> | void;
  /** The server answered 402 to a JSON import: nothing was created; the caller opens the payment modal. */
  onPaymentRequired: () => void;
}

const ACCEPT = [
  ".pdf,application/pdf",
  ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".zip,application/zip",
  ".json,application/json",
  ".txt,text/plain",
].join(",");

// The read's own limit (MAX_READ_FILE_BYTES of the import contract, which the web imports as
// types only): checked here too, so a file far too large is not sent at all.
const MAX_READ_FILE_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = "This file is larger than 10 MB. Upload a smaller file, or paste the text instead.";

const isJson = (file: File) => file.name.toLowerCase().endsWith(".json") || file.type === "application/json";
const isText = (file: File) => file.name.toLowerCase().endsWith(".txt") || file.type === "text/plain";

/**
 * "Import your resume" (resume list, dashboard and the upload page). A JSON Resume or our own export is imported
 * at once, as before; any other document, and pasted text, is read by the server into a draft
 * that waits in this tab for the review screen, where the user checks it and creates the resume.
 */
export function ImportResumePanel({
  userId,
  heading = "Import your resume",
  onImported,
  onPaymentRequired,
}: ImportResumePanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"reading" | "importing">();
  const [error, setError] = useState<string>();
  const [pasting, setPasting] = useState(false);
  // Read once: a draft read earlier in this tab and not yet created.
  const [waiting] = useState(() => loadImportReview(userId));

  const review = async (read: () => Promise<ReadDocumentAnswer>, fileName?: string) => {
    setBusy("reading");
    setError(undefined);
    try {
      const next: ImportReview = { ...(await read()), userId, fileName };
      // The state carries it too, for a browser that refuses to store it.
      saveImportReview(next);
      navigate(IMPORT_REVIEW_PATH, { state: { review: next } });
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(undefined);
    }
  };

  const importJson = async (file: File) => {
    setBusy("importing");
    setError(undefined);
    try {
      const reading = await readImportFile(file);
      if (!reading.ok) {
        setError(reading.message);
        return;
      }
      const { import_report: report, ...resume } = await resumeApi.importFile(reading.format, reading.data);
      await onImported(resume, report);
    } catch (caught) {
      if (isPaymentRequired(caught)) onPaymentRequired();
      else setError(errorMessage(caught));
    } finally {
      setBusy(undefined);
    }
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again after a fix must fire `change` again.
    input.value = "";
    if (!file) return;
    setPasting(false);
    if (isJson(file)) await importJson(file);
    else if (file.size > MAX_READ_FILE_BYTES) setError(TOO_LARGE);
    else if (isText(file)) await review(async () => readResumeText(await file.text()), file.name);
    else await review(() => readResumeFile(file), file.name);
  };

  const describedBy = `${id}-hint${error ? ` ${id}-error` : ""}`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={busy ? true : undefined}
      className="flex flex-col gap-3 rounded-xl border border-grey-200 p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {waiting ? (
        <p className="rounded-lg bg-primary-50 p-3 text-primary-800">
          {waiting.fileName ? `${waiting.fileName} is` : "Your pasted resume is"} read and waiting for your
          review.{" "}
          <Link className="font-medium underline" to={IMPORT_REVIEW_PATH}>
            Continue reviewing
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-grey-700">
          Import a resume file
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={busy !== undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
            className="max-w-full text-sm text-grey-700 file:mr-3 file:rounded-lg file:border file:border-grey-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-grey-900 hover:file:bg-grey-50"
          />
          <Button
            variant="secondary"
            className="w-auto! px-4 py-1.5!"
            aria-expanded={pasting}
            aria-controls={pasting ? `${id}-paste` : undefined}
            disabled={busy !== undefined}
            onClick={() => {
              setError(undefined);
              setPasting(!pasting);
            }}
          >
            Paste text
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-grey-600">
          A PDF, a Word document (.docx), your LinkedIn data export (.zip) or a JSON Resume (.json). You check
          what we read before anything is saved.
        </p>
      </div>
      {pasting ? (
        <div id={`${id}-paste`}>
          <PasteTextForm
            busy={busy !== undefined}
            onRead={(text) => review(() => readResumeText(text))}
            onCancel={() => setPasting(false)}
          />
        </div>
      ) : null}
      {/* A live region but not a second role="status": the list page's notice is that. */}
      <div aria-live="polite">
        {busy ? (
          <p className="flex items-center gap-2 text-grey-700">
            <Spinner className="text-primary-700" />
            {busy === "reading" ? "Reading your resume ... this can take a few seconds." : "Importing ..."}
          </p>
        ) : null}
      </div>
      {error ? (
        <div id={`${id}-error`}>
          <FormError message={error} />
        </div>
      ) : null}
    </section>
  );
}
