import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { createOutboxMailer, createSmtpMailer } from "./email/mailer.ts";
import { type Env, EnvError } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import { reassignUserData } from "./modules/entitlements/reassign-user-data.ts";
import { refundStaleGenerations, staleGenerationAfterMs } from "./modules/generations/settle-generation.ts";
import { createPdfRenderer } from "./pdf/pdf-renderer.ts";
import type { WebHandler } from "./site/web-routes.ts";
import { createFileStorage } from "./storage/create-file-storage.ts";

/** Wires env-chosen parts together: database, mailer, auth, and the built web app. */
export async function createServer(
  env: Env,
  logger: Logger,
  options: { database?: DatabaseHandle; web?: WebHandler; databaseTemplate?: string } = {},
) {
  const secret = authSecret(env);
  const database =
    options.database ??
    openDatabase(
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { dataDir: env.DATA_DIR, template: options.databaseTemplate },
    );
  await migrateDatabase(database);
  // Generations a dead process left running get their credit back now, not only on their
  // owner's next AI request. The age cutoff keeps other live instances' generations untouched.
  const refunded = await refundStaleGenerations({
    db: database.db,
    olderThanMs: staleGenerationAfterMs(env.AI_TIMEOUT_MS),
  });
  if (refunded > 0) logger.warn("refunded AI generations left running by a stopped server", { refunded });
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(database.db, logger);
  const storage = createFileStorage(env);
  logger.info(
    "photo storage",
    storage.kind === "s3" ? { s3Bucket: env.S3_BUCKET } : { folder: env.uploadsDir },
  );
  const auth = createAuth({
    db: database.db,
    env,
    secret,
    mailer,
    logger,
    storage,
    moveGuestRows: (move) => reassignUserData({ db: database.db, billingEnabled: env.BILLING, ...move }),
  });
  const pdf = createPdfRenderer();
  const app = createApp({ env, database, auth, mailer, logger, storage, pdf, web: options.web });
  return { app, database, auth, mailer, storage, pdf };
}

// Production must set AUTH_SECRET (and every instance the same one). A fresh local install
// gets a random secret kept beside the embedded database, so sessions survive restarts.
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production" || env.DATABASE_URL) {
    throw new EnvError("AUTH_SECRET: must be set (32+ characters) in production and with DATABASE_URL.");
  }
  const file = join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function loadWebBuild(buildDir: string): Promise<WebHandler | undefined> {
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { build, clientDir: join(buildDir, "client") };
}
