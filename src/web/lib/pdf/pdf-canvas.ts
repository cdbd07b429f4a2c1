import { GlobalWorkerOptions, getDocument, PDFWorker } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// pdf.js, loaded only in the browser and only where a PDF is shown (see draw-pdf.ts). Its worker
// is a same-origin file, which the CSP's script-src 'self' allows; one worker serves every document.

GlobalWorkerOptions.workerSrc = workerUrl;
let sharedWorker: PDFWorker | undefined;

/** CSS pixels per PDF point at 100 %: a page shown at its printed size (96 dpi over 72). */
export const CSS_PX_PER_POINT = 96 / 72;

export interface DrawOptions {
  /** The width each page is drawn for, in CSS pixels (the device pixel ratio is added). */
  cssWidth?: number;
  /** Or a zoom (1 = printed size); used when cssWidth is not given. */
  zoom?: number;
  /** Draw only the first pages (thumbnails need page 1). */
  maxPages?: number;
  /** Called with each page as soon as it is drawn (page 1 first), before the next is started. */
  onPage?: (canvas: HTMLCanvasElement, index: number, count: number) => void;
  signal?: AbortSignal;
}

/**
 * Draws the pages of a PDF into new canvases, one per page, in order. Each canvas has as many
 * pixels as the screen shows at its CSS size (CSS width × devicePixelRatio), so it stays crisp;
 * its CSS size and zoom are in `data-css-width`, `data-css-height` and `data-zoom`.
 */
export async function drawPdf(
  data: ArrayBuffer,
  { cssWidth, zoom = 1, maxPages, onPage, signal }: DrawOptions,
) {
  sharedWorker ??= new PDFWorker();
  const task = getDocument({ data, worker: sharedWorker });
  const stop = () => void task.destroy();
  signal?.addEventListener("abort", stop);
  try {
    const doc = await task.promise;
    const count = Math.min(doc.numPages, maxPages ?? doc.numPages);
    const ratio = window.devicePixelRatio || 1;
    const canvases: HTMLCanvasElement[] = [];
    for (let number = 1; number <= count; number++) {
      signal?.throwIfAborted();
      const page = await doc.getPage(number);
      const pointWidth = page.getViewport({ scale: 1 }).width;
      // Whole CSS pixels, so the pixel width is exactly CSS width × ratio at a ratio of 1 or 2.
      const width = Math.max(1, Math.round(cssWidth ?? pointWidth * CSS_PX_PER_POINT * zoom));
      const pixelWidth = Math.round(width * ratio);
      const viewport = page.getViewport({ scale: pixelWidth / pointWidth });
      const canvas = document.createElement("canvas");
      canvas.width = pixelWidth;
      canvas.height = Math.round(viewport.height);
      canvas.dataset.cssWidth = String(width);
      canvas.dataset.cssHeight = String(Math.round(viewport.height / ratio));
      canvas.dataset.zoom = String(width / (pointWidth * CSS_PX_PER_POINT));
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
      signal?.throwIfAborted();
      onPage?.(canvas, number - 1, count);
    }
    signal?.throwIfAborted();
    return canvases;
  } finally {
    signal?.removeEventListener("abort", stop);
    await task.destroy();
  }
}
