import { Hono } from "hono";
import type { DatabaseHandle } from "../db/client.ts";
import type { PdfRenderer } from "../pdf/pdf-renderer.ts";

/** `pdf` says whether the PDF workers are warm yet; a cold one still renders, only slower. */
export function healthRoutes(database: DatabaseHandle, pdf: PdfRenderer) {
  return new Hono().get("/", async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      const ms = Math.round((performance.now() - started) * 10) / 10;
      return c.json({
        status: "ok",
        database: { kind: database.kind, status: "ok", ms },
        pdf: pdf.warmth(),
      });
    } catch {
      return c.json(
        { status: "degraded", database: { kind: database.kind, status: "unreachable" }, pdf: pdf.warmth() },
        503,
      );
    }
  });
}
