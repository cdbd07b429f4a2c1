import {
  anonymousClient,
  emailOTPClient,
  magicLinkClient,
  phoneNumberClient,
  twoFactorClient,
} from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

// Same origin as the page: cookies are first-party, HttpOnly and SameSite=Lax.
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [anonymousClient(), magicLinkClient(), emailOTPClient(), phoneNumberClient(), twoFactorClient()],
});

export const AUTH_FINISH_PATH = "/auth/finish";

export type SignOutScope = "global" | "local" | "others";

/**
 * Ends sessions by scope: this device (local), every device (global), or every other
 * device (others). Failures such as 401, 403 or 404 (the session is already gone) are
 * ignored: the user must end up signed out here whatever the server says (spec §8).
 */
export async function signOut(scope: SignOutScope = "local") {
  if (scope === "others") {
    await authClient.revokeOtherSessions();
    return;
  }
  if (scope === "global") await authClient.revokeSessions().catch(() => undefined);
  await authClient.signOut().catch(() => undefined);
}
