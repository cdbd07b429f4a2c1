import { Hono } from "hono";
import {
  IMPORT_FORMAT_MESSAGE,
  type ImportAnswer,
  type ImportFormat,
  importDraftPayload,
  importFormats,
  importPayload,
} from "../../../shared/contracts/import-export.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { exportResume } from "../../modules/import-export/export-resume.ts";
import { importDraft, importResume } from "../../modules/import-export/import-resume.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// POST /api/cv/import, POST /api/cv/import/draft and GET /api/cv/export (docs/api.md "Resumes").

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
      return c.json({ ...resume, import_report: report } satisfies ImportAnswer, 201);
    })
    .post("/import/draft", async (c) => {
      const draft = validatePayload(importDraftPayload, await readJson(c.req));
      const { resume, report } = await importDraft({
        db,
        userId: c.get("user").id,
        billingEnabled: env.BILLING,
        draft,
      });
      return c.json({ ...resume, import_report: report } satisfies ImportAnswer, 201);
    })
    .get("/export", async (c) => {
      const id = parseQueryId(c.req.query("id"));
      // The JSON Resume is the portable choice, so it is the default.
      const format = c.req.query("format") ?? "json-resume";
      if (!(importFormats as readonly string[]).includes(format))
        throw new AppError("bad_request", IMPORT_FORMAT_MESSAGE);
      const file = await exportResume({
        db,
        userId: c.get("user").id,
        id,
        format: format as ImportFormat,
      });
      c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
      c.header("Cache-Control", "private, no-store");
      return c.body(JSON.stringify(file.content, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
    });
}
