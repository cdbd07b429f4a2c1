import { describe, expect, it } from "vitest";
import { analysePosting } from "./analyse-posting.ts";
import { stressTerms } from "./posting-stress.ts";

// What a posting stresses, read from its structure (issue 33), on postings made up for each rule.

function stressed(text: string, title = "") {
  return stressTerms(text, analysePosting(text, { title, company: "Fabrikam" }));
}

const order = (text: string, title = "") => stressed(text, title).map((term) => term.term);

describe("how much a posting stresses each requirement", () => {
  it("puts what is required before what is preferred, and both before a duty named once", () => {
    const posting = [
      "Data Analyst",
      "",
      "Responsibilities:",
      "- Maintain the Tableau dashboards for the sales team",
      "",
      "Requirements:",
      "- Experience with SQL",
      "",
      "Nice to have:",
      "- Experience with Python",
    ].join("\n");
    expect(order(posting, "Data Analyst")).toEqual(["SQL", "Python", "Tableau"]);
    const cues = Object.fromEntries(stressed(posting, "Data Analyst").map((term) => [term.term, term.cue]));
    expect(cues).toEqual({ SQL: "first", Python: "preferred", Tableau: "duty" });
  });

  it("stresses the requirements listed first more than the last", () => {
    const posting = [
      "Accountant",
      "",
      "Requirements:",
      "- Experience with NetSuite",
      "- Experience with Excel",
      "- Experience with Power BI",
    ].join("\n");
    expect(order(posting, "Accountant")).toEqual(["NetSuite", "Excel", "Power BI"]);
  });

  it("stresses a requirement the posting names on several lines over one named once, earlier or not", () => {
    const posting = [
      "Accountant",
      "",
      "Responsibilities:",
      "- Prepare journal entries in NetSuite",
      "- Keep the NetSuite vendor records current",
      "",
      "Requirements:",
      "- Experience with Excel",
      "- Experience with NetSuite",
    ].join("\n");
    const terms = stressed(posting, "Accountant");
    expect(terms.map((term) => term.term)).toEqual(["NetSuite", "Excel"]);
    expect(terms[0]?.cue).toBe("repeated");
  });

  it("stresses what the title or the summary sentence names", () => {
    const fromTitle = [
      "Salesforce Administrator",
      "",
      "Requirements:",
      "- Experience with Excel",
      "- Experience with Jira",
      "- Experience with Salesforce",
    ].join("\n");
    const terms = stressed(fromTitle, "Salesforce Administrator");
    expect(terms[0]).toMatchObject({ term: "Salesforce", cue: "title" });

    const fromSummary = [
      "Analyst",
      "",
      "You will own our reporting in Looker for the finance team.",
      "",
      "Requirements:",
      "- Experience with Excel",
      "- Experience with Jira",
      "- Experience with Looker",
    ].join("\n");
    expect(order(fromSummary, "Analyst")[0]).toBe("Looker");
  });

  it("reads a 'Who you are' list as requirements, not as soft skills", () => {
    const posting = [
      "Front-End Engineer",
      "",
      "Who you are:",
      "- You write TypeScript every day",
      "",
      "Nice to have:",
      "- Storybook",
    ].join("\n");
    expect(order(posting, "Front-End Engineer")).toEqual(["TypeScript", "Storybook"]);
  });
});
