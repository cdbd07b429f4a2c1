import { createHmac } from "node:crypto";
import { and, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { shareLinkDay, shareLinkSeen } from "../../db/schema/index.ts";
import { utcDay } from "./share-stats.ts";

// Counting without tracking: a visitor is known only as a truncated keyed hash of the day, the
// link, what they did and their address, kept until the day after. Nothing else about a visitor
// is stored, and no third party is asked. The browser's User-Agent is not part of it: a client
// writes what it likes there, so one address could count as a new visitor with every request.
// People behind one address (an office) count once a day: fewer, but never inflated.

export type ShareEvent = "view" | "download";

/** 16 hex digits (64 bits) of an HMAC: enough to tell visitors of one day apart, not to read back. */
function visitorKey(secret: string, parts: { day: string; linkId: number; event: ShareEvent; ip: string }) {
  const message = [parts.day, parts.linkId, parts.event, parts.ip].join("\n");
  return createHmac("sha256", secret).update(message).digest("hex").slice(0, 16);
}

/** Counts one view or download of a link, once per client address and day. */
export async function countShareVisit({
  db,
  secret,
  linkId,
  event,
  ip,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  linkId: number;
  event: ShareEvent;
  /** The client address (lib/client-ip.ts): hashed, never stored. */
  ip: string;
  now?: Date;
}) {
  const day = utcDay(now);
  const key = visitorKey(secret, { day, linkId, event, ip });
  const fresh = await db
    .insert(shareLinkSeen)
    .values({ linkId, day, visitor: key })
    .onConflictDoNothing()
    .returning({ linkId: shareLinkSeen.linkId });
  if (fresh.length === 0) return;
  const column = event === "view" ? "views" : "downloads";
  await db
    .insert(shareLinkDay)
    .values({ linkId, day, [column]: 1 })
    .onConflictDoUpdate({
      target: [shareLinkDay.linkId, shareLinkDay.day],
      set: { [column]: sql`${shareLinkDay[column]} + 1` },
    });
  // Yesterday's keys are no longer needed: a reload today is compared with today's only.
  await db
    .delete(shareLinkSeen)
    .where(and(sql`${shareLinkSeen.linkId} = ${linkId}`, lt(shareLinkSeen.day, utcDay(now, -1))));
}
