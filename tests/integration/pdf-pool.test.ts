import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { resume } from "../../src/server/db/schema/index.ts";
import { createOutboxMailer } from "../../src/server/email/mailer.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { createPdfRenderer, type PdfRenderer } from "../../src/server/pdf/pdf-renderer.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { pdfjsText } from "./pdf-helpers.ts";
import { newUser, setEntitlement } from "./resumes-helpers.ts";

// A self-hosted app (BILLING=off) whose renderer has one worker and no queue: downloads need
// no plan, and a burst beyond the pool is told to come back (503 + Retry-After), not queued.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));

describe.each(testDatabaseKinds())("PDF pool, billing off (%s)", (kind) => {
  let t: TestApp;
  let pdf: PdfRenderer;
  let user: Awaited<ReturnType<typeof newUser>>;
  let doc: ResumeDocument;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "pdf-pool-test-"));
    const base = await createTestApp(kind, { env: { BILLING: "off", DATA_DIR: dataDir } });
    const logger = createLogger("silent");
    pdf = createPdfRenderer({ size: 1, maxQueue: 0 });
    const app = createApp({
      env: base.env,
      database: base.database,
      auth: base.auth,
      mailer: createOutboxMailer(base.db, logger),
      logger,
      storage: base.storage,
      pdf,
    });
    t = { ...base, app };
    user = await newUser(t);
    // Not paid: with billing off that must not matter.
    await setEntitlement(t, user.userId, { isPaid: false, cvLeft: 0 });
    const imported = await user.client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "json-resume", data: sample },
    });
    expect(imported.status).toBe(201);
    doc = imported.body;
  });
  afterAll(async () => {
    await pdf.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("downloads without a plan, unwatermarked, and marks file_generated", async () => {
    const res = await user.client.request("/api/download/pdf", { json: { id: doc.id, template: "sidebar" } });
    expect(res.status).toBe(200);
    const { pages } = await pdfjsText(new Uint8Array(await res.arrayBuffer()));
    expect(pages.join(" ")).toContain("Richard Hendriks");
    expect(pages.join(" ")).not.toContain("Preview");
    const [row] = await t.db.select().from(resume).where(eq(resume.id, doc.id));
    expect(row?.fileGenerated).toBe(true);
  });

  async function othersResume() {
    const other = await newUser(t);
    await setEntitlement(t, other.userId, { isPaid: false, cvLeft: 1 });
    const created = await other.client.json<ResumeDocument>("/api/cv/create", { json: { name: "Other" } });
    expect(created.status).toBe(201);
    return { client: other.client, id: created.body.id };
  }

  it("answers 503 unavailable with Retry-After when the queue is full, then recovers", async () => {
    // Four users (one user's renders wait in their own line, pdf/user-lanes.ts), each with a
    // distinct accent: identical requests would share one render instead of queueing.
    const others = await Promise.all([1, 2, 3].map(() => othersResume()));
    const accents = ["#110000", "#220000", "#330000", "#440000"];
    const askers = [{ client: user.client, id: doc.id }, ...others];
    const answers = await Promise.all(
      askers.map(({ client, id }, i) =>
        client.request("/api/pdf/preview", { json: { id, props: { accent: accents[i] } } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const res of answers.filter((x) => x.status === 503)) {
      expect(res.headers.get("retry-after")).toBe("2");
      expect((await res.json()).error.code).toBe("unavailable");
    }
    expect(pdf.load()).toBe(0);
    const again = await user.client.request("/api/pdf/preview", {
      json: { id: doc.id, props: { accent: "#550000" } },
    });
    expect(again.status).toBe(200);
  });

  it("serves a repeated request from the cache without waiting for a worker", async () => {
    const json = { id: doc.id, template: "compact", props: { font: "roboto" } };
    const first = await user.client.request("/api/pdf/preview", { json });
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    // With one worker and no queue, these could not all render at once: they must be cache hits.
    const repeats = await Promise.all([1, 2, 3].map(() => user.client.request("/api/pdf/preview", { json })));
    for (const res of repeats) {
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(firstBytes);
    }
  });

  it("prints the photo in the designs that show one, and survives a photo gone missing", async () => {
    const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1").includes("/Subtype /Image");
    const json = { id: doc.id, template: "modern" };
    const before = await user.client.request("/api/pdf/preview", { json });
    expect(hasImage(new Uint8Array(await before.arrayBuffer()))).toBe(false);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c03030" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const uploaded = await t.app.request(`${TEST_APP_URL}/api/cv/image?id=${doc.id}`, {
      method: "POST",
      headers: {
        origin: TEST_APP_URL,
        "x-forwarded-for": user.client.ip,
        cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const after = await user.client.request("/api/pdf/preview", { json });
    expect(after.status).toBe(200);
    const bytes = new Uint8Array(await after.arrayBuffer());
    expect(hasImage(bytes)).toBe(true);
    // The image does not get in the way of the text.
    expect((await pdfjsText(bytes)).pages[0]).toContain("Richard Hendriks");

    await rm(join(dataDir, "uploads"), { recursive: true, force: true });
    const missing = await user.client.request("/api/pdf/preview", {
      json: { id: doc.id, template: "sidebar" },
    });
    expect(missing.status).toBe(200);
    expect(hasImage(new Uint8Array(await missing.arrayBuffer()))).toBe(false);
  });
});
