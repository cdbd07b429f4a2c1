import { readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  letterContact,
  letterDate,
  letterParagraphs,
  letterSubject,
} from "../../src/server/pdf/letter-content.ts";
import {
  headerContacts,
  languageLines,
  paragraphs,
  sectionLinkRows,
  skillLines,
  skillLineText,
} from "../../src/server/pdf/resume-content.ts";
import type { CoverLetter } from "../../src/shared/contracts/cover-letters.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import { printedHeadline } from "../../src/shared/headline.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { SECTION_HEADINGS } from "../../src/shared/resume-sections.ts";
import { sharedData } from "../fixtures/corpus.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { sourceWords } from "./pdf-helpers.ts";
import { type PrintedField, pdfLayout, printProblems, resumeEntries } from "./pdf-layout.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// Issue 12: every resume of the shared corpus (../shared/corpus beside the project, never copied
// in), imported through the real JSON Resume import and printed in every design on A4 and Letter,
// and a cover letter written from each of the three longest, printed the same way. Each render is
// read once (pdfjs-dist text with positions) and checked for everything: every word printed whole
// and in order, no overprinted text, nothing outside the margins, no entry or section heading
// stranded at a page's end, name and contact on page 1 (a "sidebar" print lost an entry at a page
// break, and "classic" overprinted a heading and an entry at a page's end: word counts alone never
// saw either).

const CORPUS = sharedData("corpus/resumes", "the corpus print test") ?? "";
const SUFFIX = ".resume.json";
const RESUMES = CORPUS
  ? readdirSync(CORPUS)
      .filter((file) => file.endsWith(SUFFIX))
      .map((file) => file.slice(0, -SUFFIX.length))
      .sort()
  : [];
const PAGE_SIZES = ["A4", "Letter"];
/** Cover letters are written from this many of the longest resumes (by printed pages). */
const LETTERS = 3;
// Points from the page's edge: header bands (modern, compact, creative) print inside the padding.
const MARGIN = 12;

const HEADING_WORDS = new Set(Object.values(SECTION_HEADINGS).flatMap(sourceWords));
const available = !!CORPUS;
if (available && !RESUMES.length) throw new Error(`No *${SUFFIX} files in ${CORPUS} (issue 12).`);

/** A corpus resume as JSON Resume data for the import, as a user's file would be. */
function corpusResume(name: string) {
  return JSON.parse(readFileSync(path.join(CORPUS, `${name}.resume.json`), "utf8"));
}

/** Every field of the resume as the designs print it. */
function printedFields(doc: ResumeDocument): PrintedField[] {
  const fields: PrintedField[] = [
    { label: "name", text: doc.full_name },
    { label: "role", text: printedHeadline(doc) },
    { label: "email", text: doc.email },
    { label: "phone", text: doc.phone },
    // The LinkedIn and portfolio links the header shows (issue 34), as it shows them.
    ...headerContacts(doc)
      .filter((item) => item.href && !item.href.startsWith("mailto:"))
      .map((item) => ({ label: "header link", text: item.text })),
    ...paragraphs(doc.summary).map((text) => ({ label: "summary", text })),
    // A group's name and its skills: the sidebar prints the name above them, the others before.
    ...skillLines(doc).flatMap((line) => [
      { label: "skill group", text: line.label },
      { label: "skills", text: line.skills },
    ]),
    ...languageLines(doc).map((text) => ({ label: "language", text })),
    ...sectionLinkRows(doc).map((row) => ({ label: "link", text: row.link })),
    ...paragraphs(doc.hobbies).map((text) => ({ label: "interests", text })),
  ];
  for (const section of resumeEntries(doc)) {
    fields.push({ label: "heading", text: section.heading });
    for (const entry of section.entries) {
      const label = `${section.heading} "${entry.title}"`;
      fields.push(
        { label, text: entry.title },
        { label, text: entry.subtitle },
        { label, text: entry.dates },
      );
      for (const line of entry.lines) fields.push({ label, text: line });
    }
  }
  return fields.filter((field) => field.text.trim());
}

const onFirstPage = (field: PrintedField) => ["name", "email", "phone", "header link"].includes(field.label);

/** Every field of a cover letter as the designs print it: header, date, subject, text. */
function letterFields(doc: ResumeDocument, letter: CoverLetter, date: string): PrintedField[] {
  const fields: PrintedField[] = [
    { label: "name", text: doc.full_name },
    { label: "role", text: printedHeadline(doc) },
    ...letterContact(doc).map((item) => ({
      label: item.text === doc.phone ? "phone" : "contact",
      text: item.text,
    })),
    { label: "date", text: date },
    { label: "subject", text: letterSubject(letter) },
    ...letterParagraphs(letter.content[0] ?? "").map((text, i) => ({ label: `paragraph ${i + 1}`, text })),
  ];
  return fields.filter((field) => field.text.trim());
}

/** Downloads a PDF, keeping it under CORPUS_PDF_DIR when set (to look at: pdftoppm -png -r 50). */
async function download(client: Client, route: string, json: object, file: string) {
  const response = await client.request(route, { json });
  expect(response.status, file).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (process.env.CORPUS_PDF_DIR)
    await writeFile(path.join(process.env.CORPUS_PDF_DIR, `${file}.pdf`), bytes);
  return bytes;
}

// Cases run five at a time: ordered design by design, so the five belong to different users and
// render side by side (one user's renders queue one at a time, see user-lanes.ts).
const prints = templateIds.flatMap((template) =>
  PAGE_SIZES.flatMap((pageSize) => RESUMES.map((name) => ({ name, template, pageSize }))),
);
const letterPrints = templateIds.flatMap((template) =>
  PAGE_SIZES.flatMap((pageSize) =>
    Array.from({ length: LETTERS }, (_, i) => ({ rank: i + 1, template, pageSize })),
  ),
);

describe.skipIf(!available)("corpus resumes and cover letters in every design", () => {
  let t: TestApp;
  // One user per resume: the download's per-user rate limit would refuse 16 renders by one user.
  const users = new Map<string, { doc: ResumeDocument; client: Client }>();
  /** Pages printed per resume, over every design and page size. */
  const pagesOf = new Map<string, number[]>();
  const letters: { name: string; letter: CoverLetter }[] = [];
  const totals = { renders: 0, pages: 0, words: 0 };
  beforeAll(async () => {
    t = await createTestApp("pglite");
    for (const name of RESUMES) {
      const { client, userId } = await newUser(t);
      await setEntitlement(t, userId, { isPaid: true, plan: "pro", cvLeft: 1, generated: 1 });
      const res = await client.json<ResumeDocument>("/api/cv/import", {
        json: { format: "json-resume", data: corpusResume(name) },
      });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      users.set(name, { doc: res.body, client });
    }
  });
  afterAll(async () => {
    const { renders, pages, words } = totals;
    console.info(
      `corpus print: ${RESUMES.length} resumes, ${renders} renders, ${pages} pages, ${words} words checked`,
    );
    await t?.close();
  });

  function check(bytes: Uint8Array, fields: PrintedField[], resume?: ResumeDocument) {
    return pdfLayout(bytes).then((layout) => {
      const { problems, words } = printProblems(layout, {
        fields,
        extraWords: HEADING_WORDS,
        margin: MARGIN,
        firstPage: onFirstPage,
        resume,
      });
      totals.renders++;
      totals.pages += layout.sizes.length;
      totals.words += words;
      expect(problems).toEqual([]);
      return layout.sizes.length;
    });
  }

  it.concurrent.each(prints)(
    "$name in $template on $pageSize prints every word, in order, without overprinting or stranding",
    async ({ name, template, pageSize }) => {
      const { doc, client } = users.get(name) as { doc: ResumeDocument; client: Client };
      const json = { id: doc.id, template, props: { pageSize } };
      const bytes = await download(client, "/api/download/pdf", json, `${name}-${template}-${pageSize}`);
      const pages = await check(bytes, printedFields(doc), doc);
      pagesOf.set(name, [...(pagesOf.get(name) ?? []), pages]);
    },
  );

  describe("cover letters of the longest resumes", () => {
    beforeAll(async () => {
      // The longest by the pages printed above; a run filtered to the letters prints each once.
      for (const name of RESUMES) {
        if ((pagesOf.get(name)?.length ?? 0) === prints.length / RESUMES.length) continue;
        const { doc, client } = users.get(name) as { doc: ResumeDocument; client: Client };
        const bytes = await download(
          client,
          "/api/download/pdf",
          { id: doc.id, template: "", props: {} },
          `${name}-default`,
        );
        pagesOf.set(name, [(await pdfLayout(bytes)).sizes.length]);
      }
      const total = (name: string) => (pagesOf.get(name) ?? []).reduce((sum, pages) => sum + pages, 0);
      const longest = [...RESUMES].sort((a, b) => total(b) - total(a)).slice(0, LETTERS);
      for (const name of longest) {
        const { doc, client } = users.get(name) as { doc: ResumeDocument; client: Client };
        // A posting made of the resume's own summary and skills, so the offline writer quotes the
        // results that match it; the letter is written through the app's AI route.
        const created = await client.json<CoverLetter>("/api/cover-letter/create", {
          json: {
            resume_id: doc.id,
            job_title: doc.desired_role,
            company: "Northwind Traders",
            job_description: [doc.summary, ...skillLines(doc).map(skillLineText)].join("\n"),
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const written = await client.json<{ cover_letter: CoverLetter }>("/api/cover-letter/generate", {
          json: { id: created.body.id },
        });
        expect(written.status, JSON.stringify(written.body)).toBe(201);
        letters.push({ name, letter: written.body.cover_letter });
      }
    });

    it.concurrent.each(letterPrints)(
      "the letter from the no. $rank longest resume in $template on $pageSize prints every word, in order, without overprinting",
      async ({ rank, template, pageSize }) => {
        const { name, letter } = letters[rank - 1] as (typeof letters)[number];
        const { doc, client } = users.get(name) as { doc: ResumeDocument; client: Client };
        const day = letterDate(new Date());
        const json = { id: letter.id, template, props: { pageSize } };
        const bytes = await download(
          client,
          "/api/download/cover-letter",
          json,
          `${name}-letter-${template}-${pageSize}`,
        );
        // The date line is the server's day: left out in the rare run that crosses midnight (UTC).
        const date = letterDate(new Date()) === day ? day : "";
        await check(bytes, letterFields(doc, letter, date));
      },
    );
  });
});
