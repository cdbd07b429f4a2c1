import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Writer } from "../../src/server/ai/writer.ts";
import { createApp } from "../../src/server/app.ts";
import { createAuth } from "../../src/server/auth/auth.ts";
import type { DatabaseHandle } from "../../src/server/db/client.ts";
import { outboxMessage } from "../../src/server/db/schema/index.ts";
import { createOutboxMailer, type Mailer } from "../../src/server/email/mailer.ts";
import { loadEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { reassignUserData } from "../../src/server/modules/entitlements/reassign-user-data.ts";
import { createFileStorage } from "../../src/server/storage/create-file-storage.ts";
import type { FileStorage } from "../../src/server/storage/file-storage.ts";
import { createTestDatabase, type DatabaseKind } from "./test-database.ts";

export const TEST_APP_URL = "http://localhost:3999";

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: (database: DatabaseHandle) => Mailer;
  /** Where photos go; by default what the env chooses: local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** The AI writer; by default the one the env chooses (the offline writer without AI_*). */
  writer?: Writer;
}

/** The real app (real auth, real database, real mailer interface) answering in-process. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const database = await createTestDatabase(kind);
  const env = loadEnv({
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const mailer = options.mailer?.(database) ?? createOutboxMailer(database.db, logger);
  const storage = options.storage ?? createFileStorage(env);
  const auth = createAuth({
    db: database.db,
    env,
    secret: "test-secret-test-secret-test-secret-1234",
    mailer,
    logger,
    storage,
    moveGuestRows: (move) => reassignUserData({ db: database.db, billingEnabled: env.BILLING, ...move }),
  });
  const app = createApp({ env, database, auth, mailer, logger, storage, writer: options.writer });

  /** The newest mail sent to an address, from the outbox. */
  async function lastMail(to: string) {
    const [mail] = await database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.to, to))
      .orderBy(desc(outboxMessage.id))
      .limit(1);
    if (!mail) throw new Error(`no mail for ${to}`);
    return {
      ...mail,
      link: mail.text.match(/https?:\/\/\S+/)?.[0],
      code: mail.text.match(/\b(\d{6})\b/)?.[1],
    };
  }

  return { app, auth, env, database, db: database.db, storage, lastMail, close: () => database.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A browser-like client: keeps cookies, sends our Origin, and has its own client address so
 * that rate limits of one test do not leak into another.
 */
export function createClient(testApp: TestApp, ip = randomIp(), defaultHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const scripted = "authorization" in defaultHeaders;

  async function request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers = new Headers({ ...defaultHeaders, ...init.headers });
    // A script with an API key (curl) sends no Origin; a browser always does.
    if (!headers.has("origin") && !scripted) headers.set("origin", TEST_APP_URL);
    headers.set("x-forwarded-for", ip);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const url = path.startsWith("http") ? path : `${TEST_APP_URL}${path}`;
    const response = await testApp.app.request(url, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value.join("=") === "") cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  async function json<T = any>(path: string, init?: Parameters<typeof request>[1]) {
    const response = await request(path, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as T,
    };
  }

  return { request, json, cookies, ip, defaultHeaders };
}

/** A script calling the API with a personal API key (Authorization: Bearer), no cookies. */
export function createKeyClient(testApp: TestApp, key: string) {
  return createClient(testApp, randomIp(), { authorization: `Bearer ${key}` });
}

export function randomIp() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}
