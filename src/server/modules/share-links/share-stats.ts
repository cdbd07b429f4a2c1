import { and, gte, inArray, sql } from "drizzle-orm";
import type { ShareDay, ShareStats } from "../../../shared/contracts/share-links.ts";
import type { Database } from "../../db/client.ts";
import { shareLinkDay } from "../../db/schema/index.ts";

// The owner's view of a link's counts: the last 30 days (UTC), every day present.

const STATS_DAYS = 30;

/** "YYYY-MM-DD" (UTC) of `date` moved by `offsetDays`. */
export function utcDay(date: Date, offsetDays = 0): string {
  return new Date(date.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Each link's 30-day statistics, by link id. */
export async function readShareStats(
  db: Database,
  linkIds: number[],
  now = new Date(),
): Promise<Map<number, ShareStats>> {
  const first = utcDay(now, -(STATS_DAYS - 1));
  const rows = linkIds.length
    ? await db
        .select()
        .from(shareLinkDay)
        .where(and(inArray(shareLinkDay.linkId, linkIds), gte(shareLinkDay.day, sql`${first}::date`)))
    : [];
  const stats = new Map<number, ShareStats>();
  for (const id of linkIds) {
    const counted = new Map(rows.filter((row) => row.linkId === id).map((row) => [row.day, row]));
    const days: ShareDay[] = Array.from({ length: STATS_DAYS }, (_, i) => {
      const day = utcDay(now, i - (STATS_DAYS - 1));
      const row = counted.get(day);
      return { day, views: row?.views ?? 0, downloads: row?.downloads ?? 0 };
    });
    stats.set(id, {
      days,
      views: days.reduce((sum, d) => sum + d.views, 0),
      downloads: days.reduce((sum, d) => sum + d.downloads, 0),
    });
  }
  return stats;
}
