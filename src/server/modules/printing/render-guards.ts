import { enforceRateLimit, type RateLimitRule } from "../../db/rate-limit-counters.ts";
import type { Env } from "../../env.ts";
import type { RenderGuard } from "../../pdf/pdf-renderer.ts";
import { admitPdfRender } from "./admit-pdf-render.ts";
import type { Printer, PrintServices } from "./printer.ts";

// Who a render queues behind and what it counts against (pdf-renderer.ts RenderGuard), built
// here once for every print: the PDF routes, "Fit to one page", MCP's export tool and a share
// link's public PDF. A cache hit needs no worker, so it is never admitted nor counted.

const VISITOR_PDFS_TOO_FAST = "Too many PDFs at once. Please wait a moment and try again.";

/** PDF_RATE_LIMIT_* per window: the budget of renders (and Word letters) of one user or visitor. */
export function pdfRateRule(env: Env): RateLimitRule {
  return { max: env.PDF_RATE_LIMIT_MAX, windowSeconds: env.PDF_RATE_LIMIT_WINDOW_SECONDS };
}

/** A signed-in user's renders, from the app or an API key (MCP): one lane, one counter. */
export function userRenderGuard({ db, env, userId, signal }: Printer): RenderGuard {
  const rule = pdfRateRule(env);
  return { owner: userId, admit: () => admitPdfRender({ db, userId, rule }), signal };
}

/** A share link visitor's renders queue in a lane of their own and count against their address. */
export function visitorRenderGuard({ db, env }: PrintServices, ip: string, signal: AbortSignal): RenderGuard {
  const rule = pdfRateRule(env);
  return {
    owner: `share:${ip}`,
    admit: () => enforceRateLimit(db, `pdf-share:${ip}`, { ...rule, message: VISITOR_PDFS_TOO_FAST }),
    signal,
  };
}
