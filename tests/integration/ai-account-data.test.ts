import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiGeneration, job, resumeRevision } from "../../src/server/db/schema/index.ts";
import { findUser } from "../support/anonymous.ts";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sessionUser } from "../support/users.ts";
import { generationsLeft, importSample, saveSampleJob } from "./ai-helpers.ts";
import { newUser, setEntitlement } from "./resumes-helpers.ts";

// The AI rows (jobs, revisions, generation records) follow their user: they move with an
// anonymous visitor who links an account, are in "export my data", and go with the account.
describe.each(testDatabaseKinds())("AI data and the account (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An anonymous visitor on a paid plan with a tailored revision, a saved job and a letter. */
  async function visitorWithAiWork() {
    const visitor = await newUser(t);
    await setEntitlement(t, visitor.userId, { isPaid: true, plan: "basic", cvLeft: 2, generated: 3 });
    const resume = await importSample(visitor.client);
    const saved = await saveSampleJob(visitor.client);
    const revision = await visitor.client.json("/api/cv/generate", {
      json: { id: resume.id, jobId: saved.id },
    });
    expect(revision.status).toBe(201);
    const letter = await visitor.client.json("/api/cover-letter/create", { json: { job_id: saved.id } });
    expect(letter.status).toBe(201);
    return { ...visitor, resume, job: saved, revision: revision.body, letter: letter.body };
  }

  it("linking an account by email code moves the jobs, revisions and generation records", async () => {
    const work = await visitorWithAiWork();
    const email = uniqueEmail("ai-link");
    await work.client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    const { code } = await t.lastMail(email);
    expect(
      (await work.client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } })).status,
    ).toBe(200);

    const linked = await sessionUser(work.client);
    expect(linked.id).not.toBe(work.userId);
    expect(await findUser(t, work.userId)).toBeUndefined();
    expect((await work.client.json(`/api/cv/revision?id=${work.revision.id}`)).body).toEqual(work.revision);
    expect((await work.client.json(`/api/jobs/item?id=${work.job.id}`)).body).toMatchObject({
      id: work.job.id,
      revisions: [{ id: work.revision.id }],
      cover_letters: [{ id: work.letter.id }],
    });
    const generations = await t.db.select().from(aiGeneration).where(eq(aiGeneration.userId, linked.id));
    expect(generations).toHaveLength(1);
    // The new account inherited the visitor's plan, one generation used.
    expect(await generationsLeft(t, linked.id)).toBe(2);
  });

  it("export my data includes revisions and jobs; deleting the account removes them", async () => {
    const work = await visitorWithAiWork();
    const exported = await work.client.json("/api/account/export");
    expect(exported.status).toBe(200);
    expect(exported.body.revisions).toEqual([work.revision]);
    expect(exported.body.jobs).toEqual([work.job]);
    expect(exported.body.cover_letters).toEqual([work.letter]);

    const deleted = await work.client.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } });
    expect(deleted.status).toBe(200);
    for (const table of [job, resumeRevision, aiGeneration]) {
      expect(await t.db.select().from(table).where(eq(table.userId, work.userId))).toEqual([]);
    }
  });
});
