import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { applyRewrite } from "./apply-rewrite.ts";
import { checkGrounding } from "./grounding.ts";

// A fact said of a job must be in that job's own lines (issue 33 §2): the resume saying it
// elsewhere is not enough, because a recruiter reads each bullet as work done in that job.

const JUNIOR_JOB = "experiences.32.responsibilities";

function withJuniorJob(responsibilities: string): ResumeDocument {
  return {
    ...dataAnalyst,
    experiences: dataAnalyst.experiences.map((row) => (row.id === 32 ? { ...row, responsibilities } : row)),
  };
}

describe("attribution: what a rewritten job says must be in that job's own lines", () => {
  it("flags a tool from the skills list and a number from another job put at this job", () => {
    const rewritten = withJuniorJob(
      "- Tasked with maintaining the claims database in Tableau\n- Cut monthly Excel report time by 30% for 3 regional managers",
    );
    const [flag] = checkGrounding(dataAnalyst, rewritten);
    expect(flag?.path).toBe(JUNIOR_JOB);
    expect(flag?.invented).toEqual(expect.arrayContaining(["30%", "Tableau"]));
    expect(flag?.message).toContain("this entry's own lines do not say it");
    expect(flag?.kind).toBe("elsewhere");
  });

  it("lets a job's own facts be reworded and reordered", () => {
    const rewritten = withJuniorJob(
      "- Helped produce monthly Excel reports for 3 regional managers\n- Tasked with maintaining the claims database",
    );
    expect(checkGrounding(dataAnalyst, rewritten)).toEqual([]);
  });

  it("puts a posting term only where its evidence line is", () => {
    const term = {
      term: "data visualization",
      via: "Tableau",
      evidence: "Build weekly dashboards in Tableau",
    };
    const atEvidence = {
      ...dataAnalyst,
      experiences: dataAnalyst.experiences.map((row) =>
        row.id === 31
          ? { ...row, responsibilities: "- Build weekly dashboards in Tableau for data visualization" }
          : row,
      ),
    };
    expect(checkGrounding(dataAnalyst, atEvidence, [], [term])).toEqual([]);
    const elsewhere = withJuniorJob("- Tasked with maintaining the claims database with Tableau");
    expect(checkGrounding(dataAnalyst, elsewhere, [], [term])[0]?.path).toBe(JUNIOR_JOB);
  });

  it("gives the job its own words back when a rewrite moves a fact to it", () => {
    const { document, flags } = applyRewrite(dataAnalyst, {
      summary: "",
      skills: [],
      experiences: [{ id: 32, responsibilities: "- Maintained the claims database with SQL" }],
      projects: [],
      educations: [],
      certificates: [],
    });
    expect(flags.map((flag) => flag.path)).toEqual([JUNIOR_JOB]);
    expect(document.experiences[1]?.responsibilities).toBe(dataAnalyst.experiences[1]?.responsibilities);
  });
});
