import { describe, expect, it } from "vitest";
import { textPdf } from "../../../../../tests/support/handmade-pdf.ts";
import { createDocumentReader, READ_BUSY, READ_LANE_FULL } from "./document-reader.ts";
import { READ_DAMAGED, READ_TOO_BIG, READ_TOO_SLOW } from "./read-in-worker.ts";

// Own process: these tests run reading workers out of memory and stop them mid-load, and a V8
// fatal error in a worker thread can take its whole process down (nodejs/node#47224).

// The bounds of a read, with real worker threads (the readers themselves have their own tests).

const PASTED =
  "Ada Lovelace\nAnalyst\nada@example.com\n\nEXPERIENCE\nAnalytical Engine — Programmer\n1842 – 1843";

describe("document reader (worker threads)", () => {
  it("reads pasted text in a worker", async () => {
    const reader = createDocumentReader();
    const answer = await reader.read({ text: PASTED });
    expect(answer.source).toBe("text");
    expect(answer.reader).toBe("offline");
    expect(answer.sourceText.split("\n")[0]).toBe("Ada Lovelace");
    expect(reader.load()).toBe(0);
  });

  it("passes the reader's own refusal on, and calls a broken PDF damaged", async () => {
    const reader = createDocumentReader();
    await expect(
      reader.read({ bytes: new TextEncoder().encode("GIF89a not a resume") }),
    ).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringMatching(/not a PDF, a Word document/),
    });
    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n%%EOF");
    await expect(reader.read({ bytes: broken })).rejects.toMatchObject({
      code: "bad_request",
      message: READ_DAMAGED,
    });
  });

  it("ends a read past its time limit", async () => {
    const reader = createDocumentReader({ timeoutMs: 1 });
    // Long enough to outlast the limit, which starts once the worker has loaded its readers.
    await expect(reader.read({ text: PASTED.repeat(400) })).rejects.toMatchObject({
      code: "bad_request",
      message: READ_TOO_SLOW,
    });
    expect(reader.load()).toBe(0);
  });

  it("answers 503, not 'too slow', when a new worker cannot load its readers in time", async () => {
    const reader = createDocumentReader({ startMs: 1 });
    await expect(reader.read({ text: PASTED })).rejects.toMatchObject({
      code: "unavailable",
      message: "Documents cannot be read right now. Please try again in a few seconds.",
    });
    expect(reader.load()).toBe(0);
  });

  it("ends a read past its heap cap", async () => {
    // 4 MB cannot even load the readers: the worker dies out of memory, the server does not.
    const reader = createDocumentReader({ heapMb: 4 });
    await expect(reader.read({ text: PASTED })).rejects.toMatchObject({
      code: "bad_request",
      message: READ_TOO_BIG,
    });
  });

  it("runs `concurrency` reads at once, queues `maxQueue`, and refuses more with 503", async () => {
    const reader = createDocumentReader({ concurrency: 1, maxQueue: 1 });
    const first = reader.read({ text: PASTED });
    const second = reader.read({ text: PASTED });
    expect(reader.load()).toBe(2);
    await expect(reader.read({ text: PASTED })).rejects.toMatchObject({
      code: "unavailable",
      message: READ_BUSY,
      retryAfterSeconds: 2,
    });
    expect((await first).source).toBe("text");
    expect((await second).source).toBe("text");
    expect(reader.load()).toBe(0);
  });

  it("reuses a worker that answered, and ends one that overran", async () => {
    const reader = createDocumentReader({ concurrency: 1 });
    for (let i = 0; i < 3; i++) await reader.read({ text: PASTED });
    // A refusal is an answer too: the worker stays.
    await expect(reader.read({ bytes: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({
      code: "bad_request",
    });
    expect(reader.workersStarted()).toBe(1);

    const tight = createDocumentReader({ concurrency: 1, timeoutMs: 1 });
    await expect(tight.read({ text: PASTED })).rejects.toMatchObject({ message: READ_TOO_SLOW });
    await expect(tight.read({ text: PASTED })).rejects.toMatchObject({ message: READ_TOO_SLOW });
    expect(tight.workersStarted()).toBe(2);
  });

  it("ends a worker that read a PDF: pdf.js may still be working after it answered", async () => {
    const reader = createDocumentReader({ concurrency: 1 });
    const pdf = textPdf(["Ada Lovelace", "Analyst", "ada@example.com"]);
    for (let i = 0; i < 2; i++) expect((await reader.read({ bytes: pdf })).source).toBe("pdf");
    expect(reader.workersStarted()).toBe(2);
    // Pasted text does not load pdf.js: its worker is reused.
    await reader.read({ text: PASTED });
    await reader.read({ text: PASTED });
    expect(reader.workersStarted()).toBe(3);
  });

  it("reads one document at a time per owner: their surplus gets 429, others still get a turn", async () => {
    const reader = createDocumentReader({ concurrency: 2, maxQueue: 8, maxWaitingPerUser: 1 });
    const mine = [
      reader.read({ text: PASTED }, { owner: "a" }),
      reader.read({ text: PASTED }, { owner: "a" }),
    ];
    await expect(reader.read({ text: PASTED }, { owner: "a" })).rejects.toMatchObject({
      code: "rate_limited",
      message: READ_LANE_FULL,
    });
    // One of the pool's two reads is a's; the other is free for b at once.
    expect(reader.load()).toBe(1);
    expect((await reader.read({ text: PASTED }, { owner: "b" })).source).toBe("text");
    for (const read of mine) expect((await read).source).toBe("text");
  });

  it("refuses an owner past their budget of reading time with 429, and no one else", async () => {
    // Any read (a worker's start included) takes over a millisecond.
    const reader = createDocumentReader({ budgetMs: 1, budgetWindowMs: 600_000 });
    expect((await reader.read({ text: PASTED }, { owner: "a" })).source).toBe("text");
    await expect(reader.read({ text: PASTED }, { owner: "a" })).rejects.toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^You have used your document reading time for now/),
      retryAfterSeconds: expect.any(Number),
    });
    expect((await reader.read({ text: PASTED }, { owner: "b" })).source).toBe("text");
  });

  it("drops a waiting read whose caller has gone", async () => {
    const reader = createDocumentReader({ concurrency: 1 });
    const running = reader.read({ text: PASTED });
    const controller = new AbortController();
    const waiting = reader.read({ text: PASTED }, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: "bad_request" });
    await running;
    expect(reader.load()).toBe(0);
  });
});
