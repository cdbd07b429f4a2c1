import { ApiError } from "../../lib/api-client";
import { type PdfRequest, pdfApi } from "../../lib/resume-api";

// The server's render pool answers 503 when its queue is full (docs/api.md): a preview is only
// a view, so it is asked again after a short wait instead of showing an error at once.
const BUSY_RETRIES = 3;
const BUSY_WAIT_MS = 1_000;

export async function fetchPreview(request: PdfRequest, signal: AbortSignal): Promise<Blob> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pdfApi.preview(request, signal);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 503 || attempt >= BUSY_RETRIES) throw error;
      await wait(BUSY_WAIT_MS * (attempt + 1), signal);
    }
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
