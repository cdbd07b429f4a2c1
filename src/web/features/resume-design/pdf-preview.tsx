import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/error-message";
import { drawPdf } from "../../lib/pdf/draw-pdf";
import type { PdfRequest } from "../../lib/resume-api";
import { fetchPreview } from "./fetch-pdf";

// The live preview: every page of the server's PDF drawn to a canvas. A change of design asks
// again after a short pause (typing a colour or clicking through templates sends one request,
// not ten); a newer request cancels the older one, fetch and drawing alike. The pages shown stay
// until the new ones are drawn, so the preview never flashes empty.

const PREVIEW_DEBOUNCE_MS = 300;
/** Pages are drawn for this CSS width and scaled down by CSS to the column. */
const PAGE_CSS_WIDTH = 800;

interface PreviewState {
  pages: HTMLCanvasElement[] | null;
  /** The request the shown pages belong to (JSON), for tests and for the busy state. */
  shownKey: string | null;
  busy: boolean;
  error: string | null;
}

function usePdfPreview(request: PdfRequest, refresh: number) {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PreviewState>({ pages: null, shownKey: null, busy: true, error: null });
  const first = useRef(true);

  useEffect(() => {
    // `refresh` (the resume was saved) and `attempt` (Try again) ask for the same design anew.
    void refresh;
    void attempt;
    const controller = new AbortController();
    const { signal } = controller;
    setState((current) => ({ ...current, busy: true, error: null }));
    const delay = first.current ? 0 : PREVIEW_DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(async () => {
      try {
        const pdf = await fetchPreview(JSON.parse(key) as PdfRequest, signal);
        const pages = await drawPdf(pdf, { cssWidth: PAGE_CSS_WIDTH, signal });
        if (!signal.aborted) setState({ pages, shownKey: key, busy: false, error: null });
      } catch (error) {
        if (signal.aborted) return;
        setState((current) => ({ ...current, busy: false, error: errorMessage(error) }));
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, refresh, attempt]);

  return { ...state, retry: () => setAttempt((value) => value + 1) };
}

export function PdfPreview({ request, refresh }: { request: PdfRequest; refresh: number }) {
  const { pages, shownKey, busy, error, retry } = usePdfPreview(request, refresh);
  const shown = shownKey ? (JSON.parse(shownKey) as PdfRequest) : undefined;
  return (
    <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <p role="status" className="text-sm text-grey-600">
          {busy ? "Updating the preview ..." : pages ? pageCount(pages.length) : ""}
        </p>
      </div>
      {error ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p role="alert" className="text-sm text-red-700">
            We could not show the preview: {error}
          </p>
          <button
            type="button"
            onClick={retry}
            className="rounded-lg border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-grey-50"
          >
            Try again
          </button>
        </div>
      ) : null}
      {pages ? (
        <PageStack pages={pages} template={shown?.template} busy={busy} />
      ) : error ? null : (
        <div
          aria-hidden="true"
          className="aspect-[210/297] w-full animate-pulse rounded-lg border border-grey-200 bg-white"
        />
      )}
    </section>
  );
}

const pageCount = (count: number) => (count === 1 ? "1 page" : `${count} pages`);

/** The drawn canvases, put in place as they are (React owns the box, not its children). */
function PageStack({
  pages,
  template,
  busy,
}: {
  pages: HTMLCanvasElement[];
  template?: string;
  busy: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    pages.forEach((canvas, index) => {
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", `Page ${index + 1} of ${pages.length}`);
      canvas.className = "h-auto w-full rounded-sm bg-white shadow-md ring-1 ring-grey-200";
    });
    box.current?.replaceChildren(...pages);
  }, [pages]);
  return (
    <div
      ref={box}
      data-testid="preview-pages"
      data-template={template}
      aria-busy={busy || undefined}
      className={`flex flex-col gap-4 transition-opacity ${busy ? "opacity-60" : ""}`}
    />
  );
}
