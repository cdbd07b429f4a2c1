// GitHub cannot be reached from the test machines: this answers GitHub's token and user
// endpoints at the network edge (global fetch) and passes every other request through.
export interface GithubIdentity {
  id: number;
  email: string;
}

export function fakeGithub() {
  const realFetch = globalThis.fetch;
  const identities = new Map<string, GithubIdentity>(); // authorization code -> identity
  const tokens = new Map<string, GithubIdentity>(); // access token -> identity

  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname === "github.com" && url.pathname === "/login/oauth/access_token") {
      const body = new URLSearchParams(String(init?.body ?? ""));
      const identity = identities.get(body.get("code") ?? "");
      if (!identity) return Response.json({ error: "bad_verification_code" });
      const token = `token-${identity.id}-${tokens.size}`;
      tokens.set(token, identity);
      return Response.json({ access_token: token, token_type: "bearer", scope: "read:user,user:email" });
    }
    if (url.hostname === "api.github.com") {
      const auth = new Headers(init?.headers).get("authorization") ?? "";
      const identity = tokens.get(auth.replace(/^Bearer /i, ""));
      if (!identity) return new Response("unauthorized", { status: 401 });
      if (url.pathname === "/user") {
        return Response.json({
          id: identity.id,
          login: `gh${identity.id}`,
          name: `GitHub ${identity.id}`,
          email: identity.email,
        });
      }
      if (url.pathname === "/user/emails") {
        return Response.json([{ email: identity.email, primary: true, verified: true }]);
      }
    }
    return realFetch(input, init);
  };

  return {
    /** Makes GitHub's authorize step answer `code` for this identity. */
    authorize(code: string, identity: GithubIdentity) {
      identities.set(code, identity);
    },
    restore() {
      globalThis.fetch = realFetch;
    },
  };
}
