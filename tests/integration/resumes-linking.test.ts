import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter, entitlement, resume } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { findUser } from "../support/anonymous.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { sessionUser, signUpConfirmed } from "../support/users.ts";
import { cvLeftOf, setEntitlement } from "./resumes-helpers.ts";

type Client = ReturnType<typeof createClient>;

// An anonymous visitor's resumes and cover letters move to the account they link.
describe.each(databaseDependentKinds())("resumes survive account linking (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An anonymous visitor who edited their free resume, added a row and a cover letter. */
  async function visitorWithResume() {
    const client = createClient(t);
    const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(signIn.status).toBe(200);
    const [free] = (await client.json("/api/cv/list")).body;
    const doc = (await client.json<ResumeDocument>(`/api/cv/item?id=${free.id}`)).body;
    const edited = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: doc.id, updated_at: doc.updated_at, full_name: "Grace Hopper", desired_role: "Admiral" },
    });
    expect(edited.status).toBe(200);
    const row = await client.json("/api/entity", {
      json: { type: "experiences", resume_id: doc.id, company: "Navy" },
    });
    expect(row.status).toBe(201);
    const letter = await client.json("/api/entity", {
      json: { type: "cover_letters", name: "Letter", resume_id: doc.id },
    });
    expect(letter.status).toBe(201);
    const expected = (await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`)).body;
    return { client, anonymousId: signIn.body.user.id as string, expected };
  }

  async function expectMoved(
    client: Client,
    anonymousId: string,
    expected: ResumeDocument,
    { overPlan = false } = {},
  ) {
    const user = await sessionUser(client);
    expect(user.id).not.toBe(anonymousId);
    expect(await findUser(t, anonymousId)).toBeUndefined();
    const list = await client.json("/api/cv/list");
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: expected.id,
      name: "My resume",
      desired_role: "Admiral",
      order: 0,
      updated_at: expected.updated_at,
      ...(overPlan ? { over_plan: true } : {}),
    });
    const item = await client.json<ResumeDocument>(`/api/cv/item?id=${expected.id}`);
    expect(item.body).toEqual({ ...expected, user_id: user.id });
    const letters = await client.json("/api/entity?entity=cover_letters");
    expect(letters.body.map((l: { name: string; resume_id: number }) => [l.name, l.resume_id])).toEqual([
      ["Letter", expected.id],
    ]);
    return { user, list: list.body as { id: number; name: string }[] };
  }

  it("a visitor who signs in with an emailed code keeps the resume, its rows and letters (no second free resume)", async () => {
    const { client, anonymousId, expected } = await visitorWithResume();
    const email = uniqueEmail("otp-resume");
    await client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    const { code } = await t.lastMail(email);
    const signIn = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(signIn.status).toBe(200);

    const { user, list } = await expectMoved(client, anonymousId, expected);
    // The new account inherited the visitor's plan row, free resume already created.
    expect(list).toHaveLength(1);
    expect(await t.db.select().from(resume).where(eq(resume.userId, user.id))).toHaveLength(1);
    expect(await t.db.select().from(resume).where(eq(resume.userId, anonymousId))).toHaveLength(0);
  });

  it("a visitor who follows a magic link to an existing account adds the resume to the account's own", async () => {
    const existing = await signUpConfirmed(t);
    const own = (await existing.client.json("/api/cv/list")).body;
    expect(own).toHaveLength(1);

    const { client, anonymousId, expected } = await visitorWithResume();
    await client.json("/api/auth/sign-in/magic-link", {
      json: { email: existing.email, callbackURL: "/auth/finish" },
    });
    const { link } = await t.lastMail(existing.email);
    expect((await client.request(link!)).status).toBe(302);

    // The free account's one resume is taken: the guest's moves, locked (over_plan) for download.
    const { user, list } = await expectMoved(client, anonymousId, expected, { overPlan: true });
    expect(user.id).toBe(existing.userId);
    expect(list.map((r) => r.id).sort()).toEqual([own[0].id, expected.id].sort());
    // The account's other session sees it too.
    expect((await existing.client.json("/api/cv/list")).body).toHaveLength(2);
    expect(await t.db.select().from(coverLetter).where(eq(coverLetter.userId, anonymousId))).toHaveLength(0);
  });
  /** A visitor links to `existing` by magic link; answers the visitor's client, now the account's. */
  async function linkByMagicLink(existing: { email: string }) {
    const visitor = await visitorWithResume();
    await visitor.client.json("/api/auth/sign-in/magic-link", {
      json: { email: existing.email, callbackURL: "/auth/finish" },
    });
    const { link } = await t.lastMail(existing.email);
    expect((await visitor.client.request(link!)).status).toBe(302);
    return visitor;
  }

  it("a Basic buyer with no resume left who links a guest keeps the resume, locked: preview yes, download only for a credit", async () => {
    const buyer = await signUpConfirmed(t);
    await buyer.client.json("/api/cv/list");
    await setEntitlement(t, buyer.userId, { plan: "basic", isPaid: true, cvLeft: 0 });
    const { client, anonymousId, expected } = await linkByMagicLink(buyer);

    const { list } = await expectMoved(client, anonymousId, expected, { overPlan: true });
    expect(list).toHaveLength(2);
    // No credit was spent, none went negative.
    expect(await cvLeftOf(t, buyer.userId)).toBe(0);
    // Downloads (PDF, Word) say why; the preview still works, watermarked.
    for (const path of ["/api/download/pdf", "/api/download/docx"]) {
      const refused = await client.json(path, { json: { id: expected.id } });
      expect(refused.status).toBe(402);
      expect(refused.body.error.details).toEqual({ reason: "cvOverPlan" });
      expect(refused.body.error.message).toMatch(
        /came from a guest session when your plan had no resumes left/,
      );
    }
    expect((await client.request("/api/pdf/preview", { json: { id: expected.id } })).status).toBe(200);
    // The buyer's own resume is not affected.
    const own = list.find((r) => r.id !== expected.id)!;
    expect((await client.request("/api/download/pdf", { json: { id: own.id } })).status).toBe(200);

    // A credit later (another purchase) unlocks it on its first download, once.
    await t.db.update(entitlement).set({ cvLeft: 1 }).where(eq(entitlement.userId, buyer.userId));
    expect((await client.request("/api/download/pdf", { json: { id: expected.id } })).status).toBe(200);
    expect((await client.request("/api/download/docx", { json: { id: expected.id } })).status).toBe(200);
    expect(await cvLeftOf(t, buyer.userId)).toBe(0);
    expect((await client.json("/api/cv/list")).body.every((r: object) => !("over_plan" in r))).toBe(true);
  });

  it("a Basic buyer with a resume left pays one credit for the guest's resume, which moves unlocked", async () => {
    const buyer = await signUpConfirmed(t);
    await buyer.client.json("/api/cv/list");
    await setEntitlement(t, buyer.userId, { plan: "basic", isPaid: true, cvLeft: 1 });
    const { client, anonymousId, expected } = await linkByMagicLink(buyer);
    await expectMoved(client, anonymousId, expected);
    expect(await cvLeftOf(t, buyer.userId)).toBe(0);
    expect((await client.request("/api/download/pdf", { json: { id: expected.id } })).status).toBe(200);
  });

  it("a Premium subscriber takes the guest's resume without spending anything", async () => {
    const buyer = await signUpConfirmed(t);
    await buyer.client.json("/api/cv/list");
    await setEntitlement(t, buyer.userId, { plan: "premium", subscriptionActive: true, cvLeft: 0 });
    const { client, anonymousId, expected } = await linkByMagicLink(buyer);
    await expectMoved(client, anonymousId, expected);
    expect(await cvLeftOf(t, buyer.userId)).toBe(0);
  });
});
