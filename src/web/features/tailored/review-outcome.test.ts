import { describe, expect, it } from "vitest";
import { sampleResume } from "../../../server/ai/llm/sample-resume.test-data";
import { CHANGED_SINCE, listChanges } from "../../../shared/revision-changes";
import { acceptedIds, reviewOutcome } from "./review-outcome";

const revision = {
  ...sampleResume,
  summary: "Backend engineer who builds APIs.",
  experiences: [
    { ...sampleResume.experiences[0]!, responsibilities: "Built the billing API" },
    sampleResume.experiences[1]!,
  ],
};
const changes = listChanges(sampleResume, revision);

describe("reviewOutcome", () => {
  it("says how many changes were taken and where", () => {
    expect(
      reviewOutcome({ into: "revision", applied: 2, skipped: [], changes, document: revision }).headline,
    ).toBe("Your reviewed revision is ready, with the 2 changes you accepted. Your Original is unchanged.");
    expect(
      reviewOutcome({ into: "original", applied: 1, skipped: [], changes, document: revision }).headline,
    ).toBe("Written into your resume: 1 change. This revision stays as it was.");
  });

  it("names each change left out, with its reason", () => {
    const outcome = reviewOutcome({
      into: "original",
      applied: 1,
      skipped: [{ id: "summary", reason: CHANGED_SINCE }],
      changes,
      document: revision,
    });
    expect(outcome.headline).toMatch(/1 change could not be taken:$/);
    expect(outcome.skipped).toEqual([`Summary: ${CHANGED_SINCE}`]);
  });

  it("lists the accepted ids in the order of the changes", () => {
    // The job's first bullet reworded, its second left out: two changes of their own.
    expect(acceptedIds(changes, new Set(["summary"]))).toEqual([
      "experiences:11:line:0",
      "experiences:11:drop:1",
    ]);
    expect(acceptedIds(changes, new Set())).toEqual([
      "summary",
      "experiences:11:line:0",
      "experiences:11:drop:1",
    ]);
  });
});
