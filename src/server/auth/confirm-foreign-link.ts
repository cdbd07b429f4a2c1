import { createHash } from "node:crypto";
import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { z } from "zod";
import { CONFIRM_LINK_PARAM } from "../../shared/server-to-page.ts";
import { flowBindingCookieName, startedHere } from "./flow-binding.ts";
import { bindFlowToBrowser } from "./remember-flow-start.ts";

// Login CSRF on a signed-out browser: an attacker asks for a magic link to their own account and
// pushes it to someone (a link in a message, an <img>, a redirect). Followed, it would sign that
// browser into the attacker's account, and whatever the person then writes, the attacker reads.
// A link therefore signs in at once only in a browser whose flow_binding cookie says it asked
// for it (flow-binding.ts). Any other browser is sent to /auth/finish?confirm=<email>, where the
// person reads whose account it is and clicks Continue: a same-origin POST (/magic-link/confirm)
// that records the choice in flow_binding and answers the link to follow. A GET alone never
// signs in there, and a "confirmed" flag in the link proves nothing (anyone can add one). The
// link itself waits, unused, in a signed HttpOnly SameSite=Strict cookie for 5 minutes (its own
// lifetime), so the confirmation cannot be sent from another site and the page never sees the
// token. A guest's browser is left to keep-guest-on-foreign-link.ts (it refuses foreign links).

const VERIFY_PATH = "/magic-link/verify";
const PENDING_SECONDS = 5 * 60;
const LINK_GONE = "This sign-in link has expired or was already used. Ask for a new one.";
const OTHER_ACCOUNT = "This sign-in link is for another account than the one shown. Ask for a new link.";
const OTHER_SITE = "This request came from another site and was refused.";

function pendingCookieName(appUrl: string) {
  return appUrl.startsWith("https:") ? "__Host-pending_link" : "pending_link";
}

/** The email a magic link's token signs in as, without using it up; undefined when unknown. */
async function emailOfLink(ctx: GenericEndpointContext, token: unknown): Promise<string | undefined> {
  if (typeof token !== "string" || token === "" || token.length > 200) return undefined;
  // The magic-link plugin stores the token's SHA-256 (storeToken: "hashed", auth.ts).
  const stored = createHash("sha256").update(token).digest("base64url");
  const row = await ctx.context.internalAdapter.findVerificationValue(`magic-link:${stored}`);
  if (!row || row.expiresAt.getTime() < Date.now()) return undefined;
  try {
    const email = (JSON.parse(row.value) as { email?: unknown }).email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

/** Before-hook on GET /magic-link/verify: a browser that did not ask for the link confirms first. */
export async function askToConfirmForeignLink(ctx: GenericEndpointContext, appUrl: string) {
  if (ctx.path !== VERIFY_PATH || ctx.request?.method !== "GET") return;
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const email = await emailOfLink(ctx, query.token);
  if (!email) return; // the plugin answers INVALID_TOKEN itself
  const binding = ctx.getCookie(flowBindingCookieName(appUrl)) ?? undefined;
  if (startedHere(ctx.context.secret, binding, email)) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  if (current?.user.isAnonymous) return;
  const link = new URL(ctx.request.url);
  await ctx.setSignedCookie(pendingCookieName(appUrl), link.search, ctx.context.secret, {
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
          const search = await ctx.getSignedCookie(name, ctx.context.secret);
          const token = search ? new URLSearchParams(search).get("token") : null;
          const email = await emailOfLink(ctx, token);
          if (!search || !email) throw new APIError("BAD_REQUEST", { code: "LINK_GONE", message: LINK_GONE });
          if (email.toLowerCase() !== ctx.body.email.trim().toLowerCase())
            throw new APIError("BAD_REQUEST", { code: "OTHER_ACCOUNT", message: OTHER_ACCOUNT });
          bindFlowToBrowser(ctx, appUrl, { email, guestId: null, signUp: false });
          ctx.setCookie(name, "", { path: "/", maxAge: 0, secure: appUrl.startsWith("https:") });
          return ctx.json({ url: `/api/auth${VERIFY_PATH}${search}` });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
