import { parentPort } from "node:worker_threads";
import type { Printable } from "./letter-content.ts";
import type { RenderOptions } from "./pdf-options.ts";
import { registerFonts, renderDocument } from "./render-document.ts";

// A pool worker (worker-pool.ts): one render at a time, fonts registered once for its lifetime.

export interface RenderJob {
  id: number;
  doc: Printable;
  options: RenderOptions;
  /** The photo as JPEG, when the resume has one. */
  photo?: Uint8Array;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

if (parentPort) {
  const port = parentPort;
  registerFonts();
  port.on("message", async (job: RenderJob) => {
    try {
      // A fresh copy: the renderer's Buffer may sit in Node's shared pool, which cannot be transferred.
      const pdf = new Uint8Array(await renderDocument(job.doc, job.options, job.photo));
      port.postMessage({ id: job.id, pdf } satisfies RenderReply, [pdf.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
