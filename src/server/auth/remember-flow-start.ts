import type { GenericEndpointContext } from "better-auth";
import { getSessionFromCtx } from "better-auth/api";
import {
  addFlowEntry,
  FLOW_BINDING_SECONDS,
  FLOW_START_PATHS,
  flowBindingCookieName,
} from "./flow-binding.ts";

/**
 * Before-hook: when this browser asks for a mailed link or code (or signs up), remember the
 * email and the guest signed in here, so following the link later can tell it was asked here.
 */
export async function rememberFlowStart(ctx: GenericEndpointContext, appUrl: string) {
  if (!FLOW_START_PATHS.has(ctx.path)) return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.includes("@")) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  const guestId = current?.user.isAnonymous ? current.user.id : null;
  bindFlowToBrowser(ctx, appUrl, { email, guestId, signUp: ctx.path === "/sign-up/email" });
}

/** Adds one flow to this browser's flow_binding cookie (also used when a visitor confirms a link). */
export function bindFlowToBrowser(
  ctx: GenericEndpointContext,
  appUrl: string,
  entry: { email: string; guestId: string | null; signUp: boolean },
) {
  const name = flowBindingCookieName(appUrl);
  const value = addFlowEntry(ctx.context.secret, ctx.getCookie(name) ?? undefined, entry);
  ctx.setCookie(name, value, {
    httpOnly: true,
    secure: appUrl.startsWith("https:"),
    sameSite: "lax",
    path: "/",
    maxAge: FLOW_BINDING_SECONDS,
  });
}
