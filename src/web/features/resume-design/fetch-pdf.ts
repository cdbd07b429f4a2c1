import { ApiError } from "../../lib/api-client";
import { type PdfRequest, pdfApi } from "../../lib/resume-api";

// The server's render pool answers 503 when its queue is full, and 429 when this user already
// has several PDFs in line or has made many in a minute (docs/api.md): a preview is only a view,
// so it is asked again after a short wait instead of showing an error at once. A 429 that asks
// for a long wait is shown as it is.
const BUSY_RETRIES = 3;
const BUSY_WAIT_MS = 1_000;
const MAX_RATE_LIMIT_WAIT_SECONDS = 10;

export async function fetchPreview(request: PdfRequest, signal: AbortSignal): Promise<Blob> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pdfApi.preview(request, signal);
    } catch (error) {
      const waitMs = retryWaitMs(error, attempt);
      if (waitMs === undefined || attempt >= BUSY_RETRIES) throw error;
      await wait(waitMs, signal);
    }
  }
}

function retryWaitMs(error: unknown, attempt: number): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 503) return BUSY_WAIT_MS * (attempt + 1);
  if (error.status !== 429) return undefined;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof seconds !== "number" || seconds > MAX_RATE_LIMIT_WAIT_SECONDS) return undefined;
  return seconds * 1_000;
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
