import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter } from "../../src/server/db/schema/index.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { aiUser } from "./ai-helpers.ts";
import { pdftotextPages } from "./pdf-helpers.ts";
import type { Client } from "./resumes-helpers.ts";

// Issue 33, defect 1 (docs/decisions/032): the Tailor step's desired role is a target, not a
// title the person holds. The line under the name prints the person's headline, else their
// latest held job title, on the PDF, the Word file, the text, the JSON Resume, the share page
// and the letter header; never "Clinical Informatics Analyst" for a nurse who wants that job.
// On both databases: the new column comes from migration 0010 on each.

const TARGET = "Clinical Informatics Analyst";
const NURSE = {
  basics: {
    name: "Maria Lopez",
    email: "maria.lopez@example.com",
    phone: "(555) 201-3344",
    summary: "Registered nurse with a decade of bedside care on a cardiac step-down unit.",
  },
  work: [
    {
      name: "Mercy General Hospital",
      position: "Registered Nurse",
      startDate: "2016-03",
      summary: "Cared for up to five cardiac patients per shift and precepted new nurses.",
    },
    {
      name: "Lakeside Care Home",
      position: "Nursing Assistant",
      startDate: "2013-01",
      endDate: "2016-02",
      summary: "Helped residents with daily care and charted vital signs.",
    },
  ],
};

/** Bytes of a POST download. */
async function download(client: Client, path: string, json: unknown) {
  const response = await client.request(path, { json });
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** word/document.xml's paragraph texts, in order. */
async function docxLines(bytes: Uint8Array): Promise<string[]> {
  const xml = (await (await JSZip.loadAsync(bytes)).file("word/document.xml")?.async("string")) ?? "";
  return [...xml.matchAll(/<w:p[ >]([\s\S]*?)<\/w:p>/g)]
    .map((match) =>
      [...(match[1] ?? "").matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(""),
    )
    .filter((line) => line.trim());
}

/** The first lines of a PDF's first page, whitespace collapsed. */
async function pdfHead(bytes: Uint8Array, count = 4): Promise<string[]> {
  const [first = ""] = await pdftotextPages(bytes);
  return first
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .slice(0, count);
}

describe.each(databaseDependentKinds())("the line under the name (%s)", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof aiUser>>;
  let doc: ResumeDocument;
  let letterId: number;

  const update = async (fields: Record<string, unknown>) => {
    const item = await owner.client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`);
    const res = await owner.client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: doc.id, updated_at: item.body.updated_at, ...fields },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    doc = res.body;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { BILLING: "on" } });
    owner = await aiUser(t, 5);
    const imported = await owner.client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "json-resume", data: NURSE },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    doc = imported.body;
    await update({ desired_role: TARGET });
    const [letter] = await t.db
      .insert(coverLetter)
      .values({
        userId: owner.userId,
        resumeId: doc.id,
        name: "Informatics letter",
        content: [
          "Dear Hiring Manager,\n\nI would like to talk about the analyst role.\n\nKind regards,\nMaria",
        ],
        jobTitle: "Informatics Specialist",
        company: "Mercy Health",
      })
      .returning();
    if (!letter) throw new Error("no cover letter inserted");
    letterId = letter.id;
  });
  afterAll(() => t.close());

  it("stores an empty headline beside the desired role, which stays the tailoring target", () => {
    expect(doc).toMatchObject({ headline: "", desired_role: TARGET });
  });

  it.each(templateIds)(
    "%s prints the latest held title under the name, never the desired role",
    async (template) => {
      const bytes = await download(owner.client, "/api/download/pdf", { id: doc.id, template });
      const text = (await pdftotextPages(bytes)).join("\n");
      expect(text).not.toContain("Informatics");
      expect((await pdfHead(bytes)).join(" | ")).toContain("Registered Nurse");
    },
  );

  it("prints the latest held title in the Word file, the text and the letter; no JSON Resume label", async () => {
    const docx = await docxLines(await download(owner.client, "/api/download/docx", { id: doc.id }));
    expect(docx.slice(0, 2)).toEqual(["Maria Lopez", "Registered Nurse"]);
    expect(docx.join("\n")).not.toContain("Informatics");

    const text = new TextDecoder().decode(await download(owner.client, "/api/download/text", { id: doc.id }));
    expect(text.split("\n").slice(0, 2)).toEqual(["Maria Lopez", "Registered Nurse"]);
    expect(text).not.toContain("Informatics");

    const exported = await owner.client.json(`/api/cv/export?id=${doc.id}&format=json-resume`);
    expect(exported.status).toBe(200);
    // The stored headline (empty here): data, not print; never the desired role.
    expect(exported.body.basics.label).toBeUndefined();
    expect(JSON.stringify(exported.body)).not.toContain(TARGET);

    const letterPdf = await download(owner.client, "/api/download/cover-letter", { id: letterId });
    expect((await pdfHead(letterPdf, 2)).join(" | ")).toContain("Registered Nurse");
    expect((await pdftotextPages(letterPdf)).join("\n")).not.toContain(TARGET);
    const letterDocx = await docxLines(
      await download(owner.client, "/api/download/cover-letter-docx", { id: letterId }),
    );
    expect(letterDocx.slice(0, 2)).toEqual(["Maria Lopez", "Registered Nurse"]);
    expect(letterDocx.join("\n")).not.toContain(TARGET);
  });

  it("shows the latest held title on the share page and in its description", async () => {
    const created = await owner.client.json("/api/share-links", {
      json: { template: "classic", resumeId: doc.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = await (await createClient(t).request(`/r/${created.body.slug}`)).text();
    expect(page).toContain('<p class="role">Registered Nurse</p>');
    expect(page).toContain('<meta property="og:description" content="Registered Nurse">');
    expect(page).not.toContain("Informatics");
  });

  it("prints the headline the user typed, everywhere, and a tailored revision keeps it", async () => {
    const own = "Cardiac nurse, informatics super-user";
    await update({ headline: own });
    expect(doc).toMatchObject({ headline: own, desired_role: TARGET });
    const pdf = await download(owner.client, "/api/download/pdf", { id: doc.id, template: "modern" });
    expect((await pdfHead(pdf)).join(" | ")).toContain(own);
    const docx = await docxLines(await download(owner.client, "/api/download/docx", { id: doc.id }));
    expect(docx[1]).toBe(own);
    const letterDocx = await docxLines(
      await download(owner.client, "/api/download/cover-letter-docx", { id: letterId }),
    );
    expect(letterDocx[1]).toBe(own);
    const exported = await owner.client.json(`/api/cv/export?id=${doc.id}&format=json-resume`);
    expect(exported.body.basics.label).toBe(own);

    const generated = await owner.client.json("/api/cv/generate", {
      json: { id: doc.id, desiredRole: TARGET },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    expect(generated.body.document.headline).toBe(own);
    const revisionPdf = await download(owner.client, "/api/download/pdf", {
      id: doc.id,
      template: "classic",
      props: { revisionId: generated.body.id },
    });
    const printed = (await pdftotextPages(revisionPdf)).join("\n");
    expect(printed).toContain("informatics super-user");
    expect(printed).not.toContain(TARGET);
  });
});
