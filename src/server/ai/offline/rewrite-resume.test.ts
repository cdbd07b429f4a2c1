import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeTarget } from "../writer.ts";
import { rewriteResumeOffline } from "./rewrite-resume.ts";

const steps = { step: () => {} };
const target = (instructions: string): ResumeTarget => ({ desiredRole: "Analyst", job: null, instructions });

describe("rewriteResumeOffline and the user's instructions", () => {
  it("keeps the summary when a sentence asks to keep it, and only then", () => {
    const kept = (instructions: string) =>
      rewriteResumeOffline(dataAnalyst, target(instructions), steps).summary === dataAnalyst.summary;
    expect(kept("Please keep my summary as it is.")).toBe(true);
    expect(kept("Don't touch the summary")).toBe(true);
    expect(kept("Leave it short. Rewrite the summary.")).toBe(false);
  });

  it("reads long instructions full of asks at once", () => {
    const instructions = "keep ".repeat(100_000);
    const started = performance.now();
    rewriteResumeOffline(dataAnalyst, target(instructions), steps);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
