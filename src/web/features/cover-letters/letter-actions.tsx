import { useEffect, useRef, useState } from "react";
import { usePdfDownload } from "../../components/billing/use-pdf-download";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { SelectField } from "../../components/ui/select-field";
import { type CoverLetter, type CoverLetterPdfRequest, coverLetterApi } from "../../lib/cover-letter-api";
import { downloadName } from "../../lib/download-name";
import { errorMessage } from "../../lib/error-message";
import { drawPdf } from "../../lib/pdf/draw-pdf";
import { type PdfCatalog, pdfApi, resumeApi } from "../../lib/resume-api";

// What is done with the letter on screen: copy it (for an application form), download it as a
// PDF in one of the resume designs or as a Word file (both named after the person, e.g.
// Daniela_Ortiz_Cover_Letter.pdf; the payment modal without a paid plan), and preview the PDF
// (watermarked without a paid plan). Downloads print the saved text: edits are saved first.

const PAGE_CSS_WIDTH = 640;
const COPIED_FOR_MS = 2500;

export function LetterActions({
  letter,
  index,
  text,
  saveFirst,
}: {
  letter: CoverLetter;
  /** Which text (0 = newest). */
  index: number;
  /** The text as shown (edits included), for Copy. */
  text: string;
  /** Saves pending edits; false when the save failed (its status says why). */
  saveFirst: () => Promise<boolean>;
}) {
  const [catalog, setCatalog] = useState<PdfCatalog | null>(null);
  const [catalogError, setCatalogError] = useState<string>();
  const [template, setTemplate] = useState("");
  const pdf = usePdfDownload();
  const word = usePdfDownload();
  const [previewing, setPreviewing] = useState(false);
  const copy = useCopy();

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

  const request: CoverLetterPdfRequest = { id: letter.id, template, props: {}, index };

  const downloadPdf = async () => {
    if (!(await saveFirst())) return;
    await pdf.download(
      () => coverLetterApi.download(request),
      () => letterFileName(letter, "pdf"),
    );
  };
  const downloadWord = async () => {
    if (!(await saveFirst())) return;
    await word.download(
      () => coverLetterApi.docx({ id: letter.id, index }),
      () => letterFileName(letter, "docx"),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="w-auto! px-5" onClick={() => void copy.run(text)}>
          Copy
        </Button>
        <Button
          className="w-auto! px-5"
          onClick={() => void downloadPdf()}
          loading={pdf.busy}
          loadingLabel="Preparing your PDF ..."
        >
          Download PDF
        </Button>
        <Button
          className="w-auto! px-5"
          onClick={() => void downloadWord()}
          loading={word.busy}
          loadingLabel="Preparing your Word file ..."
        >
          Download Word
        </Button>
        <p role="status" className="text-sm font-medium text-primary-800">
          {copy.copied ? "Copied" : ""}
        </p>
      </div>
      <FormError message={copy.error ?? pdf.error ?? word.error} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="PDF design"
          value={template}
          disabled={!catalog}
          className="min-w-48"
          onChange={(event) => setTemplate(event.target.value)}
        >
          {catalog ? null : <option value="">Loading the designs ...</option>}
          {catalog?.templates.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" className="w-auto! px-5" onClick={() => setPreviewing((shown) => !shown)}>
          {previewing ? "Hide PDF preview" : "Show PDF preview"}
        </Button>
      </div>
      <FormError message={catalogError ? `We could not load the designs: ${catalogError}` : undefined} />
      <p className="text-sm text-grey-600">
        Without a paid plan the preview is marked “Preview” and downloads open the plans.
      </p>
      {previewing && catalog ? <LetterPreview request={request} version={letter.updated_at} /> : null}
      {pdf.paymentModal}
      {word.paymentModal}
    </div>
  );
}

/** Copies to the clipboard and says "Copied" for a moment, or why it could not. */
function useCopy() {
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = async (text: string) => {
    setError(undefined);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      setCopied(false);
      setError("Your browser did not let us copy: select the text and copy it yourself.");
    }
  };
  return { copied, error, run };
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
async function letterFileName(letter: CoverLetter, extension: "pdf" | "docx"): Promise<string> {
  const fullName =
    letter.resume_id === null
      ? ""
      : await resumeApi.item(letter.resume_id).then(
          (resume) => resume.full_name,
          () => "",
        );
  return downloadName(fullName, "Cover_Letter", extension);
}
