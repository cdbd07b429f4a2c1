import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resume } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { pdfjsText, pdftotextPages } from "./pdf-helpers.ts";
import { type Client, newUser, sendRaw, setEntitlement } from "./resumes-helpers.ts";

// Who may print what (billing on): previews for everyone, watermarked unless paid; downloads
// for paid plans only; other users' resumes do not exist; bad input is a 400 that names the field.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));

async function userWithResume(t: TestApp, paid: boolean) {
  const user = await newUser(t);
  await setEntitlement(t, user.userId, { isPaid: paid, cvLeft: 3 });
  const imported = await user.client.json<ResumeDocument>("/api/cv/import", {
    json: { format: "json-resume", data: sample },
  });
  expect(imported.status).toBe(201);
  return { ...user, doc: imported.body };
}

async function fileGenerated(t: TestApp, id: number) {
  const [row] = await t.db.select({ value: resume.fileGenerated }).from(resume).where(eq(resume.id, id));
  return row?.value;
}

describe.each(testDatabaseKinds())("PDF access (%s)", (kind) => {
  let t: TestApp;
  let free: Awaited<ReturnType<typeof userWithResume>>;
  let paid: Awaited<ReturnType<typeof userWithResume>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    free = await userWithResume(t, false);
    paid = await userWithResume(t, true);
  });
  afterAll(() => t.close());

  it("refuses an unpaid download with 402 cvPdfDownload and produces nothing", async () => {
    const res = await free.client.json("/api/download/pdf", {
      json: { id: free.doc.id, template: "modern" },
    });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe("payment_required");
    expect(res.body.error.details).toEqual({ reason: "cvPdfDownload" });
    expect(await fileGenerated(t, free.doc.id)).toBe(false);
  });

  it("watermarks every page of an unpaid preview, and not a paid one", async () => {
    const res = await free.client.request("/api/pdf/preview", {
      json: { id: free.doc.id, template: "classic" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { pages } = await pdfjsText(bytes);
    for (const page of pages) expect(page).toContain("Preview");
    for (const page of await pdftotextPages(bytes)) expect(page).toContain("Preview");
    expect(pages.join(" ")).toContain("Richard Hendriks");

    const clean = await paid.client.request("/api/pdf/preview", {
      json: { id: paid.doc.id, template: "classic" },
    });
    const cleanPages = (await pdfjsText(new Uint8Array(await clean.arrayBuffer()))).pages;
    expect(cleanPages.join(" ")).not.toContain("Preview");
    // A preview is not a download.
    expect(await fileGenerated(t, paid.doc.id)).toBe(false);
  });

  it("lets a paid user download file.pdf and marks only that resume file_generated", async () => {
    const res = await paid.client.request("/api/download/pdf", {
      json: { id: paid.doc.id, template: "", props: { accent: "#AA0000" }, htmlContent: "<p>ignored</p>" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="file.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect((await pdfjsText(bytes)).pages.join(" ")).not.toContain("ignored");
    expect(await fileGenerated(t, paid.doc.id)).toBe(true);
    expect(await fileGenerated(t, free.doc.id)).toBe(false);
  });

  it("answers 404 for another user's resume, paid or not", async () => {
    for (const [client, id] of [
      [paid.client, free.doc.id],
      [free.client, paid.doc.id],
    ] as [Client, number][]) {
      expect((await client.json("/api/pdf/preview", { json: { id } })).status).toBe(404);
    }
    const other = await paid.client.json("/api/download/pdf", { json: { id: free.doc.id } });
    expect(other.status).toBe(404);
    expect(await fileGenerated(t, free.doc.id)).toBe(false);
  });

  it.each([
    ["an unknown template", { template: "fancy" }, "template"],
    ["a colour name", { props: { accent: "red" } }, "props.accent"],
    ["an unknown font", { props: { font: "comic-sans" } }, "props.font"],
    ["an unknown page size", { props: { pageSize: "A3" } }, "props.pageSize"],
    ["an unknown prop", { props: { margin: 3 } }, "margin"],
    ["an unknown field", { colour: "red" }, "colour"],
    ["a huge htmlContent", { htmlContent: "x".repeat(500_001) }, "htmlContent"],
  ])("answers 400 for %s", async (_, extra, named) => {
    for (const path of ["/api/pdf/preview", "/api/download/pdf"]) {
      const res = await paid.client.json(path, { json: { id: paid.doc.id, ...extra } });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
      expect(res.body.error.message).toContain(named);
    }
  });

  it("answers 400 for a missing or bad id and for a body that is not JSON", async () => {
    expect((await paid.client.json("/api/pdf/preview", { json: {} })).status).toBe(400);
    expect((await paid.client.json("/api/pdf/preview", { json: { id: "1" } })).status).toBe(400);
    expect((await paid.client.json("/api/pdf/preview", { json: { id: -1 } })).status).toBe(400);
    expect((await sendRaw(t, paid.client, "POST", "/api/download/pdf", "{nope")).status).toBe(400);
  });

  it("answers 401 without a session", async () => {
    const anonymous = createClient(t);
    expect((await anonymous.json("/api/pdf/templates")).status).toBe(401);
    expect((await anonymous.json("/api/pdf/preview", { json: { id: paid.doc.id } })).status).toBe(401);
    expect((await anonymous.json("/api/download/pdf", { json: { id: paid.doc.id } })).status).toBe(401);
  });
});
