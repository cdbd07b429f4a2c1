import type { Env } from "../env.ts";

// A provider appears only when both its id and secret are set.
export function socialProviders(env: Env) {
  const pair = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const google = pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const github = pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  const linkedin = pair(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET);
  return {
    ...(google && { google }),
    ...(github && { github }),
    ...(linkedin && { linkedin }),
  };
}

export function enabledSocialProviders(env: Env): string[] {
  return Object.keys(socialProviders(env));
}
