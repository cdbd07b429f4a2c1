import { describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { applyChanges, listChanges, SUMMARY_CHANGE } from "../../../shared/revision-changes.ts";
import { sampleResume } from "../../ai/llm/sample-resume.test-data.ts";
import { keepGroundedChanges } from "./keep-grounded-changes.ts";

// The summary change repeats a number the Original stated in a job when the revision was
// written. If the user has since taken that number out of the job, the summary would state a
// fact their resume no longer does: the change is sent back, the rest still applies.

const source: ResumeDocument = {
  ...sampleResume,
  experiences: [
    { ...sampleResume.experiences[0]!, responsibilities: "Cut query time by 40% for the billing API" },
    sampleResume.experiences[1]!,
  ],
};
const revision: ResumeDocument = {
  ...source,
  summary: "Backend engineer who cut query time by 40% for a billing API.",
  experiences: [
    source.experiences[0]!,
    { ...source.experiences[1]!, responsibilities: "Wrote weekly reports" },
  ],
};

function apply(base: ResumeDocument) {
  const changes = listChanges(source, revision);
  const accepted = new Set(changes.map((change) => change.id));
  return keepGroundedChanges({
    result: applyChanges({ base, source, document: revision, accepted }),
    changes,
    base,
    source,
    document: revision,
    score: null,
    targets: [],
  });
}

describe("keepGroundedChanges", () => {
  it("keeps every change while the Original still says what they rest on", () => {
    const result = apply(source);
    expect(result.skipped).toEqual([]);
    expect(result.document.summary).toBe(revision.summary);
  });

  it("sends a change back when the Original no longer states its fact", () => {
    const base: ResumeDocument = {
      ...source,
      experiences: [
        { ...source.experiences[0]!, responsibilities: "Made the billing API faster" },
        source.experiences[1]!,
      ],
    };
    const result = apply(base);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]?.id).toBe(SUMMARY_CHANGE);
    expect(result.skipped[0]?.reason).toMatch(/^Your resume no longer says "40/);
    expect(result.document.summary).toBe(base.summary);
    expect(result.applied).toEqual(["experiences:12"]);
    expect(result.document.experiences[1]?.responsibilities).toBe("Wrote weekly reports");
  });
});
