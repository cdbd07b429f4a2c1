import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_LIFETIME_SECONDS } from "../../src/server/auth/auth.ts";
import { resume, session } from "../../src/server/db/schema/index.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";

// Every API request checks its session cookie (auth/read-session.ts reads the common case in one
// query and hands every other case to Better Auth). These are the cases a user would notice.
const COOKIE = "better-auth.session_token";
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())("the session check of API requests (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const { client, userId } = await signUpConfirmed(t);
    const [row] = await t.db.select().from(session).where(eq(session.userId, userId));
    if (!row) throw new Error("no session row after sign-in");
    return { client, userId, sessionRow: row };
  }

  it("a signed-in user's requests act as that user", async () => {
    const { client, userId } = await signedIn();
    const created = await client.json("/api/cv/create", { json: { name: "Mine" } });
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(resume).where(eq(resume.id, created.body.id));
    expect(row?.userId).toBe(userId);
    expect((await client.json("/api/cv/list")).body.map((r: { id: number }) => r.id)).toContain(row?.id);
  });

  it("a cookie with an altered signature is refused", async () => {
    const { client } = await signedIn();
    const value = decodeURIComponent(client.cookies.get(COOKIE) ?? "");
    const dot = value.lastIndexOf(".");
    const signature = value.slice(dot + 1);
    const altered = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    client.cookies.set(COOKIE, encodeURIComponent(`${value.slice(0, dot)}.${altered}`));
    expect((await client.json("/api/cv/list")).status).toBe(401);
  });

  it("a session deleted on the server (revoked) is refused at once", async () => {
    const { client, sessionRow } = await signedIn();
    expect((await client.json("/api/cv/list")).status).toBe(200);
    await t.db.delete(session).where(eq(session.id, sessionRow.id));
    expect((await client.json("/api/cv/list")).status).toBe(401);
  });

  it("an expired session is refused and removed", async () => {
    const { client, sessionRow } = await signedIn();
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, sessionRow.id));
    expect((await client.json("/api/cv/list")).status).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.id, sessionRow.id))).toEqual([]);
  });

  it("a session last extended over a day ago still works and is extended to the full lifetime", async () => {
    const { client, sessionRow } = await signedIn();
    const twoDaysOld = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000 - 2 * DAY_MS);
    await t.db.update(session).set({ expiresAt: twoDaysOld }).where(eq(session.id, sessionRow.id));
    expect((await client.json("/api/cv/list")).status).toBe(200);
    const [after] = await t.db.select().from(session).where(eq(session.id, sessionRow.id));
    expect(after?.expiresAt.getTime()).toBeGreaterThan(twoDaysOld.getTime() + DAY_MS);
  });

  it("no cookie, or a session cookie holding junk, is a 401 with a message", async () => {
    const anonymous = createClient(t);
    const none = await anonymous.json("/api/cv/list");
    expect(none.status).toBe(401);
    expect(none.body.error.message).toMatch(/sign in/i);
    anonymous.cookies.set(COOKIE, "not-a-token");
    expect((await anonymous.json("/api/cv/list")).status).toBe(401);
  });
});
