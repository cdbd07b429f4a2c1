import { Hono } from "hono";
import type { DatabaseHandle } from "../db/client.ts";

export function healthRoutes(database: DatabaseHandle) {
  return new Hono().get("/", async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      const ms = Math.round((performance.now() - started) * 10) / 10;
      return c.json({ status: "ok", database: { kind: database.kind, status: "ok", ms } });
    } catch {
      return c.json({ status: "degraded", database: { kind: database.kind, status: "unreachable" } }, 503);
    }
  });
}
