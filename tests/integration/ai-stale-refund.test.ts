import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../src/server/create-server.ts";
import { aiGeneration, entitlement } from "../../src/server/db/schema/index.ts";
import { loadEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { aiUser } from "./ai-helpers.ts";

// A server that died mid-generation left its ai_generation row `running` with the credit taken.
// The next server to start gives it back, but never touches a generation that may still be live.
describe.each(databaseDependentKinds())(
  "refund of generations a stopped server left running (%s)",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it("gives back old running generations at start and leaves recent ones running", async () => {
      const { userId } = await aiUser(t, 0);
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      const [dead] = await t.db
        .insert(aiGeneration)
        .values({ userId, kind: "resume", charged: true, createdAt: hourAgo })
        .returning();
      const [live] = await t.db
        .insert(aiGeneration)
        .values({ userId, kind: "resume", charged: true })
        .returning();

      const env = loadEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: t.env.DATA_DIR,
        AUTH_SECRET: "s".repeat(32),
        AI_TIMEOUT_MS: "1000",
      });
      await createServer(env, createLogger("silent"), { database: t.database });

      const rows = await t.db.select().from(aiGeneration).where(eq(aiGeneration.userId, userId));
      expect(rows.find((row) => row.id === dead?.id)?.status).toBe("failed");
      expect(rows.find((row) => row.id === live?.id)?.status).toBe("running");
      const [plan] = await t.db.select().from(entitlement).where(eq(entitlement.userId, userId));
      expect(plan?.generated).toBe(1);
    });
  },
);
