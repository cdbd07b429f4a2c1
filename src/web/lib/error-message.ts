/** The server's message for the user, or a generic one for anything unexpected. */
export const GENERIC_ERROR = "Something went wrong. Please try again.";

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR;
}
