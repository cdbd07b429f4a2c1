import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  coverLetter,
  entitlement,
  experience,
  outboxMessage,
  resume,
  session,
  user,
} from "../../src/server/db/schema/index.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { uploadPhoto } from "../support/photos.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signIn, signUpConfirmed } from "../support/users.ts";

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
type Client = ReturnType<typeof createClient>;

async function addPhoto(t: TestApp, client: Client, resumeId: number) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
  expect((await uploadPhoto(t, client, resumeId, png, { name: "me.png" })).status).toBe(200);
}

describe.each(testDatabaseKinds())("your data (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "account-data-test-"));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A confirmed email user with two resumes (one with a photo) and a cover letter. */
  async function userWithData() {
    const person = await signUpConfirmed(t);
    const { client, userId } = person;
    await client.json("/api/user");
    await t.db.update(entitlement).set({ cvLeft: 5 }).where(eq(entitlement.userId, userId));
    const imported = await client.json("/api/cv/import", { json: { format: "json-resume", data: sample } });
    expect(imported.status).toBe(201);
    const created = await client.json("/api/cv/create", { json: { name: `Second of ${person.email}` } });
    expect(created.status).toBe(201);
    await addPhoto(t, client, created.body.id);
    await t.db
      .insert(coverLetter)
      .values({ userId, resumeId: imported.body.id, name: "Letter", content: ["Dear team"] });
    return { ...person, resumeIds: [imported.body.id as number, created.body.id as number] };
  }

  it("exports the user's account, plan, resumes, photo and letters, and nothing of anyone else", async () => {
    const a = await userWithData();
    const b = await userWithData();
    const res = await a.client.request("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="resume-builder-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);

    expect(data.account).toMatchObject({
      id: a.userId,
      email: a.email,
      name: "Test User",
      email_verified: true,
    });
    expect(data.account.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.account.sign_in_methods).toEqual([
      { provider: "credential", created_at: expect.any(String) },
    ]);
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.entitlements).toMatchObject({ plan: "free", cv_left: 3, generated: 0 });
    expect(data.resumes.map((doc: { id: number }) => doc.id)).toEqual(a.resumeIds);
    expect(data.resumes[0].experiences[0].company).toBe("Pied Piper");
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0]).toMatchObject({
      resume_id: a.resumeIds[1],
      data_url: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(data.cover_letters).toEqual([expect.objectContaining({ name: "Letter", content: ["Dear team"] })]);

    // Nothing of B, and no secret of A's.
    expect(text).not.toContain(b.userId);
    expect(text).not.toContain(b.email);
    for (const id of b.resumeIds)
      expect(data.resumes.some((doc: { id: number }) => doc.id === id)).toBe(false);
    const [credential] = await t.db.select().from(account).where(eq(account.userId, a.userId));
    const sessions = await t.db.select().from(session).where(eq(session.userId, a.userId));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential?.password ?? "<none>");
    for (const row of sessions) expect(text).not.toContain(row.token);
    expect(text).not.toMatch(/"(password|token|secret)"/i);
  });

  it("refuses to delete without the exact confirmation, and changes nothing", async () => {
    const a = await userWithData();
    for (const body of [
      {},
      { confirm: "delete" },
      { confirm: "DELETE " },
      { confirm: true },
      { confirm: "DELETE", extra: 1 },
    ]) {
      const res = await a.client.json("/api/account", { method: "DELETE", json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(/confirm|Unknown field/);
    }
    expect((await a.client.json("/api/user")).status).toBe(200);
    const [rows] = await t.db.select({ n: count() }).from(resume).where(eq(resume.userId, a.userId));
    expect(rows?.n).toBe(2);
    expect(await readdir(join(dataDir, "uploads", a.userId))).toEqual([String(a.resumeIds[1])]);
  });

  it("deletes the user, every row and file of theirs, and ends the session; others keep everything", async () => {
    const a = await userWithData();
    const b = await userWithData();
    const res = await a.client.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });

    // The session is over: the server refuses it, and the browser was told to drop the cookie.
    expect(a.client.cookies.has("better-auth.session_token")).toBe(false);
    const stale = createClient(t);
    const again = await a.client.json("/api/user");
    expect(again.status).toBe(401);
    expect((await stale.json("/api/user")).status).toBe(401);
    const signInAgain = await signIn(t, a.email, a.password);
    expect(signInAgain.res.status).toBe(401);

    const countOf = async (table: typeof user | typeof session | typeof account | typeof entitlement) => {
      const column = "userId" in table ? table.userId : table.id;
      const [row] = await t.db.select({ n: count() }).from(table).where(eq(column, a.userId));
      return row?.n;
    };
    expect(await countOf(user)).toBe(0);
    expect(await countOf(session)).toBe(0);
    expect(await countOf(account)).toBe(0);
    expect(await countOf(entitlement)).toBe(0);
    expect(await t.db.select().from(resume).where(eq(resume.userId, a.userId))).toEqual([]);
    expect(await t.db.select().from(experience).where(inArray(experience.resumeId, a.resumeIds))).toEqual([]);
    expect(await t.db.select().from(coverLetter).where(eq(coverLetter.userId, a.userId))).toEqual([]);
    expect(await t.db.select().from(outboxMessage).where(eq(outboxMessage.to, a.email))).toEqual([]);
    await expect(readdir(join(dataDir, "uploads", a.userId))).rejects.toThrow(/ENOENT/);

    // B is untouched: session, resumes, rows, letter, photo.
    expect((await b.client.json("/api/user")).status).toBe(200);
    const kept = await t.db
      .select({ id: resume.id })
      .from(resume)
      .where(eq(resume.userId, b.userId))
      .orderBy(resume.id);
    expect(kept.map((row) => row.id)).toEqual(b.resumeIds);
    const item = await b.client.json(`/api/cv/item?id=${b.resumeIds[0]}`);
    expect(item.body.experiences).toHaveLength(1);
    expect(await t.db.select().from(coverLetter).where(eq(coverLetter.userId, b.userId))).toHaveLength(1);
    const photo = await b.client.request(`/api/cv/image?id=${b.resumeIds[1]}&size=96`);
    expect(photo.status).toBe(200);
  });

  it("lets an anonymous user delete their account too", async () => {
    const client = createClient(t);
    const signInAnonymous = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    const userId: string = signInAnonymous.body.user.id;
    await client.json("/api/cv/list");
    const res = await client.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
    expect((await client.json("/api/account/export")).status).toBe(401);
  });

  it("needs a session for both", async () => {
    const client = createClient(t);
    expect((await client.json("/api/account/export")).status).toBe(401);
    expect(
      (await client.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } })).status,
    ).toBe(401);
  });
});
