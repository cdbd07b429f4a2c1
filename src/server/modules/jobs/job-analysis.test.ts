import { describe, expect, it, vi } from "vitest";
import { analysePosting } from "../../ai/posting/analyse-posting.ts";
import { ANALYSIS_CACHE_SIZE, analyseSavedJob, type SavedJob } from "./job-analysis.ts";

// GET /api/jobs/item is free and unlimited: its posting analysis runs once per version of a
// saved job (id + updated_at), not on every read (docs/architecture.md "## Security").

vi.mock("../../ai/posting/analyse-posting.ts", async (original) => {
  const actual = await original<typeof import("../../ai/posting/analyse-posting.ts")>();
  return { analysePosting: vi.fn(actual.analysePosting) };
});
const analysed = vi.mocked(analysePosting);

let nextId = 1;
function savedJob(description: string, fields: Partial<SavedJob> = {}): SavedJob {
  return {
    id: nextId++,
    updatedAt: new Date("2024-05-01T10:00:00Z"),
    title: "Data Analyst",
    company: "Fabrikam",
    description,
    ...fields,
  };
}

const POSTING = "Data Analyst\nRequirements:\n- SQL\n- Python\n- Tableau";

describe("a saved job's posting analysis", () => {
  it("runs once for many reads of the same version, and again after an edit", () => {
    const job = savedJob(POSTING);
    analysed.mockClear();
    const first = analyseSavedJob(job);
    for (let i = 0; i < 5; i++) expect(analyseSavedJob({ ...job })).toEqual(first);
    expect(analysed).toHaveBeenCalledTimes(1);
    expect(first.terms.map((term) => term.term)).toEqual(["SQL", "Python", "Tableau"]);

    const edited = { ...job, description: `${POSTING}\n- Power BI`, updatedAt: new Date("2024-05-02") };
    expect(analyseSavedJob(edited).terms.map((term) => term.term)).toContain("Power BI");
    expect(analysed).toHaveBeenCalledTimes(2);
  });

  it("never answers a changed posting from the cache, even with the same updated_at", () => {
    const job = savedJob(POSTING);
    analyseSavedJob(job);
    const changed = analyseSavedJob({ ...job, description: "Data Analyst\nRequirements:\n- Excel" });
    expect(changed.terms.map((term) => term.term)).toEqual(["Excel"]);
  });

  it("applies the user's corrections on each read, without analysing again", () => {
    const job = savedJob(POSTING);
    analyseSavedJob(job);
    analysed.mockClear();
    const corrected = analyseSavedJob({
      ...job,
      termCorrections: { removed: ["Tableau"], required: [], added: ["dbt"] },
    });
    expect(corrected.terms.map((term) => term.term)).toEqual(["SQL", "Python", "dbt"]);
    expect(analyseSavedJob(job).terms.map((term) => term.term)).toEqual(["SQL", "Python", "Tableau"]);
    expect(analysed).not.toHaveBeenCalled();
  });

  it("keeps at most ANALYSIS_CACHE_SIZE jobs: the least recently read goes first", () => {
    const oldest = savedJob(POSTING);
    analyseSavedJob(oldest);
    for (let i = 0; i < ANALYSIS_CACHE_SIZE; i++) analyseSavedJob(savedJob(POSTING));
    analysed.mockClear();
    analyseSavedJob(oldest);
    expect(analysed).toHaveBeenCalledTimes(1);
  });

  it("a caller changing its answer does not change the next one", () => {
    const job = savedJob(POSTING);
    const answer = analyseSavedJob(job);
    answer.terms.length = 0;
    (answer.terms as unknown[]).push("junk");
    expect(analyseSavedJob(job).terms.map((term) => term.term)).toEqual(["SQL", "Python", "Tableau"]);
  });
});
