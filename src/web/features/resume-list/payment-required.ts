import { ApiError } from "../../lib/api-client";

/** The server's 402: no resume left on the plan. Nothing was created or used. */
export function isPaymentRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

/** The server's message for the user, or a generic one for anything unexpected. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
