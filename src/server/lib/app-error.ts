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

  constructor(code: AppErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
