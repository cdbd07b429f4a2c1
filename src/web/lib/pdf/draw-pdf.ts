import type { DrawOptions } from "./pdf-canvas";

// pdf.js is large and browser-only: it is fetched on first use, never during server rendering.
let loading: Promise<typeof import("./pdf-canvas")> | undefined;

export async function drawPdf(pdf: Blob, options: DrawOptions): Promise<HTMLCanvasElement[]> {
  // A failed chunk load (a new deploy, a dropped connection) is tried again next time.
  loading ??= import("./pdf-canvas").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const [module, data] = await Promise.all([loading, pdf.arrayBuffer()]);
  return module.drawPdf(data, options);
}
