import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { pdftotextPages } from "./pdf-helpers.ts";
import { type Client, createResume, paidUser } from "./resumes-helpers.ts";

// Dates as people write them (docs/decisions/018): a degree known only by its years is stored
// as "2011" and "2015", a current role as its start and still_working; both save through the
// API and print in the PDF, the DOCX and the plain text, and go out and come back through JSON
// Resume without being left out.

type Row = Record<string, unknown> & { id: number };

async function addRow(client: Client, type: string, resumeId: number, fields: Record<string, unknown>) {
  const created = await client.json<Row>("/api/entity", { json: { type, resume_id: resumeId } });
  expect(created.status).toBe(201);
  const patched = await client.json<Row>("/api/entity", {
    method: "PATCH",
    json: { type, id: created.body.id, ...fields },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return patched.body;
}

const words = (text: string) => text.replace(/\s+/g, " ");

describe.each(testDatabaseKinds())("year-only and current dates (%s)", (kind) => {
  let t: TestApp;
  let client: Client;
  let doc: ResumeDocument;
  let degree: Row;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ client } = await paidUser(t));
    doc = await createResume(client, "Dates");
    await client.json("/api/cv/update", {
      method: "PATCH",
      json: { id: doc.id, updated_at: doc.updated_at, full_name: "Maya Okafor" },
    });
    await addRow(client, "experiences", doc.id, {
      company: "Harbor Logistics",
      role: "Operations Lead",
      start_date: "08/2011",
      still_working: true,
    });
    degree = await addRow(client, "educations", doc.id, {
      institution_name: "Lagos State University",
      degree: "BSc Industrial Chemistry",
      start_date: "2011",
      end_date: "2015",
    });
    await addRow(client, "certificates", doc.id, { name: "Six Sigma Green Belt", date_issued: "2018" });
    const read = await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`);
    expect(read.status).toBe(200);
    doc = read.body;
  });
  afterAll(() => t.close());

  it("stores a year alone as YYYY and a month as MM/YYYY", () => {
    expect(doc.educations[0]).toMatchObject({ start_date: "2011", end_date: "2015" });
    expect(doc.experiences[0]).toMatchObject({ start_date: "08/2011", end_date: "", still_working: true });
    expect(doc.certificates[0]?.date_issued).toBe("2018");
  });

  it.each(["Aug 2011", "13/2011", "2011-08", "8/2011", "15", "1899"])(
    "refuses %j as a stored date with 400 and a message, changing nothing",
    async (value) => {
      const res = await client.json("/api/entity", {
        method: "PATCH",
        json: { type: "educations", id: degree.id, end_date: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        "end_date: Use MM/YYYY (for example 03/2021) or the year alone (for example 2021).",
      );
      const after = await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`);
      expect(after.body.educations[0]?.end_date).toBe("2015");
    },
  );

  it("prints the year-only degree and the current role in the PDF", async () => {
    const res = await client.request("/api/download/pdf", { json: { id: doc.id, template: "classic" } });
    expect(res.status).toBe(200);
    const text = words((await pdftotextPages(new Uint8Array(await res.arrayBuffer()))).join("\n"));
    expect(text).toContain("Aug 2011 – Present");
    expect(text).toContain("2011 – 2015");
    expect(text).toContain("2018");
  });

  it("prints them in the DOCX and the plain text", async () => {
    const docx = await client.request("/api/download/docx", { json: { id: doc.id } });
    expect(docx.status).toBe(200);
    const zip = await JSZip.loadAsync(await docx.arrayBuffer());
    const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
    const docxText = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(" ");
    expect(words(docxText)).toContain("Aug 2011 – Present");
    expect(words(docxText)).toContain("2011 – 2015");

    const plain = await client.request("/api/download/text", { json: { id: doc.id } });
    expect(plain.status).toBe(200);
    const text = await plain.text();
    expect(text).toContain("Aug 2011 – Present");
    expect(text).toContain("2011 – 2015");
  });

  it("exports JSON Resume with ISO year and month precision, and imports it back unchanged", async () => {
    const res = await client.request(`/api/cv/export?id=${doc.id}&format=json-resume`);
    expect(res.status).toBe(200);
    const exported = await res.json();
    expect(exported.education[0]).toMatchObject({ startDate: "2011", endDate: "2015" });
    expect(exported.work[0].startDate).toBe("2011-08");
    expect(exported.work[0].endDate).toBeUndefined();
    expect(exported.certificates[0].date).toBe("2018");

    const back = await client.json("/api/cv/import", { json: { format: "json-resume", data: exported } });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.educations[0]).toMatchObject({ start_date: "2011", end_date: "2015" });
    expect(back.body.experiences[0]).toMatchObject({ start_date: "08/2011", still_working: true });
    expect(back.body.certificates[0].date_issued).toBe("2018");
    expect(back.body.import_report.leftOut).toEqual([]);
  });

  it("imports a JSON Resume's year-only dates instead of leaving them out; words still are", async () => {
    const data = {
      basics: { name: "Tomás Rivera" },
      work: [{ name: "Casa Verde", position: "Head Chef", startDate: "2009", endDate: "2016" }],
      education: [{ institution: "Culinary Institute", studyType: "Diploma", endDate: "2008" }],
      volunteer: [{ organization: "Food Bank", position: "Cook", startDate: "last spring" }],
    };
    const res = await client.json("/api/cv/import", { json: { format: "json-resume", data } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.experiences[0]).toMatchObject({ start_date: "2009", end_date: "2016" });
    expect(res.body.educations[0]).toMatchObject({ start_date: "", end_date: "2008" });
    expect(res.body.import_report.leftOut).toEqual([
      { field: "dates", count: 1, reason: "left out (not a date: use YYYY-MM or a year alone)" },
    ]);
  });
});
