import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import { coverLetter } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  aiUser,
  controllableWriter,
  generationRowsOf,
  generationsLeft,
  importSample,
  readEvents,
  revisionRowsOf,
  sampleResume,
} from "./ai-helpers.ts";
import {
  type Client,
  createResume,
  cvLeftOf,
  newUser,
  paidUser,
  resumesOf,
  setEntitlement,
} from "./resumes-helpers.ts";

// Quotas under 50 concurrent requests (the Prove-it issue, suite 5): whatever mix of routes
// spends a credit at once, the count of what gets made equals the credits there were, and the
// credits end at 0, never below. The AI writer is the offline writer behind a test double at the
// LLM edge, so that one test can also make every generation fail.

const BURST = 50;

/** Counts answers by status, e.g. { 201: 3, 402: 47 }. */
function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function lettersOf(t: TestApp, userId: string) {
  return t.db.select().from(coverLetter).where(eq(coverLetter.userId, userId));
}

describe.each(databaseDependentKinds())("quotas under 50 concurrent requests (%s)", (kind) => {
  const double = controllableWriter(createOfflineWriter());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { writer: double.writer, env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("cvLeft = 3: 50 concurrent creates, duplicates and imports make exactly 3 resumes and leave 0", async () => {
    const { client, userId } = await paidUser(t, 4);
    const existing = await createResume(client, "Original");
    expect(await cvLeftOf(t, userId)).toBe(3);

    const calls = Array.from({ length: BURST }, (_, index) => {
      if (index % 3 === 0) return client.json("/api/cv/create", { json: { name: `New ${index}` } });
      if (index % 3 === 1) return client.json("/api/cv/duplicate", { json: { id: existing.id } });
      return client.json("/api/cv/import", { json: { format: "json-resume", data: sampleResume } });
    });
    const answers = await Promise.all(calls);
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 3, 402: BURST - 3 });
    for (const refused of answers.filter((answer) => answer.status === 402)) {
      expect(refused.body.error.details).toEqual({ reason: "cvCreate" });
    }
    expect(await cvLeftOf(t, userId)).toBe(0);
    const made = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
    expect((await resumesOf(t, userId)).map((row) => row.id).sort()).toEqual([existing.id, ...made].sort());
  });

  it("a new free user's 50 concurrent first lists and creates make exactly one resume", async () => {
    const { client, userId } = await newUser(t); // the free plan: one resume
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        index % 2 === 0
          ? client.json("/api/cv/list")
          : client.json("/api/cv/create", { json: { name: `Mine ${index}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => [200, 201, 402].includes(status)),
      JSON.stringify(tally(statuses)),
    ).toBe(true);
    expect(await resumesOf(t, userId)).toHaveLength(1);
    expect(await cvLeftOf(t, userId)).toBe(0);
    expect((await client.json("/api/cv/list")).body).toHaveLength(1);
  });

  it("a free user's 50 concurrent first letter lists make exactly one free cover letter", async () => {
    const { client, userId } = await newUser(t);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => client.json("/api/entity?entity=cover_letters")),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: BURST });
    expect(await lettersOf(t, userId)).toHaveLength(1);
  });

  it("generated = 5: 50 concurrent resume and cover-letter generations (some streamed) make exactly 5 and leave 0", async () => {
    double.set("pass");
    const { client, userId } = await aiUser(t, 5);
    const original = await importSample(client);
    const letter = await client.json("/api/cover-letter/create", {
      json: { resume_id: original.id, job_title: "Web Developer", company: "Acme" },
    });
    expect(letter.status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) => generate(client, index, original.id, letter.body.id)),
    );
    expect(tally(answers)).toEqual({ 201: 5, 402: BURST - 5 });
    expect(await generationsLeft(t, userId)).toBe(0);
    const revisions = await revisionRowsOf(t, userId);
    const [stored] = await lettersOf(t, userId).then((rows) =>
      rows.filter((row) => row.id === letter.body.id),
    );
    expect(revisions.length + (stored?.content.length ?? 0)).toBe(5);
    const generations = await generationRowsOf(t, userId);
    expect(generations.map((row) => [row.status, row.charged])).toEqual(Array(5).fill(["done", true]));
  });

  it("generated = 5 and a failing model: 50 concurrent generations refund every credit, never more", async () => {
    double.set("fail");
    const { client, userId } = await aiUser(t, 5);
    const original = await importSample(client);
    const letter = await client.json("/api/cover-letter/create", { json: { resume_id: original.id } });

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) => generate(client, index, original.id, letter.body.id)),
    );
    const counts = tally(answers);
    // Each failure gave its credit back before the answer; a 402 met all 5 out at once.
    expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(["502"]));
    expect((counts[502] ?? 0) + (counts[402] ?? 0)).toBe(BURST);
    expect(await generationsLeft(t, userId)).toBe(5);
    expect(await revisionRowsOf(t, userId)).toEqual([]);
    expect((await lettersOf(t, userId)).flatMap((row) => row.content)).toEqual([]);
    const generations = await generationRowsOf(t, userId);
    expect(generations.length).toBe(counts[502]);
    expect(generations.every((row) => row.status === "failed")).toBe(true);
    double.set("pass");
  });

  it("a subscriber's 50 concurrent generations all succeed without touching the credits", async () => {
    double.set("pass");
    const { client, userId } = await aiUser(t, 2);
    await setEntitlement(t, userId, { subscriptionActive: true, plan: "premium" });
    const original = await importSample(client);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => client.json("/api/cv/generate", { json: { id: original.id } })),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: BURST });
    expect(await generationsLeft(t, userId)).toBe(2);
  });
});

/**
 * One generation request, by index: resume or cover letter, plain or streamed. Answers the
 * status, a streamed one's final event mapped to the status it stands for.
 */
async function generate(client: Client, index: number, resumeId: number, letterId: number): Promise<number> {
  const path = index % 2 === 0 ? "/api/cv/generate" : "/api/cover-letter/generate";
  const json = { id: index % 2 === 0 ? resumeId : letterId };
  if (index % 4 < 2) return (await client.json(path, { json })).status;
  const res = await client.request(path, { json, headers: { accept: "application/x-ndjson" } });
  if (res.status !== 200) {
    await res.body?.cancel();
    return res.status;
  }
  const last = (await readEvents(res)).at(-1);
  if (last?.type === "done") return 201;
  if (last?.type === "error") return last.error.code === "ai_timeout" ? 504 : 502;
  throw new Error(`a stream ended without a result: ${JSON.stringify(last)}`);
}
