import { useEffect, useState } from "react";

// Who is signed in, for the public pages' header. A plain fetch of Better Auth's session
// endpoint rather than the auth client, so the public pages do not ship it.

export interface SessionUser {
  email: string;
  isAnonymous: boolean;
}

/** undefined while unknown (server render, first paint), null when nobody is signed in. */
export function useSessionUser(): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null>();
  useEffect(() => {
    let live = true;
    fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: { email?: string; isAnonymous?: boolean | null } } | null) => {
        if (!live) return;
        setUser(
          body?.user ? { email: body.user.email ?? "", isAnonymous: Boolean(body.user.isAnonymous) } : null,
        );
      })
      .catch(() => {
        if (live) setUser(null);
      });
    return () => {
      live = false;
    };
  }, []);
  return user;
}
