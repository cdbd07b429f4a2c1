import { useState } from "react";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { exportApi } from "../../lib/resume-api";
import { saveFile } from "../../lib/save-file";

// Exports beside the PDF: a Word file (a paid download, like the PDF: 402 opens the payment
// modal) and the resume as plain text for application forms (free), copied or saved as .txt.
// Both export what the PDF prints: the Original or the revision picked on the page.

type Busy = "docx" | "copy" | "txt" | null;

export function ExportButtons({
  resumeId,
  revisionId,
  fileName,
  beforeExport,
}: {
  resumeId: number;
  /** The Tailored revision picked, or null for the Original. */
  revisionId: number | null;
  /** What the browser saves a file as, by its extension. */
  fileName: (extension: "docx" | "txt") => string;
  /** Lets pending edits reach the server first, so the export has them. */
  beforeExport: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [payment, setPayment] = useState<PaymentReason | null>(null);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setError(undefined);
    setStatus(undefined);
    try {
      await beforeExport();
      await work();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 402) setPayment("cvPdfDownload");
      else setError(`The export failed: ${errorMessage(caught)}`);
    } finally {
      setBusy(null);
    }
  };

  const docx = () =>
    run("docx", async () => saveFile(await exportApi.docx(resumeId, revisionId), fileName("docx")));
  const copy = () =>
    run("copy", async () => {
      const text = await exportApi.text(resumeId, revisionId);
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        // Clipboard access can be refused (permissions, insecure origin); the .txt still works.
        throw new Error("Your browser did not allow copying. Use “Download .txt” instead.");
      }
      setStatus("Copied");
    });
  const txt = () =>
    run("txt", async () => {
      const text = await exportApi.text(resumeId, revisionId);
      saveFile(new Blob([text], { type: "text/plain;charset=utf-8" }), fileName("txt"));
    });

  const buttons = [
    {
      kind: "docx",
      label: "Download Word (.docx)",
      busyLabel: "Preparing your Word file ...",
      onClick: docx,
    },
    { kind: "copy", label: "Copy as plain text", busyLabel: "Copying ...", onClick: copy },
    { kind: "txt", label: "Download .txt", busyLabel: "Preparing ...", onClick: txt },
  ] as const;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <Button
            key={button.kind}
            variant="secondary"
            className="w-auto! px-4"
            onClick={button.onClick}
            loading={busy === button.kind}
            loadingLabel={button.busyLabel}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-grey-600">
        {status}
      </p>
      <FormError message={error} />
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </div>
  );
}
