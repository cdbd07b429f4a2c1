import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createServer, loadWebBuild } from "./create-server.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";

const buildDir = fileURLToPath(new URL("../../build", import.meta.url));
/** Below the 10 s most process managers (Docker, systemd) wait before they SIGKILL. */
const SHUTDOWN_DRAIN_MS = 8_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const web = await loadWebBuild(buildDir);
  if (!web) logger.warn("no web build found: run `npm run build` (serving the API only)");
  const { app, database } = await createServer(env, logger, { web });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(`listening on ${env.APP_URL}`, {
      host: env.HOST ?? "every interface",
      port: env.PORT,
      database: database.kind,
    });
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
