import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { type PdfRequest, pdfApi } from "../../lib/resume-api";
import { saveFile } from "../../lib/save-file";
import { PaymentModal, type PaymentReason } from "../billing/payment-modal";

// "Download PDF": the server renders the PDF (and records it); the browser saves it as file.pdf.
// Without a paid plan the server answers 402 and the payment modal explains why; any other
// failure is told in words (the server logs it).

export const DOWNLOAD_NAME = "file.pdf";

export function DownloadButton({
  request,
  beforeDownload,
}: {
  request: PdfRequest;
  /** Lets pending edits reach the server first, so the file has them. */
  beforeDownload: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [payment, setPayment] = useState<PaymentReason | null>(null);

  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await beforeDownload();
      saveFile(await pdfApi.download(request), DOWNLOAD_NAME);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 402) setPayment("cvPdfDownload");
      else setError(`The download failed: ${errorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={download} loading={busy} loadingLabel="Preparing your PDF ...">
        Download PDF
      </Button>
      <FormError message={error} />
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </div>
  );
}
