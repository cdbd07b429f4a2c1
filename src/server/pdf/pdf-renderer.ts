import type { Printable } from "./letter-content.ts";
import { createPdfCache, renderKey } from "./pdf-cache.ts";
import type { RenderOptions } from "./pdf-options.ts";
import { createWorkerPool, type WorkerPoolOptions } from "./worker-pool.ts";

// The one PDF entry point the server uses: cache first, then a pool worker. Identical requests
// arriving together share one render.

export interface PdfRendererOptions extends WorkerPoolOptions {
  cacheEntries?: number;
  cacheBytes?: number;
}

export function createPdfRenderer(options: PdfRendererOptions = {}) {
  const pool = createWorkerPool(options);
  const cache = createPdfCache({ maxEntries: options.cacheEntries, maxBytes: options.cacheBytes });
  const inFlight = new Map<string, Promise<Uint8Array>>();

  return {
    /** `photo` is read only on a cache miss (the key holds image_name, which names the photo). */
    async render(
      doc: Printable,
      renderOptions: RenderOptions,
      photo?: () => Promise<Uint8Array | undefined>,
    ): Promise<Uint8Array> {
      const key = renderKey(doc, renderOptions);
      const cached = cache.get(key);
      if (cached) return cached;
      const running = inFlight.get(key);
      if (running) return running;
      const render = (async () => pool.render(doc, renderOptions, await photo?.()))().then(
        (pdf) => {
          inFlight.delete(key);
          cache.set(key, pdf);
          return pdf;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, render);
      return render;
    },
    load: pool.load,
    close: pool.close,
  };
}
export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
