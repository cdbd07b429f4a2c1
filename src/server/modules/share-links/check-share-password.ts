import type { Database } from "../../db/client.ts";
import { clearRateLimit, hitRateLimit } from "../../db/rate-limit-counters.ts";
import { AppError } from "../../lib/app-error.ts";
import { sharePasswordMatches } from "./share-password.ts";

// Guessing a link's password is slowed as signing in is (auth/limit-failed-attempts.ts): each
// attempt takes its slot before it is checked, so parallel guesses cannot slip through. Per
// address and link 5 per 15 minutes, and per link 50 from all addresses together.

const WINDOW_SECONDS = 15 * 60;
const PER_ADDRESS = { max: 5, windowSeconds: WINDOW_SECONDS };
const PER_LINK = { max: 50, windowSeconds: WINDOW_SECONDS };
const TOO_MANY = "Too many password attempts for this link. Please wait 15 minutes and try again.";

/** Whether `password` opens the link; 429 past the limits, even for the right password. */
export async function checkSharePassword({
  db,
  linkId,
  passwordHash,
  password,
  ip,
}: {
  db: Database;
  linkId: number;
  passwordHash: string;
  password: string;
  ip: string;
}): Promise<boolean> {
  const addressKey = `share-password:${linkId}:${ip}`;
  const [byAddress, byLink] = await Promise.all([
    hitRateLimit(db, addressKey, PER_ADDRESS),
    hitRateLimit(db, `share-password:${linkId}`, PER_LINK),
  ]);
  const blocked = [byAddress, byLink].find((hit) => !hit.allowed);
  if (blocked) throw new AppError("rate_limited", TOO_MANY, { retryAfterSeconds: blocked.retryAfterSeconds });
  const matches = await sharePasswordMatches(passwordHash, password.slice(0, 200));
  if (matches) await clearRateLimit(db, addressKey);
  return matches;
}
