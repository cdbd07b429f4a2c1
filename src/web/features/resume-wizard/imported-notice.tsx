import { useState } from "react";
import { useLocation } from "react-router";
import {
  describeImportDetails,
  describeImportReport,
  type ImportReport,
} from "../../../shared/import-report";

// Shown in the wizard when the user comes from an import (the resume list hands the report over
// as the link's state): what came in, and each value that was shortened or left out, to check.

export function ImportedNotice() {
  const report = (useLocation().state as { importReport?: ImportReport } | null)?.importReport;
  const [open, setOpen] = useState(true);
  if (!report || !open) return null;
  const details = describeImportDetails(report);
  return (
    <section aria-label="Import report" className="rounded-lg bg-primary-50 p-4 text-primary-900">
      <p>{describeImportReport(report)}</p>
      {details.length ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">What to check ({details.length})</summary>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <button type="button" className="mt-2 text-sm font-medium underline" onClick={() => setOpen(false)}>
        Dismiss
      </button>
    </section>
  );
}
