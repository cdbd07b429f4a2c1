import { describe, expect, it } from "vitest";
import { resultSentence, type WorkResult } from "./best-results.ts";

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
