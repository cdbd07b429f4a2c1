import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSON_RESUME_SAMPLE } from "../../../tests/fixtures/fixture-path.ts";
import {
  dataAnalyst,
  documentFromJsonResume,
  retailSupervisor,
} from "../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { applyRewrite } from "./apply-rewrite.ts";
import { checkGrounding } from "./grounding.ts";
import { resumeText } from "./resume-text.ts";

function withExperience(document: ResumeDocument, id: number, responsibilities: string): ResumeDocument {
  return {
    ...document,
    experiences: document.experiences.map((row) => (row.id === id ? { ...row, responsibilities } : row)),
  };
}

describe("checkGrounding", () => {
  it("accepts rewording and reordering of what the source says", () => {
    const rewritten = withExperience(
      {
        ...dataAnalyst,
        summary:
          "Data analyst who cut report preparation time by 30% at Northwind Logistics using Python and SQL.",
      },
      31,
      [
        "- Reduced report preparation time by 30%.",
        "- Built weekly Tableau dashboards for the operations team.",
        "- Cleaned shipment data with Python and SQL.",
        "- Led, Built and Managed: verbs opening a bullet are not names.",
      ].join("\n"),
    );
    expect(checkGrounding(dataAnalyst, rewritten)).toEqual([]);
  });

  it("finds no invented fact in a model-style rewrite of the JSON Resume sample, and gives back the lines whose claim it changed", () => {
    const sample = documentFromJsonResume(JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8")));
    const { flags } = applyRewrite(sample, {
      summary:
        "Founder with experience building compression algorithms at Pied Piper. Skilled in HTML, CSS and JavaScript, with a Bachelor in Information Technology from the University of Oklahoma. Former Hooli developer; CoderDojo 'Teacher of the Month'.",
      skills: ["Mpeg", "MP4", "GIF", "HTML", "CSS", "Javascript"],
      experiences: [
        {
          id: 101,
          responsibilities:
            "Pied Piper is a multi-platform compression technology.\n- Developed an algorithm that lets artists detect copyright infringement in their music.\n- Won TechCrunch Disrupt.\n- Optimized a compression algorithm that holds the world record for Weisman Scores.",
        },
        {
          id: 102,
          responsibilities:
            "- Taught at CoderDojo, a global movement of free coding clubs for young people; named 'Teacher of the Month'.",
        },
      ],
      projects: [
        {
          id: 301,
          description:
            "A mapping engine that misguides you, built with GoogleMaps, a Chrome Extension and JavaScript.\n- Won an award at AIHacks in 2016 with an all-women team.",
        },
      ],
      educations: [],
      certificates: [],
    });
    // Nothing is invented. A re-cased name ("Techcrunch"), a dropped one ("Weisman Scores™") and
    // verbs the person did not write ("lets", "misguides") change a claim: those lines go back.
    expect(flags.map((flag) => flag.message.split(":")[0])).toEqual(["Kept your lines", "Kept your line"]);
    expect(flags.flatMap((flag) => flag.invented)).toEqual([
      "Pied Piper is a multi-platform compression technology.",
      "Developed an algorithm that lets artists detect copyright infringement in their music.",
      "Won TechCrunch Disrupt.",
      "A mapping engine that misguides you, built with GoogleMaps, a Chrome Extension and JavaScript.",
    ]);
  });

  it("flags a number the source does not have, with the field's path and a message", () => {
    const rewritten = withExperience(
      retailSupervisor,
      11,
      "- Increased sales by 40% while managing 8 cashiers.",
    );
    expect(checkGrounding(retailSupervisor, rewritten)).toEqual([
      {
        path: "experiences.11.responsibilities",
        invented: ["40%"],
        message: 'Kept your wording: the writer added "40%", which your resume does not say.',
      },
    ]);
  });

  it("catches money, multiples, dates and written-out numbers, but not the same value spelt differently", () => {
    const rewritten = {
      ...dataAnalyst,
      summary:
        "Saved $2M, worked 10x faster, since 2015, and trained fifteen people. Cut time by thirty percent for three managers.",
    };
    const [flag] = checkGrounding(dataAnalyst, rewritten);
    expect(flag?.path).toBe("summary");
    expect(flag?.invented).toEqual(["$2M", "10x", "2015", "fifteen"]);
  });

  it("accepts years of experience the dates support, and not more", () => {
    // The analyst states 4 years; 07/2019-12/2023 spans 4 whole years.
    expect(
      checkGrounding(dataAnalyst, { ...dataAnalyst, summary: "Analyst with 4+ years of experience." }),
    ).toEqual([]);
    const [flag] = checkGrounding(dataAnalyst, {
      ...dataAnalyst,
      summary: "Analyst with 9 years of experience.",
    });
    expect(flag?.invented).toEqual(["9"]);
  });

  it("flags an employer or other name the source never mentions", () => {
    const rewritten = withExperience(
      dataAnalyst,
      32,
      "- Maintained the claims database for Goldman Sachs.\n- Presented results to Microsoft executives.",
    );
    const [flag] = checkGrounding(dataAnalyst, rewritten);
    expect(flag?.path).toBe("experiences.32.responsibilities");
    expect(flag?.invented).toEqual(["Goldman Sachs", "Microsoft"]);
    expect(flag?.message).toContain('"Goldman Sachs" and "Microsoft"');
  });

  it("flags a name that opens a sentence when more of it follows", () => {
    const rewritten = { ...dataAnalyst, summary: "Google Cloud certified analyst." };
    expect(checkGrounding(dataAnalyst, rewritten)[0]?.invented).toEqual(["Google Cloud"]);
  });

  it("flags skills the source never mentions, in the skills list and in the text", () => {
    const rewritten = {
      ...dataAnalyst,
      skills: [{ name: "", keywords: ["SQL", "Kubernetes", "Python", "Power BI"] }],
      projects: dataAnalyst.projects.map((row) => ({
        ...row,
        description: "- Analysed transport data in python and Airflow.",
      })),
    };
    const flags = checkGrounding(dataAnalyst, rewritten);
    expect(flags).toContainEqual({
      path: "skills",
      invented: ["Kubernetes", "Power BI"],
      message: 'Removed "Kubernetes" and "Power BI": your resume does not mention them.',
    });
    expect(flags.find((flag) => flag.path === "projects.41.description")?.invented).toEqual(["Airflow"]);
  });

  it("accepts another spelling of a tool the source names", () => {
    const source = { ...dataAnalyst, summary: "Tracked key performance indicators in Postgres." };
    const rewritten = { ...source, summary: "Tracked KPIs in PostgreSQL." };
    expect(checkGrounding(source, rewritten)).toEqual([]);
  });

  it("accepts a skill the source names in its text rather than its list", () => {
    const rewritten = {
      ...dataAnalyst,
      skills: [...dataAnalyst.skills, { name: "Tools", keywords: ["pandas", "dashboards"] }],
    };
    expect(checkGrounding(dataAnalyst, rewritten)).toEqual([]);
  });
});

describe("resumeText", () => {
  // Issue 33: the facts the writers and grounding read hold the person's own headline; the desired
  // role is a target, so its words are never evidence of anything.
  it("holds the headline as a fact, never the desired role", () => {
    const text = resumeText({ ...retailSupervisor, headline: "Retail team lead" });
    expect(retailSupervisor.desired_role).toBe("Customer Service Manager");
    expect(text).toContain("Retail team lead");
    expect(text).not.toContain("Customer Service Manager");
  });
});
