import type { GenericEndpointContext } from "better-auth";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

// Better Auth's two-factor plugin challenges only the password sign-ins (/sign-in/email,
// /username, /phone-number). A user who turned two-factor on must get the same challenge on
// every other way in: mailed link, mailed code, email-verification code and social sign-in.
// This does what the plugin does after a password: drop the new session, leave a signed
// two_factor cookie naming a short-lived challenge, and answer "twoFactorRedirect" (for a
// JSON call) or send the browser to the two-factor step (for a followed link or OAuth return).
// The plugin's /two-factor/verify-* endpoints then complete the sign-in as usual.

// /sign-in/social makes a session only when given a provider's ID token (no redirect).
// /phone-number/verify is left out: no SMS provider is configured, so no code can be sent.
const JSON_PATHS = new Set(["/sign-in/email-otp", "/email-otp/verify-email", "/sign-in/social"]);
const LINK_PATHS = new Set(["/magic-link/verify"]);
const isOAuthReturn = (path: string) => path.startsWith("/callback/") || path.startsWith("/oauth2/callback/");

/** The plugin's names and lifetime (plugins/two-factor/constant.mjs, twoFactorCookieMaxAge). */
const TWO_FACTOR_COOKIE = "two_factor";
const CHALLENGE_SECONDS = 600;

const TWO_FACTOR_VIEW_PATH = "/auth?view=two_factor";

export async function requireSecondFactor(ctx: GenericEndpointContext, appUrl: string) {
  const path = ctx.path ?? "";
  const isLink = LINK_PATHS.has(path) || isOAuthReturn(path);
  if (!isLink && !JSON_PATHS.has(path)) return;
  const signedIn = ctx.context.newSession;
  if (!signedIn?.user.twoFactorEnabled) return;

  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null); // later hooks (anonymous linking) must not see a session

  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  const userId = signedIn.user.id;
  await ctx.context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);

  if (isLink) throw ctx.redirect(`${appUrl}${TWO_FACTOR_VIEW_PATH}${nextParam(ctx.query)}`);
  const totp = await ctx.context.adapter.findOne<{ verified?: boolean | null }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  return ctx.json({
    twoFactorRedirect: true,
    twoFactorMethods: totp && totp.verified !== false ? ["totp"] : [],
  });
}

/** `&next=...` when the link's callbackURL carried a page to return to (/auth/finish?next=...). */
function nextParam(query: unknown): string {
  const callbackURL = (query as { callbackURL?: unknown } | undefined)?.callbackURL;
  if (typeof callbackURL !== "string") return "";
  try {
    const next = new URL(callbackURL, "http://x").searchParams.get("next");
    return next ? `&next=${encodeURIComponent(next)}` : "";
  } catch {
    return "";
  }
}
