import type { ContentfulStatusCode } from "hono/utils/http-status";

// The one error type the API throws on purpose. Its code is stable for clients; its
// message is written for a person. The error middleware maps it to JSON.
const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  /** A sensitive action on a session older than 15 minutes: give the password or sign in again. */
  reauthentication_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** The AI writer failed (provider error, unusable output); nothing was charged or saved. */
  ai_failed: 502,
  unavailable: 503,
  /** The AI writer did not finish within AI_TIMEOUT_MS; nothing was charged or saved. */
  ai_timeout: 504,
} satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: unknown;
  /**
   * How long a client should wait before trying again, sent as Retry-After by handle-error.ts.
   * A limit that names it in its details (`retryAfterSeconds`: rate limits, PDF lanes) sets it
   * so; a busy service without such details (the full PDF queue) sets it afterwards.
   */
  retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
    const wait = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof wait === "number") this.retryAfterSeconds = wait;
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
