import { Hono } from "hono";
import {
  fitLayoutPayload,
  type LayoutAnswer,
  normalizeLayout,
  resumeLayoutPayload,
} from "../../../shared/contracts/layout.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { fitResumeLayout } from "../../modules/layouts/fit-resume-layout.ts";
import { getResumeLayout } from "../../modules/layouts/get-resume-layout.ts";
import { saveResumeLayout } from "../../modules/layouts/save-resume-layout.ts";
import { type PdfRouteDependencies, printerOf } from "../pdf/pdf-response.ts";

// /api/cv/layout (docs/api.md "Resume layout"): a resume's section order and visibility,
// margins, spacing, line height and type size. GET reads it, PUT replaces it, POST /fit shrinks
// it to one page by rendering: each of its renders is admitted and queued like a preview's
// (PDF_RATE_LIMIT_*, one at a time per user), so fitting is limited exactly as rendering is.
export function layoutRoutes(deps: PdfRouteDependencies) {
  const { db } = deps;
  return new Hono<AppBindings>()
    .get("/layout", async (c) => {
      const id = parseQueryId(c.req.query("resume_id"), "resume_id");
      const layout = await getResumeLayout({ db, userId: c.get("user").id, id });
      return c.json({ resume_id: id, layout } satisfies LayoutAnswer);
    })
    .put("/layout", async (c) => {
      const id = parseQueryId(c.req.query("resume_id"), "resume_id");
      const layout = normalizeLayout(validatePayload(resumeLayoutPayload, await readJson(c.req)));
      const saved = await saveResumeLayout({ db, userId: c.get("user").id, id, layout });
      return c.json({ resume_id: id, layout: saved } satisfies LayoutAnswer);
    })
    .post("/layout/fit", async (c) => {
      const { layout, ...body } = validatePayload(fitLayoutPayload, await readJson(c.req));
      const start = layout ? normalizeLayout(layout) : undefined;
      return c.json(await fitResumeLayout(printerOf(deps, c), body, start));
    });
}
