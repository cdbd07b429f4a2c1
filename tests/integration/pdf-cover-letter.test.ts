import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter } from "../../src/server/db/schema/index.ts";
import { letterDate } from "../../src/server/pdf/letter-content.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import {
  missingWords,
  pdfjsText,
  pdftotextLayout,
  pdftotextPages,
  runBreak,
  wordSequence,
} from "./pdf-helpers.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// Cover letters print in every resume design (billing on): the resume's header, the date, whom
// the letter is for and every word of the text, in order and whole, for pdfjs-dist and pdftotext.
// The rows are inserted directly: the AI routes that write letters are tested on their own.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const PARAGRAPH =
  "At Pied Piper I led nine engineers through a middle-out rewrite of our compression pipeline, " +
  "cut storage costs by forty percent for our largest customers and kept the infrastructure " +
  "responsive while traffic tripled; the same care for well-measured, user-facing performance, " +
  "internationalization and comprehensive documentation is what Hooli's platform team asks " +
  "for, from Zürich to São Paulo.";
/** Long enough to fill two pages in the most compact design: page breaks lose no word. */
const NEWEST = [
  "Dear Hiring Manager,",
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}. ${PARAGRAPH}`),
  "I would welcome the chance to talk about the role.\nThank you for your time.",
  "Kind regards,\nRichard Hendriks",
].join("\n\n");
const OLDER = "Dear Gavin,\n\nAn earlier draft mentioning Bachmanity only.\n\nBest,\nRichard";

async function pdfOf(client: Client, path: string, json: unknown) {
  const response = await client.request(path, { json });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function insertLetter(
  t: TestApp,
  userId: string,
  values: Partial<typeof coverLetter.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(coverLetter)
    .values({ userId, name: "Hooli letter", ...values })
    .returning();
  if (!row) throw new Error("no cover letter inserted");
  return row;
}

describe.each(testDatabaseKinds())("PDF cover letters (%s)", (kind) => {
  let t: TestApp;
  let paid: { client: Client; userId: string };
  let free: { client: Client; userId: string };
  let doc: ResumeDocument;
  let letterId: number;
  let freeLetterId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    paid = await newUser(t);
    await setEntitlement(t, paid.userId, { isPaid: true, plan: "pro", cvLeft: 5 });
    const imported = await paid.client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "json-resume", data: sample },
    });
    expect(imported.status).toBe(201);
    doc = imported.body;
    letterId = (
      await insertLetter(t, paid.userId, {
        resumeId: doc.id,
        content: [NEWEST, OLDER],
        jobTitle: "Senior Engineer",
        company: "Hooli",
      })
    ).id;
    free = await newUser(t);
    await setEntitlement(t, free.userId, { isPaid: false, cvLeft: 1 });
    freeLetterId = (await insertLetter(t, free.userId, { content: [OLDER] })).id;
  });
  afterAll(() => t.close());

  it.each(templateIds)(
    "%s prints every word of the letter in order, whole, after the header",
    async (template) => {
      const before = letterDate(new Date());
      const { response, bytes } = await pdfOf(paid.client, "/api/download/cover-letter", {
        id: letterId,
        template,
      });
      // Dated the day it printed (either side of a midnight during the request).
      const dates = [before, letterDate(new Date())];
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="file.pdf"');
      const pdfjs = await pdfjsText(bytes);
      expect(pdfjs.pages.length, `${template}: pages`).toBeGreaterThan(1);
      expect(pdfjs.links).toContain(`mailto:${doc.email}`);
      const hrefs = pdfjs.links.map((link) => new URL(link).href);
      for (const row of doc.links) expect(hrefs, row.link).toContain(new URL(row.link).href);
      const letterWords = wordSequence(NEWEST);
      for (const [reader, pages] of [
        ["pdfjs", pdfjs.pages],
        ["pdftotext", await pdftotextPages(bytes)],
      ] as const) {
        const all = pages.join("\n");
        const words = wordSequence(all);
        expect(runBreak(words, letterWords), `${template} / ${reader}`).toBeNull();
        expect(missingWords(pages[0] ?? "", doc.full_name, doc.email, doc.phone), `${reader} page 1`).toEqual(
          [],
        );
        // The header first, then the date and whom the letter is for, then the letter.
        expect(all.trimStart().startsWith(doc.full_name), `${template} / ${reader}: name first`).toBe(true);
        const today = dates.find((date) => all.includes(date)) ?? before;
        const order = [today, "Senior Engineer – Hooli", "Dear Hiring Manager"].map((text) =>
          all.indexOf(text),
        );
        expect(
          order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0))),
          `${order}`,
        ).toBe(true);
        // Only the letter's own words: nothing of the older text, no watermark for a paid user.
        expect(all).not.toContain("Bachmanity");
        expect(all).not.toContain("Preview");
      }
    },
  );

  it("keeps single newlines as line breaks and blank lines as paragraphs", async () => {
    const { bytes } = await pdfOf(paid.client, "/api/pdf/cover-letter", {
      id: letterId,
      template: "minimal",
    });
    const lines = (await pdftotextPages(bytes))
      .join("\n")
      .split("\n")
      .map((line) => line.trim());
    const regards = lines.indexOf("Kind regards,");
    expect(regards).toBeGreaterThan(0);
    expect(lines[regards + 1]).toBe("Richard Hendriks");
    expect(lines).toContain("Thank you for your time.");
  });

  it("hangs a list line's wrapped text under its text, not under the bullet", async () => {
    const listed = await insertLetter(t, paid.userId, {
      resumeId: doc.id,
      content: [
        `Dear Gavin,\n\nMy record, against your list:\n- Compression: ${PARAGRAPH}\n- Documentation: I wrote the guides.\n\nKind regards,\nRichard`,
      ],
    });
    const { bytes } = await pdfOf(paid.client, "/api/pdf/cover-letter", {
      id: listed.id,
      template: "classic",
    });
    const lines = (await pdftotextLayout(bytes)).split("\n");
    const first = lines.findIndex((line) => line.includes("• Compression:"));
    expect(first, lines.join("\n")).toBeGreaterThan(0);
    const bullet = (lines[first] ?? "").indexOf("•");
    const textStart = (lines[first] ?? "").indexOf("Compression:");
    // The item wraps: every continuation line starts where the item's text starts.
    const continuation = lines[first + 1] ?? "";
    expect(continuation.trim().length).toBeGreaterThan(0);
    expect(continuation.search(/\S/)).toBeGreaterThan(bullet);
    expect(Math.abs(continuation.search(/\S/) - textStart)).toBeLessThanOrEqual(1);
    expect(lines.some((line) => line.includes("• Documentation: I wrote the guides."))).toBe(true);
  });

  it("prints an older text with index, and refuses a text number the letter lacks", async () => {
    const older = await pdfOf(paid.client, "/api/pdf/cover-letter", { id: letterId, index: 1 });
    expect(older.response.status).toBe(200);
    const text = (await pdfjsText(older.bytes)).pages.join("\n");
    expect(runBreak(wordSequence(text), wordSequence(OLDER))).toBeNull();
    expect(text).not.toContain("Pied Piper");

    for (const path of ["/api/pdf/cover-letter", "/api/download/cover-letter"]) {
      const missing = await paid.client.json(path, { json: { id: letterId, index: 2 } });
      expect(missing.status, path).toBe(400);
      expect(missing.body.error.message).toBe("This cover letter has no text number 2.");
    }
  });

  it("asks for the letter to be written first when it has no text", async () => {
    const empty = await insertLetter(t, paid.userId, { content: [] });
    const blank = await insertLetter(t, paid.userId, { content: ["  \n "] });
    for (const id of [empty.id, blank.id]) {
      const res = await paid.client.json("/api/download/cover-letter", { json: { id } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Generate or write the letter first.");
    }
  });

  it("answers 404 for another user's letter, paid or not", async () => {
    for (const [client, id] of [
      [paid.client, freeLetterId],
      [free.client, letterId],
    ] as [Client, number][]) {
      for (const path of ["/api/pdf/cover-letter", "/api/download/cover-letter"]) {
        const res = await client.json(path, { json: { id } });
        expect(res.status, path).toBe(404);
        expect(res.body.error.message).toBe("This cover letter does not exist or is not yours.");
      }
    }
  });

  it("refuses an unpaid download with 402 cvPdfDownload, and watermarks the unpaid preview", async () => {
    const download = await free.client.json("/api/download/cover-letter", { json: { id: freeLetterId } });
    expect(download.status).toBe(402);
    expect(download.body.error.code).toBe("payment_required");
    expect(download.body.error.details).toEqual({ reason: "cvPdfDownload" });

    const preview = await pdfOf(free.client, "/api/pdf/cover-letter", {
      id: freeLetterId,
      template: "modern",
    });
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get("content-disposition")).toBe('inline; filename="preview.pdf"');
    const { pages } = await pdfjsText(preview.bytes);
    for (const page of pages) expect(page).toContain("Preview");
    for (const page of await pdftotextPages(preview.bytes)) expect(page).toContain("Preview");
    expect(pages.join(" ")).toContain("Bachmanity");
    // A guest account has no name or address of its own to sign with.
    expect(pages.join(" ")).not.toMatch(/Anonymous|@/);
  });

  it("signs a letter without a resume with the account's name and email", async () => {
    const named = await signUpConfirmed(t);
    await setEntitlement(t, named.userId, { isPaid: true, plan: "pro", cvLeft: 5 });
    const { id } = await insertLetter(t, named.userId, { content: [OLDER], company: "Raviga" });
    const { response, bytes } = await pdfOf(named.client, "/api/download/cover-letter", {
      id,
      template: "classic",
    });
    expect(response.status).toBe(200);
    const { pages, links } = await pdfjsText(bytes);
    expect(missingWords(pages[0] ?? "", "Test User", named.email, "Raviga")).toEqual([]);
    expect(links).toContain(`mailto:${named.email}`);
  });

  it("honours the page size and font, and names a bad prop or index", async () => {
    const letter = await pdfOf(paid.client, "/api/pdf/cover-letter", {
      id: letterId,
      template: "",
      props: { pageSize: "Letter", font: "noto-serif", accent: "#aa0000" },
    });
    expect(letter.response.status).toBe(200);
    expect((await pdfjsText(letter.bytes)).sizes[0]).toEqual([612, 792]);
    expect(Buffer.from(letter.bytes).toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerif/);

    for (const [extra, named] of [
      [{ index: -1 }, "index"],
      [{ index: 1.5 }, "index"],
      [{ props: { revisionId: 1 } }, "revisionId"],
      [{ props: { pageSize: "A3" } }, "props.pageSize"],
      [{ template: "fancy" }, "template"],
      [{ resume_id: 3 }, "resume_id"],
    ] as const) {
      const res = await paid.client.json("/api/pdf/cover-letter", { json: { id: letterId, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error.message).toContain(named);
    }
    expect((await paid.client.json("/api/pdf/cover-letter", { json: { id: "1" } })).status).toBe(400);
  });

  it("answers 401 without a session", async () => {
    const anonymous = createClient(t);
    for (const path of ["/api/pdf/cover-letter", "/api/download/cover-letter"]) {
      expect((await anonymous.json(path, { json: { id: letterId } })).status).toBe(401);
    }
  });
});
