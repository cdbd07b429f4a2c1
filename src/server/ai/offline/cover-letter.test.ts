import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSON_RESUME_JOB_SAMPLE, JSON_RESUME_SAMPLE } from "../../../../tests/fixtures/fixture-path.ts";
import {
  dataAnalyst,
  documentFromJsonResume,
  jobPostingText,
} from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { findNumbers, numberValues } from "../language/numbers.ts";
import { resumeText } from "../resume-text.ts";
import type { CoverLetterInput } from "../writer.ts";
import { createOfflineWriter } from "./offline-writer.ts";

const sample = documentFromJsonResume(JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8")));
const job = JSON.parse(readFileSync(JSON_RESUME_JOB_SAMPLE, "utf8"));
const writer = createOfflineWriter();
const run = { signal: new AbortController().signal, progress: () => {} };

function write(input: Partial<CoverLetterInput>) {
  return writer.writeCoverLetter(
    {
      resume: sample,
      jobTitle: job.title,
      company: job.company,
      jobDescription: jobPostingText(job),
      instructions: "",
      ...input,
    },
    run,
  );
}

describe("the offline writer's cover letter", () => {
  it("greets the company, names the role and signs with the full name", async () => {
    const letter = await write({});
    const paragraphs = letter.split("\n\n");
    expect(paragraphs[0]).toBe("Dear Microsoft hiring team,");
    expect(paragraphs[1]).toMatch(/^[^.]*the Web Developer position at Microsoft\./);
    expect(paragraphs.at(-1)).toBe("Sincerely,\nRichard Hendriks");
    expect(paragraphs.length).toBeGreaterThanOrEqual(5);
    expect(letter).not.toMatch(/[<>*#]/);
  });

  it("restates the resume's own work in the first person, without pasting whole bullets", async () => {
    const letter = await write({});
    expect(letter).toContain("I am a CEO/President.");
    // Web development is in the skills, not in the Pied Piper job's lines: not said of that job.
    expect(letter).not.toMatch(/Pied Piper, my recent work has involved web development/);
    expect(letter).toContain("On my Miss Direction project, I used");
    // A letter short of work to tell names the posting's tools the resume lists, as worked with;
    // it does not tell the employer what its own posting names (blind review).
    expect(letter.split(/(?<=\.) /).find((sentence) => sentence.includes("HTML"))).toMatch(
      /^I have also worked with/,
    );
    expect(letter).not.toMatch(/posting/);
    for (const run of bulletRuns(sample)) expect(letter).not.toContain(run);
    // React, Node.js and MongoDB are in the posting, not in the resume: never claimed.
    expect(letter).not.toMatch(/React|Node\.js|MongoDB/);
    expect(letter).not.toMatch(/my resume/i);
  });

  it("states no number the resume does not", async () => {
    for (const resume of [sample, dataAnalyst]) {
      const letter = await write({
        resume,
        jobTitle: "Analyst",
        company: "Acme",
        jobDescription: "SQL, Python, Tableau dashboards.",
      });
      const known = numberValues(resumeText(resume));
      for (const number of findNumbers(letter)) expect(known, number.text).toContain(number.value);
    }
    const analystLetter = await write({
      resume: dataAnalyst,
      jobTitle: "Analyst",
      company: "Acme",
      jobDescription: "SQL",
    });
    // Who they are in their own words: the summary's opening noun phrase and its relative clause.
    expect(analystLetter).toContain("I am an analyst who turns messy data into clear decisions.");
    expect(analystLetter).toContain("As a Data Analyst at Northwind Logistics, I");
  });

  it("writes a shorter, honest letter without a resume", async () => {
    const letter = await write({
      resume: null,
      jobTitle: "Barista",
      company: "Bean There",
      jobDescription: "Customer service, cash handling and food safety. Great customer service matters.",
    });
    expect(letter).toContain("Dear Bean There hiring team,");
    expect(letter).toContain("the Barista position at Bean There");
    expect(letter).toContain("customer service");
    expect(letter).toContain("Sincerely,\n[Your name]");
    expect(letter).not.toMatch(/\d/);
    expect(letter.split("\n\n").length).toBe(4);
  });

  it("names the role by its title, not by the posting's phrasing around it", async () => {
    const letter = await write({
      resume: null,
      jobTitle: "Seeking a DevOps & Kubernetes engineer (m/f/d)",
      company: "End Point Dev",
    });
    expect(letter).toContain("the DevOps & Kubernetes Engineer position at End Point Dev");
    const ios = await write({ resume: null, jobTitle: "ios software engineer", company: "Lanit" });
    expect(ios).toContain("the iOS Software Engineer position at Lanit");
  });

  it("ends a sentence on a company name with a full stop once", async () => {
    const letter = await write({ resume: null, jobTitle: "Planner", company: "Evergreen Components, Inc." });
    expect(letter).toMatch(/the Planner position at Evergreen Components, Inc\.\s/);
    expect(letter).not.toContain("Inc..");
  });

  it("follows simple instructions and copes with a missing company or title", async () => {
    const brief = await write({ resume: dataAnalyst, instructions: "Keep it short and enthusiastic" });
    const full = await write({ resume: dataAnalyst });
    expect(brief.split("\n\n").length).toBeLessThan(full.split("\n\n").length);
    // "Enthusiastic" asks for the warm tone: its greeting and its spoken register.
    expect(brief).toMatch(/^Dear Microsoft team,\n\n[^\n]*the Web Developer role at Microsoft/);
    expect(brief).toMatch(/\bI'm\b|\bI'd\b|\bI've\b/);
    // Neither given: the pasted posting's title is used (this one names no employer); a posting
    // that names neither gets the plain frame.
    const fromPosting = await write({ company: "", jobTitle: "" });
    expect(fromPosting).toMatch(/^Dear hiring manager,\n\n[^\n.]*the Web Developer position\./);
    const bare = await write({
      company: "",
      jobTitle: "",
      jobDescription: "Requirements:\n- JavaScript and HTML",
    });
    expect(bare).toMatch(/^Dear hiring manager,\n\n[^\n.]*the open position\./);
  });

  it("says the work the user's instructions ask it to stress, and first", async () => {
    const plain = await write({ resume: dataAnalyst });
    const asked = await write({
      resume: dataAnalyst,
      instructions: "Please stress my work with the finance team",
    });
    // The finance line is not what the posting asks for: without the request it comes last of
    // the job's work, with it right after the answer.
    const at = (letter: string) => letter.indexOf("worked with finance to forecast quarterly demand");
    expect(at(asked)).toBeGreaterThan(0);
    expect(at(asked)).toBeLessThan(asked.indexOf("reduced report preparation time"));
    expect(at(plain)).toBeGreaterThan(plain.indexOf("reduced report preparation time"));
  });

  it("keeps a task given to the person as given: 'I was tasked with', never 'I tasked with'", async () => {
    const letter = await write({ resume: dataAnalyst });
    expect(letter).toMatch(/was tasked with maintaining the claims database/);
    expect(letter).not.toMatch(/\bI (?:also )?tasked\b/);
  });

  it("states no motive or feeling the person did not write, in any tone", async () => {
    for (const tone of ["formal", "warm", "direct"] as const) {
      const letter = await write({ resume: dataAnalyst, tone });
      expect(letter, tone).not.toMatch(/drew me|excites me|love doing|passionate about/i);
    }
  });

  it("writes the same facts in the tone asked for", async () => {
    const formal = await write({ resume: dataAnalyst, tone: "formal" });
    const warm = await write({ resume: dataAnalyst, tone: "warm" });
    const direct = await write({ resume: dataAnalyst, tone: "direct" });
    expect(formal).toMatch(/^Dear Microsoft hiring team,/);
    expect(formal).toContain("Sincerely,\nSamir Okafor");
    expect(warm).toMatch(/^Dear Microsoft team,/);
    expect(warm).toContain("Warm regards,\nSamir Okafor");
    expect(direct).toMatch(/^Hello Microsoft team,/);
    // Direct: the evidence is a list, and the closing asks for a call.
    expect(direct).toMatch(/\n- /);
    expect(direct.split("\n\n").at(-2)).toMatch(/call|talk/);
    // The facts are the same three times: the same results, the same numbers.
    for (const letter of [warm, direct]) {
      expect(numberValues(letter)).toEqual(numberValues(formal));
    }
  });

  it("says a job in an armed service was in it, not at it, in every tone", async () => {
    const [first, ...rest] = dataAnalyst.experiences;
    if (!first) throw new Error("the sample has a job");
    const veteran = { ...dataAnalyst, experiences: [{ ...first, company: "U.S. Army" }, ...rest] };
    for (const tone of ["formal", "warm", "direct"] as const) {
      const letter = await write({ resume: veteran, tone });
      expect(letter, tone).toMatch(/\bin the U\.S\. Army\b/);
      expect(letter, tone).not.toMatch(/\bat the U\.S\. Army\b/i);
    }
  });

  it("addresses a company whose name starts with 'The' without 'Dear The'", async () => {
    const letter = await write({ resume: dataAnalyst, company: "The Homes Institute" });
    expect(letter).toMatch(/^Dear hiring team at The Homes Institute,/);
  });
});

/** Every run of 13 words of the resume's bullets: a letter that contains one pastes a bullet. */
function bulletRuns(resume: ResumeDocument): string[] {
  const runs: string[] = [];
  for (const row of resume.experiences) {
    for (const line of row.responsibilities.split("\n")) {
      const words = line
        .replace(/^[-•*]\s*/, "")
        .trim()
        .split(/\s+/);
      for (let i = 0; i + 13 <= words.length; i++) runs.push(words.slice(i, i + 13).join(" "));
    }
  }
  return runs;
}

describe("a project's own doings are not the person's", () => {
  it("never turns 'Supports LightGBM' into 'I support LightGBM'", async () => {
    const resume: ResumeDocument = {
      ...dataAnalyst,
      projects: [
        {
          ...(dataAnalyst.projects[0] as ResumeDocument["projects"][number]),
          name: "rank-check",
          description:
            "- Supports LightGBM and XGBoost rankers\n- Computes NDCG per query segment\n- Wrote the LightGBM adapter and its tests",
          end_date: "11/2026",
        },
      ],
    };
    const letter = await write({
      resume,
      jobTitle: "Machine Learning Engineer",
      company: "Northwind",
      jobDescription:
        "Machine Learning Engineer\n\nRequirements\n\n- Experience with LightGBM and XGBoost\n- NDCG",
    });
    expect(letter).not.toMatch(/I support|I compute/);
    expect(letter).toContain("LightGBM");
  });
});

describe("a team's project", () => {
  it("is said as the team's, not as the person's own", async () => {
    const resume: ResumeDocument = {
      ...dataAnalyst,
      projects: [
        {
          ...(dataAnalyst.projects[0] as ResumeDocument["projects"][number]),
          name: "PantryPal",
          description:
            "Bootcamp capstone (team of 4): pantry tracker.\n- Built the React front end for donations",
          end_date: "11/2026",
        },
      ],
    };
    const letter = await write({
      resume,
      jobTitle: "Front-End Engineer",
      company: "Northwind",
      jobDescription: "Front-End Engineer\n\nRequirements\n\n- Experience with React\n",
    });
    expect(letter).toContain("PantryPal team project");
    expect(letter).not.toContain("my PantryPal project");
  });
});

describe("a letter for work the resume does not show", () => {
  const posting = [
    "Mechanical Design Engineer",
    "",
    "Requirements:",
    "- 5+ years of experience with SolidWorks",
    "- Working knowledge of GD&T",
    "- Hydraulic design experience",
  ].join("\n");

  it("says plainly that the work is new, by the posting's title without its level, before the closest work", async () => {
    const letter = await write({
      jobTitle: "Senior Mechanical Design Engineer",
      company: "Fabrikam",
      jobDescription: posting,
    });
    expect(letter).toMatch(/(worked as|first role as|held) a Mechanical Design Engineer( role| before)?\./);
    // The posting's tools are not listed as the gap ("…not yet worked with SolidWorks or GD&T").
    expect(letter).not.toMatch(/worked with (SolidWorks|hydraulic)/i);
  });
});

describe("work on one's own account", () => {
  it('says freelance work as freelance ("as a freelance Web Developer"), never as a job at an employer', async () => {
    const [first, ...rest] = sample.experiences;
    const freelancer: ResumeDocument = {
      ...sample,
      experiences: [
        {
          ...(first as ResumeDocument["experiences"][number]),
          role: "Web Developer (freelance)",
          company: "Freelance",
        },
        ...rest,
      ],
    };
    const letter = await write({ resume: freelancer });
    expect(letter).toMatch(/freelance Web Developer/);
    expect(letter).not.toMatch(/as a Web Developer/i);
  });
});
