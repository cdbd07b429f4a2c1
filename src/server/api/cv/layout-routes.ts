import { Hono } from "hono";
import { fitLayoutPayload, normalizeLayout } from "../../../shared/contracts/layout.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { fitResumeLayout } from "../../modules/layouts/fit-resume-layout.ts";
import { type PdfRouteDependencies, printerOf } from "../pdf/pdf-response.ts";

// POST /api/cv/layout/fit (docs/api.md "Resume layout"; reading and saving a layout are in the
// operation table): shrinks the layout to one page by rendering. Each of its renders is admitted
// and queued like a preview's (PDF_RATE_LIMIT_*, one at a time per user), so fitting is limited
// exactly as rendering is.
export function layoutRoutes(deps: PdfRouteDependencies) {
  return new Hono<AppBindings>().post("/layout/fit", async (c) => {
    const { layout, ...body } = validatePayload(fitLayoutPayload, await readJson(c.req));
    const start = layout ? normalizeLayout(layout) : undefined;
    return c.json(await fitResumeLayout(printerOf(deps, c), body, start));
  });
}
