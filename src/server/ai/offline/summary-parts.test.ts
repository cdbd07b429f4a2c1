import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { bestResults, resultSentence } from "./best-results.ts";
import { pastesFrom, placed, requirementSentences } from "./summary-evidence.ts";
import { identityTitle, ownLines, withoutOtherMove } from "./summary-identity.ts";
import { distinctSkills, says } from "./summary-skills.ts";

// Issue 33 §6: the parts a summary is made of. Who the person is (a real job before an
// internship), what of their own summary stays (their career-change and goal lines), which skills
// are named and where, and a result said whole or not at all.

type Row = ResumeDocument["experiences"][number];
const job = (row: Partial<Row> & Pick<Row, "id" | "order" | "role" | "company">): Row => ({
  start_date: "01/2020",
  end_date: "12/2022",
  still_working: false,
  company_address: "",
  responsibilities: "",
  ...row,
});

describe("who the summary says the person is", () => {
  it("is their latest real job, not a later internship or student job", () => {
    const phd: ResumeDocument = {
      ...dataAnalyst,
      desired_role: "Data Scientist",
      experiences: [
        job({
          id: 1,
          order: 0,
          role: "Data Scientist Summer Intern",
          company: "Acme",
          start_date: "06/2025",
          end_date: "08/2025",
        }),
        job({
          id: 2,
          order: 1,
          role: "Graduate Researcher (PhD Candidate)",
          company: "Bayview University",
          start_date: "09/2020",
          still_working: true,
          end_date: "",
        }),
      ],
    };
    expect(identityTitle(phd)).toBe("Graduate Researcher");
    // Only student jobs: the latest of them is still who they are.
    const student = { ...phd, experiences: [phd.experiences[0] as Row] };
    expect(identityTitle(student)).toBe("Data Scientist Summer Intern");
  });

  it("is never the desired role, a target they have not held", () => {
    const analyst = { ...dataAnalyst, desired_role: "Senior Data Scientist" };
    expect(identityTitle(analyst)).toBe("Data Analyst");
  });
});

describe("what of their own summary stays", () => {
  it("keeps the description before a colon when what follows is in the first person", () => {
    const own = ownLines(
      "Front-end developer who came to code through logistics: I spent 4 years as a dispatcher. Friends call me Sasha.",
      "Oleksandra Bondarenko",
    );
    expect(own.lead).toBe("Front-end developer who came to code through logistics.");
  });

  it("keeps a goal line, and a goal's main clause when only its closing clause says 'I'", () => {
    expect(
      ownLines("Head chef with 20 years in kitchens. Looking for an executive chef role.", "A B").goal,
    ).toBe("Looking for an executive chef role.");
    expect(
      ownLines(
        "Warehouse supervisor with 12 years. Looking for an operations manager role where I own a shift P&L.",
        "A B",
      ).goal,
    ).toBe("Looking for an operations manager role.");
    // A first person inside the goal itself is not cut around: no goal line then.
    expect(ownLines("Store manager. I am ready for a district role.", "A B").goal).toBe("");
  });
});

describe("the skills a summary names", () => {
  it("names no language, no term inside another and no two kinds of one thing", () => {
    expect(distinctSkills(["Google Workspace", "Zoom", "English"])).toEqual(["Google Workspace", "Zoom"]);
    expect(distinctSkills(["student assessment", "formative assessment", "Spanish"])).toEqual([
      "student assessment",
    ]);
    expect(distinctSkills(["pumps and hydraulics", "hydraulics", "SolidWorks"])).toEqual([
      "pumps and hydraulics",
      "SolidWorks",
    ]);
    expect(distinctSkills(["volunteer", "volunteer management"])).toEqual(["volunteer management"]);
  });

  it("counts a skill as said only when its words are there, not a word sharing its stem", () => {
    expect(says("bloomberg market concepts certificate", "marketing")).toBe(false);
    expect(says("- defined kpis for the shift", "KPI")).toBe(true);
    expect(says("- built dashboards in tableau.", "Tableau")).toBe(true);
    expect(says("- built dashboards in tableaux.", "Tableau")).toBe(false);
    // A word before an amount names what was measured: a chef's "food sales $4.6M" is no sales skill.
    expect(says("- annual food sales $4.6m at 28% food cost", "sales")).toBe(false);
    expect(says("- grew sales of $2m by 12%", "sales")).toBe(false);
    expect(says("- ran inside sales for 3 regions", "sales")).toBe(true);
  });
});

describe("the summary's evidence for the posting's requirements", () => {
  const requirement = (term: string) => ({ term, names: [term] });
  const always = () => true;

  it("says each requirement as work, from the line of the job that shows it", () => {
    const said = requirementSentences(dataAnalyst, [requirement("Excel"), requirement("Tableau")], 2, always);
    // Excel is only in Harbor Insurance's lines, Tableau in Northwind's: each sentence is its job's.
    expect(said.map(({ rowId, text }) => ({ rowId, text }))).toEqual([
      { rowId: 32, text: "Helped with monthly Excel reports for 3 regional managers." },
      { rowId: 31, text: "Built weekly dashboards in Tableau for the operations team." },
    ]);
    // Verb-led, the person's part kept ("Helped with"), never a slot in a frame.
    for (const { text } of said)
      expect(text).not.toMatch(/^(Work as|Current work|Strengths include|Has worked)/);
  });

  it("puts newest work first and says where older work was done", () => {
    const said = requirementSentences(dataAnalyst, [requirement("Excel"), requirement("Tableau")], 2, always);
    expect(placed(said, "at Northwind Logistics", [31, 32])).toEqual([
      "Built weekly dashboards in Tableau for the operations team.",
      "At Harbor Insurance, helped with monthly Excel reports for 3 regional managers.",
    ]);
  });

  it("claims nothing no job's lines show, and nothing the caller's checks refuse", () => {
    expect(requirementSentences(dataAnalyst, [requirement("Statistics")], 2, always)).toEqual([]);
    expect(requirementSentences(dataAnalyst, [requirement("Excel")], 2, () => false)).toEqual([]);
  });

  it("does not say alone the -ing phrase that tells how the line's result was reached", () => {
    const row = dataAnalyst.experiences[0] as Row;
    const chef: ResumeDocument = {
      ...dataAnalyst,
      experiences: [
        {
          ...row,
          responsibilities:
            "- Brought food cost from 34.2% to 28.5% in 10 months by re-costing all 46 menu items, moving to whole-animal butchery and renegotiating with 3 produce purveyors.",
        },
      ],
    };
    // "Moved to whole-animal butchery." would read as a change of career.
    const said = requirementSentences(chef, [requirement("butchery")], 1, always);
    for (const { text } of said) expect(text).toContain("food cost");
  });

  it("finds a sentence that repeats 13 words of a resume line, and not 12", () => {
    const line =
      "Built weekly dashboards in Tableau for the operations team across three regional offices every Monday";
    const resume: ResumeDocument = {
      ...dataAnalyst,
      experiences: [{ ...(dataAnalyst.experiences[0] as Row), responsibilities: `- ${line}` }],
    };
    const pastes = pastesFrom(resume);
    const words = line.split(" ");
    expect(pastes(`${words.slice(0, 13).join(" ")}.`)).toBe(true);
    expect(pastes(`${words.slice(0, 12).join(" ")}.`)).toBe(false);
  });
});

describe("a summary's result", () => {
  const bullet = (text: string): ResumeDocument => ({
    ...dataAnalyst,
    experiences: [
      job({ id: 1, order: 0, role: "Data Analyst", company: "Northwind", responsibilities: `- ${text}` }),
    ],
  });
  const score = () => 1;

  it("is said whole, or another is chosen, never cut mid-phrase", () => {
    const long =
      "Reduced report preparation time by 30% by rebuilding the shipment, claims and finance pipelines in Python and SQL with the operations, finance and data engineering teams across three regional offices";
    const cut = bestResults(bullet(long), score, 1, true, 22);
    // A letter's clause may be shortened...
    expect(cut.length).toBe(1);
    // ...a summary's loses whole phrases only (clause-shortening.ts): what is left is a sentence.
    const [shortened] = bestResults(bullet(long), score, 1, true, 22, { wholeWithin: 20 });
    expect(shortened && resultSentence(shortened)).toBe("Reduced report preparation time by 30%.");
    const [whole] = bestResults(bullet("Reduced report preparation time by 30%"), score, 1, true, 22, {
      wholeWithin: 20,
    });
    expect(whole && resultSentence(whole)).toBe("Reduced report preparation time by 30%.");
  });

  it("says every duty of a current job in the third person, and a noun after 'and' as it was", () => {
    const said = (text: string, lemma: string) =>
      resultSentence({
        role: "",
        company: "",
        rowId: 1,
        tense: "present",
        clauses: [{ text, measured: false, subject: false, lemma }],
      });
    expect(said("pull weekly reports and share an Excel dashboard with the manager", "pull")).toBe(
      "Pulls weekly reports and shares an Excel dashboard with the manager.",
    );
    expect(said("document and test 35 controls", "document")).toBe("Documents and tests 35 controls.");
    expect(said("provide training and support to new staff", "provide")).toBe(
      "Provides training and support to new staff.",
    );
  });

  it("comes only from the jobs asked for (recent, real work)", () => {
    const both: ResumeDocument = {
      ...dataAnalyst,
      experiences: [
        job({
          id: 1,
          order: 0,
          role: "Data Scientist Intern",
          company: "Acme",
          responsibilities: "- Found $1,000,000 in savings",
        }),
        job({
          id: 2,
          order: 1,
          role: "Data Analyst",
          company: "Northwind",
          responsibilities: "- Cut reporting time by 30%",
        }),
      ],
    };
    const [result] = bestResults(both, score, 1, true, 22, { rows: (row) => row.id === 2, wholeWithin: 30 });
    expect(result?.company).toBe("Northwind");
  });

  it("leaves a move to another field out of who the person is, and keeps one the target shares", () => {
    const lead =
      "Registered nurse with 9 years of inpatient experience, now moving into clinical informatics.";
    expect(withoutOtherMove(lead, "Support Engineer")).toBe(
      "Registered nurse with 9 years of inpatient experience.",
    );
    expect(withoutOtherMove(lead, "Clinical Informatics Analyst")).toBe(lead);
    // In a letter, mid-sentence too (blind review r7: said to a Workshop Administrator posting).
    const veteran =
      "Army logistics senior NCO transitioning to civilian supply chain after 16 years managing inventory.";
    expect(withoutOtherMove(veteran, "Workshop Administrator", "anywhere")).toBe(
      "Army logistics senior NCO with 16 years managing inventory.",
    );
    expect(withoutOtherMove(veteran, "Supply Chain Planner", "anywhere")).toBe(veteran);
    // A summary keeps the person's own career-change line (issue 33 §6).
    expect(withoutOtherMove(veteran, "Workshop Administrator")).toBe(veteran);
  });
});
