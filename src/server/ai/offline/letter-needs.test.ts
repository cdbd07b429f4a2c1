import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { writeCoverLetterOffline } from "./cover-letter.ts";

// Which needs a letter answers, and from which work (issue 33): what the posting stresses most,
// from the person's most recent job that shows it, each paragraph naming the need it answers.

/** Two jobs, the older one first in the user's own order: recency is read from the dates. */
const analyst: ResumeDocument = {
  ...dataAnalyst,
  experiences: [
    {
      ...(dataAnalyst.experiences[1] as ResumeDocument["experiences"][number]),
      order: 0,
      responsibilities: [
        "- Built Tableau reports of open claims for 3 regional managers",
        "- Wrote SQL queries to reconcile the claims database every month",
      ].join("\n"),
    },
    {
      ...(dataAnalyst.experiences[0] as ResumeDocument["experiences"][number]),
      order: 1,
      responsibilities: [
        "- Build weekly dashboards in Tableau for the operations team",
        "- Cleaned shipment data in Excel for the finance team",
        "- Reduced report preparation time by 30%",
      ].join("\n"),
    },
  ],
};

function letter(posting: string, tone: "formal" | "direct" = "formal"): string {
  return writeCoverLetterOffline({
    resume: analyst,
    jobTitle: "Data Analyst",
    company: "Fabrikam",
    jobDescription: posting,
    instructions: "",
    tone,
  });
}

// SQL is what the posting stresses: its summary sentence and its first requirement name it. The
// resume shows it only in the older job; the latest job shows Tableau and Excel.
const POSTING = [
  "Data Analyst",
  "",
  "You will answer the sales team's questions with SQL.",
  "",
  "Responsibilities:",
  "- Keep the Excel trackers of the sales team current",
  "",
  "Requirements:",
  "- Experience with SQL",
  "- Experience with Tableau",
].join("\n");

describe("the needs a letter answers", () => {
  it("answers the requirement the posting stresses most first, even from an older job", () => {
    const text = letter(POSTING);
    expect(text.indexOf("SQL")).toBeGreaterThan(0);
    expect(text.indexOf("SQL")).toBeLessThan(text.indexOf("Tableau"));
    // The evidence opens with the work that answers it, without telling the employer what its
    // own posting says (blind review): "…, I wrote SQL queries".
    const body = text.split("\n\n")[2] ?? "";
    expect(body).toMatch(/^[^.]*Harbor Insurance, I wrote SQL queries/);
    expect(text).not.toMatch(/the posting|your posting|the role requires/i);
  });

  it("shows a requirement with the latest job that does it, not an older one", () => {
    const sentences = letter(POSTING).split(/(?<=\.)\s+/);
    const answer = sentences.findIndex((sentence) => /Tableau/.test(sentence));
    expect(sentences[answer]).toMatch(/Northwind Logistics.*, I .*Tableau/);
  });

  it("heads each list line of the direct tone with the need it answers", () => {
    const lines = letter(POSTING, "direct")
      .split("\n")
      .filter((line) => line.startsWith("- ") && !line.startsWith("- Qualifications"));
    // An older job is named by its role, so it does not read as the current one.
    expect(lines[0]).toMatch(/^- SQL: as a Junior Analyst at Harbor Insurance, I wrote SQL queries/);
    expect(
      lines.some((line) => /^- Tableau[^:]*: (as a Data Analyst )?at Northwind Logistics, I /.test(line)),
    ).toBe(true);
  });

  it("promises no match with the posting's list over lines that answer none of it (blind review r8)", () => {
    const engineering = [
      "Mechanical Design Engineer",
      "",
      "Requirements:",
      "- Experience with SolidWorks and GD&T",
    ];
    // The lead is picked by the person's name: every name's lead is checked.
    for (const name of [
      "Ana Ortiz",
      "Ben Cole",
      "Chen Wei",
      "Dana Fox",
      "Eli Grant",
      "Farah Khan",
      "Gus Lee",
    ]) {
      const text = writeCoverLetterOffline({
        resume: { ...analyst, full_name: name },
        jobTitle: "Mechanical Design Engineer",
        company: "Fabrikam",
        jobDescription: engineering.join("\n"),
        instructions: "",
        tone: "direct",
      });
      expect(text).not.toMatch(/against your list|meets your posting/);
    }
  });

  it("answers a need the job's own title names with that job's work, saying the title", () => {
    const clerk: ResumeDocument = {
      ...analyst,
      experiences: [
        {
          ...(analyst.experiences[1] as ResumeDocument["experiences"][number]),
          role: "Accounts Payable Specialist",
          responsibilities: "- Processed 1,200 vendor invoices a month in NetSuite",
        },
      ],
    };
    const posting = [
      "Accounts Payable Analyst",
      "",
      "Requirements:",
      "- 3+ years of accounts payable experience",
    ];
    const write = (tone: "formal" | "direct") =>
      writeCoverLetterOffline({
        resume: clerk,
        jobTitle: "Accounts Payable Analyst",
        company: "Fabrikam",
        jobDescription: posting.join("\n"),
        instructions: "",
        tone,
      });
    expect(write("formal")).toMatch(
      /\n\nAs an Accounts Payable Specialist at Northwind Logistics[^.]*, I processed 1,200 vendor invoices/,
    );
    expect(write("direct")).toMatch(
      /\n- Accounts payable: as an Accounts Payable Specialist at Northwind Logistics, I processed/,
    );
  });
});
