// The browser's client for our own /api. Reads are retried on 502/503/504 and on network
// failure (up to 3 retries, exponential backoff); writes are never retried blindly, since
// the first attempt may have been applied.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the server added, e.g. `{ current }` on a 409 or `{ reason }` on a 402. */
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * Fired when the server says the session is gone (401) during an action, so the app can ask
 * the user to sign in again instead of failing silently.
 */
export const authRequiredEvents = new EventTarget();
export const AUTH_REQUIRED = "auth-required";

const RETRYABLE_STATUS = new Set([502, 503, 504]);
export const MAX_RETRIES = 3;

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  baseUrl?: string;
  /** Backoff before retry n (0-based); tests shorten it. */
  backoffMs?: (attempt: number) => number;
  fetchImpl?: typeof fetch;
}

const defaultBackoff = (attempt: number) => 200 * 2 ** attempt;

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, baseUrl = "", backoffMs = defaultBackoff, fetchImpl = fetch } = options;
  const retries = method === "GET" ? MAX_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        credentials: "same-origin",
        headers: body === undefined ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      if (attempt < retries) {
        await sleep(backoffMs(attempt));
        continue;
      }
      throw new ApiError(0, "network", NETWORK_MESSAGE);
    }
    if (RETRYABLE_STATUS.has(response.status) && attempt < retries) {
      await sleep(backoffMs(attempt));
      continue;
    }
    return readAnswer<T>(response);
  }
}

async function readAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? safeJson(text) : undefined) as T;
}

/** The ApiError of a failed answer (its JSON error body when there is one); a 401 asks to sign in. */
export async function errorFrom(response: Response): Promise<ApiError> {
  if (response.status === 401) authRequiredEvents.dispatchEvent(new Event(AUTH_REQUIRED));
  const json = safeJson(await response.text().catch(() => ""));
  const error = (json as { error?: { code?: string; message?: string; details?: unknown } } | undefined)
    ?.error;
  return new ApiError(
    response.status,
    error?.code ?? "http_error",
    error?.message ?? `The server answered ${response.status}. Please try again.`,
    error?.details,
  );
}

export const NETWORK_MESSAGE = "We could not reach the server. Check your connection and try again.";

/** POSTs JSON and answers the body as a Blob (PDFs, DOCX, text); never retried (it may be a download). */
export async function postForBlob(path: string, body: unknown, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled request is not a failure to report: the caller asked for it.
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network", NETWORK_MESSAGE);
  }
  if (response.ok) return response.blob();
  throw await errorFrom(response);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
