import { afterAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../shared/resume.ts";
import { resolveOptions } from "./pdf-options.ts";
import { createWorkerPool } from "./worker-pool.ts";

// Own process: a render is stopped mid-flight here, and a V8 fatal error in a worker thread can
// take its whole process down (nodejs/node#47224).

const doc = {
  full_name: "Ada Lovelace",
  desired_role: "",
  email: "",
  phone: "",
  address: "",
  summary: "Analyst.",
  hobbies: "",
  skills: [],
  sections: [],
  languages: [],
  links: [],
  experiences: [],
  educations: [],
  projects: [],
  certificates: [],
} as unknown as ResumeDocument;
const options = resolveOptions("classic", {}, false);

describe("PDF worker pool", () => {
  const pool = createWorkerPool({ size: 1, maxQueue: 1, timeoutMs: 20_000 });
  afterAll(() => pool.close());

  it("renders in a worker and refuses past its queue", async () => {
    const renders = [pool.render(doc, options), pool.render(doc, options)];
    await expect(pool.render(doc, options)).rejects.toMatchObject({ code: "unavailable" });
    for (const pdf of await Promise.all(renders)) {
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    }
    expect(pool.load()).toBe(0);
  });

  it("abandons a render past its time limit and replaces the worker", async () => {
    const slow = createWorkerPool({ size: 1, timeoutMs: 1 });
    await expect(slow.render(doc, options)).rejects.toThrow(/longer than 1 ms/);
    expect(slow.load()).toBe(0);
    // The next render gets a fresh worker (the old one was terminated) and is timed again.
    await expect(slow.render(doc, options)).rejects.toThrow(/longer than 1 ms/);
    await slow.close();
    // The shared pool is unaffected and still renders.
    expect((await pool.render(doc, options)).byteLength).toBeGreaterThan(1000);
  });
});
