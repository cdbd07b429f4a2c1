import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { z } from "zod";
import { CONFIRM_LINK_PARAM } from "../../shared/server-to-page.ts";
import { flowBindingCookieName, startedHere } from "./flow-binding.ts";
import { bindFlowToBrowser } from "./remember-flow-start.ts";

// Login CSRF on a signed-out browser: an attacker asks for a magic link to their own account (or
// signs up and keeps the confirmation link) and pushes it to someone (a link in a message, an
// <img>, a redirect). Followed, it would sign that browser into the attacker's account, and
// whatever the person then writes, the attacker reads. A link therefore signs in at once only in
// a browser whose flow_binding cookie says it asked for it (flow-binding.ts). Any other browser
// is sent to /auth/finish?confirm=<email>, where the person reads whose account it is and clicks
// Continue: a same-origin POST (/magic-link/confirm) that records the choice in flow_binding and
// answers the link to follow. A GET alone never signs in there, and a "confirmed" flag in the
// link proves nothing (anyone can add one). The link waits, unused, in a signed HttpOnly
// SameSite=Strict cookie for 5 minutes, so the confirmation cannot be sent from another site and
// the page never sees the token. A guest's browser is left to keep-guest-on-foreign-link.ts (it
// refuses foreign links outright).

const AUTH_BASE_PATH = "/api/auth";
const PENDING_SECONDS = 5 * 60;
const LINK_GONE = "This sign-in link has expired or was already used. Ask for a new one.";
const OTHER_ACCOUNT = "This sign-in link is for another account than the one shown. Ask for a new link.";
const OTHER_SITE = "This request came from another site and was refused.";

function pendingCookieName(appUrl: string) {
  return appUrl.startsWith("https:") ? "__Host-pending_link" : "pending_link";
}

/** The email a magic link's token signs in as, without using it up; undefined when unknown. */
async function emailOfMagicLink(ctx: GenericEndpointContext, token: string): Promise<string | undefined> {
  // The magic-link plugin stores the token's SHA-256 (storeToken: "hashed", auth.ts).
  const stored = createHash("sha256").update(token).digest("base64url");
  const row = await ctx.context.internalAdapter.findVerificationValue(`magic-link:${stored}`);
  if (!row || row.expiresAt.getTime() < Date.now()) return undefined;
  return emailIn(row.value);
}

/**
 * The email a sign-up confirmation link (Better Auth's HS256 JWT, signed with the auth secret)
 * confirms and signs in as. Email-change links (`updateTo`) are left alone: they need the
 * account's own session, so nobody is signed in to another account by them.
 */
async function emailOfSignUpLink(ctx: GenericEndpointContext, token: string): Promise<string | undefined> {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return undefined;
  const expected = createHmac("sha256", ctx.context.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = Buffer.from(payload, "base64url").toString("utf8");
  const parsed = parseJson(claims) as { exp?: unknown; updateTo?: unknown } | undefined;
  if (typeof parsed?.exp !== "number" || parsed.exp * 1000 < Date.now() || parsed.updateTo) return undefined;
  return emailIn(claims);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function emailIn(json: string): string | undefined {
  const email = (parseJson(json) as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : undefined;
}

/** The mailed GET links that sign a browser in, and how to read whose account each is. */
const SIGN_IN_LINKS: Record<
  string,
  (ctx: GenericEndpointContext, token: string) => Promise<string | undefined>
> = { "/magic-link/verify": emailOfMagicLink, "/verify-email": emailOfSignUpLink };

function emailOfLink(ctx: GenericEndpointContext, path: string, token: unknown) {
  const read = SIGN_IN_LINKS[path];
  if (!read || typeof token !== "string" || token === "" || token.length > 2000) return undefined;
  return read(ctx, token);
}

/** Before-hook on the GET links: a browser that did not ask for the link confirms first. */
export async function askToConfirmForeignLink(ctx: GenericEndpointContext, appUrl: string) {
  if (!ctx.path || ctx.request?.method !== "GET") return;
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const email = await emailOfLink(ctx, ctx.path, query.token);
  if (!email) return; // not a sign-in link, or Better Auth answers INVALID_TOKEN itself
  const binding = ctx.getCookie(flowBindingCookieName(appUrl)) ?? undefined;
  if (startedHere(ctx.context.secret, binding, email)) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  if (current?.user.isAnonymous) return;
  const link = new URL(ctx.request.url);
  await ctx.setSignedCookie(pendingCookieName(appUrl), `${link.pathname}${link.search}`, ctx.context.secret, {
    httpOnly: true,
    secure: appUrl.startsWith("https:"),
    sameSite: "strict",
    path: "/",
    maxAge: PENDING_SECONDS,
  });
  throw ctx.redirect(`${appUrl}/auth/finish?${CONFIRM_LINK_PARAM}=${encodeURIComponent(email)}`);
}

/** POST /api/auth/magic-link/confirm: "Continue as <email>" on /auth/finish. */
export function confirmForeignLink(appUrl: string) {
  const origin = new URL(appUrl).origin;
  return {
    id: "confirm-foreign-link",
    endpoints: {
      confirmForeignLink: createAuthEndpoint(
        "/magic-link/confirm",
        // The email the page showed: the link followed must be that account's, whatever the URL said.
        { method: "POST", body: z.object({ email: z.string().max(320) }) },
        async (ctx) => {
          // Better Auth checks the Origin only of requests with cookies; this one must be ours always.
          if (ctx.request?.headers.get("origin") !== origin)
            throw new APIError("FORBIDDEN", { code: "CROSS_SITE", message: OTHER_SITE });
          const name = pendingCookieName(appUrl);
          const pending = await ctx.getSignedCookie(name, ctx.context.secret);
          const link = pending ? new URL(pending, appUrl) : undefined;
          const path = link?.pathname.slice(AUTH_BASE_PATH.length) ?? "";
          const email = await emailOfLink(ctx, path, link?.searchParams.get("token"));
          if (!link || !email) throw new APIError("BAD_REQUEST", { code: "LINK_GONE", message: LINK_GONE });
          if (email.toLowerCase() !== ctx.body.email.trim().toLowerCase())
            throw new APIError("BAD_REQUEST", { code: "OTHER_ACCOUNT", message: OTHER_ACCOUNT });
          bindFlowToBrowser(ctx, appUrl, { email, guestId: null, signUp: false });
          ctx.setCookie(name, "", { path: "/", maxAge: 0, secure: appUrl.startsWith("https:") });
          return ctx.json({ url: `${AUTH_BASE_PATH}${path}${link.search}` });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
