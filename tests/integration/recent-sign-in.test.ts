import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user, verification } from "../../src/server/db/schema/index.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sessionUser, signUpConfirmed } from "../support/users.ts";

const STALE = /sign in again|password/i;

// A stolen session cookie must not be enough to take the data, delete the account or move it
// to another address: these need a sign-in from the last 15 minutes or the password.
describe.each(testDatabaseKinds())("sensitive account actions need a recent sign-in (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A confirmed user whose session was made 20 minutes ago. */
  async function userWithOldSession() {
    const account = await signUpConfirmed(t);
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(session.userId, account.userId));
    return account;
  }

  it("export: fresh session yes; an old one gets 403 until the password is given", async () => {
    const fresh = await signUpConfirmed(t);
    expect((await fresh.client.request("/api/account/export")).status).toBe(200);

    const { client, password, email } = await userWithOldSession();
    const refused = await client.json("/api/account/export");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "reauthentication_required" });
    expect(refused.body.error.message).toMatch(STALE);

    const wrong = await client.json("/api/account/export", { json: { password: "not-the-password-9" } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toMatch(/password is not correct/i);

    const res = await client.request("/api/account/export", { method: "POST", json: { password } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(await res.text()).toContain(email);
  });

  it("delete: an old session without the password deletes nothing; with it the account goes", async () => {
    const { client, password, userId } = await userWithOldSession();
    const refused = await client.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(STALE);
    expect((await t.db.select().from(user).where(eq(user.id, userId))).length).toBe(1);

    const res = await client.json("/api/account", {
      method: "DELETE",
      json: { confirm: "DELETE", password },
    });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(user).where(eq(user.id, userId))).length).toBe(0);
  });

  it("a guest (who cannot sign in again) may still export and delete on an old session", async () => {
    const guest = createClient(t);
    const signIn = await guest.json("/api/auth/sign-in/anonymous", { json: {} });
    const guestId = signIn.body.user.id as string;
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(session.userId, guestId));
    expect((await guest.request("/api/account/export")).status).toBe(200);
    expect((await guest.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } })).status).toBe(
      200,
    );
    expect((await t.db.select().from(user).where(eq(user.id, guestId))).length).toBe(0);
  });

  it("change email: an old session needs the password; a wrong one is refused", async () => {
    const { client, password, email } = await userWithOldSession();
    const newEmail = uniqueEmail("moved");
    const refused = await client.json("/api/auth/change-email", { json: { newEmail } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(STALE);

    const wrong = await client.json("/api/auth/change-email", {
      json: { newEmail, password: "nope-nope-42" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/password is not correct/i);

    const ok = await client.json("/api/auth/change-email", { json: { newEmail, password } });
    expect(ok.status).toBe(200);
    expect((await t.lastMail(email)).text).toContain(newEmail); // the approval request
    expect(await sessionUser(client)).toMatchObject({ email });
  });

  it("a stolen old session gets 5 password guesses in all, shared by email change and export", async () => {
    const { client, password } = await userWithOldSession();
    const newEmail = uniqueEmail("thief");
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await client.json("/api/auth/change-email", {
        json: { newEmail, password: `guess-${guess}-wrong` },
      });
      expect(wrong.status).toBe(403);
    }
    const sixth = await client.json("/api/auth/change-email", { json: { newEmail, password } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/too many password attempts/i);
    const exportTry = await client.json("/api/account/export", { json: { password } });
    expect(exportTry.status).toBe(429);
    expect(exportTry.body.error.message).toMatch(/too many password attempts/i);
  });
});

describe.each(testDatabaseKinds())("mailed tokens are stored hashed (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function rowsHolding(secret: string) {
    const rows = await t.db
      .select()
      .from(verification)
      .where(or(eq(verification.identifier, secret), eq(verification.value, secret)));
    const all = await t.db.select().from(verification);
    return [...rows, ...all.filter((r) => r.identifier.includes(secret) || r.value.includes(secret))];
  }

  it("a magic link's token, a sign-in code and a reset token are not in the verification table", async () => {
    const client = createClient(t);
    const email = uniqueEmail("hashed");
    await client.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/auth/finish" } });
    const token = new URL((await t.lastMail(email)).link!).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(16);
    expect(await rowsHolding(token)).toEqual([]);

    await client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    const { code } = await t.lastMail(email);
    expect(await rowsHolding(code!)).toEqual([]);
    // Hashed, they still work.
    expect((await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } })).status).toBe(
      200,
    );

    const other = await signUpConfirmed(t);
    await createClient(t).json("/api/auth/request-password-reset", {
      json: { email: other.email, redirectTo: "/auth?view=update_password" },
    });
    const resetLink = (await t.lastMail(other.email)).link!;
    const resetToken = resetLink.match(/reset-password\/([^?]+)/)?.[1] ?? "";
    expect(resetToken.length).toBeGreaterThan(16);
    expect(await rowsHolding(resetToken)).toEqual([]);
  });

  it("a hashed magic link still signs in once", async () => {
    const client = createClient(t);
    const email = uniqueEmail("hashed-link");
    await client.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/auth/finish" } });
    const { link } = await t.lastMail(email);
    expect((await client.request(link!)).status).toBe(302);
    expect(await sessionUser(client)).toMatchObject({ email });
  });
});
