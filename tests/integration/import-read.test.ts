import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadDocumentAnswer } from "../../src/shared/resume-draft.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { imageOnlyPdf, passwordPdf } from "../support/handmade-pdf.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { uploadDocument } from "../support/upload-document.ts";
import { cvLeftOf, newUser, paidUser, resumesOf } from "./resumes-helpers.ts";

// POST /api/cv/import/read through real HTTP: every kind of file a person (or an attacker) can
// send, answered with a draft or a 4xx a job seeker understands, in bounded time, and nothing
// created or spent. The model path is in import-read-model.test.ts.

const READ = "/api/cv/import/read";
const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const RATE_LIMIT = 6;

/** A copy of `zip` whose headers declare `to` bytes for every entry that declares `from`. */
function withDeclaredSize(zip: Uint8Array, from: number, to: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 30 <= copy.length; at++) {
    const signature = view.getUint32(at, true);
    // Local file header (size at +22) and central directory entry (size at +24).
    const sizeAt = signature === 0x04034b50 ? at + 22 : signature === 0x02014b50 ? at + 24 : -1;
    if (sizeAt >= 0 && view.getUint32(sizeAt, true) === from) view.setUint32(sizeAt, to, true);
  }
  return copy;
}

/** Resumes and credits of a user, to show a read changed neither. */
async function holdings(t: TestApp, userId: string) {
  return { resumes: (await resumesOf(t, userId)).length, cvLeft: await cvLeftOf(t, userId) };
}

describe.each(testDatabaseKinds())("reading a resume document (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: String(RATE_LIMIT) } });
  });
  afterAll(() => t?.close());

  it("reads a PDF our own renderer printed, and creates and spends nothing", async () => {
    const { client, userId } = await paidUser(t, 3);
    const imported = await client.json("/api/cv/import", { json: { format: "json-resume", data: sample } });
    expect(imported.status).toBe(201);
    const pdf = await client.request("/api/download/pdf", { json: { id: imported.body.id } });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const before = await holdings(t, userId);

    const read = await uploadDocument(t, client, bytes);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const answer = read.body as ReadDocumentAnswer;
    expect(answer.source).toBe("pdf");
    expect(answer.reader).toBe("offline");
    expect(answer.sourceText).toContain("Richard Hendriks");
    expect(answer.sourceText).toContain("richard.hendriks@mail.com");
    expect(answer.resume.basics).toMatchObject({
      name: "Richard Hendriks",
      email: "richard.hendriks@mail.com",
    });
    expect(answer.resume.work?.[0]).toMatchObject({ name: "Pied Piper", position: "CEO/President" });
    expect(await holdings(t, userId)).toEqual(before);
  });

  it("reads pasted text", async () => {
    const { client, userId } = await newUser(t);
    const before = await holdings(t, userId);
    const text =
      "Ada Lovelace\nAnalyst\nada@example.com\n\nEXPERIENCE\nProgrammer\nAnalytical Engine Project\n1842 – 1843";
    const read = await client.json<ReadDocumentAnswer>(READ, { json: { text } });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.source).toBe("text");
    expect(read.body.reader).toBe("offline");
    expect(read.body.sourceText.split("\n")).toContain("Ada Lovelace");
    expect(read.body.resume.basics).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    expect(await holdings(t, userId)).toEqual(before);
  });

  it("says a password-protected PDF needs its password removed", async () => {
    const bytes = passwordPdf(["Richard Hendriks", "richard.hendriks@mail.com", "Programmer"], "secret");
    // The file is a real encrypted PDF: with the password, pdf.js reads its text.
    const task = getDocument({ data: bytes.slice(), password: "secret", verbosity: 0 });
    const items = (await (await (await task.promise).getPage(1)).getTextContent()).items;
    expect(items.map((item) => ("str" in item ? item.str : ""))).toContain("Richard Hendriks");
    await task.destroy();

    const { client } = await newUser(t);
    const read = await uploadDocument(t, client, bytes);
    expect(read.status).toBe(400);
    expect(read.body.error.message).toMatch(/^This PDF is protected by a password\./);
  });

  it("says a PDF of pictures (a scan) has no text layer", async () => {
    const { client } = await newUser(t);
    const read = await uploadDocument(t, client, imageOnlyPdf());
    expect([read.status, read.body.error.message]).toEqual([
      400,
      "This PDF has no text layer: it looks like a scan or an image. Export it again from Word or Google Docs, or paste the text instead.",
    ]);
  });

  it("refuses random bytes, a broken PDF and an empty file with what to do instead", async () => {
    const { client } = await newUser(t);
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    const unknown = await uploadDocument(t, client, random, "file", "resume.pdf");
    expect([unknown.status, unknown.body.error.message]).toEqual([
      400,
      "This file is not a PDF, a Word document (.docx) or a LinkedIn data export.",
    ]);
    const broken = new TextEncoder().encode(`%PDF-1.7\n${"garbage ".repeat(500)}`);
    const damaged = await uploadDocument(t, client, broken);
    expect(damaged.status).toBe(400);
    expect(damaged.body.error.message).toMatch(/^This file could not be read: it may be damaged/);
    const empty = await uploadDocument(t, client, new Uint8Array(0));
    expect([empty.status, empty.body.error.message]).toEqual([
      400,
      "The file is empty. Choose the file again.",
    ]);
  });

  it("refuses a file over 10 MB with 413, whether the body or the file is over", async () => {
    const { client } = await newUser(t);
    const justOver = new Uint8Array(10 * 1024 * 1024 + 1);
    justOver.set(new TextEncoder().encode("%PDF-1.7"));
    const over = await uploadDocument(t, client, justOver);
    expect([over.status, over.body.error.code]).toEqual([413, "payload_too_large"]);
    expect(over.body.error.message).toMatch(/^This file is larger than 10 MB\./);
    const farOver = await uploadDocument(t, client, new Uint8Array(11 * 1024 * 1024));
    expect([farOver.status, farOver.body.error.message]).toEqual([413, over.body.error.message]);

    // Streamed without a Content-Length, the body is counted as it arrives.
    const boundary = "streamedboundary";
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n`,
      ),
      ...Array.from({ length: 11 }, () => Buffer.alloc(1024 * 1024)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const streamed = await t.app.request(`${TEST_APP_URL}${READ}`, {
      method: "POST",
      headers: {
        origin: TEST_APP_URL,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: new ReadableStream({
        pull(controller) {
          const next = parts.shift();
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect([streamed.status, (await streamed.json()).error.message]).toEqual([413, over.body.error.message]);
  });

  it("refuses a zip bomb quickly and stays healthy", async () => {
    const { client } = await newUser(t);
    // 200 MB of zeros packs into ~200 KB: a LinkedIn export and a Word document that would
    // each unpack into 200 MB.
    const zeros = new Uint8Array(200 * 1024 * 1024);
    const docxBomb = zipSync({ "[Content_Types].xml": new Uint8Array(10), "word/document.xml": zeros });
    const bombs = [
      zipSync({ "Profile.csv": zeros, "Positions.csv": new TextEncoder().encode("Company Name\n") }),
      docxBomb,
      // The same, lying: its headers declare 1,000 bytes, so only inflating can tell.
      withDeclaredSize(docxBomb, zeros.length, 1000),
    ];
    for (const bomb of bombs) {
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const started = performance.now();
      const read = await uploadDocument(t, client, bomb, "file", "export.zip");
      expect(read.status, JSON.stringify(read.body)).toBe(400);
      expect(read.body.error.message.length).toBeGreaterThan(20);
      expect(performance.now() - started).toBeLessThan(15_000);
    }
    expect((await createClient(t).json("/api/health")).status).toBe(200);
  });

  it("checks the pasted text and the request's shape", async () => {
    const { client } = await newUser(t);
    const cases: [unknown, string][] = [
      [{ text: "  \n\t " }, "text is empty: paste your resume's text."],
      [{ text: "x".repeat(100_001) }, "text is longer than 100,000 characters."],
      [{ text: 42 }, "text must be the resume's text."],
      [{ text: "Ada", extra: true }, "Unknown field: extra."],
      [{ text: "Ada\u0000Lovelace" }, "text: Text cannot contain the NUL character (\\u0000)."],
      ["Ada Lovelace", "The request body must be a JSON object."],
    ];
    for (const [json, message] of cases) {
      const read = await client.json(READ, { json });
      expect([read.status, read.body.error.message], JSON.stringify(json).slice(0, 60)).toEqual([
        400,
        message,
      ]);
    }
    // Reads count against the rate limit, refused or not: a second user for the uploads.
    const uploader = (await newUser(t)).client;
    const wrongField = await uploadDocument(t, uploader, new TextEncoder().encode("%PDF-1.7"), "image");
    expect([wrongField.status, wrongField.body.error.message]).toEqual([
      400,
      'Send the document as multipart/form-data in the field "file", or the text as JSON: { "text": "..." }.',
    ]);
    const brokenForm = await t.app.request(`${TEST_APP_URL}${READ}`, {
      method: "POST",
      headers: {
        origin: TEST_APP_URL,
        "content-type": "multipart/form-data; boundary=xyz",
        cookie: [...uploader.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: "--xyz\r\nnot a part",
    });
    expect(brokenForm.status).toBe(400);
    expect((await brokenForm.json()).error.message).toMatch(
      /^The upload could not be read\. Send the document/,
    );
  });

  it(`rate limits reads per user (${RATE_LIMIT} a minute here)`, async () => {
    const { client } = await newUser(t);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++)
      statuses.push((await client.json(READ, { json: { text: "Ada Lovelace" } })).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429]);
    const refused = await client.json(READ, { json: { text: "Ada Lovelace" } });
    expect(refused.body.error.message).toBe(
      "You are reading documents too quickly. Please wait a moment and try again.",
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user is not held up.
    expect((await (await newUser(t)).client.json(READ, { json: { text: "Ada Lovelace" } })).status).toBe(200);
  });

  it("needs a session", async () => {
    const read = await createClient(t).json(READ, { json: { text: "Ada Lovelace" } });
    expect([read.status, read.body.error.code]).toEqual([401, "unauthorized"]);
  });
});
