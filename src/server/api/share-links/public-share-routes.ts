import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import { isValidSlug } from "../../../shared/contracts/share-links.ts";
import { printedHeadline } from "../../../shared/headline.ts";
import type { Auth } from "../../auth/auth.ts";
import { createSessionReader } from "../../auth/read-session.ts";
import type { Database } from "../../db/client.ts";
import { hitRateLimit } from "../../db/rate-limit-counters.ts";
import type { Env } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { CLIENT_IP_HEADER } from "../../lib/client-ip.ts";
import { fileAnswer } from "../../lib/file-answer.ts";
import type { Logger } from "../../lib/logger.ts";
import { printSharedResume } from "../../modules/printing/print-shared-resume.ts";
import { checkSharePassword } from "../../modules/share-links/check-share-password.ts";
import { countShareVisit, type ShareEvent } from "../../modules/share-links/count-share-visit.ts";
import {
  findShareLink,
  type ShareLinkRow,
  sharedContent,
} from "../../modules/share-links/open-shared-resume.ts";
import {
  ACCESS_SECONDS,
  accessCookieName,
  accessCookieValue,
  hasAccess,
} from "../../modules/share-links/share-access-cookie.ts";
import {
  shareBusyHtml,
  sharedResumeHtml,
  shareNotFoundHtml,
  sharePasswordHtml,
} from "../../modules/share-links/shared-page-html.ts";
import type { PdfRenderer } from "../../pdf/pdf-renderer.ts";
import type { FileStorage } from "../../storage/file-storage.ts";

// /r/{slug}: a share link's public page (server-written HTML, no script), its password form and
// its "Download PDF" (the same server PDF as a download, in the link's design and the resume's
// layout). Signed out works; the owner's own visits are not counted (docs/decisions/028). Every
// request counts against SHARE_PAGE_RATE_LIMIT_* per client address, before the slug is looked
// up, so nobody can enumerate slugs or inflate a link's figures in bulk.

export interface PublicShareDependencies {
  db: Database;
  env: Env;
  auth: Auth;
  pdf: PdfRenderer;
  storage: FileStorage;
  logger: Logger;
}

const WRONG_PASSWORD = "That password is not right. Please try again.";

export function publicShareRoutes(deps: PublicShareDependencies) {
  const { db, env, auth } = deps;
  const readSession = createSessionReader(auth, db);
  const secret = auth.$context.then((context) => context.secret);
  const base = env.APP_URL.replace(/\/$/, "");
  const secure = env.APP_URL.startsWith("https://");

  const notFound = (c: Context<AppBindings>) =>
    c.html(shareNotFoundHtml(`${base}${c.req.path}`), 404, pageHeaders(false));

  /** The link, or null for the 404 page; the slug is checked before any query. */
  async function linkOf(c: Context<AppBindings>): Promise<ShareLinkRow | null> {
    const slug = c.req.param("slug") ?? "";
    if (!isValidSlug(slug)) return null;
    try {
      return await findShareLink(db, slug, env.BILLING);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    }
  }

  async function mayOpen(c: Context<AppBindings>, link: ShareLinkRow) {
    if (!link.passwordHash) return true;
    return hasAccess(await secret, link.id, link.passwordHash, getCookie(c, accessCookieName(link.id)));
  }

  /** Counts a visit unless it is the owner's own. */
  async function count(c: Context<AppBindings>, link: ShareLinkRow, event: ShareEvent) {
    const viewer = await readSession(c);
    if (viewer?.id === link.userId) return;
    try {
      await countShareVisit({ db, secret: await secret, linkId: link.id, event, ip: ipOf(c) });
    } catch (error) {
      // A count that fails costs a number in the owner's chart, never the visitor's page.
      deps.logger.error("share link visit not counted", { linkId: link.id, error });
    }
  }

  async function showPage(c: Context<AppBindings>, link: ShareLinkRow | null, passwordError?: string) {
    if (!link) return notFound(c);
    const url = `${base}/r/${link.slug}`;
    if (!(await mayOpen(c, link))) {
      const meta = { title: "Protected resume", description: "", url, allowIndexing: false };
      const status = passwordError ? (passwordError === WRONG_PASSWORD ? 401 : 429) : 200;
      return c.html(
        sharePasswordHtml({ meta, action: `/r/${link.slug}`, error: passwordError }),
        status,
        pageHeaders(false),
      );
    }
    let content: Awaited<ReturnType<typeof sharedContent>>;
    try {
      content = await sharedContent(db, link);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return notFound(c);
      throw error;
    }
    const { doc, layout } = content;
    await count(c, link, "view");
    const name = doc.full_name.trim() || "Resume";
    const meta = {
      title: name,
      description: printedHeadline(doc),
      url,
      allowIndexing: link.allowIndexing,
    };
    const accent = (link.props as { accent?: string }).accent;
    return c.html(
      sharedResumeHtml({ doc, layout, meta, pdfPath: `/r/${link.slug}/pdf`, accent }),
      200,
      pageHeaders(link.allowIndexing),
    );
  }

  const pageRule = {
    max: env.SHARE_PAGE_RATE_LIMIT_MAX,
    windowSeconds: env.SHARE_PAGE_RATE_LIMIT_WINDOW_SECONDS,
  };

  return new Hono<AppBindings>()
    .use("*", async (c, next) => {
      const hit = await hitRateLimit(db, `share-page:${ipOf(c)}`, pageRule);
      if (hit.allowed) return next();
      // A page rather than the API's JSON error: a person opened a link.
      c.header("Retry-After", String(hit.retryAfterSeconds));
      return c.html(shareBusyHtml(`${base}${c.req.path}`, hit.retryAfterSeconds), 429, pageHeaders(false));
    })
    .get("/:slug", async (c) => showPage(c, await linkOf(c)))
    .post(
      "/:slug",
      bodyLimit({
        maxSize: 4 * 1024,
        onError: () => {
          throw new AppError("payload_too_large", "The form is larger than 4 KB.");
        },
      }),
      async (c) => {
        const link = await linkOf(c);
        if (!link?.passwordHash) return showPage(c, link);
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const password = typeof form.password === "string" ? form.password : "";
        let matches: boolean;
        try {
          matches = await checkSharePassword({
            db,
            linkId: link.id,
            passwordHash: link.passwordHash,
            password,
            ip: ipOf(c),
          });
        } catch (error) {
          if (error instanceof AppError && error.code === "rate_limited") {
            if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
            return showPage(c, link, error.message);
          }
          throw error;
        }
        if (!matches) return showPage(c, link, WRONG_PASSWORD);
        setCookie(c, accessCookieName(link.id), accessCookieValue(await secret, link.id, link.passwordHash), {
          path: `/r/${link.slug}`,
          httpOnly: true,
          sameSite: "Lax",
          secure,
          maxAge: ACCESS_SECONDS,
        });
        // Post/redirect/get: a reload does not send the password again.
        return c.redirect(`/r/${link.slug}`, 303);
      },
    )
    .get("/:slug/pdf", async (c) => {
      const link = await linkOf(c);
      if (!link || !(await mayOpen(c, link))) return notFound(c);
      const bytes = await printSharedResume(deps, link, { ip: ipOf(c), signal: c.req.raw.signal });
      if (!bytes) return notFound(c);
      await count(c, link, "download");
      return fileAnswer(bytes, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${link.slug}.pdf"`,
        "X-Robots-Tag": link.allowIndexing ? "all" : "noindex",
      });
    });
}

function pageHeaders(allowIndexing: boolean) {
  return {
    // Live content (the Original changes) and password-gated pages: never cached by a proxy.
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": allowIndexing ? "all" : "noindex, nofollow",
  };
}

function ipOf(c: Context) {
  return c.req.header(CLIENT_IP_HEADER) ?? "unknown";
}
