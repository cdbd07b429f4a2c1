import type { ApiKeyScope } from "../../shared/contracts/api-keys.ts";

/**
 * The signed-in user of an API request, as auth/require-session.ts sets it on the context
 * (c.get("user")). Declared here, on the lowest floor, so lib/ and auth/ both read it without
 * lib/ importing auth/.
 */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
  /** When this session signed in: sensitive actions need a recent one (recent-sign-in.ts). */
  sessionCreatedAt: Date;
  /** Set when the request came with an API key instead of a session (auth/read-api-key.ts). */
  apiKey?: { id: number; scope: ApiKeyScope };
};
