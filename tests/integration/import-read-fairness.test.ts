import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busyPagePdf, manyPagesPdf, textPdf } from "../support/handmade-pdf.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { uploadDocument } from "../support/upload-document.ts";
import { newUser } from "./resumes-helpers.ts";

// Security review item 3: the reading pool (2 reads at once, 8 waiting, for the whole server)
// was first come, first served, so ten slow PDFs from one guest answered everyone else 503 for
// over a minute. Now one person's reads go one at a time in their own line, and a document is
// read only up to the text a resume could hold.

const LINES = ["Ada Lovelace", "Analyst", "ada@example.com", "EXPERIENCE", "Analytical Engine - Programmer"];

describe("the document reading pool is shared fairly", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-user rate limit is not what this tests: high enough never to answer first.
    t = await createTestApp("pglite", { env: { AI_RATE_LIMIT_MAX: "100" } });
  });
  afterAll(() => t?.close());

  it("one guest's many slow reads leave room for another's: a draft for them, 429 for the surplus", async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    // Thousands of drawing operators to parse around a few lines: a second or more each.
    const slow = busyPagePdf(LINES, 30_000);
    const flood = Promise.all(Array.from({ length: 12 }, () => uploadDocument(t, a.client, slow)));
    // Let the flood reach the pool first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    const own = await uploadDocument(t, b.client, textPdf(LINES));
    const waited = performance.now() - started;
    // Every read of the flood is over before anything is checked (or the pool stays full).
    const answers = await flood;

    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.sourceText).toContain("ada@example.com");
    // Behind the flood it would wait for six rounds of slow reads; beside it, for its own.
    expect(waited).toBeLessThan(10_000);
    expect(answers.map((answer) => answer.status)).not.toContain(503);
    const surplus = answers.filter((answer) => answer.status === 429);
    expect(surplus.length).toBeGreaterThan(0);
    expect(surplus[0]?.body.error.message).toMatch(/^You already have documents being read/);
  }, 120_000);

  it("reads a document with far more text than a resume up to the bound, never the pages after it", async () => {
    const { client } = await newUser(t);
    // Six pages of ~22,000 characters (the bound is 100,000), then a page whose content
    // inflates to 1 GB: reading it would be refused as too big.
    const bytes = manyPagesPdf(6, 150, { words: 20, thenBombMegabytes: 1024 });
    const read = await uploadDocument(t, client, bytes);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.sourceText.length).toBeLessThanOrEqual(100_000);
    expect(read.body.sourceText).toMatch(/^Page 1 line 1: word0/);
  }, 60_000);
});
