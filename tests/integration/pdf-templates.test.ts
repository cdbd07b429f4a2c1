import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resume } from "../../src/server/db/schema/index.ts";
import { displayDate } from "../../src/shared/date-display.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { missingWords, pdfjsText, pdftotextPages } from "./pdf-helpers.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// Every template prints every word a user typed, readable by pdfjs-dist and by pdftotext, with
// the contact details on page 1 (issue 4). Billing is on here: the paid user has isPaid.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const TEMPLATES = [
  "classic",
  "modern",
  "compact",
  "sidebar",
  "minimal",
  "executive",
  "technical",
  "creative",
];
const FONTS = ["dejavu-sans", "dejavu-serif", "roboto", "noto-serif"];
const NAME = "Ричард Χέντρικς Łukasiewicz";
const HEADINGS = ["Summary", "Experience", "Education", "Skills", "Awards", "Publications"];

async function pdfOf(client: Client, path: string, json: unknown) {
  const response = await client.request(path, { json });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

describe.each(testDatabaseKinds())("PDF templates (%s)", (kind) => {
  let t: TestApp;
  let client: Client;
  let doc: ResumeDocument;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = await newUser(t);
    client = user.client;
    await setEntitlement(t, user.userId, { isPaid: true, plan: "pro", cvLeft: 5 });
    const imported = await client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "json-resume", data: sample },
    });
    expect(imported.status).toBe(201);
    const updated = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: imported.body.id, updated_at: imported.body.updated_at, full_name: NAME },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    doc = updated.body;
    expect(doc.experiences.length).toBeGreaterThan(0);
    expect(doc.skills.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it("lists the templates, fonts and page sizes", async () => {
    const res = await client.json("/api/pdf/templates");
    expect(res.status).toBe(200);
    expect(res.body.templates.map((x: { id: string }) => x.id)).toEqual(TEMPLATES);
    expect(res.body.fonts.map((x: { id: string }) => x.id)).toEqual(FONTS);
    expect(res.body.pageSizes).toEqual(["A4", "Letter"]);
    expect(res.body.defaultTemplate).toBe("classic");
  });

  it.each(TEMPLATES)("%s prints every word, readable by pdfjs-dist and pdftotext", async (template) => {
    const { response, bytes } = await pdfOf(client, "/api/download/pdf", { id: doc.id, template });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="file.pdf"');
    const fields = [
      doc.full_name,
      doc.summary,
      ...doc.experiences.flatMap((row) => [row.company, row.role, row.responsibilities]),
      ...doc.educations.flatMap((row) => [row.institution_name, row.degree]),
      ...doc.skills.flatMap((group) => [group.name, ...group.keywords]),
    ];
    const pdfjs = await pdfjsText(bytes);
    const poppler = await pdftotextPages(bytes);
    // Links are clickable: the email and every stored link are link annotations.
    expect(pdfjs.links).toContain(`mailto:${doc.email}`);
    const hrefs = pdfjs.links.map((link) => new URL(link).href);
    for (const row of doc.links) expect(hrefs, row.link).toContain(new URL(row.link).href);
    for (const [reader, pages] of [
      ["pdfjs", pdfjs.pages],
      ["pdftotext", poppler],
    ] as const) {
      const all = pages.join("\n");
      expect(missingWords(all, ...fields), `${template} / ${reader}: words missing`).toEqual([]);
      expect(missingWords(pages[0] ?? "", doc.full_name, doc.email, doc.phone), `${reader} page 1`).toEqual(
        [],
      );
      // Headings come out whole: no "Sk ills" from letter-spacing.
      for (const heading of HEADINGS)
        expect(all, `${reader}: ${heading}`).toMatch(new RegExp(`\\b${heading}\\b`));
    }
    // One reading order in both readers: the name first, the sections in order, and each
    // entry's dates right after its role and company (not gathered into a column of their own).
    for (const text of [pdfjs.pages.join("\n"), poppler.join("\n")]) {
      expect(text.trimStart().startsWith(NAME)).toBe(true);
      // The sample's award, publication, volunteering and reference print after the spec's sections.
      const order = [
        "Summary",
        "Experience",
        "Education",
        "Projects",
        "Awards",
        "Publications",
        "Volunteering",
        "References",
      ].map((x) => text.indexOf(x));
      expect(
        order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0))),
        `${order}`,
      ).toBe(true);
      for (const row of doc.experiences) {
        const role = text.indexOf(row.role);
        const dates = text.indexOf(`${displayDate(row.start_date)} – `, role);
        expect(role).toBeGreaterThan(-1);
        expect(dates - role, `${template}: dates of ${row.role}`).toBeGreaterThan(0);
        expect(dates - role).toBeLessThan(
          row.role.length + row.company.length + row.company_address.length + 12,
        );
      }
      expect(text).not.toContain("Preview");
    }
  });

  it.each(FONTS)("the %s font prints Latin Extended, Cyrillic and Greek", async (font) => {
    const { response, bytes } = await pdfOf(client, "/api/pdf/preview", {
      id: doc.id,
      template: "modern",
      props: { font, accent: "#aa3300" },
    });
    expect(response.status).toBe(200);
    const { pages } = await pdfjsText(bytes);
    expect(missingWords(pages[0] ?? "", NAME, doc.email, doc.phone)).toEqual([]);
  });

  it("prints A4 and Letter at their sizes, and an empty template means the default", async () => {
    const a4 = await pdfOf(client, "/api/pdf/preview", {
      id: doc.id,
      template: "",
      props: { pageSize: "A4" },
    });
    const letter = await pdfOf(client, "/api/pdf/preview", { id: doc.id, props: { pageSize: "Letter" } });
    expect((await pdfjsText(a4.bytes)).sizes[0]).toEqual([595, 842]);
    expect((await pdfjsText(letter.bytes)).sizes[0]).toEqual([612, 792]);
  });

  it.each(TEMPLATES)("%s never ends a page on a section heading", async (template) => {
    const sectionHeadings = [
      "Summary",
      "Experience",
      "Education",
      "Projects",
      "Certificates",
      "Skills",
      "Languages",
      "Links",
      "Interests",
    ];
    for (const pageSize of ["A4", "Letter"]) {
      const { bytes } = await pdfOf(client, "/api/download/pdf", {
        id: doc.id,
        template,
        props: { pageSize },
      });
      const { pages } = await pdfjsText(bytes);
      for (const page of pages.slice(0, -1)) {
        const last = page.trim().split("\n").at(-1)?.trim() ?? "";
        expect(sectionHeadings, `${template} ${pageSize}: a page ends on "${last}"`).not.toContain(last);
      }
    }
  });

  it("breaks a long resume over several pages, keeping each heading with its first line", async () => {
    const long = await newUser(t);
    await setEntitlement(t, long.userId, { isPaid: true, plan: "pro", cvLeft: 5 });
    const big = await long.client.json<ResumeDocument>("/api/cv/import", {
      json: {
        format: "json-resume",
        data: {
          ...sample,
          work: Array.from({ length: 14 }, (_, i) => ({
            ...sample.work[0],
            name: `Company${i}`,
            highlights: ["First duty of this role", "Second duty", "Third duty"],
          })),
        },
      },
    });
    expect(big.status).toBe(201);
    for (const template of TEMPLATES) {
      const { bytes } = await pdfOf(long.client, "/api/download/pdf", { id: big.body.id, template });
      const { pages } = await pdfjsText(bytes);
      expect(pages.length, template).toBeGreaterThan(1);
      // A page never ends on an entry's role line: its dates, company and first duty follow it.
      for (const page of pages) {
        const lines = page
          .trim()
          .split("\n")
          .map((line) => line.trim());
        const last = lines.at(-1) ?? "";
        expect(last.startsWith("CEO/President") || /^Company\d+/.test(last), `${template}: ${last}`).toBe(
          false,
        );
      }
      expect(missingWords(pages.join("\n"), ...big.body.experiences.map((row) => row.company))).toEqual([]);
    }
  });

  it("marks the resume file_generated after a download", async () => {
    const [row] = await t.db.select().from(resume).where(eq(resume.id, doc.id));
    expect(row?.fileGenerated).toBe(true);
  });
});
