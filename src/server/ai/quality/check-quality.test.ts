import { describe, expect, it } from "vitest";
import type { ExperienceRow, ResumeDocument } from "../../../shared/resume.ts";
import { checkQuality } from "./check-quality.ts";
import type { QualityCheck } from "./quality-types.ts";

// Each check on hand-written bullets: it fires on a bad one and stays silent on a good one.

let nextId = 1;
function job(responsibilities: string, ended = true): ExperienceRow {
  const id = nextId++;
  return {
    id,
    order: id,
    company: "Acme",
    role: "Engineer",
    start_date: "01/2019",
    end_date: ended ? "01/2021" : "",
    still_working: !ended,
    company_address: "",
    responsibilities,
  };
}

function resume(experiences: ExperienceRow[], summary = ""): ResumeDocument {
  return {
    id: 1,
    user_id: "u",
    order: 0,
    image_name: null,
    file_generated: false,
    updated_at: "2024-01-01T00:00:00.000Z",
    name: "R",
    full_name: "",
    headline: "",
    desired_role: "",
    years_experience: null,
    hobbies: "",
    email: "",
    phone: "",
    address: "",
    summary,
    skills: [],
    sections: [],
    languages: [],
    links: [],
    job_posting: "",
    user_instructions: "",
    free_generated: false,
    experiences,
    educations: [],
    projects: [],
    certificates: [],
  };
}

const found = (check: QualityCheck, doc: ResumeDocument) =>
  checkQuality(doc).findings.filter((finding) => finding.check === check);

describe("each check", () => {
  it("no-result: a bullet without a number, not one with a measure", () => {
    const doc = resume([job("- Rebuilt the billing service\n- Cut invoice errors by 40% across 3 teams")]);
    expect(found("no-result", doc).map((f) => f.excerpt)).toEqual(["Rebuilt the billing service"]);
  });

  it("no-result: a year alone is not a result", () => {
    expect(found("no-result", resume([job("Migrated the billing service in 2019")]))).toHaveLength(1);
  });

  it("weak-verb: 'Responsible for', 'Helped', 'Worked on', 'Handled'; not 'Led'", () => {
    const doc = resume([
      job(
        "- Responsible for payroll of 40 staff\n- Helped the team ship 3 releases\n- Worked on 2 APIs\n- Handled 30 tickets a day\n- Led 5 engineers",
      ),
    ]);
    const weak = found("weak-verb", doc);
    expect(weak.map((f) => f.excerpt.split(" ")[0])).toEqual(["Responsible", "Helped", "Worked", "Handled"]);
    expect(weak[0]?.message).toContain('"Responsible for"');
  });

  it("repeated-opener: the third bullet opening with one verb, in any form", () => {
    const doc = resume([
      job("- Managed 4 people\n- Managed a $2M budget", true),
      job("- Manage 3 vendors\n- Built 2 tools", false),
    ]);
    const repeated = found("repeated-opener", doc);
    expect(repeated).toHaveLength(1);
    expect(repeated[0]?.excerpt).toBe("Manage 3 vendors");
    expect(found("repeated-opener", resume([job("- Managed 4 people\n- Managed a $2M budget")]))).toEqual([]);
  });

  it("first-person: I, my, we in a bullet; not 'Phase I' or 'US'", () => {
    const doc = resume([
      job("- I built 3 dashboards for my team\n- Ran a Phase I trial in the US with 20 sites"),
    ]);
    const firstPerson = found("first-person", doc);
    expect(firstPerson).toHaveLength(1);
    expect(firstPerson[0]?.message).toContain('"I", "my"');
    expect(firstPerson[0]?.severity).toBe("fix");
  });

  it("first-person in the summary is only a suggestion", () => {
    const [summary] = found("first-person", resume([], "Engineer who loves data. I build pipelines."));
    expect(summary?.severity).toBe("consider");
    expect(summary?.field).toEqual({ step: "Summary", kind: "summary", name: "summary", line: 0 });
  });

  it("passive-voice: a passive main clause; not a passive outcome after the person's own verb", () => {
    const doc = resume([
      job(
        "- Budgets of 12 teams were reviewed by me\n- Wrote 5 reports; 2 were cited in parliament\n- Was promoted to lead in 12 months",
      ),
    ]);
    expect(found("passive-voice", doc).map((f) => f.excerpt)).toEqual([
      "Budgets of 12 teams were reviewed by me",
    ]);
  });

  it("mixed-tense: present-tense bullets in an ended role", () => {
    const doc = resume([job("- Managed 4 people\n- Maintain 3 services\n- Cut costs by 5%")]);
    const mixed = found("mixed-tense", doc);
    expect(mixed.map((f) => f.excerpt)).toEqual(["Maintain 3 services"]);
    expect(mixed[0]?.severity).toBe("fix");
  });

  it("mixed-tense: a current role that mixes gets one suggestion; a consistent one none", () => {
    const mixed = found(
      "mixed-tense",
      resume([job("- Manage 4 people\n- Maintain 3 services\n- Built 2 tools", false)]),
    );
    expect(mixed).toHaveLength(1);
    expect(mixed[0]?.excerpt).toBe("Built 2 tools");
    expect(found("mixed-tense", resume([job("- Manage 4 people\n- Maintain 3 services", false)]))).toEqual(
      [],
    );
    expect(found("mixed-tense", resume([job("- Managed 4 people\n- Maintained 3 services")]))).toEqual([]);
  });

  it("mixed-tense: 'Lead designer on 9 projects' names a role, it is not the verb", () => {
    expect(found("mixed-tense", resume([job("- Lead designer on 9 projects\n- Designed 4 logos")]))).toEqual(
      [],
    );
  });

  it("overlong: past 30 words or 200 characters; not a 20-word bullet", () => {
    const long = `Rebuilt ${"the very large billing service ".repeat(7)}in 2 months`;
    const doc = resume([
      job(
        `- ${long}\n- Rebuilt the billing service in Go for 4 regions, cutting p95 latency by 40% and cloud cost by $20k a month`,
      ),
    ]);
    const overlong = found("overlong", doc);
    expect(overlong).toHaveLength(1);
    expect(overlong[0]?.message).toMatch(/^3\d words/);
    expect(overlong[0]?.excerpt.endsWith("…")).toBe(true);
  });

  it("spelling: common misspellings with the right spelling; not technical names", () => {
    const doc = resume([
      job(
        "- Recieved 3 awards for managment of Sevices\n- Ran Kubernetes, PySpark and GD&T reviews for 12 teams",
      ),
    ]);
    const spelling = found("spelling", doc);
    expect(spelling.map((f) => f.excerpt)).toEqual(["Recieved", "managment", "Sevices"]);
    expect(spelling[2]?.message).toBe('"Sevices" is a common misspelling of "services".');
  });

  it("points each finding at its row, field and stored line (blank lines counted)", () => {
    const row = job("Intro line about the team.\n\n- Rebuilt the billing service");
    const [finding] = found("no-result", resume([row]));
    expect(finding?.field).toEqual({
      step: "Experience",
      kind: "experiences",
      rowId: row.id,
      name: "responsibilities",
      line: 2,
    });
  });

  it("a clean resume has no findings", () => {
    const doc = resume(
      [job("- Led 5 engineers to ship 3 releases\n- Cut cloud cost by 20%")],
      "Engineer with 8 years in payments.",
    );
    expect(checkQuality(doc).findings).toEqual([]);
  });
});

describe("bounds", () => {
  it("reads at most 200 lines and says how many it left", () => {
    const field = Array.from({ length: 150 }, (_, i) => `- Managed ${i} things`).join("\n");
    const report = checkQuality(resume([job(field), job(field)]));
    expect(report).toMatchObject({ linesChecked: 200, linesSkipped: 100 });
    expect(report.counts["repeated-opener"]).toBe(198);
    expect(report.findings.filter((finding) => finding.check === "repeated-opener")).toHaveLength(25);
  });
});
