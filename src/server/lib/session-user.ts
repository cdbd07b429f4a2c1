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
};
