import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { createOutboxMailer } from "../../src/server/email/mailer.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { createPdfRenderer, type PdfRenderer } from "../../src/server/pdf/pdf-renderer.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { type Client, createResume, paidUser } from "./resumes-helpers.ts";

// Issue 11, finding 8: one user cannot hold the PDF workers. Renders that need a worker are
// limited per user (PDF_RATE_LIMIT_*; cache hits are free), run one at a time per user with a
// short line behind them (429 past it), and a document may print at most 60,000 characters.

const preview = (client: Client, id: number, accent: string) =>
  client.request("/api/pdf/preview", { json: { id, props: { accent } } });

describe.each(testDatabaseKinds())("PDF limits per user (%s)", (kind) => {
  let t: TestApp;
  let pdf: PdfRenderer;
  beforeAll(async () => {
    const base = await createTestApp(kind, { env: { PDF_RATE_LIMIT_MAX: "8" } });
    const logger = createLogger("silent");
    // Two workers, as in production, and room in the pool's own queue for everyone.
    pdf = createPdfRenderer({ size: 2, maxQueue: 32 });
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
  });
  afterAll(async () => {
    await pdf.close();
    await t.close();
  });

  async function userWithResume() {
    const user = await paidUser(t);
    const doc = await createResume(user.client, "Limits");
    return { ...user, doc };
  }

  it("runs one user's renders one at a time: past the line of 5 they get 429, another user still gets a PDF", async () => {
    const greedy = await userWithResume();
    const other = await userWithResume();
    const accents = ["#010101", "#020202", "#030303", "#040404", "#050505", "#060606", "#070707"];
    const burst = accents.map((accent) => preview(greedy.client, greedy.doc.id, accent));
    const others = await preview(other.client, other.doc.id, "#0a0a0a");
    expect(others.status).toBe(200);
    const answers = await Promise.all(burst);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
    expect(statuses).toContain(429);
    for (const res of answers.filter((x) => x.status === 429)) {
      expect(res.headers.get("retry-after")).toBe("2");
      expect((await res.json()).error).toEqual({
        code: "rate_limited",
        message:
          "You already have several PDFs being prepared. Please wait for them to finish and try again.",
        details: { retryAfterSeconds: 2 },
      });
    }
  });

  it("the design page's two thumbnails and preview at once all get their PDF", async () => {
    const { client, doc } = await userWithResume();
    const answers = await Promise.all([
      client.request("/api/pdf/preview", { json: { id: doc.id, template: "modern" } }),
      client.request("/api/pdf/preview", { json: { id: doc.id, template: "sidebar" } }),
      client.request("/api/pdf/preview", {
        json: { id: doc.id, template: "compact", props: { accent: "#123456" } },
      }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
  });

  it("allows PDF_RATE_LIMIT_MAX renders per window, then 429 with Retry-After; cached PDFs still come", async () => {
    const { client, doc } = await userWithResume();
    for (let i = 0; i < 8; i++) {
      expect((await preview(client, doc.id, `#10101${i}`)).status).toBe(200);
    }
    const refused = await preview(client, doc.id, "#999999");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toBe("You are making PDFs too quickly. Please wait a moment and try again.");
    // The same design again is a cache hit: no render, no count.
    const cached = await preview(client, doc.id, "#101010");
    expect(cached.status).toBe(200);
    expect(cached.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses with 413 a resume that prints more than 60,000 characters, and prints a long real one", async () => {
    const { client, doc } = await userWithResume();
    const paragraph = "Led the migration of billing services to a new platform. ".repeat(170).slice(0, 9_900);
    const updated = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: doc.id, updated_at: doc.updated_at, summary: paragraph, hobbies: paragraph },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // ~20,000 characters: a long resume of several pages still prints.
    expect((await client.request("/api/pdf/preview", { json: { id: doc.id } })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const row = await client.json("/api/entity", { json: { type: "experiences", resume_id: doc.id } });
      expect(row.status).toBe(201);
      const filled = await client.json("/api/entity", {
        method: "PATCH",
        json: { type: "experiences", id: row.body.id, responsibilities: paragraph },
      });
      expect(filled.status).toBe(200);
    }
    for (const path of ["/api/pdf/preview", "/api/download/pdf"]) {
      const res = await client.json(path, { json: { id: doc.id } });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe("payload_too_large");
      expect(res.body.error.message).toMatch(
        /^This document has 6\d,\d{3} characters to print; a PDF may hold at most 60,000 \(about 15 pages\)\. Shorten some sections and try again\.$/,
      );
    }
  });
});
