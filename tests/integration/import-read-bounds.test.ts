import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deepNestingPdf, inflateBombPdf, textItemsPdf } from "../support/handmade-pdf.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { uploadDocument } from "../support/upload-document.ts";
import { newUser } from "./resumes-helpers.ts";

// Hostile PDFs sent to POST /api/cv/import/read: each is refused with a 400 a person can read,
// within the read's bounds (5 s, a 256 MB heap, 256 MB of buffers), while the server keeps
// answering: the reading happens in a worker thread, so the event loop never waits on it. The
// app answers in this process (app.request), so this process's event loop is the server's.

const TOO_BIG = /^This file needs too much memory to read/;
const TOO_SLOW = /^This file took too long to read/;
const DAMAGED = /^This file could not be read: it may be damaged/;

describe("hostile PDFs stay within the read's bounds", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it.each([
    // ~4 MB packed; its text items alone outgrow the 256 MB heap (or, on a slow machine, 5 s).
    { name: "a million text items", make: () => textItemsPdf(1_000_000), refusal: [TOO_BIG, TOO_SLOW] },
    // ~1 MB packed, a gigabyte inflated: buffers, which the heap cap does not count.
    { name: "a stream that inflates to 1 GB", make: () => inflateBombPdf(1024), refusal: [TOO_BIG] },
    { name: "arrays nested 200,000 deep", make: () => deepNestingPdf(200_000), refusal: [DAMAGED] },
  ])(
    "$name: a 400, and the server answers meanwhile",
    async ({ make, refusal }) => {
      const bytes = make();
      expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
      const { client } = await newUser(t);
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const read = uploadDocument(t, client, bytes);
      // Health checks while the worker reads.
      const health: number[] = [];
      let done = false;
      void read.finally(() => {
        done = true;
      });
      while (!done) {
        health.push((await createClient(t).json("/api/health")).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      loop.disable();
      const answer = await read;
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(
        refusal.some((pattern) => pattern.test(answer.body.error.message)),
        answer.body.error.message,
      ).toBe(true);
      expect(health.every((status) => status === 200)).toBe(true);
      // Parsing on the main thread would block it for the whole read (seconds).
      expect(loop.max / 1e6).toBeLessThan(1000);
    },
    60_000,
  );
});
