import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { createWriter } from "./ai/create-writer.ts";
import { createDraftModel } from "./ai/reading/draft-model.ts";
import type { Writer } from "./ai/writer.ts";
import { authRoutes } from "./api/auth-routes.ts";
import { configRoutes } from "./api/config-routes.ts";
import { outboxRoutes } from "./api/dev/outbox-routes.ts";
import { feedbackRoutes } from "./api/feedback/feedback-routes.ts";
import { freeToolRoutes } from "./api/free-tools/free-tool-routes.ts";
import { healthRoutes } from "./api/health.ts";
import { guardOperations, isDeclaredUpload, mountOperations } from "./api/openapi/mount-operations.ts";
import { openApiRoutes } from "./api/openapi/openapi-routes.ts";
import { paymentRoutes } from "./api/payments/payment-routes.ts";
import { publicShareRoutes } from "./api/share-links/public-share-routes.ts";
import type { Auth } from "./auth/auth.ts";
import { requireSession } from "./auth/require-session.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { showsDevOutbox } from "./email/dev-outbox.ts";
import type { Mailer } from "./email/mailer.ts";
import type { Env } from "./env.ts";
import { AppError } from "./lib/app-error.ts";
import type { AppBindings } from "./lib/bindings.ts";
import { clientIp } from "./lib/client-ip.ts";
import { handleError } from "./lib/handle-error.ts";
import type { Logger } from "./lib/logger.ts";
import { noStoreByDefault } from "./lib/no-store-by-default.ts";
import { requestLog } from "./lib/request-log.ts";
import { sameOriginWrites } from "./lib/same-origin-writes.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { mcpRoutes } from "./mcp/mcp-routes.ts";
import { createDocumentReader } from "./modules/import-export/documents/document-reader.ts";
import { analyticsConfig } from "./modules/payments/payment-config.ts";
import { createPdfRenderer, type PdfRenderer } from "./pdf/pdf-renderer.ts";
import { buildMetaRoute } from "./site/build-meta-route.ts";
import { imageVariantsRoute } from "./site/image-variants-route.ts";
import { sitemapRoutes } from "./site/sitemap.ts";
import { type WebHandler, webRoutes } from "./site/web-routes.ts";
import type { FileStorage } from "./storage/file-storage.ts";

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Where uploaded photos are kept (create-file-storage.ts chooses it from the env). */
  storage: FileStorage;
  /** Renders PDFs in a worker pool; by default 2 workers, created on first use. */
  pdf?: PdfRenderer;
  /** Serves the built React app; absent in API-only tests. */
  web?: WebHandler;
  /** The AI writer; by default the one the env chooses (create-writer.ts). */
  writer?: Writer;
}

export function createApp(deps: AppDependencies) {
  const { env, database, auth, mailer, logger, storage } = deps;
  const app = new Hono<AppBindings>();

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders(env));
  app.use(clientIp(env));
  app.use("/api/*", noStoreByDefault());
  app.onError(handleError(logger));

  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError("payload_too_large", "The request body is larger than 1 MB.");
    },
  });
  // The uploads the operation table declares set their own limits (a photo 5 MB, a document to
  // read 10 MB: api/openapi/read-upload.ts). Every other body is JSON under 1 MB.
  app.use("/api/*", (c, next) => (isDeclaredUpload(c) ? next() : jsonBodyLimit(c, next)));
  const pdf = deps.pdf ?? createPdfRenderer();
  app.route("/api/health", healthRoutes(database, pdf));
  app.route("/api/auth", authRoutes(auth));
  app.route("/api/config", configRoutes(env, mailer));
  // Stripe signs its webhook; it sends no session or Origin (api/payments/payment-routes.ts).
  app.route("/api/payments", paymentRoutes({ db: database.db, env, logger }));
  // Public: the contact form (rate limited per client address; same-origin writes only).
  app.route("/api/feedback", feedbackRoutes({ db: database.db, auth, env }));

  const writer = deps.writer ?? createWriter(env);
  // Public: the free tool (rate limited per client address; same-origin writes only).
  app.route("/api/free-tools", freeToolRoutes({ db: database.db, env, logger, writer }));

  // Public: the OpenAPI description of this API and its reference page.
  app.route("/api", openApiRoutes(env));

  // Everything else under /api needs a signed-in user and same-origin writes.
  // A personal API key (Authorization: Bearer) stands in for the session, rate limited per key.
  const apiKeyLimit = {
    max: env.API_KEY_RATE_LIMIT_MAX,
    windowSeconds: env.API_KEY_RATE_LIMIT_WINDOW_SECONDS,
  };
  app.use("/api/*", sameOriginWrites(env), requireSession(auth, database.db, apiKeyLimit));
  const routeDeps = {
    db: database.db,
    env,
    logger,
    storage,
    writer,
    pdf,
    auth,
    mailer,
    // Workers start on the first read, not here.
    reader: createDocumentReader({ logger }),
    draftModel: createDraftModel(env),
  };
  // Each operation's guards as the operation table declares them: keys and the account itself
  // (export, delete) need the person, never an API key; per-user limits (adding rows, AI,
  // reading documents...). Then the routes the table declares whole.
  guardOperations(app, routeDeps);
  mountOperations(app, routeDeps);
  app.all("/api/*", (c) => {
    throw new AppError("not_found", `No API route for ${c.req.method} ${c.req.path}.`);
  });

  // MCP clients (docs/api.md "MCP"): personal API keys only, the same module functions and limits.
  app.route("/mcp", mcpRoutes(routeDeps, apiKeyLimit));

  if (showsDevOutbox(env, mailer)) {
    app.route("/dev/outbox", outboxRoutes(database.db));
  }
  app.route("/sitemap.xml", sitemapRoutes(env));
  // Public: a share link's page, password form and PDF (api/share-links/public-share-routes.ts).
  app.route("/r", publicShareRoutes({ db: database.db, env, auth, pdf, storage, logger }));
  if (deps.web) app.route("/builds", buildMetaRoute(deps.web.build));
  if (deps.web) app.route("/img", imageVariantsRoute(deps.web.clientDir));
  if (deps.web) {
    // Public pages load no React unless analytics (posthog-js comes with the app bundle) or
    // partner mode (its role picker) needs it: docs/decisions/025.
    const hydratePublicPages = analyticsConfig(env) !== null || env.PARTNER_MODE;
    const facts = { hydratePublicPages, billing: env.BILLING };
    app.route("/", webRoutes(deps.web, { appUrl: env.APP_URL, facts }));
  }
  return app;
}
