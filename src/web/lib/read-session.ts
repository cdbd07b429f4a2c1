import type { authClient } from "./auth-client";

// The session, read with a plain fetch of Better Auth's endpoint: the app's pages check it before
// anything else, and Better Auth's client (~12 KB compressed) is then loaded only by what signs
// in, out or changes an account (issue 17: the wizard's first screen without it).

export type Session = typeof authClient.$Infer.Session;

/**
 * The signed-in session, or null when there is none or it could not be read (as Better Auth's
 * client answered). Its dates arrive as ISO strings, not Dates; nothing of the app reads them.
 */
export async function readSession(): Promise<Session | null> {
  try {
    const response = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    return response.ok ? ((await response.json()) as Session | null) : null;
  } catch {
    return null;
  }
}
