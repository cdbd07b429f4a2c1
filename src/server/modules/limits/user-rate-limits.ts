import type { Database } from "../../db/client.ts";
import { enforceRateLimit, type RateLimitRule } from "../../db/rate-limit-counters.ts";
import type { Env } from "../../env.ts";

// The per-user rate limits, declared once. An /api operation names its kind in the operation
// table (api/openapi/operation.ts `limit`), which puts the middleware on its route; an MCP tool
// names the operation it does, so both ways count on one `<kind>:<user id>` counter.

export interface UserLimitRule extends RateLimitRule {
  /** The counter's prefix: `<name>:<user id>`. */
  name: UserLimitKind;
  /** What a person reads when refused. */
  message: string;
}

const rules = {
  // Adding rows (resumes, letters, jobs, a resume's child rows): a script cannot fill the
  // database. Edits (the wizard's autosave PATCHes), reorders and deletes are not counted.
  write: (env: Env) => ({
    max: env.WRITE_RATE_LIMIT_MAX,
    windowSeconds: env.WRITE_RATE_LIMIT_WINDOW_SECONDS,
    message: "You are adding things too quickly. Please wait a minute and try again.",
  }),
  // Every AI generation shares one counter (AI_RATE_LIMIT_MAX per window).
  ai: (env: Env) => ({
    max: env.AI_RATE_LIMIT_MAX,
    windowSeconds: env.AI_RATE_LIMIT_WINDOW_SECONDS,
    message: "You are generating too quickly. Please wait a moment and try again.",
  }),
  // Reading a document is heavy work like a generation (up to 5 s of a worker with a 256 MB
  // heap, or a provider call): the AI rule fits, on a counter of its own so reading files never
  // uses up generations. (The PDF rule, 60 a minute, is sized for the design page's previews.)
  "import-read": (env: Env) => ({
    max: env.AI_RATE_LIMIT_MAX,
    windowSeconds: env.AI_RATE_LIMIT_WINDOW_SECONDS,
    message: "You are reading documents too quickly. Please wait a moment and try again.",
  }),
  // "Check my resume" runs the grammar tagger over the whole resume on the request thread: a
  // person checks after edits, a script would hold the CPU; its own counter, so checking never
  // stops the user adding rows.
  quality: (env: Env) => ({
    max: env.QUALITY_RATE_LIMIT_MAX,
    windowSeconds: env.QUALITY_RATE_LIMIT_WINDOW_SECONDS,
    message: "You are checking your resume too often. Please wait a minute and try again.",
  }),
  // A read, but it may analyse an unsaved posting against the whole resume on the request
  // thread: the quality check's allowance, on a counter of its own.
  "posting-skills": (env: Env) => ({
    max: env.QUALITY_RATE_LIMIT_MAX,
    windowSeconds: env.QUALITY_RATE_LIMIT_WINDOW_SECONDS,
    message: "You are asking for skill suggestions too often. Please wait a minute and try again.",
  }),
} satisfies Record<string, (env: Env) => Omit<UserLimitRule, "name">>;

export type UserLimitKind = keyof typeof rules;

function userLimitRule(env: Env, kind: UserLimitKind): UserLimitRule {
  return { name: kind, ...rules[kind](env) };
}

/** Counts one call of `kind` for the user; 429 `rate_limited` with Retry-After beyond the rule. */
export async function enforceUserLimit({
  db,
  env,
  kind,
  userId,
}: {
  db: Database;
  env: Env;
  kind: UserLimitKind;
  userId: string;
}) {
  const { name, ...rule } = userLimitRule(env, kind);
  await enforceRateLimit(db, `${name}:${userId}`, rule);
}
