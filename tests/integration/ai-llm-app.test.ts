import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Revision } from "../../src/shared/contracts/revisions.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { allSkills } from "../../src/shared/skill-groups.ts";
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from "../support/fake-openai-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, generationsLeft, importSample, revisionRowsOf, saveSampleJob } from "./ai-helpers.ts";

// The whole app with AI_BASE_URL / AI_MODEL set: the same HTTP flow as with the offline writer,
// but the text comes from "the model". A hosted LLM cannot be reached here, so the model is a
// loopback OpenAI-compatible server (tests/support/fake-openai-server.ts) scripted per test.

const MODEL = "test-model-7b";

/**
 * A faithful model rewording of a job's lines: the bullets in another order and filler cut
 * ("Successfully won" says "Won"), each line still claiming what the person wrote.
 */
function reworded(text: string): string {
  return text
    .split("\n")
    .reverse()
    .map((line) =>
      line.replace(
        /^(- )?Successfully (\p{L})/u,
        (_, marker, first) => `${marker ?? ""}${first.toUpperCase()}`,
      ),
    )
    .join("\n");
}

/** What a model would answer for the sample: every job's lines reworded, `invent` added to the first. */
function modelRewrite(resume: ResumeDocument, invent = "") {
  return {
    summary: "Software developer who builds fast, accessible web applications with HTML, CSS and JavaScript.",
    // A model answers a flat list of the resume's skills, reordered.
    skills: allSkills(resume.skills).reverse(),
    experiences: resume.experiences.map((row, index) => ({
      id: row.id,
      responsibilities: `${reworded(row.responsibilities)}${index === 0 ? invent : ""}`,
    })),
  };
}

describe.each(testDatabaseKinds())("AI writing on a configured model (%s)", (kind) => {
  let t: TestApp;
  let model: FakeOpenAiServer;
  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    t = await createTestApp(kind, {
      env: { AI_BASE_URL: model.baseUrl, AI_MODEL: MODEL, AI_API_KEY: "sk-test", AI_RATE_LIMIT_MAX: "1000" },
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("names the model as the writer and saves the model's wording as the revision", async () => {
    const { client } = await aiUser(t, 2);
    const original = await importSample(client);
    const job = await saveSampleJob(client);
    model.script(content(JSON.stringify(modelRewrite(original))));

    const res = await client.json<Revision>("/api/cv/generate", { json: { id: original.id, jobId: job.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.writer).toBe(MODEL);
    expect(res.body.flags).toEqual([]);
    expect(res.body.document.summary).toContain("accessible web applications");
    expect(res.body.document.experiences[0]?.responsibilities).toBe(
      reworded(original.experiences[0]?.responsibilities ?? ""),
    );
    expect(JSON.stringify(res.body.document)).toContain("Won Techcrunch Disrupt");
    // The revision keeps the groups, in the model's order within and between them.
    expect(res.body.document.skills).toEqual(
      original.skills.map((group) => ({ ...group, keywords: [...group.keywords].reverse() })).reverse(),
    );
    // Employers, titles and dates are not the model's to change.
    expect(
      res.body.document.experiences.map(({ company, role, start_date }) => ({ company, role, start_date })),
    ).toEqual(original.experiences.map(({ company, role, start_date }) => ({ company, role, start_date })));
    const config = await client.json<{ writer: { name: string; kind: string } }>("/api/config");
    expect(config.body.writer).toEqual({ name: MODEL, kind: "llm" });
    // The request reached the model with the key and the posting.
    const last = model.requests.at(-1);
    expect(last?.headers.authorization).toBe("Bearer sk-test");
    expect(last?.body.model).toBe(MODEL);
    expect(model.promptOf(model.requests.length - 1)).toContain(job.title);
  });

  it("puts back a bullet where the model invented a number, and says so", async () => {
    const { client } = await aiUser(t, 2);
    const original = await importSample(client);
    model.script(content(JSON.stringify(modelRewrite(original, ", cutting load times by 73%"))));

    const res = await client.json<Revision>("/api/cv/generate", { json: { id: original.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const first = original.experiences[0];
    if (!first) throw new Error("the sample has no experience");
    const flag = res.body.flags.find((item) => item.path === `experiences.${first.id}.responsibilities`);
    expect(flag?.invented.join(" ")).toContain("73");
    const kept = res.body.document.experiences.find((row) => row.id === first.id);
    expect(kept?.responsibilities).toBe(first.responsibilities);
    expect(JSON.stringify(res.body.document)).not.toContain("73%");
  });

  it("answers garbage from the model with the AI error, charges nothing and saves nothing", async () => {
    const { client, userId } = await aiUser(t, 1);
    const original = await importSample(client);
    model.script(content("I am sorry, I cannot help with that."));

    const res = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe("ai_failed");
    expect(res.body.error.message).toMatch(/^Oops! Something went wrong/);
    expect(await generationsLeft(t, userId)).toBe(1);
    expect(await revisionRowsOf(t, userId)).toEqual([]);
  });
});
