import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resume } from "../../src/server/db/schema/index.ts";
import { displayDate } from "../../src/shared/date-display.ts";
import { headerLinks } from "../../src/shared/header-links.ts";
import { printedHeadline } from "../../src/shared/headline.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import type { TestApp } from "../support/test-app.ts";
import { createTestApp, TEST_APP_URL } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sourceWords } from "./pdf-helpers.ts";
import { newUser, sendRaw, setEntitlement } from "./resumes-helpers.ts";

// DOCX and plain-text exports (docs/api.md "Designs and PDF"): the same content as the PDF, in
// the same order; DOCX is a paid download like the PDF, plain text is free for every owner.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function userWithResume(t: TestApp, paid: boolean) {
  const user = await newUser(t);
  await setEntitlement(t, user.userId, { isPaid: paid, cvLeft: 3 });
  const imported = await user.client.json<ResumeDocument>("/api/cv/import", {
    json: { format: "json-resume", data: sample },
  });
  expect(imported.status).toBe(201);
  return { ...user, doc: imported.body };
}

/** Every field the exports print, in the order the PDF designs print them. */
function fieldsInOrder(doc: ResumeDocument): string[] {
  const dates = (start: string, end: string, current = false) => [
    displayDate(start),
    current ? "Present" : displayDate(end),
  ];
  // LinkedIn and the portfolio print in the header (issue 34), the other links in their section.
  const { linkedin, portfolio } = headerLinks(doc.links);
  const inHeader = [linkedin, portfolio].filter((row) => row !== undefined);
  return [
    doc.full_name,
    // The line under the name: the headline, never the desired role (issue 33).
    printedHeadline(doc),
    doc.email,
    doc.phone,
    doc.address,
    ...inHeader.map((row) => row.link.replace(/^https?:\/\//, "")),
    doc.summary,
    ...doc.experiences.flatMap((row) => [
      row.role,
      row.company,
      row.company_address,
      ...dates(row.start_date, row.end_date, row.still_working),
      row.responsibilities,
    ]),
    ...doc.educations.flatMap((row) => [
      row.degree,
      row.field_of_study,
      row.institution_name,
      ...dates(row.start_date, row.end_date),
      row.achievements,
    ]),
    ...doc.projects.flatMap((row) => [
      row.name,
      row.organization,
      row.technologies,
      ...dates(row.start_date, row.end_date),
      row.url,
      row.description,
    ]),
    ...doc.certificates.flatMap((row) => [
      row.name,
      row.issuing_institution,
      displayDate(row.date_issued),
      row.description,
    ]),
    ...doc.skills.flatMap((group) => [group.name, ...group.keywords]),
    ...doc.languages.flatMap((row) => [row.language, row.level]),
    ...doc.links.filter((row) => !inHeader.includes(row)).flatMap((row) => [row.label, row.link]),
    doc.hobbies,
    ...doc.sections.flatMap((section) =>
      section.entries.flatMap((row) => [
        row.title,
        row.subtitle,
        ...dates(row.start_date, row.end_date),
        row.url,
        row.description,
      ]),
    ),
  ];
}

/** The source words that do not appear in `text` in order (each after the previous one). */
function outOfOrder(text: string, fields: string[]): string[] {
  const words = text.split(/\s+/).flatMap(sourceWords);
  const missing: string[] = [];
  let at = 0;
  for (const word of fields.flatMap(sourceWords)) {
    const found = words.indexOf(word, at);
    if (found < 0) missing.push(word);
    else at = found + 1;
  }
  return missing;
}

interface DocxParagraph {
  style: string;
  text: string;
  numbered: boolean;
}

/** word/document.xml's paragraphs: their style id and text (entities decoded). */
async function docxParagraphs(bytes: ArrayBuffer) {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file("word/document.xml")?.async("string");
  const rels = (await zip.file("word/_rels/document.xml.rels")?.async("string")) ?? "";
  if (!xml) throw new Error("no word/document.xml");
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  const paragraphs: DocxParagraph[] = [
    ...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g),
  ].map((match) => {
    const body = match[1] ?? match[2] ?? "";
    return {
      style: /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? "",
      text: decode([...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join("")),
      numbered: body.includes("<w:numPr>"),
    };
  });
  const targets = [...rels.matchAll(/Target="([^"]+)"[^>]*TargetMode="External"/g)].map((m) =>
    decode(m[1] ?? ""),
  );
  return { paragraphs, xml, targets };
}

describe.each(testDatabaseKinds())("DOCX and plain-text export (%s)", (kind) => {
  let t: TestApp;
  let free: Awaited<ReturnType<typeof userWithResume>>;
  let paid: Awaited<ReturnType<typeof userWithResume>>;
  const fileGenerated = async (id: number) =>
    (await t.db.select({ value: resume.fileGenerated }).from(resume).where(eq(resume.id, id)))[0]?.value;
  beforeAll(async () => {
    t = await createTestApp(kind);
    free = await userWithResume(t, false);
    paid = await userWithResume(t, true);
  });
  afterAll(() => t.close());

  it("downloads resume.docx with every field in order, Word headings, bullets and links", async () => {
    expect(await fileGenerated(paid.doc.id)).toBe(false);
    const res = await paid.client.request("/api/download/docx", { json: { id: paid.doc.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(DOCX_TYPE);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="resume.docx"');
    const { paragraphs, xml, targets } = await docxParagraphs(await res.arrayBuffer());
    const text = paragraphs.map((p) => p.text).join("\n");
    expect(outOfOrder(text, fieldsInOrder(paid.doc))).toEqual([]);

    expect(paragraphs[0]).toMatchObject({ style: "Title", text: paid.doc.full_name });
    const sections = paragraphs.filter((p) => p.style === "Heading1").map((p) => p.text);
    expect(sections.slice(0, 3)).toEqual(["Summary", "Experience", "Education"]);
    const roles = paragraphs.filter((p) => p.style === "Heading2").map((p) => p.text);
    expect(roles).toContain(paid.doc.experiences[0]?.role);
    expect(paragraphs.some((p) => p.numbered)).toBe(true);
    expect(xml).not.toContain("<w:tbl>");
    expect(targets).toContain(`mailto:${paid.doc.email}`);
    for (const row of paid.doc.links) expect(targets).toContain(row.link);
    expect(await fileGenerated(paid.doc.id)).toBe(true);
  });

  it("refuses an unpaid DOCX with 402 cvPdfDownload and marks nothing", async () => {
    const res = await free.client.json("/api/download/docx", { json: { id: free.doc.id } });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe("payment_required");
    expect(res.body.error.details).toEqual({ reason: "cvPdfDownload" });
    expect(await fileGenerated(free.doc.id)).toBe(false);
  });

  it("gives the plain text free, every field in order, no markdown", async () => {
    const res = await free.client.request("/api/download/text", { json: { id: free.doc.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(outOfOrder(text, fieldsInOrder(free.doc))).toEqual([]);
    const lines = text.split("\n");
    expect(lines[0]).toBe(free.doc.full_name);
    // A heading in capitals, then a blank line.
    const heading = lines.indexOf("EXPERIENCE");
    expect(heading).toBeGreaterThan(0);
    expect(lines[heading + 1]).toBe("");
    // The role and its dates share a line.
    const first = free.doc.experiences[0];
    const roleLine = lines.find((line) => first && line.startsWith(first.role));
    expect(roleLine).toContain(displayDate(first?.start_date ?? ""));
    expect(text).not.toMatch(/^\s*(#|[-*•]\s|>)/m);
    expect(text).not.toMatch(/\*\*|__|\[[^\]]*\]\(/);
    // Text is not a file download: nothing recorded.
    expect(await fileGenerated(free.doc.id)).toBe(false);
  });

  it("answers 404 for another user's resume, for both formats", async () => {
    for (const path of ["/api/download/docx", "/api/download/text"]) {
      const res = await paid.client.json(path, { json: { id: free.doc.id } });
      expect(res.status, path).toBe(404);
      expect((await free.client.json(path, { json: { id: paid.doc.id } })).status, path).toBe(404);
    }
  });

  it("answers 400 for bad bodies and changes nothing", async () => {
    for (const path of ["/api/download/docx", "/api/download/text"]) {
      for (const json of [{}, { id: "1" }, { id: -1 }, { id: 1.5 }, { id: paid.doc.id, template: "x" }]) {
        const res = await paid.client.json(path, { json });
        expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(400);
        expect(res.body.error.message).toBeTruthy();
      }
      expect((await sendRaw(t, paid.client, "POST", path, "{nope")).status).toBe(400);
    }
  });

  it("requires a session", async () => {
    const anonymous = await t.app.request(`${TEST_APP_URL}/api/download/text`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: paid.doc.id }),
    });
    expect(anonymous.status).toBe(401);
  });
});
