import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { tailoringPlan } from "./tailoring-plan.ts";

// What a writer may add to the skills list as the person's: a skill shown under another name,
// never a posting's phrase whose words merely appear in some line.

const resume: ResumeDocument = {
  ...dataAnalyst,
  experiences: [
    {
      ...(dataAnalyst.experiences[0] as ResumeDocument["experiences"][number]),
      responsibilities:
        "- Automated server setup with Ansible playbooks\n- Built weekly scorecards for each freight carrier",
    },
  ],
};

describe("the terms a tailoring may write", () => {
  it("takes a skill shown under another name, not a phrase whose words are scattered in a line ('carrier scorecards')", () => {
    const plan = tailoringPlan(resume, {
      desiredRole: "Platform Engineer",
      job: {
        title: "Platform Engineer",
        company: "Northwind",
        description:
          "Platform Engineer\n\nRequirements\n\n- Experience with infrastructure as code\n- Experience with carrier scorecards\n",
      },
      instructions: "",
    });
    const states = Object.fromEntries(plan.matches.map((match) => [match.term, match.state]));
    expect(states).toMatchObject({
      "infrastructure as code": "supported",
      "carrier scorecards": "supported",
    });
    expect(plan.grounded.map((match) => match.term)).toEqual(["infrastructure as code"]);
  });
});
