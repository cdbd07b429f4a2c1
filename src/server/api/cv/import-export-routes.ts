import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { exportResume } from "../../modules/import-export/export-resume.ts";
import { importFormats, importResume } from "../../modules/import-export/import-resume.ts";
import { parseQueryId, readJson, validatePayload } from "../../modules/resumes/validate-payload.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// POST /api/cv/import and GET /api/cv/export (docs/api.md "Resumes").

const FORMAT_MESSAGE = `format must be one of: ${importFormats.join(", ")}.`;
const importPayload = z.strictObject({
  format: z.enum(importFormats, FORMAT_MESSAGE),
  data: z
    .unknown()
    .refine((data) => data !== undefined && data !== null, "data must hold the file's content."),
});

export function importExportRoutes({ db, env }: RouteDependencies) {
  return new Hono<AppBindings>()
    .post("/import", async (c) => {
      const { format, data } = validatePayload(importPayload, await readJson(c.req));
      const { resume, report } = await importResume({
        db,
        userId: c.get("user").id,
        billingEnabled: env.BILLING,
        format,
        data,
      });
      // The resume as before, with the report beside it for clients that show it.
      return c.json({ ...resume, import_report: report }, 201);
    })
    .get("/export", async (c) => {
      const id = parseQueryId(c.req.query("id"));
      // The JSON Resume is the portable choice, so it is the default.
      const format = c.req.query("format") ?? "json-resume";
      if (!(importFormats as readonly string[]).includes(format))
        throw new AppError("bad_request", FORMAT_MESSAGE);
      const file = await exportResume({
        db,
        userId: c.get("user").id,
        id,
        format: format as (typeof importFormats)[number],
      });
      c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
      c.header("Cache-Control", "private, no-store");
      return c.body(JSON.stringify(file.content, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
    });
}
