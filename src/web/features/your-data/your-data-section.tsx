import { useState } from "react";
import { DeleteAccountModal } from "./delete-account-modal";
import { ExportDataForm } from "./export-data-form";

// Spec: exporting one's data and deleting the account are always allowed, on every plan.
export function YourDataSection({ className }: { className?: string }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="your-data-heading" className={`flex flex-col gap-4 ${className ?? ""}`}>
      <h2 id="your-data-heading" className="text-xl font-semibold">
        Your data
      </h2>
      <div className="flex flex-col gap-2">
        <p className="text-grey-700">
          Everything we hold about you, your account, plan, resumes and cover letters, as one JSON file.
        </p>
        <ExportDataForm />
      </div>
      <div className="flex flex-col gap-2 border-t border-grey-200 pt-4">
        <h3 className="font-semibold">Delete my account</h3>
        <p className="text-grey-700">Removes your account and everything in it. You are signed out.</p>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className="self-start rounded-lg border border-red-700 bg-white px-4 py-2.5 font-medium text-red-700 hover:bg-red-50"
        >
          Delete my account ...
        </button>
      </div>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
