import type { GenericEndpointContext, Session, User } from "better-auth";
import { setSessionCookie } from "better-auth/cookies";
import { LINK_REQUESTED_ELSEWHERE } from "../../shared/server-to-page.ts";
import { flowBindingCookieName, startedHere } from "./flow-binding.ts";

/** GET links from a mail: any page can make a guest's browser follow one (login CSRF). */
const LINK_PATHS = new Set(["/magic-link/verify", "/verify-email"]);

interface Linking {
  anonymousUser: { user: User; session: Session };
  newUser: { user: User; session: Session };
  ctx: GenericEndpointContext;
  appUrl: string;
}

/**
 * Called when a guest's browser follows a mailed link. Unless this browser asked for that link
 * (or signed up) while signed in as this guest, the link may have been pushed to the guest by
 * somebody else: their work must not move into that account, and the browser must not end up
 * in it either. The new session is dropped, the guest's own session cookie is put back and the
 * page says why. Throws (a redirect) in that case; returns when linking may go ahead.
 */
export async function keepGuestOnForeignLink({ anonymousUser, newUser, ctx, appUrl }: Linking) {
  if (!LINK_PATHS.has(ctx.path)) return;
  // The guest confirming a new address of their own: nothing moves, nobody else is involved.
  if (newUser.user.id === anonymousUser.user.id) return;
  const binding = ctx.getCookie(flowBindingCookieName(appUrl)) ?? undefined;
  if (startedHere(ctx.context.secret, binding, newUser.user.email, { guestId: anonymousUser.user.id }))
    return;
  await ctx.context.internalAdapter.deleteSession(newUser.session.token);
  await setSessionCookie(ctx, { session: anonymousUser.session, user: anonymousUser.user });
  throw ctx.redirect(`${appUrl}/auth/finish?error=${LINK_REQUESTED_ELSEWHERE}`);
}
