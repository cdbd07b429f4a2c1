import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import type { ImportReport } from "../../../shared/import-report";

// Shown in the wizard when the user comes from an import (the resume list hands the report over
// as the link's state): what came in, and each value that was shortened or left out, to check.
// Its code (and the report's wording) is fetched only then, not with every wizard page.
const ImportReportNotice = lazy(() =>
  import("./import-report-notice").then((module) => ({ default: module.ImportReportNotice })),
);

export function ImportedNotice() {
  const report = (useLocation().state as { importReport?: ImportReport } | null)?.importReport;
  if (!report) return null;
  return (
    <Suspense fallback={null}>
      <ImportReportNotice report={report} />
    </Suspense>
  );
}
