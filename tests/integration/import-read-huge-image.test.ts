import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugeImagePdf, textPdf } from "../support/handmade-pdf.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { uploadDocument } from "../support/upload-document.ts";
import { newUser } from "./resumes-helpers.ts";

// Own process: the test watches this process's memory, which other files would share.

// Security review item 2: reading a PDF's text once decoded its images too (pdf.js does, for the
// operator list the reader asks for to load fonts), with no size limit, after the read had
// answered and outside its memory watch. A 1 MB PDF with one 20,000×20,000 image took about
// 2.4 GB; two of them took the server from 1 GB to 6 GB, and the next person's import was
// refused. The reading worker runs in this process, so its memory is this process's RSS.

const LINES = ["Ada Lovelace", "Analyst", "ada@example.com", "EXPERIENCE", "Analytical Engine - Programmer"];
const MB = 1024 * 1024;

/**
 * The highest RSS seen while `work` runs and for `afterMs` after it ends (sampled every 20 ms;
 * the watch ends early once RSS is `limit` over where it started).
 */
async function peakRss<T>(work: () => Promise<T>, afterMs: number, limit: number) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    const until = performance.now() + afterMs;
    while (performance.now() < until && peak - start < limit) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { result, grown: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

describe("a PDF with a huge image", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("is read for its text without decoding the image, and the next import is read", async () => {
    const bytes = hugeImagePdf(LINES, 20_480); // 400 MB of pixels
    expect(bytes.length).toBeLessThan(1 * MB);
    const { client } = await newUser(t);
    // A first read starts a worker and loads pdf.js: that memory is not the image's.
    expect((await uploadDocument(t, client, textPdf(LINES))).status).toBe(200);

    // The image was decoded after the answer, at ~60 MB a second: 300 MB within ~5 s.
    const { result, grown } = await peakRss(() => uploadDocument(t, client, bytes), 10_000, 300 * MB);
    const grownMb = Math.round(grown / MB);
    console.info(`RSS grew by ${grownMb} MB while the huge image PDF was read`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.sourceText).toContain("Ada Lovelace");
    // Decoding the image costs gigabytes; reading the text, a few MB.
    expect(grownMb).toBeLessThan(300);

    const next = await newUser(t);
    const innocent = await uploadDocument(t, next.client, textPdf(LINES));
    expect(innocent.status, JSON.stringify(innocent.body)).toBe(200);
    expect(innocent.body.sourceText).toContain("ada@example.com");
  }, 60_000);
});
