import type { Database } from "../../db/client.ts";
import { clearRateLimit, giveBackRateLimit, hitRateLimit } from "../../db/rate-limit-counters.ts";
import { AppError } from "../../lib/app-error.ts";
import { sharePasswordMatches } from "./share-password.ts";

// Guessing a link's password is slowed as signing in is (auth/limit-failed-attempts.ts): each
// attempt takes its slot before it is checked, so parallel guesses cannot slip through.
//
// - Per address and link: 5 attempts per 15 minutes, then 429 until the window ends.
// - Per link, from all addresses together: the first 50 attempts of a 15-minute window are
//   checked at once; past them, the link slows down instead of locking: one attempt per link
//   every 20 seconds, whoever sends it. An attempt told to wait is not checked and gives its
//   slot back to its address, so a real visitor (another address) gets in after at most about
//   20 seconds per try rather than being locked out for 15 minutes by strangers' guesses.
//
// The arithmetic: a link's password can be checked at most 50 + 900 s / 20 s = 95 times per 15
// minutes, 9,120 a day, however many addresses guess (and even that takes 95 / 5 = 19 fresh
// addresses every 15 minutes). A password has at least 8 characters: of lower-case letters alone
// that is 26^8 ≈ 2.1·10^11 values, on average 1.0·10^11 / 9,120 ≈ 1.1·10^7 days (about 31,000
// years) of guessing. Against a password from a list of common ones no limit helps much; the
// panel asks for 8 characters or more.

const WINDOW_SECONDS = 15 * 60;
const PER_ADDRESS = { max: 5, windowSeconds: WINDOW_SECONDS };
const PER_LINK_AT_ONCE = { max: 50, windowSeconds: WINDOW_SECONDS };
const SLOW_ATTEMPT_SECONDS = 20;
const PER_LINK_SLOWED = { max: 1, windowSeconds: SLOW_ATTEMPT_SECONDS };
const TOO_MANY = "Too many password attempts for this link. Please wait 15 minutes and try again.";
const SLOWED = `Many passwords were tried on this link lately. Please wait ${SLOW_ATTEMPT_SECONDS} seconds and try again.`;

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
  const byAddress = await hitRateLimit(db, addressKey, PER_ADDRESS);
  if (!byAddress.allowed) {
    throw new AppError("rate_limited", TOO_MANY, { retryAfterSeconds: byAddress.retryAfterSeconds });
  }
  const byLink = await hitRateLimit(db, `share-password:${linkId}`, PER_LINK_AT_ONCE);
  if (!byLink.allowed) {
    const slowed = await hitRateLimit(db, `share-password-slowed:${linkId}`, PER_LINK_SLOWED);
    if (!slowed.allowed) {
      await giveBackRateLimit(db, addressKey);
      throw new AppError("rate_limited", SLOWED, { retryAfterSeconds: slowed.retryAfterSeconds });
    }
  }
  const matches = await sharePasswordMatches(passwordHash, password.slice(0, 200));
  if (matches) await clearRateLimit(db, addressKey);
  return matches;
}
