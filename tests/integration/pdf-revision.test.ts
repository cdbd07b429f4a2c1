import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resume, resumeRevision } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { pdfjsText, pdftotextPages } from "./pdf-helpers.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// props.revisionId prints a Tailored revision instead of the Original (billing on). The revision
// rows are inserted directly: the AI routes that write them are tested on their own.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const TAILORED = "Tailored for Hooli: compression engineer who ships Zephyrquokka pipelines.";
const ORIGINAL_WORD = "Tulsa"; // in the sample's summary, gone from the revision's
const NOT_YOURS = "This revision does not exist or is not yours.";

async function importResume(client: Client) {
  const imported = await client.json<ResumeDocument>("/api/cv/import", {
    json: { format: "json-resume", data: sample },
  });
  expect(imported.status).toBe(201);
  return imported.body;
}

async function insertRevision(t: TestApp, doc: ResumeDocument, document: ResumeDocument) {
  const [row] = await t.db
    .insert(resumeRevision)
    .values({ resumeId: doc.id, userId: doc.user_id, writer: "Offline writer", source: doc, document })
    .returning({ id: resumeRevision.id });
  if (!row) throw new Error("no revision inserted");
  return row.id;
}

async function textOf(client: Client, path: string, json: unknown) {
  const response = await client.request(path, { json });
  expect(response.status, path).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    pdfjs: (await pdfjsText(bytes)).pages.join("\n"),
    poppler: (await pdftotextPages(bytes)).join("\n"),
    bytes,
  };
}

async function fileGenerated(t: TestApp, id: number) {
  const [row] = await t.db.select({ value: resume.fileGenerated }).from(resume).where(eq(resume.id, id));
  return row?.value;
}

describe.each(testDatabaseKinds())("PDF of a revision (%s)", (kind) => {
  let t: TestApp;
  let paid: { client: Client; userId: string };
  let free: { client: Client; userId: string };
  let doc: ResumeDocument;
  let otherDoc: ResumeDocument;
  let freeDoc: ResumeDocument;
  let revisionId: number;
  let otherResumeRevisionId: number;
  let freeRevisionId: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "pdf-revision-test-"));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    paid = await newUser(t);
    await setEntitlement(t, paid.userId, { isPaid: true, plan: "pro", cvLeft: 5 });
    doc = await importResume(paid.client);
    otherDoc = await importResume(paid.client);
    // Written before the photo was uploaded (the last test): the resume's photo must print anyway.
    revisionId = await insertRevision(t, doc, { ...doc, summary: TAILORED, image_name: null });
    otherResumeRevisionId = await insertRevision(t, otherDoc, { ...otherDoc, summary: TAILORED });
    free = await newUser(t);
    await setEntitlement(t, free.userId, { isPaid: false, cvLeft: 3 });
    freeDoc = await importResume(free.client);
    freeRevisionId = await insertRevision(t, freeDoc, { ...freeDoc, summary: TAILORED });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("downloads the revision's text, not the Original's, and marks the resume file_generated", async () => {
    const json = { id: doc.id, template: "classic", props: { revisionId } };
    const revision = await textOf(paid.client, "/api/download/pdf", json);
    for (const text of [revision.pdfjs, revision.poppler]) {
      expect(text.replace(/\s+/g, " ")).toContain(TAILORED);
      expect(text).not.toContain(ORIGINAL_WORD);
      expect(text).toContain(doc.full_name);
    }
    expect(await fileGenerated(t, doc.id)).toBe(true);
    // The same design and props without revisionId is the Original (the cache tells them apart).
    const original = await textOf(paid.client, "/api/download/pdf", { id: doc.id, template: "classic" });
    expect(original.pdfjs).toContain(ORIGINAL_WORD);
    expect(original.pdfjs).not.toContain("Zephyrquokka");
  });

  it("answers 404 for a revision of another resume, of another user, or none at all", async () => {
    for (const [client, id, revision] of [
      [paid.client, doc.id, otherResumeRevisionId],
      [paid.client, doc.id, freeRevisionId],
      [free.client, freeDoc.id, revisionId],
      [paid.client, doc.id, 2_000_000],
    ] as [Client, number, number][]) {
      for (const path of ["/api/pdf/preview", "/api/download/pdf"]) {
        const res = await client.json(path, { json: { id, props: { revisionId: revision } } });
        expect(res.status, `${path} ${revision}`).toBe(404);
        expect(res.body.error.message).toBe(NOT_YOURS);
      }
    }
    // Another user's resume stays the resume's own 404, whatever the revision.
    const res = await paid.client.json("/api/pdf/preview", {
      json: { id: freeDoc.id, props: { revisionId: freeRevisionId } },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("This resume does not exist or is not yours.");
  });

  it("refuses an unpaid download of a revision with 402 and watermarks its preview", async () => {
    const json = { id: freeDoc.id, props: { revisionId: freeRevisionId } };
    const download = await free.client.json("/api/download/pdf", { json });
    expect(download.status).toBe(402);
    expect(download.body.error.details).toEqual({ reason: "cvPdfDownload" });
    expect(await fileGenerated(t, freeDoc.id)).toBe(false);

    const preview = await free.client.request("/api/pdf/preview", { json: { ...json, template: "sidebar" } });
    expect(preview.status).toBe(200);
    const { pages } = await pdfjsText(new Uint8Array(await preview.arrayBuffer()));
    for (const page of pages) expect(page).toContain("Preview");
    expect(pages.join(" ")).toContain("Zephyrquokka");
  });

  it("prints the resume's current photo on a revision", async () => {
    const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1").includes("/Subtype /Image");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3060c0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const uploaded = await t.app.request(`${TEST_APP_URL}/api/cv/image?id=${doc.id}`, {
      method: "POST",
      headers: {
        origin: TEST_APP_URL,
        "x-forwarded-for": paid.client.ip,
        cookie: [...paid.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { bytes, pdfjs } = await textOf(paid.client, "/api/pdf/preview", {
      id: doc.id,
      template: "modern",
      props: { revisionId },
    });
    expect(hasImage(bytes)).toBe(true);
    expect(pdfjs).toContain("Zephyrquokka");
  });

  it.each([
    ["zero", 0],
    ["a string", "1"],
    ["a fraction", 1.5],
  ])("answers 400 naming props.revisionId for %s", async (_, revision) => {
    const res = await paid.client.json("/api/pdf/preview", {
      json: { id: doc.id, props: { revisionId: revision } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("props.revisionId");
  });
});
