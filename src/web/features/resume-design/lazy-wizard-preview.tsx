import { lazy, Suspense } from "react";

// The wizard's preview (wizard-preview.tsx) and its code are fetched after the form: the form's
// inputs are usable first, and the preview (its panel, then pdf.js) streams in after (issue 17).
// Until it arrives, the wide screen's column says so where the panel will be.
const LoadedPreview = lazy(() =>
  import("./wizard-preview").then((module) => ({ default: module.WizardPreview })),
);

export function WizardPreview() {
  return (
    <Suspense
      fallback={
        <p role="status" className="hidden text-sm text-grey-600 lg:block">
          Loading the preview ...
        </p>
      }
    >
      <LoadedPreview />
    </Suspense>
  );
}
