import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { drawPdf } from "../../../lib/pdf/draw-pdf";
import type { PdfRequest } from "../../../lib/resume-api";
import { fetchPreview } from "../fetch-pdf";

// The preview's data in two steps. Fetching: a change of design asks the server again after a
// short pause (typing a colour or clicking through templates sends one request, not ten); a save
// asks at once, the autosave having already waited for the typing to pause; a newer request
// cancels the older one. Drawing: a new PDF is drawn with pdf.js at once, for the size the panel
// asks (its width, or a zoom); a change of size redraws it after a pause, without fetching again.
// The pages shown stay until the new ones are drawn, so the preview never flashes empty; each
// new page replaces its old one as soon as it is drawn, page 1 first (the page in view when the
// panel opens), so an edit shows before the later pages are drawn (decision 026).
// (bench/wizard.ts: the two pauses were ~420 ms of a 1.0 s keystroke-to-preview.)

const PREVIEW_DEBOUNCE_MS = 300;
/** A resize or zoom click redraws after this pause (a window dragged wider draws once). */
const REDRAW_DEBOUNCE_MS = 120;

/** What the pages are drawn for: the panel's width ("fit width") or a zoom (1 = printed size). */
export type DrawSize = { cssWidth: number } | { zoom: number };

interface Fetched {
  pdf: Blob;
  key: string;
}

interface Drawn {
  pages: HTMLCanvasElement[];
  /** The number of pages of the PDF being shown (more than `pages` while it is being drawn). */
  total: number;
  /** The request the pages belong to (JSON), for tests and for the busy state. */
  key: string;
}

export function usePdfPreview(request: PdfRequest, refresh: number, size: DrawSize | null) {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [fetching, setFetching] = useState(true);
  const [drawing, setDrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastKey = useRef<string | null>(null);
  const lastDrawnPdf = useRef<Fetched | null>(null);

  useEffect(() => {
    // `refresh` (the resume was saved) and `attempt` (Try again) ask for the same design anew.
    void refresh;
    void attempt;
    const controller = new AbortController();
    setFetching(true);
    setError(null);
    const designChanged = lastKey.current !== null && lastKey.current !== key;
    lastKey.current = key;
    const delay = designChanged ? PREVIEW_DEBOUNCE_MS : 0;
    const timer = setTimeout(async () => {
      try {
        const pdf = await fetchPreview(JSON.parse(key) as PdfRequest, controller.signal);
        if (controller.signal.aborted) return;
        setFetched({ pdf, key });
        setFetching(false);
      } catch (failure) {
        if (controller.signal.aborted) return;
        setFetching(false);
        setError(errorMessage(failure));
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, refresh, attempt]);

  const sizeKey = size ? JSON.stringify(size) : null;
  useEffect(() => {
    if (!fetched || !sizeKey) return;
    const controller = new AbortController();
    setDrawing(true);
    const newPdf = lastDrawnPdf.current !== fetched;
    lastDrawnPdf.current = fetched;
    const timer = setTimeout(
      async () => {
        const fresh: HTMLCanvasElement[] = [];
        try {
          const pages = await drawPdf(fetched.pdf, {
            ...(JSON.parse(sizeKey) as DrawSize),
            signal: controller.signal,
            onPage: (page, index, count) => {
              // The last page is shown with the whole drawing, just below.
              if (index + 1 === count) return;
              fresh.push(page);
              // The new pages so far, then the old ones still to be replaced (never past the new
              // count); the key stays the old one until every page is new.
              setDrawn((shown) => ({
                pages: [...fresh, ...(shown?.pages ?? []).slice(fresh.length, count)],
                total: count,
                key: shown?.key ?? fetched.key,
              }));
            },
          });
          if (controller.signal.aborted) return;
          setDrawn({ pages, total: pages.length, key: fetched.key });
          setDrawing(false);
        } catch (failure) {
          if (controller.signal.aborted) return;
          setDrawing(false);
          setError(errorMessage(failure));
        }
      },
      newPdf ? 0 : REDRAW_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [fetched, sizeKey]);

  return {
    pages: drawn?.pages ?? null,
    total: drawn?.total ?? 0,
    shownKey: drawn?.key ?? null,
    busy: fetching || drawing,
    error,
    retry: () => setAttempt((value) => value + 1),
  };
}
