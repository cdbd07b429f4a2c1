import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSON_RESUME_JOB_SAMPLE, JSON_RESUME_SAMPLE } from "../../../../tests/fixtures/fixture-path.ts";
import {
  dataAnalyst,
  documentFromJsonResume,
  jobPostingText,
  retailSupervisor,
} from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import { applyRewrite } from "../apply-rewrite.ts";
import { compareMatches } from "../evidence/compare-matches.ts";
import { tailoringPlan } from "../evidence/tailoring-plan.ts";
import { checkGrounding } from "../grounding.ts";
import { extractKeywords } from "../keywords.ts";
import { findNumbers, numberValues } from "../language/numbers.ts";
import { readVerb } from "../language/verbs.ts";
import { resumeText } from "../resume-text.ts";
import { type ResumeTarget, type WriteOptions, WriterError } from "../writer.ts";
import { createOfflineWriter, flagUnmeasuredBullets } from "./offline-writer.ts";
import { experienceYears } from "./years.ts";

const sample = documentFromJsonResume(JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8")));
const job = JSON.parse(readFileSync(JSON_RESUME_JOB_SAMPLE, "utf8"));
const sampleTarget: ResumeTarget = {
  desiredRole: sample.desired_role,
  job: { title: job.title, company: job.company, description: jobPostingText(job) },
  instructions: "",
};
const writer = createOfflineWriter();

function options(signal = new AbortController().signal): WriteOptions & { steps: [string, number][] } {
  const steps: [string, number][] = [];
  return { signal, progress: (message, percent) => steps.push([message, percent]), steps };
}

/** As POST /api/cv/generate does: the caller, not the writer, says which posting terms are grounded. */
async function tailor(source: ResumeDocument, target: ResumeTarget) {
  const rewrite = await writer.rewriteResume(source, target, options());
  return { rewrite, ...applyRewrite(source, rewrite, [], tailoringPlan(source, target).grounded) };
}

function roleTarget(role: string): ResumeTarget {
  return { desiredRole: role, job: null, instructions: "" };
}

const bulletsOf = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2));
const firstWord = (bullet: string) => bullet.split(" ")[0] ?? "";
// Openings that say nothing. Not "helped with", "worked on" or "tasked with": they state the
// person's part, which a rewrite keeps (issue 33).
const FILLER = /responsible for|duties included|in charge of/i;

describe("the offline writer's resume rewrite", () => {
  const cases: [string, ResumeDocument, ResumeTarget][] = [
    ["the JSON Resume sample for the sample job", sample, sampleTarget],
    ["a retail supervisor for a desired role", retailSupervisor, roleTarget("Customer Service Manager")],
    ["a data analyst with no target", dataAnalyst, roleTarget("")],
  ];

  it.each(cases)("invents no facts: %s", async (_, source, target) => {
    const { rewrite, document, flags } = await tailor(source, target);
    // Nothing had to be put back, and the revision passes the check on its own.
    expect(flags).toEqual([]);
    expect(checkGrounding(source, document)).toEqual([]);
    // Every number the writer wrote is one the source states (the summary may also state the
    // whole years its dates cover, or those of the roles with its lead title: at most all).
    const known = numberValues(resumeText(source));
    for (let years = 1; years <= experienceYears(source); years++) known.add(years);
    const written = [
      rewrite.summary,
      ...rewrite.experiences.map((row) => row.responsibilities),
      ...rewrite.projects.map((row) => row.description),
      ...rewrite.educations.map((row) => row.achievements),
      ...rewrite.certificates.map((row) => row.description),
    ].join("\n");
    for (const number of findNumbers(written)) expect(known, number.text).toContain(number.value);
    // Skills are the source's, reordered at most.
    expect([...rewrite.skills].sort()).toEqual(allSkills(source.skills).sort());
  });

  it("puts ended roles in the past tense and the current role in the present", async () => {
    const { document } = await tailor(retailSupervisor, roleTarget("Customer Service Manager"));
    const current = bulletsOf(document.experiences[0]?.responsibilities ?? "");
    const ended = bulletsOf(document.experiences[1]?.responsibilities ?? "");
    expect(current).toHaveLength(5);
    for (const bullet of current) expect(readVerb(firstWord(bullet))?.form, bullet).toBe("base");
    for (const bullet of ended) expect(readVerb(firstWord(bullet))?.form, bullet).toBe("past");
    expect(current).toContain("Manage a team of 8 cashiers.");
    expect(ended).toContain("Stocked shelves and answered customer questions.");
    expect(ended).toContain("Processed payments on the till.");

    const sampleBullets = bulletsOf(
      (await tailor(sample, sampleTarget)).document.experiences[0]?.responsibilities ?? "",
    );
    expect(sampleBullets).toContain(
      "Built an algorithm for artist to detect if their music was violating copy right infringement laws.",
    );
    expect(sampleBullets).toContain("Won Techcrunch Disrupt.");
  });

  it("removes filler openings and fixes capitals and full stops", async () => {
    for (const source of [retailSupervisor, dataAnalyst]) {
      const { document } = await tailor(source, roleTarget(source.desired_role));
      const bullets = document.experiences.flatMap((row) => bulletsOf(row.responsibilities));
      expect(bullets.length).toBeGreaterThan(3);
      for (const bullet of bullets) {
        expect(bullet).not.toMatch(FILLER);
        expect(bullet).toMatch(/^[A-Z].*\.$/);
      }
    }
    const { document } = await tailor(dataAnalyst, roleTarget(""));
    // "Tasked with" (given the task) and "Helped with" (a part) are kept: "Maintained" would
    // claim it was done, "Supported" would change the part (issue 33). Only the full stop is new.
    expect(document.experiences[1]?.responsibilities).toBe(
      "- Tasked with maintaining the claims database.\n- Helped with monthly Excel reports for 3 regional managers.",
    );
  });

  it("writes the posting's term where the resume shows it by another name, never a missing one", async () => {
    const target: ResumeTarget = {
      desiredRole: "BI Analyst",
      job: {
        title: "BI Analyst",
        company: "Acme",
        description: "BI Analyst\nAcme\nRequirements:\n- Data visualization\n- SQL\n- Snowflake",
      },
      instructions: "",
    };
    const { document, flags } = await tailor(dataAnalyst, target);
    const analysis = tailoringPlan(dataAnalyst, target).analysis;
    if (!analysis) throw new Error("no analysis");
    const score = compareMatches(dataAnalyst, document, analysis.terms);
    const state = (term: string) => score.terms?.find((item) => item.term === term);
    // Tableau gives ground for "data visualization": written, now found by a recruiter's search.
    expect(state("data visualization")).toMatchObject({
      before: "supported",
      after: "literal",
      via: "Tableau",
    });
    expect(allSkills(document.skills)).toContain("data visualization");
    expect(score.after.score).toBeGreaterThan(score.before.score);
    // Nothing in the resume shows Snowflake: it stays missing and is written nowhere.
    expect(state("Snowflake")?.after).toBe("missing");
    expect(resumeText(document)).not.toMatch(/snowflake/i);
    expect(flags).toEqual([]);
  });

  it("orders bullets and skills by what the target asks for, and keeps the order without one", async () => {
    const target: ResumeTarget = {
      desiredRole: "Data Analyst",
      job: {
        title: "BI Analyst",
        company: "Acme",
        description: "Build Tableau dashboards. Tableau expertise required. Excel.",
      },
      instructions: "",
    };
    const { document } = await tailor(dataAnalyst, target);
    expect(bulletsOf(document.experiences[0]?.responsibilities ?? "")[0]).toContain("Tableau");
    expect(document.skills[0]?.keywords[0]).toBe("Tableau");
    expect(bulletsOf(document.experiences[1]?.responsibilities ?? "")[0]).toContain("Excel");

    const plain = await tailor(dataAnalyst, roleTarget(""));
    expect(plain.document.skills).toEqual(dataAnalyst.skills);
    expect(bulletsOf(plain.document.experiences[0]?.responsibilities ?? "")[0]).toBe(
      "Built weekly dashboards in Tableau for the operations team.",
    );
  });

  it("writes a summary from the role, the years and skills the resume has", async () => {
    const analyst = await tailor(dataAnalyst, roleTarget("Data Analyst"));
    // Rewritten, not prefixed: who (their own description leads), two skills each said as work
    // from the line of the job that shows it, and a result with its own number.
    expect(analyst.document.summary).toBe(
      "Analyst who turns messy data into clear decisions. Cleaned shipment data with Python and SQL. Built weekly dashboards in Tableau for the operations team. Reduced report preparation time by 30%.",
    );

    const tailored = await tailor(sample, sampleTarget);
    // "Programmer" is the desired role, not a title he held: the summary leads with his latest.
    // One year as CEO is too little to state; "Richard hails from Tulsa" is not a summary sentence.
    expect(tailored.document.summary).toMatch(/^CEO\/President skilled in /);
    expect(tailored.document.summary).not.toMatch(/\b(Richard|he|his)\b/);
    expect(tailored.document.summary).not.toMatch(/\bprogrammer with\b/i);
    // The target is not written into the summary ("Now seeking a web developer role").
    expect(tailored.document.summary).not.toMatch(/seeking|web developer/i);
    expect(tailored.document.summary).not.toContain("Microsoft");
  });

  it("keeps their own sentence that names what is asked, said in the summary's voice", async () => {
    // Their "I …" is the best-written line they have: said as the summary says every line
    // ("Builds…"), it stays ahead of a line copied from a job, which a recruiter reads twice.
    const own = {
      ...dataAnalyst,
      summary:
        "Analyst who turns messy data into clear decisions. I build Tableau dashboards that operations teams use every morning.",
    };
    const { document } = await tailor(own, roleTarget("Data Analyst"));
    expect(document.summary).toContain("Builds Tableau dashboards that operations teams use every morning.");
    expect(document.summary).not.toMatch(/\bI\b/);
  });

  it("says where a result from an earlier job was done", async () => {
    // The latest job shows no number; the earlier one does. Said bare after the latest job's
    // sentence, the result would read as the latest employer's.
    const earlier: ResumeDocument = {
      ...dataAnalyst,
      experiences: dataAnalyst.experiences.map((row) =>
        row.id === 31
          ? { ...row, responsibilities: "- Build weekly dashboards in Tableau for the operations team" }
          : { ...row, responsibilities: "- Cut the claims backlog by 40% in 6 months" },
      ),
    };
    const { document } = await tailor(earlier, roleTarget("Data Analyst"));
    expect(document.summary).toContain("At Harbor Insurance, cut the claims backlog by 40% in 6 months.");
  });

  it("copes with an almost empty resume", async () => {
    const empty: ResumeDocument = {
      ...dataAnalyst,
      full_name: "",
      desired_role: "",
      years_experience: null,
      summary: "",
      skills: [],
      experiences: [],
      projects: [],
      educations: [],
      certificates: [],
    };
    const { rewrite, document, flags } = await tailor(empty, sampleTarget);
    expect(rewrite.summary).toBe("");
    expect(document).toEqual(empty);
    expect(flags).toEqual([]);
    const letter = await writer.writeCoverLetter(
      { resume: empty, jobTitle: "", company: "", jobDescription: "", instructions: "" },
      options(),
    );
    // Nothing to say about the person: the role, a closing that asks to talk, the sign-off.
    const paragraphs = letter.split("\n\n");
    expect(paragraphs[0]).toBe("Dear hiring manager,");
    expect(paragraphs[1]).toMatch(/the open position\.$/);
    expect(paragraphs[2]).toMatch(/discuss|interview/);
    expect(paragraphs.at(-1)).toBe("Sincerely,\n[Your name]");
    expect(paragraphs).toHaveLength(4);
    expect(letter).not.toMatch(/\d|undefined/);
  });

  it("honours a request to keep the summary", async () => {
    const { document } = await tailor(dataAnalyst, {
      ...roleTarget("Data Analyst"),
      instructions: "Please keep my summary as it is.",
    });
    expect(document.summary).toBe(dataAnalyst.summary);
  });

  it("reports progress, is deterministic and fast", async () => {
    const run = options();
    const first = await writer.rewriteResume(sample, sampleTarget, run);
    expect(run.steps.length).toBeGreaterThanOrEqual(4);
    expect(run.steps.map(([, percent]) => percent)).toEqual(
      [...run.steps.map(([, percent]) => percent)].sort((a, b) => a - b),
    );
    expect(run.steps.at(-1)?.[1]).toBe(100);
    expect(await writer.rewriteResume(sample, sampleTarget, options())).toEqual(first);
    const started = performance.now();
    for (let i = 0; i < 10; i++) await writer.rewriteResume(sample, sampleTarget, options());
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });

  it("stops when its signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      writer.rewriteResume(sample, sampleTarget, options(controller.signal)),
    ).rejects.toMatchObject({
      reason: "aborted",
    });
    const timedOut = AbortSignal.abort(new DOMException("late", "TimeoutError"));
    const error = await writer
      .writeCoverLetter(
        { resume: sample, jobTitle: "x", company: "y", jobDescription: "", instructions: "" },
        options(timedOut),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).reason).toBe("timeout");
  });

  it("names itself and extracts keywords like the shared extractor", async () => {
    expect(writer.name).toBe("Offline writer");
    expect(writer.kind).toBe("offline");
    const posting = jobPostingText(job);
    expect(await writer.extractKeywords(posting, options())).toEqual(extractKeywords(posting));
  });
});

describe("flagUnmeasuredBullets", () => {
  it("lists the bullets that state no number, by field", () => {
    const flagged = flagUnmeasuredBullets(dataAnalyst);
    expect(flagged).toContainEqual({
      path: "experiences.31.responsibilities",
      bullet: "Build weekly dashboards in Tableau for the operations team",
    });
    const bullets = flagged.map((item) => item.bullet);
    expect(bullets).not.toContain("Reduced report preparation time by 30%");
    expect(bullets).not.toContain("Publish an interactive map used by 2,000 readers");
    expect(bullets).toContain("Analyse public transport data to map commute times");
  });
});
