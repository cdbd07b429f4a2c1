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

/** What one request to /api sends: JSON (any value) or a form (files), and how. */
export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as multipart form data when it is a FormData (files). */
  body?: unknown;
  /** Added to the request's headers (e.g. Accept for a streamed answer). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

/**
 * The one fetch of the browser's /api calls: the answer when it is ok, else an ApiError with the
 * server's `{ error: { code, message } }` (a 401 asks to sign in), and a failure to connect as
 * one network ApiError. Never retried here: only `api` knows that a read may be asked again.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = "GET", body, headers, signal, baseUrl = "", fetchImpl = fetch } = options;
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined || form ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled request is not a failure to report: the caller asked for it.
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network", NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

export interface ApiOptions extends RequestOptions {
  /** Backoff before retry n (0-based); tests shorten it. */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => 200 * 2 ** attempt;

/** A JSON call of /api answering its JSON; a GET is retried on 502/503/504 and on network failure. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { backoffMs = defaultBackoff, ...request } = options;
  const retries = (request.method ?? "GET") === "GET" ? MAX_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const text = await (await apiFetch(path, request)).text();
      return (text ? safeJson(text) : undefined) as T;
    } catch (error) {
      if (attempt < retries && isRetryable(error)) {
        await sleep(backoffMs(attempt));
        continue;
      }
      throw error;
    }
  }
}

/** A failure a read may try again: no connection, or a gateway that could not answer now. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.code === "network" || RETRYABLE_STATUS.has(error.status));

/** The ApiError of a failed answer (its JSON error body when there is one); a 401 asks to sign in. */
async function errorFrom(response: Response): Promise<ApiError> {
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

const NETWORK_MESSAGE = "We could not reach the server. Check your connection and try again.";

/** POSTs JSON and answers the body as a Blob (PDFs, DOCX, text); never retried (it may be a download). */
export async function postForBlob(path: string, body: unknown, signal?: AbortSignal): Promise<Blob> {
  return (await apiFetch(path, { method: "POST", body, signal })).blob();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
