import type { Auth } from "./auth.ts";

// Paths where Better Auth's anonymous plugin looks at the incoming session cookie to link a
// guest to the account being signed into.
const SIGN_IN_PATH =
  /^\/api\/auth\/(sign-in|sign-up|callback|oauth2\/callback|magic-link\/verify|email-otp\/verify-email|phone-number\/verify|verify-email)/;
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_(token|data)=/;

/**
 * Sign-in from a browser that still holds a revoked session cookie (after a password reset or
 * "sign out everywhere") would otherwise fail: the anonymous plugin's look-up of that dead
 * session clears the session cookie that the sign-in just set. A cookie that names no live
 * session carries nothing to link, so it is dropped before Better Auth sees the request.
 */
export async function dropStaleSessionCookie(auth: Auth, request: Request): Promise<Request> {
  const cookie = request.headers.get("cookie");
  if (!cookie || !SIGN_IN_PATH.test(new URL(request.url).pathname)) return request;
  const parts = cookie.split(/;\s*/);
  if (!parts.some((part) => SESSION_COOKIE.test(part))) return request;
  if (await auth.api.getSession({ headers: request.headers })) return request;

  const headers = new Headers(request.headers);
  headers.set("cookie", parts.filter((part) => !SESSION_COOKIE.test(part)).join("; "));
  return new Request(request, { headers });
}
