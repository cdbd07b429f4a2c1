import { describe, expect, it } from "vitest";
import { analysePosting } from "./analyse-posting.ts";

// Phrases that by where they stand are no requirement (issue 32), on made-up postings: the terms
// a user sees must not list the employer's teams, what the job does not need, or a verb.

const termsOf = (lines: string[]) =>
  analysePosting(
    ["Operations Analyst", "", "Requirements:", ...lines.map((line) => `- ${line}`)].join("\n"),
  ).terms.map((term) => term.term);

describe("phrases that stand as no requirement", () => {
  it("drops the employer's teams the job works with, keeps the skills of the same line", () => {
    const terms = termsOf([
      "Collaborate with Data Engineering to design Kubernetes deployments",
      "Partner with other teams, including Product Marketing, Finance, and Solution Architecture",
      "Experience with SQL and tooling used by engineering, marketing, and finance teams",
    ]).map((term) => term.toLowerCase());
    expect(terms).toEqual(expect.arrayContaining(["kubernetes", "sql"]));
    for (const team of [
      "data engineering",
      "product marketing",
      "solution architecture",
      "engineering",
      "marketing",
    ])
      expect(terms).not.toContain(team);
  });

  it("keeps firms and verbs' objects that only look like a team list", () => {
    const terms = termsOf([
      "Coordinate with external vendors including PEOs and benefit providers",
      "Experience with volunteer communities and non-profit organisations",
      "Experience recruiting, training and coaching teams",
    ]);
    expect(terms).toContain("PEOs");
    expect(terms).toContain("recruiting");
  });

  it("drops a department a post heads", () => {
    expect(termsOf(["Reports to the Director of User Experience Research", "Experience with SQL"])).toEqual([
      "SQL",
    ]);
    expect(termsOf(["Works closely with the Director, Data Analytics.", "Experience with SQL"])).toEqual([
      "SQL",
    ]);
  });

  it("drops what the posting says it does not need or will teach, keeps what is still a bonus", () => {
    const terms = termsOf([
      "While the role does not involve any Python programming, you will work beside engineers",
      "Be ready to learn how to use Jira and Confluence",
      "Tableau skills are not required but are a bonus",
      "Experience with Salesforce",
    ]);
    expect(terms).not.toContain("Python");
    expect(terms).not.toContain("Jira");
    expect(terms).not.toContain("Confluence");
    expect(terms).toContain("Tableau");
    expect(terms).toContain("Salesforce");
  });

  it("reads the word after 'ability to' as a verb, and a title's capitals as style", () => {
    const terms = termsOf([
      "Demonstrated ability to onboard new hires and to use Excel",
      'Run "Know Before You Go" briefings before each trip',
    ]);
    expect(terms).not.toContain("onboard");
    expect(terms).toContain("Excel");
    expect(terms).not.toContain("Go");
    expect(termsOf(["Experience with Python, Go and Rust"])).toContain("Go");
  });
});
