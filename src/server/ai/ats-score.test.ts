import { describe, expect, it } from "vitest";
import { dataAnalyst, retailSupervisor } from "../../../tests/fixtures/sample-resumes.ts";
import { compareScores, scoreResume, scoreText } from "./ats-score.ts";
import { resumeText } from "./resume-text.ts";

describe("scoreResume", () => {
  it("is the share of keywords the resume mentions, with the lists of both", () => {
    const score = scoreResume(dataAnalyst, ["Python", "SQL", "Tableau", "Kubernetes"]);
    expect(score).toEqual({ score: 75, matched: ["Python", "SQL", "Tableau"], missing: ["Kubernetes"] });
    expect(scoreResume(dataAnalyst, []).score).toBe(0);
  });

  it("matches case-insensitively on whole words, with plurals and -ing/-ed forms", () => {
    // Skills that are also English words ("Excel", "Go", "React") need their capital.
    const text = "Built dashboards. Forecasting demand. Managed a team. Reporting in Excel. Java developer.";
    const score = scoreText(text, [
      "dashboard",
      "forecast",
      "management",
      "Excel",
      "Java",
      "JavaScript",
      "team management",
    ]);
    expect(score.matched).toEqual(["dashboard", "forecast", "Excel", "Java"]);
    // "Java" is not found inside "JavaScript", nor "R" inside "R&D".
    expect(scoreText("JavaScript and R&D", ["Java", "R"]).matched).toEqual([]);
    expect(scoreText("Statistics in R and Python", ["R"]).matched).toEqual(["R"]);
  });

  it("counts another spelling of the same skill", () => {
    const score = scoreText("Postgres, k8s, NodeJS and a RESTful API", [
      "PostgreSQL",
      "Kubernetes",
      "Node.js",
      "REST APIs",
    ]);
    expect(score.score).toBe(100);
  });

  it("reads every part of the resume a recruiter reads, but not contact details", () => {
    const text = resumeText(retailSupervisor);
    for (const part of [
      "Dana Whitfield",
      "Brightway Market",
      "Shift Supervisor",
      "Leeds City College",
      "Cash handling",
      "03/2021",
    ]) {
      expect(text).toContain(part);
    }
    const withPhone = { ...retailSupervisor, phone: "07700 900123", email: "dana@example.com" };
    expect(resumeText(withPhone)).not.toContain("07700");
    expect(resumeText(withPhone)).not.toContain("dana@example.com");
  });

  it("compares the source and a revision against the same keywords", () => {
    const revision = { ...dataAnalyst, summary: `${dataAnalyst.summary} Experienced with Kubernetes.` };
    const comparison = compareScores(dataAnalyst, revision, ["Python", "Kubernetes"]);
    expect(comparison.keywords).toEqual(["Python", "Kubernetes"]);
    expect(comparison.before.score).toBe(50);
    expect(comparison.after.score).toBe(100);
  });
});
