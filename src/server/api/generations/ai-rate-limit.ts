import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { userRateLimit } from "../rate-limit.ts";

/** One counter per user shared by every AI generation route (AI_RATE_LIMIT_MAX per window). */
export function aiLimit(env: Env) {
  return {
    name: "ai",
    max: env.AI_RATE_LIMIT_MAX,
    windowSeconds: env.AI_RATE_LIMIT_WINDOW_SECONDS,
    message: "You are generating too quickly. Please wait a moment and try again.",
  };
}

export function aiRateLimit({ db, env }: { db: Database; env: Env }) {
  return userRateLimit({ db, ...aiLimit(env) });
}
