import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeRevision } from "../../src/server/db/schema/index.ts";
import type { FitLayoutAnswer, LayoutAnswer } from "../../src/shared/contracts/layout.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { DEFAULT_LAYOUT } from "../../src/shared/resume-layout.ts";
import { sectionKeys } from "../../src/shared/resume-sections.ts";
import { CORPUS_DIR, requireCorpus } from "../fixtures/corpus.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { pdfjsText, pdftotextPages } from "./pdf-helpers.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// A resume's layout (issue 16 point 5, docs/decisions/021): stored per resume through
// /api/cv/layout, printed by every design (read back with pdftotext), and "Fit to one page"
// rendered with the real renderer on corpus resumes.

const available = requireCorpus("the resume layout test");
const corpus = (name: string) =>
  JSON.parse(readFileSync(path.join(CORPUS_DIR, "resumes", `${name}.resume.json`), "utf8"));

/** A paid user (no watermark) with one corpus resume imported. */
async function userWith(t: TestApp, name: string) {
  const { client, userId } = await newUser(t);
  await setEntitlement(t, userId, { isPaid: true, plan: "pro", cvLeft: 3 });
  const res = await client.json<ResumeDocument>("/api/cv/import", {
    json: { format: "json-resume", data: corpus(name) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { client, doc: res.body };
}

const layoutPath = (id: number) => `/api/cv/layout?resume_id=${id}`;

async function previewText(client: Client, id: number, template: string) {
  const res = await client.request("/api/pdf/preview", { json: { id, template } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { text: (await pdftotextPages(bytes)).join("\n"), pages: (await pdfjsText(bytes)).pages.length };
}

/** The words pdftotext places on each page (poppler's -bbox), in points from the top left. */
async function wordBoxes(bytes: Uint8Array) {
  const dir = await mkdtemp(path.join(tmpdir(), "layout-bbox-"));
  try {
    await writeFile(path.join(dir, "in.pdf"), bytes);
    const { stdout } = await promisify(execFile)("pdftotext", ["-bbox", path.join(dir, "in.pdf"), "-"]);
    const attribute = (tag: string, name: string) => Number(tag.split(`${name}="`)[1]?.split('"')[0]);
    return stdout
      .split("<page ")
      .slice(1)
      .map((page) =>
        page
          .split("<word ")
          .slice(1)
          .map((word) => ({ xMin: attribute(word, "xMin"), yMax: attribute(word, "yMax") })),
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Where a heading stands alone on its line in pdftotext's reading (-1 when absent). */
const headingAt = (text: string, heading: string) =>
  text.split("\n").findIndex((line) => line.trim() === heading);

describe.skipIf(!available).each(testDatabaseKinds())("resume layout (%s)", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWith>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { BILLING: "on" } });
    owner = await userWith(t, "elementary-teacher");
  });
  afterAll(() => t?.close());

  it("starts with the design's defaults and stores a layout the owner sets", async () => {
    const first = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id));
    expect(first.status).toBe(200);
    expect(first.body.layout).toEqual(DEFAULT_LAYOUT);
    const put = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id), {
      method: "PUT",
      json: { order: ["skills"], hidden: ["interests"], margins: 0.75, fontScale: 110 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const again = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id));
    expect(again.body.layout).toMatchObject({ hidden: ["interests"], margins: 0.75, fontScale: 110 });
    expect(again.body.layout.order?.[0]).toBe("skills");
    expect(again.body.layout.order).toHaveLength(sectionKeys.length);
    // The layout is no part of the resume's document, and does not stale its updated_at.
    const item = await owner.client.json<ResumeDocument>(`/api/cv/item?id=${owner.doc.id}`);
    expect(item.body.updated_at).toBe(owner.doc.updated_at);
    expect(item.body).not.toHaveProperty("layout");
  });

  it.each([
    [{ margins: 0.1 }, "margins (page margins) must be from 0.5 to 1.5 in"],
    [{ lineHeight: 3 }, "lineHeight (line height) must be from 1.15 to 2"],
    [{ fontScale: 40 }, "fontScale (type size) must be from 80 to 130%"],
    [{ spacing: 500 }, "spacing (space between sections and entries) must be from 25 to 200%"],
    [{ hidden: ["hobbies"] }, 'Unknown section "hobbies"'],
    [{ order: ["summary", "photo"] }, 'Unknown section "photo"'],
    [{ order: ["skills", "skills"] }, "order names a section twice."],
    [{ columns: 2 }, "Unknown field: columns."],
  ])("refuses %j with a 400 that says why, changing nothing", async (body, message) => {
    const before = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id));
    const res = await owner.client.json(layoutPath(owner.doc.id), { method: "PUT", json: body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_request");
    expect(res.body.error.message).toContain(message);
    const after = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id));
    expect(after.body.layout).toEqual(before.body.layout);
  });

  it("refuses a missing or malformed resume_id", async () => {
    const res = await owner.client.json("/api/cv/layout?resume_id=abc");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("resume_id must be a positive whole number.");
  });

  it("is the owner's alone: another user reads, writes and fits nothing of it", async () => {
    const other = await userWith(t, "executive-assistant");
    const before = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id));
    const read = await other.client.json(layoutPath(owner.doc.id));
    const write = await other.client.json(layoutPath(owner.doc.id), {
      method: "PUT",
      json: { margins: 1.5 },
    });
    const fit = await other.client.json("/api/cv/layout/fit", {
      json: { id: owner.doc.id, template: "classic" },
    });
    for (const res of [read, write, fit]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This resume does not exist or is not yours.");
    }
    const after = await owner.client.json<LayoutAnswer>(layoutPath(owner.doc.id));
    expect(after.body.layout).toEqual(before.body.layout);
  });

  it.each(templateIds)(
    "%s leaves a hidden section out and prints a moved one where it was moved",
    async (template) => {
      const { client, doc } = await userWith(t, "junior-frontend-bootcamp");
      const plain = await previewText(client, doc.id, template);
      expect(headingAt(plain.text, "Skills")).toBeGreaterThan(-1);
      expect(headingAt(plain.text, "Education")).toBeGreaterThan(headingAt(plain.text, "Experience"));
      const put = await client.json(layoutPath(doc.id), {
        method: "PUT",
        json: { order: ["education", "experience"], hidden: ["skills"] },
      });
      expect(put.status).toBe(200);
      const laid = await previewText(client, doc.id, template);
      expect(headingAt(laid.text, "Skills"), "a hidden Skills heading").toBe(-1);
      // The skills go with their heading: a keyword no other part of the resume mentions.
      const elsewhere = JSON.stringify({ ...doc, skills: [] });
      const keyword = doc.skills.flatMap((group) => group.keywords).find((word) => !elsewhere.includes(word));
      expect(keyword).toBeDefined();
      expect(plain.text).toContain(keyword);
      expect(laid.text).not.toContain(keyword);
      const education = headingAt(laid.text, "Education");
      expect(education).toBeGreaterThan(-1);
      expect(education, "Education moved above Experience").toBeLessThan(headingAt(laid.text, "Experience"));
    },
  );

  it.each(templateIds)("%s applies margins, spacing, line height and text size", async (template) => {
    const { client, doc } = await userWith(t, "junior-frontend-bootcamp");
    /** How far the print runs (pages, then the last word's foot) and its leftmost word. */
    const measure = async (layout: object) => {
      const put = await client.json(layoutPath(doc.id), { method: "PUT", json: layout });
      expect(put.status).toBe(200);
      const res = await client.request("/api/pdf/preview", { json: { id: doc.id, template } });
      const pages = await wordBoxes(new Uint8Array(await res.arrayBuffer()));
      const last = pages.at(-1) ?? [];
      return {
        extent: pages.length * 10_000 + Math.max(...last.map((word) => word.yMax)),
        left: Math.min(...pages.flat().map((word) => word.xMin)),
      };
    };
    const own = await measure({});
    for (const looser of [{ spacing: 200 }, { lineHeight: 2 }, { fontScale: 130 }, { margins: 1.5 }]) {
      const measured = await measure(looser);
      expect(measured.extent, `${template} ${JSON.stringify(looser)} runs longer`).toBeGreaterThan(
        own.extent,
      );
      if ("margins" in looser)
        expect(measured.left, `${template}: text inside a 1.5 in margin`).toBeGreaterThanOrEqual(108 - 0.5);
    }
    const tight = await measure({ spacing: 25, lineHeight: 1.15, fontScale: 80, margins: 0.5 });
    expect(tight.extent, `${template}: the tightest settings run shorter`).toBeLessThan(own.extent);
  });

  it("prints the resume's Tailored revisions with its layout too, in preview and download", async () => {
    const { client, doc } = await userWith(t, "junior-frontend-bootcamp");
    // Inserted directly: the AI routes that write revisions are tested on their own.
    const [row] = await t.db
      .insert(resumeRevision)
      .values({ resumeId: doc.id, userId: doc.user_id, writer: "Offline writer", source: doc, document: doc })
      .returning({ id: resumeRevision.id });
    const print = async (route: string) => {
      const res = await client.request(route, { json: { id: doc.id, props: { revisionId: row?.id } } });
      expect(res.status).toBe(200);
      return (await pdftotextPages(new Uint8Array(await res.arrayBuffer()))).join("\n");
    };
    expect(headingAt(await print("/api/pdf/preview"), "Projects")).toBeGreaterThan(-1);
    await client.json(layoutPath(doc.id), { method: "PUT", json: { hidden: ["projects"] } });
    expect(headingAt(await print("/api/pdf/preview"), "Projects")).toBe(-1);
    expect(headingAt(await print("/api/download/pdf"), "Projects")).toBe(-1);
  });

  it("fits a two-page corpus resume on one page, saves it, and the preview prints one page", async () => {
    const { client, doc } = await userWith(t, "retail-store-manager");
    expect((await previewText(client, doc.id, "classic")).pages).toBe(2);
    const fit = await client.json<FitLayoutAnswer>("/api/cv/layout/fit", {
      json: { id: doc.id, template: "classic" },
    });
    expect(fit.status, JSON.stringify(fit.body)).toBe(200);
    expect(fit.body).toMatchObject({ pagesBefore: 2, pages: 1, fits: true, saved: true });
    expect(fit.body.message).toMatch(/^Fits on one page now \(was 2\): /);
    // Within the readable floors.
    const { margins, lineHeight, fontScale, spacing } = fit.body.layout;
    expect(margins ?? 0.67).toBeGreaterThanOrEqual(0.5);
    expect(lineHeight ?? 1.4).toBeGreaterThanOrEqual(1.15);
    expect(fontScale ?? 100).toBeGreaterThanOrEqual(90);
    expect(spacing ?? 100).toBeGreaterThanOrEqual(40);
    const stored = await client.json<LayoutAnswer>(layoutPath(doc.id));
    expect(stored.body.layout).toEqual(fit.body.layout);
    expect((await previewText(client, doc.id, "classic")).pages).toBe(1);
  });

  it("says plainly when even the floors leave more than one page, and keeps the layout", async () => {
    const { client, doc } = await userWith(t, "senior-data-scientist");
    const fit = await client.json<FitLayoutAnswer>("/api/cv/layout/fit", {
      json: { id: doc.id, template: "executive" },
    });
    expect(fit.status, JSON.stringify(fit.body)).toBe(200);
    expect(fit.body.fits).toBe(false);
    expect(fit.body.saved).toBe(false);
    expect(fit.body.pages).toBeGreaterThan(1);
    expect(fit.body.message).toBe(
      `Still ${fit.body.pages} pages at the smallest readable settings: hide a section or shorten entries.`,
    );
    expect((await client.json<LayoutAnswer>(layoutPath(doc.id))).body.layout).toEqual(DEFAULT_LAYOUT);
  });
});
