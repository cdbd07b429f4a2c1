import { useEffect, useRef, useState } from "react";
import { usePdfDownload } from "../../components/billing/use-pdf-download";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { HeadedSection } from "../../components/ui/headed-section";
import { SelectField } from "../../components/ui/select-field";
import { type CoverLetter, type CoverLetterPdfRequest, coverLetterApi } from "../../lib/cover-letter-api";
import { downloadName } from "../../lib/download-name";
import { errorMessage } from "../../lib/error-message";
import { drawPdf } from "../../lib/pdf/draw-pdf";
import { type PdfCatalog, pdfApi, resumeApi } from "../../lib/resume-api";
import { textNumber } from "./letter-texts";

// The letter as a PDF in one of the resume designs: a preview on demand (watermarked without a
// paid plan) and the download (named after the person, e.g. Daniela_Ortiz_Cover_Letter.pdf; the
// payment modal without a paid plan). It prints the
// saved text, never an unsaved edit.

const PAGE_CSS_WIDTH = 640;

export function LetterPdf({ letter }: { letter: CoverLetter }) {
  const [catalog, setCatalog] = useState<PdfCatalog | null>(null);
  const [catalogError, setCatalogError] = useState<string>();
  const [template, setTemplate] = useState("");
  const [index, setIndex] = useState(0);
  const pdf = usePdfDownload();
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    pdfApi.templates().then(
      (answer) => {
        if (cancelled) return;
        setCatalog(answer);
        setTemplate((current) => current || answer.defaultTemplate);
      },
      (caught: unknown) => !cancelled && setCatalogError(errorMessage(caught)),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // A new text arrives first: the choice follows the text it was on only when it still exists.
  const safeIndex = Math.min(index, Math.max(0, letter.content.length - 1));
  const request: CoverLetterPdfRequest = { id: letter.id, template, props: {}, index: safeIndex };

  const download = () =>
    pdf.download(
      () => coverLetterApi.download(request),
      () => letterFileName(letter),
    );

  return (
    <HeadedSection
      headingId="pdf-heading"
      heading="Design and download"
      className="flex flex-col gap-4 rounded-xl border border-grey-200 bg-white p-6"
      headingClassName="text-xl font-semibold"
    >
      {letter.content.length === 0 ? (
        <p className="text-grey-700">
          Generate a text first; then you can preview it and download it as a PDF.
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Design"
              value={template}
              disabled={!catalog}
              onChange={(event) => setTemplate(event.target.value)}
            >
              {catalog ? null : <option value="">Loading the designs ...</option>}
              {catalog?.templates.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </SelectField>
            {letter.content.length > 1 ? (
              <SelectField
                label="Text to print"
                value={safeIndex}
                onChange={(event) => setIndex(Number(event.target.value))}
              >
                {letter.content.map((_text, at) => (
                  <option key={textNumber(letter, at)} value={at}>
                    Text {textNumber(letter, at)}
                    {at === 0 ? " (newest)" : ""}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </div>
          <FormError message={catalogError ? `We could not load the designs: ${catalogError}` : undefined} />
          <div className="flex flex-wrap gap-3">
            <Button
              className="w-auto! px-6"
              onClick={download}
              loading={pdf.busy}
              loadingLabel="Preparing your PDF ..."
            >
              Download PDF
            </Button>
            <Button
              variant="secondary"
              className="w-auto! px-6"
              onClick={() => setPreviewing((shown) => !shown)}
            >
              {previewing ? "Hide preview" : "Show preview"}
            </Button>
          </div>
          <FormError message={pdf.error} />
          <p className="text-sm text-grey-600">
            The PDF prints the saved text. Without a paid plan the preview is marked “Preview”.
          </p>
          {previewing && catalog ? <LetterPreview request={request} version={letter.updated_at} /> : null}
        </>
      )}
      {pdf.paymentModal}
    </HeadedSection>
  );
}

/** Every page of the server's PDF drawn to a canvas; asked again when the design or text changes. */
function LetterPreview({ request, version }: { request: CoverLetterPdfRequest; version: string }) {
  const key = JSON.stringify(request);
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string; pages: number }>({
    busy: true,
    pages: 0,
  });

  useEffect(() => {
    void version;
    const controller = new AbortController();
    const { signal } = controller;
    setState((current) => ({ ...current, busy: true, error: undefined }));
    (async () => {
      try {
        const pdf = await coverLetterApi.preview(JSON.parse(key) as CoverLetterPdfRequest, signal);
        const pages = await drawPdf(pdf, { cssWidth: PAGE_CSS_WIDTH, signal });
        if (signal.aborted) return;
        pages.forEach((canvas, at) => {
          canvas.setAttribute("role", "img");
          canvas.setAttribute("aria-label", `Page ${at + 1} of ${pages.length}`);
          canvas.className = "h-auto w-full rounded-sm bg-white shadow-md ring-1 ring-grey-200";
        });
        box.current?.replaceChildren(...pages);
        setState({ busy: false, pages: pages.length });
      } catch (caught) {
        if (!signal.aborted) setState({ busy: false, pages: 0, error: errorMessage(caught) });
      }
    })();
    return () => controller.abort();
  }, [key, version]);

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-grey-600">
        {state.busy
          ? "Updating the preview ..."
          : state.pages
            ? `Preview: ${state.pages === 1 ? "1 page" : `${state.pages} pages`}`
            : ""}
      </p>
      <FormError message={state.error ? `We could not show the preview: ${state.error}` : undefined} />
      <div
        ref={box}
        data-testid="letter-preview"
        aria-busy={state.busy || undefined}
        className={`flex max-w-xl flex-col gap-4 ${state.busy ? "opacity-60" : ""}`}
      />
    </div>
  );
}

/** The saved letter's file name, after the person its resume names (just "Cover_Letter.pdf" when
 * the letter has no resume or the resume cannot be read: the download itself already worked). */
async function letterFileName(letter: CoverLetter): Promise<string> {
  const fullName =
    letter.resume_id === null
      ? ""
      : await resumeApi.item(letter.resume_id).then(
          (resume) => resume.full_name,
          () => "",
        );
  return downloadName(fullName, "Cover_Letter", "pdf");
}
