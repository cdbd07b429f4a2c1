import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { userRateLimit } from "./rate-limit.ts";

/**
 * The routes that add rows (resumes, cover letters, jobs, a resume's child rows): one counter per
 * user, WRITE_RATE_LIMIT_MAX per window, so a script cannot fill the database. Edits (the
 * wizard's autosave PATCHes), reorders and deletes are not counted.
 */
export const ROW_CREATING_ROUTES = [
  "/api/cv/create",
  "/api/cv/duplicate",
  "/api/cv/import",
  "/api/cv/import/draft",
  "/api/entity",
  "/api/jobs",
  "/api/jobs/for-posting",
  "/api/cover-letter/create",
  "/api/share-links",
];

const WRITE_RATE_LIMITED = "You are adding things too quickly. Please wait a minute and try again.";

export function writeLimit(env: Env) {
  return {
    name: "write",
    max: env.WRITE_RATE_LIMIT_MAX,
    windowSeconds: env.WRITE_RATE_LIMIT_WINDOW_SECONDS,
    message: WRITE_RATE_LIMITED,
  };
}

export function writeRateLimit({ db, env }: { db: Database; env: Env }) {
  return userRateLimit({ db, ...writeLimit(env) });
}
