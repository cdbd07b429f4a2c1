import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { bestResults, resultSentence, type WorkResult } from "./best-results.ts";

// A summary's result sentence in a current job is third person without "I" (issue 33 §4: no
// broken sentences): every verb the bullet joins to the first takes the same form.

const current = (text: string, lemma: string): WorkResult => ({
  role: "Senior Accountant",
  company: "Harborview",
  rowId: 1,
  tense: "present",
  clauses: [{ text, measured: true, subject: false, lemma }],
});

describe("a current job's result in the summary", () => {
  it("puts every joined verb in the third person", () => {
    expect(resultSentence(current("document and test 35 key SOX-style controls", "document"))).toBe(
      "Documents and tests 35 key SOX-style controls.",
    );
    expect(resultSentence(current("manage, track and report 12 vendor accounts", "manage"))).toBe(
      "Manages, tracks and reports 12 vendor accounts.",
    );
  });
});

describe("a result said with what made it", () => {
  it("says a result led by its own subject with the doing just before it, not with a first step", () => {
    // Said after "Cleaned 3 years of demand history", the gain read as the cleaning's (blind review r8).
    const row = dataAnalyst.experiences[0] as ResumeDocument["experiences"][number];
    const planner: ResumeDocument = {
      ...dataAnalyst,
      experiences: [
        {
          ...row,
          still_working: false,
          end_date: "12/2024",
          responsibilities:
            "- Cleaned 3 years of demand history and produced monthly forecasts with exponential smoothing; forecast error (MAPE) on the top 200 SKUs improved from 41% to 26% versus the client's min/max method.",
        },
      ],
    };
    const [result] = bestResults(planner, () => 0, 1, true, 22, { wholeWithin: 32 });
    expect(result && resultSentence(result)).toBe(
      "Produced monthly forecasts with exponential smoothing, and forecast error on the top 200 SKUs improved from 41% to 26%.",
    );
  });
});
