import { createHmac, timingSafeEqual } from "node:crypto";

// A mailed link can be followed in any browser, including one the link was sent to by
// somebody else (login CSRF). This signed, HttpOnly cookie records which emails this browser
// started a sign-in or sign-up for, and which guest (anonymous user) was signed in then, so a
// link can tell "the browser that asked" from "a browser the link was pushed to".

/** Paths where a browser starts a flow that ends with a mailed link or code. */
export const FLOW_START_PATHS = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/magic-link",
  "/email-otp/send-verification-otp",
  "/send-verification-email",
]);

const MAX_ENTRIES = 5;
/** Sign-up confirmation links live an hour (Better Auth's default); magic links 5 minutes. */
export const FLOW_BINDING_SECONDS = 60 * 60;

interface FlowEntry {
  email: string;
  /** The guest signed in when the flow started, or null. */
  guestId: string | null;
  /** Started by signing up (with a password), not by asking for a link or code. */
  signUp: boolean;
  /** Unix milliseconds after which the entry no longer counts. */
  until: number;
}

/** `__Host-` on https: no sibling subdomain can plant its own copy (cookie tossing). */
export function flowBindingCookieName(appUrl: string) {
  return appUrl.startsWith("https:") ? "__Host-flow_binding" : "flow_binding";
}

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** The entries of a signed cookie value; none when missing, tampered with or malformed. */
export function readFlowEntries(secret: string, value: string | undefined, now = Date.now()): FlowEntry[] {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return [];
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const entries: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Array.isArray(entries)) return [];
    return entries.filter(
      (e): e is FlowEntry =>
        typeof e?.email === "string" &&
        (e.guestId === null || typeof e.guestId === "string") &&
        typeof e.signUp === "boolean" &&
        typeof e.until === "number" &&
        e.until > now,
    );
  } catch {
    return [];
  }
}

/** The cookie value after recording one more flow (newest first, a few at most). */
export function addFlowEntry(
  secret: string,
  current: string | undefined,
  entry: { email: string; guestId: string | null; signUp: boolean },
  now = Date.now(),
) {
  const email = entry.email.trim().toLowerCase();
  const kept = readFlowEntries(secret, current, now).filter(
    (e) => !(e.email === email && e.guestId === entry.guestId && e.signUp === entry.signUp),
  );
  const until = now + FLOW_BINDING_SECONDS * 1000;
  const entries = [{ email, guestId: entry.guestId, signUp: entry.signUp, until }, ...kept];
  const payload = Buffer.from(JSON.stringify(entries.slice(0, MAX_ENTRIES))).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * Whether this browser started a flow for `email`: while signed in as `guestId` when given,
 * and by signing up when `signUp` is set (asking for a link or code proves nothing: the owner
 * of a mailbox may ask for one in their own browser).
 */
export function startedHere(
  secret: string,
  value: string | undefined,
  email: string,
  only: { guestId?: string; signUp?: boolean } = {},
): boolean {
  const wanted = email.trim().toLowerCase();
  return readFlowEntries(secret, value).some(
    (e) =>
      e.email === wanted &&
      (only.guestId === undefined || e.guestId === only.guestId) &&
      (!only.signUp || e.signUp),
  );
}

/** One cookie's value from a Cookie request header. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.split("=");
    if (key?.trim() === name) {
      const raw = rest.join("=").trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
