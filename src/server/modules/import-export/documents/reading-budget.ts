import { AppError } from "../../../lib/app-error.ts";

// Each person's share of the reading workers' time: `budgetMs` of reading in a window of
// `windowMs` that starts at their first read. One at a time per person (the lanes) still lets a
// guest keep one worker busy for good, sending slow files back to back; the budget ends that,
// and no real use comes near it (a resume is read in well under a second; 60 s is a dozen
// reads at the time limit). Kept in this process's memory, like the pool it shares out.

export interface ReadingBudgetOptions {
  /** Reading time one person may use per window (ms). */
  budgetMs: number;
  /** The window's length (ms). */
  windowMs: number;
  now?: () => number;
}

interface Spent {
  since: number;
  ms: number;
}

export const readingBudgetMessage = (budgetMs: number, windowMs: number) =>
  `You have used your document reading time for now (${Math.round(budgetMs / 1000)} seconds every ${Math.round(windowMs / 60_000)} minutes): your files took long to read. Please try again later, or paste the text instead.`;

export function createReadingBudget({ budgetMs, windowMs, now = Date.now }: ReadingBudgetOptions) {
  const spent = new Map<string, Spent>();
  const message = readingBudgetMessage(budgetMs, windowMs);
  let sweptAt = now();

  /** The owner's current window; windows over are forgotten (one sweep per window length). */
  function windowOf(owner: string): Spent | undefined {
    const at = now();
    if (at - sweptAt >= windowMs) {
      sweptAt = at;
      for (const [key, entry] of spent) if (at - entry.since >= windowMs) spent.delete(key);
    }
    const entry = spent.get(owner);
    if (entry && at - entry.since >= windowMs) {
      spent.delete(owner);
      return undefined;
    }
    return entry;
  }

  return {
    /** Throws 429 (with when to come back) once `owner` has used up their reading time. */
    check(owner: string) {
      const entry = windowOf(owner);
      if (!entry || entry.ms < budgetMs) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.since + windowMs - now()) / 1000));
      throw new AppError("rate_limited", message, { retryAfterSeconds });
    },
    /** Adds `ms` of reading to `owner`'s window. */
    charge(owner: string, ms: number) {
      const entry = windowOf(owner);
      if (entry) entry.ms += ms;
      else spent.set(owner, { since: now(), ms });
    },
  };
}
