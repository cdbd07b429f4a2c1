import { type ChangeEvent, useId, useState } from "react";
import type { ImportReport } from "../../../shared/import-report";
import type { ResumeDocument } from "../../../shared/resume";
import { errorMessage } from "../../lib/error-message";
import { resumeApi } from "../../lib/resume-api";
import { isPaymentRequired } from "./payment-required";
import { readImportFile } from "./read-import-file";

export interface ImportResumeFieldProps {
  /** `report`: what came in and what was shortened or left out (absent from older servers). */
  onImported: (resume: ResumeDocument, report?: ImportReport) => Promise<void> | void;
  /** The server answered 402: nothing was created; the caller opens the payment modal. */
  onPaymentRequired: () => void;
}

// A file input rather than a button: it works with the keyboard, screen readers and drag and
// drop without our help. The file is read and recognised here; the server checks its content.
export function ImportResumeField({ onImported, onPaymentRequired }: ImportResumeFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
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
      // Choosing the same file again after a fix must fire `change` again.
      input.value = "";
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        Import a resume file
      </label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        disabled={busy}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        className="text-sm text-grey-700 file:mr-3 file:rounded-lg file:border file:border-grey-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-grey-900 hover:file:bg-grey-50"
      />
      <p id={`${id}-hint`} className="text-sm text-grey-600">
        {busy
          ? "Importing ..."
          : "A JSON Resume file or a file exported from Resume Builder (.json, up to 1 MB)."}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
