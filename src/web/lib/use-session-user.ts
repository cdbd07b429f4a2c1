import { readSession } from "./read-session";
import { useResource } from "./use-resource";

// Who is signed in, for the public pages' header and the landing page's hero. A plain fetch of
// Better Auth's session endpoint (read-session.ts) rather than the auth client, so the public
// pages do not ship it; the header and the hero share the one read.

export interface SessionUser {
  email: string;
  isAnonymous: boolean;
}

/** The signed-in user, or null when nobody is (or the session could not be read): never throws. */
async function readSessionUser(): Promise<SessionUser | null> {
  const user = (await readSession())?.user;
  return user ? { email: user.email ?? "", isAnonymous: Boolean(user.isAnonymous) } : null;
}

/** undefined while unknown (server render, first paint), null when nobody is signed in. */
export function useSessionUser(): SessionUser | null | undefined {
  const session = useResource("session-user", readSessionUser);
  return session.state === "ready" ? session.data : undefined;
}
