import { GlobalWorkerOptions, getDocument, PDFWorker } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// pdf.js, loaded only in the browser and only on the design page (see draw-pdf.ts). Its worker is
// a same-origin file, which the CSP's script-src 'self' allows; one worker serves every document.

GlobalWorkerOptions.workerSrc = workerUrl;
let sharedWorker: PDFWorker | undefined;

export interface DrawOptions {
  /** The width the page is drawn for, in CSS pixels (the device pixel ratio is added). */
  cssWidth: number;
  /** Draw only the first pages (thumbnails need page 1). */
  maxPages?: number;
  signal?: AbortSignal;
}

/** Draws the pages of a PDF into new canvases, one per page, in order. */
export async function drawPdf(data: ArrayBuffer, { cssWidth, maxPages, signal }: DrawOptions) {
  sharedWorker ??= new PDFWorker();
  const task = getDocument({ data, worker: sharedWorker });
  const stop = () => void task.destroy();
  signal?.addEventListener("abort", stop);
  try {
    const doc = await task.promise;
    const count = Math.min(doc.numPages, maxPages ?? doc.numPages);
    const canvases: HTMLCanvasElement[] = [];
    for (let number = 1; number <= count; number++) {
      signal?.throwIfAborted();
      const page = await doc.getPage(number);
      const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
    }
    signal?.throwIfAborted();
    return canvases;
  } finally {
    signal?.removeEventListener("abort", stop);
    await task.destroy();
  }
}
