import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAREER_FIELDS } from "../../src/shared/career-fields.ts";
import type { PostingSkills } from "../../src/shared/contracts/resumes.ts";
import { suggestSkills } from "../../src/shared/skill-suggestions.ts";
import {
  ID_POSTING,
  INFORMATICS_POSTING,
  NURSE_RESUME,
  NURSE_TARGET,
  TEACHER_RESUME,
  TEACHER_TARGET,
} from "../fixtures/career-changers.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser } from "./ai-helpers.ts";
import { type Client, newUser } from "./resumes-helpers.ts";

// GET /api/cv/posting-skills (issue 34 point 6) on a real database, for the two career changers:
// the target posting's skills the resume does not say, from the pasted posting (its saved job and
// the user's corrections when there is one) or the newest tailored revision's job; then what the
// wizard offers from them (shared/skill-suggestions.ts): the target's words first.

const LIMIT = 12;
const graphicDesign = new Set(CAREER_FIELDS.find((field) => field.id === "design")?.suggestions);
const bedside = new Set(CAREER_FIELDS.find((field) => field.id === "healthcare")?.suggestions);

async function importResume(client: Client, data: unknown, patch: Record<string, unknown>) {
  const created = await client.json("/api/cv/import", { json: { format: "json-resume", data } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (!Object.keys(patch).length) return created.body as { id: number; skills: { keywords: string[] }[] };
  const updated = await client.json("/api/cv/update", {
    method: "PATCH",
    json: { id: created.body.id, updated_at: created.body.updated_at, ...patch },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return updated.body as { id: number; skills: { keywords: string[] }[] };
}

const skillsOf = (client: Client, id: number | string) =>
  client.json<PostingSkills & { error: { message: string } }>(`/api/cv/posting-skills?id=${id}`);
const terms = (answer: PostingSkills) => answer.skills.map((skill) => skill.term);

describe.each(testDatabaseKinds())("the target posting's missing skills (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { QUALITY_RATE_LIMIT_MAX: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it("the teacher's pasted posting: instructional-design skills she lacks, required first; the wizard leads with them", async () => {
    const { client } = await aiUser(t, 0);
    const resume = await importResume(client, TEACHER_RESUME, {
      desired_role: TEACHER_TARGET,
      job_posting: ID_POSTING.description,
    });
    const answer = await skillsOf(client, resume.id);
    expect(answer.status).toBe(200);
    // Not saved as a job yet: the posting itself, read as tailoring reads it.
    expect(answer.body.job).toEqual({
      id: null,
      title: "Instructional Designer",
      company: "Brightpath Learning",
    });
    expect(terms(answer.body)).toEqual(
      expect.arrayContaining([
        "e-learning",
        "Articulate Storyline",
        "ADDIE",
        "SCORM",
        "instructional design",
      ]),
    );
    const importance = answer.body.skills.map((skill) => skill.importance);
    expect(importance.indexOf("preferred")).toBeGreaterThan(importance.lastIndexOf("required"));
    expect(answer.body.skills.find((skill) => skill.term === "Rise 360")?.aliases).toContain(
      "articulate rise",
    );

    const present = resume.skills.flatMap((group) => group.keywords);
    const groups = suggestSkills({
      targetRole: TEACHER_TARGET,
      pastTitles: ["English Teacher"],
      posting: { title: answer.body.job?.title ?? "", gaps: answer.body.skills },
      present,
    });
    const offered = groups.flatMap((group) => group.skills);
    expect(groups[0]?.source).toBe("posting");
    expect(offered.slice(0, 3)).toEqual(["E-learning", "Articulate Storyline", "Rise 360"]);
    expect(offered.filter((skill) => graphicDesign.has(skill))).toEqual([]);
  });

  it("a saved job's corrections count: a term the teacher removed from its checklist is not offered", async () => {
    const { client } = await aiUser(t, 0);
    const resume = await importResume(client, TEACHER_RESUME, {
      desired_role: TEACHER_TARGET,
      job_posting: ID_POSTING.description,
    });
    const job = await client.json("/api/jobs/for-posting", { json: { description: ID_POSTING.description } });
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    const corrected = await client.json("/api/jobs", {
      method: "PATCH",
      json: { id: job.body.id, term_corrections: { removed: ["ADDIE"], required: [], added: ["Camtasia"] } },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const answer = await skillsOf(client, resume.id);
    expect(answer.body.job?.id).toBe(job.body.id);
    expect(terms(answer.body)).not.toContain("ADDIE");
    expect(terms(answer.body)).toContain("SCORM");
  });

  it("the nurse's informatics posting: informatics skills, not what she says (Epic) nor her licence; no bedside skills", async () => {
    const { client } = await aiUser(t, 0);
    const resume = await importResume(client, NURSE_RESUME, {
      desired_role: NURSE_TARGET,
      job_posting: INFORMATICS_POSTING.description,
    });
    const answer = await skillsOf(client, resume.id);
    const found = terms(answer.body);
    expect(found).toEqual(
      expect.arrayContaining(["test scripts", "order sets", "clinical decision support", "HL7", "SQL"]),
    );
    expect(found).not.toContain("Epic");
    expect(found.filter((term) => /licen[cs]e/i.test(term))).toEqual([]);
    const offered = suggestSkills({
      targetRole: NURSE_TARGET,
      pastTitles: ["Registered Nurse, Medical-Surgical Unit"],
      posting: { title: answer.body.job?.title ?? "", gaps: answer.body.skills },
      present: resume.skills.flatMap((group) => group.keywords),
    }).flatMap((group) => group.skills);
    expect(offered.filter((skill) => bedside.has(skill))).toEqual([]);
  });

  it("without a pasted posting, the newest tailored revision's job; with neither, nothing", async () => {
    const { client } = await aiUser(t, 2);
    const resume = await importResume(client, NURSE_RESUME, { desired_role: NURSE_TARGET });
    expect((await skillsOf(client, resume.id)).body).toEqual({ job: null, skills: [] });
    const job = await client.json("/api/jobs", { json: INFORMATICS_POSTING });
    expect(job.status).toBe(201);
    const revision = await client.json("/api/cv/generate", { json: { id: resume.id, jobId: job.body.id } });
    expect(revision.status, JSON.stringify(revision.body)).toBe(201);
    const answer = await skillsOf(client, resume.id);
    expect(answer.body.job).toEqual({
      id: job.body.id,
      title: INFORMATICS_POSTING.title,
      company: "Northfield Health",
    });
    expect(terms(answer.body)).toContain("HL7");
  });

  it("another user's resume is not found; a bad id is refused; both change nothing", async () => {
    const owner = await aiUser(t, 0);
    const resume = await importResume(owner.client, TEACHER_RESUME, { job_posting: ID_POSTING.description });
    const stranger = await newUser(t);
    const theirs = await skillsOf(stranger.client, resume.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe("This resume does not exist or is not yours.");
    const bad = await skillsOf(owner.client, "abc");
    expect(bad.status).toBe(400);
    expect((await skillsOf(owner.client, resume.id)).status).toBe(200);
  });

  it(`is limited to ${LIMIT} a window per user, with a message and Retry-After`, async () => {
    const { client } = await aiUser(t, 0);
    const resume = await importResume(client, TEACHER_RESUME, { job_posting: ID_POSTING.description });
    for (let n = 0; n < LIMIT; n++) expect((await skillsOf(client, resume.id)).status).toBe(200);
    const refused = await skillsOf(client, resume.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      "You are asking for skill suggestions too often. Please wait a minute and try again.",
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
