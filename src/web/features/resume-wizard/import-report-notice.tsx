import { useState } from "react";
import {
  describeImportDetails,
  describeImportReport,
  type ImportReport,
} from "../../../shared/import-report";

// The notice of imported-notice.tsx, fetched only when there is a report to show.

export function ImportReportNotice({ report }: { report: ImportReport }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
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
