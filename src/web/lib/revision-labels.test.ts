import { describe, expect, it } from "vitest";
import type { RevisionSummary } from "../../shared/contracts/revisions";
import { revisionDate } from "./revision-api";
import { alikeNumbers, revisionChoiceLabels, revisionTitle } from "./revision-labels";

// Issue 34 §2: the letter's revision picker showed two identical entries. Each label now says
// the name, the date, the job when the name does not, and "reviewed"; alike ones are numbered.

const NAME = "Clinical Informatics Specialist – Nursing Systems";
const JOB_TITLES = new Map([
  [4, "Clinical Informatics Specialist at Nursing Systems"],
  [9, "Nurse Informaticist at Harbor Valley Health"],
]);

function revision(id: number, fields: Partial<RevisionSummary> = {}): RevisionSummary {
  return {
    id,
    resume_id: 1,
    job_id: 4,
    name: NAME,
    desired_role: "Clinical Informatics Specialist",
    writer: "Offline writer",
    score: null,
    flags: [],
    edited_at: null,
    created_at: "2026-03-03T14:06:10.000Z",
    updated_at: "2026-03-03T14:06:10.000Z",
    ...fields,
  };
}

describe("revisionChoiceLabels", () => {
  it("says the date, the job only when the name does not, and reviewed", () => {
    const tailored = revision(1);
    const reviewed = revision(2, {
      edited_at: "2026-03-03T14:20:00.000Z",
      created_at: "2026-03-03T14:20:00.000Z",
    });
    const renamed = revision(3, { name: "My informatics version", created_at: "2026-03-04T09:00:00.000Z" });
    const edited = revision(5, {
      job_id: 9,
      name: "Nurse Informaticist",
      edited_at: "2026-03-05T10:00:00.000Z",
    });
    const labels = revisionChoiceLabels([edited, renamed, reviewed, tailored], JOB_TITLES);
    expect(labels.get(1)).toBe(`${NAME} · ${revisionDate(tailored)}`);
    expect(labels.get(2)).toBe(`${NAME} · ${revisionDate(reviewed)} · reviewed`);
    expect(labels.get(3)).toBe(
      `My informatics version · for Clinical Informatics Specialist at Nursing Systems · ${revisionDate(renamed)}`,
    );
    expect(labels.get(5)).toBe(
      `Nurse Informaticist · for Nurse Informaticist at Harbor Valley Health · ${revisionDate(edited)} · edited`,
    );
  });

  it("numbers revisions that would read the same, oldest first, so no two entries look alike", () => {
    // Written the same minute for the same job (the Original changed between the two runs).
    const older = revision(7, { created_at: "2026-03-03T14:06:10.000Z" });
    const newer = revision(8, { created_at: "2026-03-03T14:06:40.000Z" });
    const other = revision(6, { job_id: 9, name: "Nurse Informaticist – Harbor Valley Health" });
    const list = [newer, older, other];
    const labels = revisionChoiceLabels(list, JOB_TITLES);
    expect(labels.get(7)).toBe(`${NAME} (1) · ${revisionDate(older)}`);
    expect(labels.get(8)).toBe(`${NAME} (2) · ${revisionDate(newer)}`);
    expect(labels.get(6)).toBe(`Nurse Informaticist – Harbor Valley Health · ${revisionDate(other)}`);
    expect(new Set(labels.values()).size).toBe(list.length);
    // The Tailored list's radio titles use the same numbers.
    const numbers = alikeNumbers(list, JOB_TITLES);
    expect(revisionTitle(newer, numbers.get(newer.id))).toBe(`${NAME} (2)`);
    expect(numbers.has(other.id)).toBe(false);
  });

  it("names a revision without a name by its role", () => {
    const unnamed = revision(1, { name: "", job_id: null });
    expect(revisionChoiceLabels([unnamed], new Map()).get(1)).toBe(
      `Clinical Informatics Specialist · ${revisionDate(unnamed)}`,
    );
  });
});
