import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../tests/fixtures/sample-resumes.ts";
import { applyRewrite } from "./apply-rewrite.ts";
import type { ResumeRewrite } from "./writer.ts";

// A writer's rewrite (the LLM's as much as the offline one's) keeps each line's claim: the
// person's part, tense, names and numbers (issue 33 §3). What changes a claim goes back.

const rewrite = (experiences: ResumeRewrite["experiences"]): ResumeRewrite => ({
  summary: "",
  skills: [],
  experiences,
  projects: [],
  educations: [],
  certificates: [],
});

describe("a rewritten line keeps what the person's line claims", () => {
  it("puts back a line whose part the rewrite inflated, and says so", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewrite([
        {
          id: 32,
          responsibilities:
            "- Maintained the claims database\n- Produced monthly Excel reports for 3 regional managers",
        },
      ]),
    );
    expect(document.experiences[1]?.responsibilities).toBe(dataAnalyst.experiences[1]?.responsibilities);
    expect(flags).toEqual([
      {
        path: "experiences.32.responsibilities",
        invented: [
          "Maintained the claims database",
          "Produced monthly Excel reports for 3 regional managers",
        ],
        message: expect.stringContaining("changed what they claim"),
        kind: "changed",
      },
    ]);
  });

  it("keeps a rewording of the same claim beside a line it puts back", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewrite([
        {
          id: 31,
          responsibilities: [
            "- Built weekly Tableau dashboards for the operations team",
            "- Led the forecasting of quarterly demand with finance",
          ].join("\n"),
        },
      ]),
    );
    expect(document.experiences[0]?.responsibilities).toBe(
      "- Built weekly Tableau dashboards for the operations team\n- Working with finance to forecast quarterly demand",
    );
    expect(flags.map((flag) => flag.invented)).toEqual([
      ["Led the forecasting of quarterly demand with finance"],
    ]);
  });

  it("does not keep a line that restates none of the entry's lines", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewrite([
        {
          id: 32,
          responsibilities:
            "- Tasked with maintaining the claims database\n- Championed a culture of continuous improvement",
        },
      ]),
    );
    expect(document.experiences[1]?.responsibilities).toBe("- Tasked with maintaining the claims database");
    expect(flags[0]?.invented).toEqual(["Championed a culture of continuous improvement"]);
  });
});
