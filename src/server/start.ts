import type { Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { warmUpLanguage } from "./ai/language/warm-up.ts";
import { createServer, loadWebBuild } from "./create-server.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";

const buildDir = fileURLToPath(new URL("../../build", import.meta.url));
/** Written by `npm run build` (db/pglite-template.ts). */
const databaseTemplate = join(buildDir, "pglite-template.tar");
/** Below the 10 s most process managers (Docker, systemd) wait before they SIGKILL. */
const SHUTDOWN_DRAIN_MS = 8_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const web = await loadWebBuild(buildDir);
  if (!web) logger.warn("no web build found: run `npm run build` (serving the API only)");
  const { app, database, pdf } = await createServer(env, logger, { web, databaseTemplate });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(`listening on ${env.APP_URL}`, {
      host: env.HOST ?? "every interface",
      port: env.PORT,
      database: database.kind,
    });
    // Off the request path: the first PDF a user asks for finds its worker started and warm.
    void pdf.warmUp().catch((error: unknown) => logger.warn("PDF warm-up failed", { error: String(error) }));
    // The first Improve or quality check finds the dictionary, tagger and word counts loaded.
    void warmUpLanguage((what, error) => logger.warn(`${what} warm-up failed`, { error: String(error) }));
  });

  const shutdown = async (signal: string) => {
    logger.info("shutting down", { signal });
    // Requests in progress (a save, a payment webhook) finish before the database closes, so a
    // rolling restart drops none; connections still open after the drain time are cut.
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => {
        (server as Server).closeAllConnections();
        resolve();
      }, SHUTDOWN_DRAIN_MS);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
    });
    await database.close();
    unlock();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

// Configuration problems are the user's to fix: their message says how. Anything else is a bug.
main().catch((error: unknown) => {
  console.error(
    `Cannot start: ${error instanceof EnvError ? error.message : error instanceof Error ? error.stack : error}`,
  );
  process.exit(1);
});
