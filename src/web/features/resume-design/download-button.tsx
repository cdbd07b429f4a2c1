import { usePdfDownload } from "../../components/billing/use-pdf-download";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { type PdfRequest, pdfApi } from "../../lib/resume-api";

// The design page's "Download PDF" (components/billing/use-pdf-download.tsx does the work).
export function DownloadButton({
  request,
  fileName,
  beforeDownload,
}: {
  request: PdfRequest;
  /** What the browser saves the PDF as. */
  fileName: () => string;
  /** Lets pending edits reach the server first, so the file has them. */
  beforeDownload: () => Promise<unknown>;
}) {
  const pdf = usePdfDownload();
  const download = () =>
    pdf.download(async () => {
      await beforeDownload();
      return pdfApi.download(request);
    }, fileName);

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={download} loading={pdf.busy} loadingLabel="Preparing your PDF ...">
        Download PDF
      </Button>
      <FormError message={pdf.error} />
      {pdf.paymentModal}
    </div>
  );
}
