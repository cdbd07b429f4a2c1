import { ApiError } from "./api-client";

/** The server's 402: no resume left on the plan. Nothing was created or used. */
export function isPaymentRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}
