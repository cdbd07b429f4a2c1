import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadDocumentAnswer, ResumeDraft } from "../../src/shared/resume-draft.ts";
import {
  content,
  type FakeOpenAiServer,
  hang,
  startFakeOpenAiServer,
  status,
} from "../support/fake-openai-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { newUser } from "./resumes-helpers.ts";

// POST /api/cv/import/read with a model configured (AI_BASE_URL, AI_MODEL): the model structures
// the text, every value it gives is checked against the text, and whatever goes wrong with it
// the person still gets the offline reading. The model is a loopback OpenAI-compatible server
// (tests/support/fake-openai-server.ts) answering what a model answered for this resume.

const RESUME_TEXT = `Priya Raman
Backend Developer
priya.raman@example.com | (555) 010-2368 | Austin, TX
github.example.com/priya-raman

SUMMARY
Backend developer with six years of experience building payment and billing services in Go and PostgreSQL.

EXPERIENCE
Backend Developer
Lumen Payments, Austin, TX
Mar 2021 – Present
• Designed the ledger service that settles 2 million card transactions a day, cutting reconciliation time from 6 hours to 40 minutes.
• Led the move from cron jobs to a Kafka event pipeline for billing events.

Software Engineer
Cedar Health, Dallas, TX
Jun 2018 – Feb 2021
• Built HIPAA-compliant REST APIs for appointment scheduling used by 120 clinics.
• Wrote the integration test suite that caught 30% more regressions before release.

EDUCATION
B.S. Computer Science
University of Texas at Dallas
2014 – 2018

SKILLS
Languages: Go, Python, SQL
Tools: PostgreSQL, Kafka, Docker, Terraform`;

/** The model's reading, as a model answered it (in a fence, after a sentence), with one invention. */
const INVENTED_TITLE = "Senior Backend Engineer";
const modelReading: ResumeDraft = {
  basics: {
    name: "Priya Raman",
    label: "Backend Developer",
    email: "priya.raman@example.com",
    phone: "(555) 010-2368",
    url: "https://github.example.com/priya-raman",
    summary:
      "Backend developer with six years of experience building payment and billing services in Go and PostgreSQL.",
    location: { city: "Austin", region: "TX" },
  },
  work: [
    {
      name: "Lumen Payments",
      // The text says "Backend Developer": the model promoted her.
      position: INVENTED_TITLE,
      location: "Austin, TX",
      startDate: "2021-03",
      highlights: [
        "Designed the ledger service that settles 2 million card transactions a day, cutting reconciliation time from 6 hours to 40 minutes.",
        "Led the move from cron jobs to a Kafka event pipeline for billing events.",
      ],
    },
    {
      name: "Cedar Health",
      position: "Software Engineer",
      location: "Dallas, TX",
      startDate: "2018-06",
      endDate: "2021-02",
      highlights: [
        "Built HIPAA-compliant REST APIs for appointment scheduling used by 120 clinics.",
        "Wrote the integration test suite that caught 30% more regressions before release.",
      ],
    },
  ],
  education: [
    {
      institution: "University of Texas at Dallas",
      area: "Computer Science",
      studyType: "B.S.",
      startDate: "2014",
      endDate: "2018",
    },
  ],
  skills: [
    { name: "Languages", keywords: ["Go", "Python", "SQL"] },
    { name: "Tools", keywords: ["PostgreSQL", "Kafka", "Docker", "Terraform"] },
  ],
};
const recordedAnswer = `Here is the resume as JSON Resume fields:\n\n\`\`\`json\n${JSON.stringify(modelReading, null, 2)}\n\`\`\``;

describe("reading a resume with a configured model", () => {
  let t: TestApp;
  let model: FakeOpenAiServer;
  /** The offline reading of RESUME_TEXT, as the same app answers it when the model is down. */
  let offline: ReadDocumentAnswer;

  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    t = await createTestApp("pglite", {
      env: {
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: "test-model-7b",
        AI_MAX_RETRIES: "0",
        // The read waits at most 30 s, or AI_TIMEOUT_MS when that is shorter.
        AI_TIMEOUT_MS: "1500",
        AI_RATE_LIMIT_MAX: "1000",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  async function read() {
    const { client } = await newUser(t);
    const res = await client.json<ReadDocumentAnswer>("/api/cv/import/read", { json: { text: RESUME_TEXT } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it("falls back to the offline reading when the provider fails", async () => {
    model.script(status(500));
    offline = await read();
    expect(offline.reader).toBe("offline");
    expect(offline.source).toBe("text");
    expect(offline.resume.basics.name).toBe("Priya Raman");
    expect(offline.resume.work?.[0]?.position).toBe("Backend Developer");
  });

  it("answers the model's reading, with the invented title replaced by the offline one", async () => {
    model.script(content(recordedAnswer));
    const answer = await read();
    expect(answer.reader).toBe("model");
    expect(answer.sourceText).toBe(offline.sourceText);
    // The prompt carried the text as data.
    expect(model.promptOf(model.requests.length - 1)).toContain(
      `<resume_text>\n${RESUME_TEXT.split("\n")[0]}`,
    );

    // The offline reading's title stands in, flagged for the person to check.
    expect(answer.resume.work?.[0]?.position).toBe("Backend Developer");
    expect(answer.lowConfidence).toEqual(["work[0].position"]);
    // Everything else the model read is in the text, and kept as it gave it.
    const { position: _invented, ...firstJob } = modelReading.work?.[0] ?? {};
    expect(answer.resume).toMatchObject({
      ...modelReading,
      work: [firstJob, modelReading.work?.[1]],
    });
  });

  it("falls back when the model answers no JSON, twice", async () => {
    model.script(content("I'm sorry, I can't help with reading documents."));
    const before = model.requests.length;
    const answer = await read();
    expect(answer.reader).toBe("offline");
    expect(answer.resume).toEqual(offline.resume);
    // One retry with the problem spelled out, then the offline reading.
    expect(model.requests.length - before).toBe(2);
  });

  it("falls back when the model answers with another resume", async () => {
    const stranger: ResumeDraft = {
      basics: { name: "John Smith", email: "john@example.org", label: "Chief Executive Officer" },
      work: [{ name: "Globex", position: "CEO", startDate: "2010-01" }],
    };
    model.script(content(JSON.stringify(stranger)));
    const answer = await read();
    expect(answer.reader).toBe("offline");
    expect(answer.resume).toEqual(offline.resume);
  });

  it("falls back when the model does not answer in time", async () => {
    model.script(hang());
    const started = performance.now();
    const answer = await read();
    expect(answer.reader).toBe("offline");
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
