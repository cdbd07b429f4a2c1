import JSZip from "jszip";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { NURSE, nurseNativeFile } from "../fixtures/nurse-resume.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { pdfjsText, pdftotextPages } from "./pdf-helpers.ts";
import { type Client, paidUser } from "./resumes-helpers.ts";

// Issue 34 point 1: the Word file and the plain text carry what the PDF carries. One nurse's
// resume with a custom section order, hidden sections, an RN licence, "08/2019" dates and a
// LinkedIn and portfolio link is downloaded as PDF (read back by pdftotext and pdfjs-dist), Word
// (read back by mammoth) and text; all three must show the same header and the same sections in
// the same order, and leave out the same hidden ones. The share page, written from the same
// outline, too.

const ORDER = [
  "summary",
  "licenses",
  "skills",
  "experience",
  "education",
  "certificates",
  "projects",
  "languages",
  "links",
  "interests",
  "extras",
];
const HIDDEN = ["languages", "interests"];
/** The headings the layout above prints, in its order (no projects: the resume has none). */
const EXPECTED_HEADINGS = [
  "Summary",
  "Licenses",
  "Skills",
  "Experience",
  "Education",
  "Certificates",
  "Links",
  "Volunteering",
];
/** Every heading any section of this resume could print under, hidden ones included. */
const ALL_HEADINGS = [...EXPECTED_HEADINGS, "Languages", "Interests", "Projects", "Additional sections"];

/** The lines of a text that are a section heading, in order (the text format writes them in capitals). */
function headingsOf(text: string): string[] {
  const byLine = new Map(
    ALL_HEADINGS.flatMap((heading) => [
      [heading, heading] as const,
      [heading.toUpperCase(), heading] as const,
    ]),
  );
  return text
    .split("\n")
    .map((line) => byLine.get(line.trim()))
    .filter((heading): heading is string => heading !== undefined);
}

/** What every format's header must show, before its first section. */
const HEADER = [
  NURSE.fullName,
  NURSE.headline,
  NURSE.email,
  NURSE.phone,
  "www.linkedin.com/in/dana-whitfield-rn",
  "danawhitfield.net/informatics",
];

function expectHeader(format: string, text: string) {
  const firstSection = text.search(/^ *(Summary|SUMMARY) *$/m);
  expect(firstSection, `${format}: no Summary heading`).toBeGreaterThan(0);
  const header = text.slice(0, firstSection).replace(/\s+/g, " ");
  for (const field of HEADER) expect(header, `${format} header`).toContain(field);
}

describe.each(testDatabaseKinds())("the Word file and the text match the PDF (%s)", (kind) => {
  let t: TestApp;
  let client: Client;
  let doc: ResumeDocument;
  const texts: Record<string, string> = {};
  let pdfBytes: Uint8Array;
  let docxBytes: ArrayBuffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ client } = await paidUser(t));
    const imported = await client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "native", data: nurseNativeFile },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    doc = imported.body;
    const layout = await client.json(`/api/cv/layout?resume_id=${doc.id}`, {
      method: "PUT",
      json: { order: ORDER, hidden: HIDDEN, dateFormat: "month-number" },
    });
    expect(layout.status, JSON.stringify(layout.body)).toBe(200);

    const pdf = await client.request("/api/download/pdf", { json: { id: doc.id, template: "classic" } });
    expect(pdf.status).toBe(200);
    pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    texts.pdftotext = (await pdftotextPages(pdfBytes)).join("\n");
    texts.pdfjs = (await pdfjsText(pdfBytes)).pages.join("\n");
    const docx = await client.request("/api/download/docx", { json: { id: doc.id } });
    expect(docx.status).toBe(200);
    docxBytes = await docx.arrayBuffer();
    texts.word = (await mammoth.extractRawText({ buffer: Buffer.from(docxBytes) })).value;
    const text = await client.request("/api/download/text", { json: { id: doc.id } });
    expect(text.status).toBe(200);
    texts.text = await text.text();
  });
  afterAll(() => t.close());

  it("prints the same sections in the layout's order in the PDF, Word and text", () => {
    for (const [format, text] of Object.entries(texts)) {
      expect(headingsOf(text), format).toEqual(EXPECTED_HEADINGS);
    }
  });

  it("leaves the hidden sections out of all three", () => {
    for (const [format, text] of Object.entries(texts)) {
      expect(text, format).not.toContain("Professional working");
      expect(text, format).not.toContain("Trail running");
    }
  });

  it("shows the same header in all three: name, headline, email, phone, LinkedIn and portfolio", () => {
    for (const [format, text] of Object.entries(texts)) expectHeader(format, text);
    // The portfolio and LinkedIn are in the header, not again in the Links section; the other link is.
    for (const [format, text] of Object.entries(texts)) {
      const links = text.slice(text.search(/^ *(Links|LINKS) *$/m));
      expect(links, format).toContain("public.tableau.com/app/profile/dana.whitfield");
      expect(links, format).not.toContain("linkedin.com");
    }
  });

  it("prints the licence with its number, board and expiry, and dates as 08/2019, in all three", () => {
    for (const [format, text] of Object.entries(texts)) {
      const flat = text.replace(/\s+/g, " ");
      expect(flat, format).toContain("Registered Nurse (RN)");
      expect(flat, format).toContain("Texas Board of Nursing, License No. 884512");
      expect(flat, format).toContain("Issued 06/2015, expires 06/2027");
      expect(flat, format).toContain("08/2019 – Present");
      expect(flat, format).not.toContain("Aug 2019");
    }
  });

  it("prints skill groups as the PDF does: a skill outside the groups under Other, never alone", () => {
    for (const [format, text] of Object.entries(texts)) {
      const flat = text.replace(/\s+/g, " ");
      expect(flat, format).toContain("Informatics: Epic ClinDoc, Barcode medication administration, SQL");
      expect(flat, format).toContain("Other: Tableau");
    }
  });

  it("shows the same header and sections on the resume's share page", async () => {
    const link = await client.json("/api/share-links", { json: { resumeId: doc.id, template: "classic" } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await createClient(t).request(`/r/${link.body.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(EXPECTED_HEADINGS);
    const contact = html.slice(
      html.indexOf('<ul class="contact"'),
      html.indexOf("</ul>", html.indexOf('<ul class="contact"')),
    );
    expect(contact).toContain(
      `href="${NURSE.linkedin}" rel="nofollow noopener">www.linkedin.com/in/dana-whitfield-rn</a>`,
    );
    expect(contact).toContain(
      `href="${NURSE.portfolio}" rel="nofollow noopener">danawhitfield.net/informatics</a>`,
    );
    expect(html).toContain("08/2019 – Present");
  });

  it("prints on Letter paper for an Austin address, in the PDF and the Word file", async () => {
    const { sizes } = await pdfjsText(pdfBytes);
    expect(sizes[0]).toEqual([612, 792]);
    const xml = await (await JSZip.loadAsync(docxBytes)).file("word/document.xml")?.async("string");
    expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
  });
});
