import type { Printable } from "./letter-content.ts";
import { createPdfCache, renderKey } from "./pdf-cache.ts";
import type { RenderOptions } from "./pdf-options.ts";
import { assertPrintableSize } from "./printed-size.ts";
import { createUserLanes } from "./user-lanes.ts";
import { warmUpRenders } from "./warm-up.ts";
import { createWorkerPool, type WorkerPoolOptions } from "./worker-pool.ts";

// The one PDF entry point the server uses: size check, cache, then a pool worker. Identical
// requests arriving together share one render. A render that needs a worker is first admitted
// (the per-user rate limit) and then runs in its owner's lane, one at a time (user-lanes.ts).

export interface PdfRendererOptions extends WorkerPoolOptions {
  cacheEntries?: number;
  cacheBytes?: number;
  /** Renders one user may have waiting behind their running one (default 4). */
  maxWaitingPerUser?: number;
}

/** Who asks for a render, so one user cannot take every worker. */
export interface RenderGuard {
  /** The user whose lane the render runs in. */
  owner: string;
  /** Called once when the render needs a worker (not for cache hits); throws to refuse it. */
  admit?: () => Promise<void>;
  /** The request's signal: a render still waiting in the lane when it aborts is dropped. */
  signal?: AbortSignal;
}

export function createPdfRenderer(options: PdfRendererOptions = {}) {
  const pool = createWorkerPool(options);
  const cache = createPdfCache({ maxEntries: options.cacheEntries, maxBytes: options.cacheBytes });
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const lanes = createUserLanes({ maxWaiting: options.maxWaitingPerUser });
  let warmth: "cold" | "warming" | "ready" = "cold";

  return {
    /** `photo` is read only on a cache miss (the key holds image_name, which names the photo). */
    async render(
      doc: Printable,
      renderOptions: RenderOptions,
      photo?: () => Promise<Uint8Array | undefined>,
      guard?: RenderGuard,
    ): Promise<Uint8Array> {
      const key = renderKey(doc, renderOptions);
      const ready = () => cache.get(key) ?? inFlight.get(key);
      const early = ready();
      if (early) return early;
      // After the lookup: a cached or running key prints the same content, so it passed already.
      assertPrintableSize(doc);
      if (guard?.admit) {
        await guard.admit();
        // An identical render may have started (or finished) while this one was admitted.
        const meanwhile = ready();
        if (meanwhile) return meanwhile;
      }
      const work = async () => pool.render(doc, renderOptions, await photo?.());
      const render = (guard ? lanes.run(guard.owner, work, guard.signal) : work()).then(
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
    /**
     * Starts every worker and renders each warm-up design in it (the pool hands queued renders
     * to free workers in turn), past the cache: the server calls it once after it listens.
     */
    async warmUp(): Promise<void> {
      warmth = "warming";
      const workers = options.size ?? 2;
      const renders = warmUpRenders.flatMap((render) => Array.from({ length: workers }, () => render));
      await Promise.all(renders.map(({ doc, options: renderOptions }) => pool.render(doc, renderOptions)));
      warmth = "ready";
    },
    /** For /api/health: whether the workers have rendered yet. */
    warmth: () => warmth,
    load: pool.load,
    close: pool.close,
  };
}
export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
