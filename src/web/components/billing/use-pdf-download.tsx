import { useState } from "react";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { saveFile } from "../../lib/save-file";
import { PaymentModal, type PaymentReason } from "./payment-modal";

// "Download PDF" for a resume or a cover letter: the server renders the PDF (and records it);
// the browser saves it under the name the caller gives (lib/download-name.ts). Without a paid plan the server answers 402 and the payment
// modal explains why; any other failure is told in words (the server logs it).

export function usePdfDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [payment, setPayment] = useState<PaymentReason | null>(null);

  const download = async (fetchPdf: () => Promise<Blob>, fileName: () => Promise<string> | string) => {
    setBusy(true);
    setError(undefined);
    try {
      const blob = await fetchPdf();
      saveFile(blob, await fileName());
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 402) setPayment("cvPdfDownload");
      else setError(`The download failed: ${errorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  };

  /** Render once, anywhere on the page. */
  const paymentModal = <PaymentModal reason={payment} onClose={() => setPayment(null)} />;
  return { busy, error, download, paymentModal };
}
