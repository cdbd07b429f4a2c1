import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../tests/fixtures/sample-resumes.ts";
import { resumeDocument } from "../../shared/resume.ts";
import { applyRewrite } from "./apply-rewrite.ts";
import type { ResumeRewrite } from "./writer.ts";

function rewriteOf(overrides: Partial<ResumeRewrite>): ResumeRewrite {
  return {
    summary: "",
    skills: [],
    experiences: [],
    projects: [],
    educations: [],
    certificates: [],
    ...overrides,
  };
}

describe("applyRewrite", () => {
  it("puts the rewritten text on the source rows by id and leaves everything else alone", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewriteOf({
        summary: "Data analyst who turns messy data into clear decisions with Python and SQL.",
        skills: ["SQL", "Python", "Tableau"],
        experiences: [
          { id: 32, responsibilities: "- Tasked with maintaining the claims database." },
          { id: 999, responsibilities: "- A row the source does not have." },
        ],
      }),
    );
    expect(flags).toEqual([]);
    expect(document.summary).toBe(
      "Data analyst who turns messy data into clear decisions with Python and SQL.",
    );
    // The writer's order first; the skills it left out keep their place after them.
    expect(document.skills).toEqual([
      { name: "", keywords: ["SQL", "Python", "Tableau", "Excel", "Statistics", "Stakeholder management"] },
    ]);
    expect(document.experiences.find((row) => row.id === 32)?.responsibilities).toBe(
      "- Tasked with maintaining the claims database.",
    );
    // Rows left out keep their text; employers, titles and dates cannot change.
    expect(document.experiences.find((row) => row.id === 31)).toEqual(dataAnalyst.experiences[0]);
    expect(document.experiences.map((row) => [row.company, row.role, row.start_date])).toEqual(
      dataAnalyst.experiences.map((row) => [row.company, row.role, row.start_date]),
    );
    expect(document.experiences).toHaveLength(2);
    expect(dataAnalyst.summary).toBe("Analyst who turns messy data into clear decisions.");
  });

  it("puts a field with an invented fact back to the source's words and reports it", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewriteOf({
        summary: "Analyst at Goldman Sachs who turns messy data into clear decisions.",
        experiences: [
          { id: 31, responsibilities: "- Increased sales by 40% with Tableau dashboards." },
          { id: 32, responsibilities: "- Tasked with maintaining the claims database." },
        ],
      }),
    );
    expect(flags.map((flag) => [flag.path, flag.invented])).toEqual([
      ["summary", ["Goldman Sachs"]],
      ["experiences.31.responsibilities", ["40%"]],
    ]);
    expect(document.summary).toBe(dataAnalyst.summary);
    expect(document.experiences[0]?.responsibilities).toBe(dataAnalyst.experiences[0]?.responsibilities);
    expect(document.experiences[1]?.responsibilities).toBe("- Tasked with maintaining the claims database.");
  });

  it("puts back a summary that calls the person by a target title they never held", () => {
    const claimed = applyRewrite(
      dataAnalyst,
      rewriteOf({ summary: "Analytics manager with 4 years of experience, skilled in SQL and Python." }),
      ["Analytics Manager"],
    );
    expect(claimed.flags).toEqual([
      expect.objectContaining({ path: "summary", invented: ["Analytics Manager"] }),
    ]);
    expect(claimed.document.summary).toBe(dataAnalyst.summary);
    // A title the person held may lead, even when it is also the target.
    const held = applyRewrite(
      dataAnalyst,
      rewriteOf({ summary: "Data analyst with 4 years of experience, skilled in SQL and Python." }),
      ["Data Analyst"],
    );
    expect(held.flags).toEqual([]);
  });

  it("puts back years claimed for a tool that the resume does not state", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewriteOf({ summary: "Data analyst with 4 years of experience in SQL and Python." }),
    );
    expect(flags).toEqual([
      expect.objectContaining({ path: "summary", invented: ["4 years of experience in SQL and Python"] }),
    ]);
    expect(document.summary).toBe(dataAnalyst.summary);
  });

  it("drops invented skills and keeps the writer's order for the rest", () => {
    const { document, flags } = applyRewrite(
      dataAnalyst,
      rewriteOf({ skills: ["Tableau", "Kubernetes", "SQL", "Python", "Rust"] }),
    );
    expect(document.skills[0]?.keywords.slice(0, 3)).toEqual(["Tableau", "SQL", "Python"]);
    expect(document.skills[0]?.keywords).not.toContain("Kubernetes");
    expect(flags).toEqual([expect.objectContaining({ path: "skills", invented: ["Kubernetes", "Rust"] })]);
  });

  it("keeps skill groups, ordering each group's skills and the groups by the writer's order", () => {
    const source = {
      ...dataAnalyst,
      skills: [
        { name: "Languages", keywords: ["Python", "SQL"] },
        { name: "Tools", keywords: ["Excel", "Tableau"] },
      ],
    };
    const { document, flags } = applyRewrite(source, rewriteOf({ skills: ["Tableau", "SQL", "Python"] }));
    expect(flags).toEqual([]);
    expect(document.skills).toEqual([
      { name: "Tools", keywords: ["Tableau", "Excel"] },
      { name: "Languages", keywords: ["SQL", "Python"] },
    ]);
  });

  it("puts a grounded posting term in a group, by its evidence, never alone between groups", () => {
    const source = {
      ...dataAnalyst,
      skills: [
        { name: "Languages", keywords: ["Python", "SQL"] },
        { name: "Tools", keywords: ["Excel", "Tableau"] },
      ],
    };
    const grounded = [
      { term: "data visualization", via: "Tableau", evidence: "Build weekly dashboards in Tableau" },
      { term: "reporting", via: "reporting", evidence: "Built monthly reports in Excel and Tableau" },
    ];
    const { document, flags } = applyRewrite(
      source,
      rewriteOf({ skills: ["data visualization", "reporting", "Tableau", "SQL", "Python"] }),
      [],
      grounded,
    );
    expect(flags).toEqual([]);
    expect(document.skills).toEqual([
      { name: "Tools", keywords: ["data visualization", "reporting", "Tableau", "Excel"] },
      { name: "Languages", keywords: ["SQL", "Python"] },
    ]);
  });

  it("always returns a document the schema accepts, whatever the writer sent", () => {
    const { document } = applyRewrite(
      dataAnalyst,
      rewriteOf({
        summary: "x".repeat(20_000),
        skills: [" Python ", "python", "", "SQL", "y".repeat(500)],
        projects: [{ id: 41, description: 42 as unknown as string }],
      }),
    );
    expect(() => resumeDocument.parse(document)).not.toThrow();
    expect(document.summary).toBe(dataAnalyst.summary);
    expect(document.skills[0]?.keywords.slice(0, 2)).toEqual(["Python", "SQL"]);
    expect(document.skills[0]?.keywords).toHaveLength(6);
    expect(document.projects[0]?.description).toBe(dataAnalyst.projects[0]?.description);
  });
});
