import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_MARKER, anonymousVisitorWithData, findUser } from "../support/anonymous.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sessionUser } from "../support/users.ts";

describe.each(testDatabaseKinds())("magic link sign-in (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function requestLink(client: ReturnType<typeof createClient>, email: string) {
    const res = await client.json("/api/auth/sign-in/magic-link", {
      json: { email, callbackURL: "/auth/finish" },
    });
    expect(res.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.subject).toBe("Your sign-in link");
    expect(mail.link).toContain("/api/auth/magic-link/verify?token=");
    return mail.link!;
  }

  it("signs in by the mailed link and lands on /auth/finish", async () => {
    const client = createClient(t);
    const email = uniqueEmail("magic");
    const link = await requestLink(client, email);
    expect((await client.json("/api/user")).status).toBe(401); // asking for a link is not signing in

    const follow = await client.request(link);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe(`${TEST_APP_URL}/auth/finish`);
    expect((await client.json("/api/user")).status).toBe(200);
    expect(await sessionUser(client)).toMatchObject({ email, emailVerified: true, isAnonymous: false });
  });

  it("a used link cannot sign anybody in again", async () => {
    const email = uniqueEmail("magic");
    const first = createClient(t);
    const link = await requestLink(first, email);
    expect((await first.request(link)).status).toBe(302);
    expect((await first.json("/api/user")).status).toBe(200);

    const second = createClient(t);
    const reuse = await second.request(link);
    expect(reuse.status).toBe(302);
    expect(reuse.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect((await second.json("/api/user")).status).toBe(401);
  });

  it("an anonymous visitor who follows a magic link becomes the email user and keeps their data", async () => {
    const { client, userId: anonymousId } = await anonymousVisitorWithData(t);
    const email = uniqueEmail("magic-anon");
    const link = await requestLink(client, email);

    const follow = await client.request(link);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe(`${TEST_APP_URL}/auth/finish`);

    const user = await sessionUser(client);
    expect(user).toMatchObject({ email, isAnonymous: false });
    expect(user.id).not.toBe(anonymousId);
    const entitlements = await client.json("/api/user");
    expect(entitlements.status).toBe(200);
    expect(entitlements.body).toMatchObject(ANONYMOUS_MARKER);
    expect(await findUser(t, anonymousId)).toBeUndefined();
  });

  // Login CSRF (security review item 12): an attacker asks for a link to their own account and
  // pushes it to someone else's browser, which would then work in the attacker's account.
  describe("a link opened in a browser that did not ask for it", () => {
    async function pushedLink() {
      const email = uniqueEmail("attacker");
      const attacker = createClient(t);
      const link = await requestLink(attacker, email);
      return { email, attacker, link, visitor: createClient(t) };
    }

    it("asks 'Continue as <email>?' and does not sign in on the GET", async () => {
      const { email, visitor, link } = await pushedLink();
      const follow = await visitor.request(link);
      expect(await sessionUser(visitor)).toBeNull();
      expect((await visitor.json("/api/user")).status).toBe(401);
      expect(follow.status).toBe(302);
      const landing = new URL(follow.headers.get("location")!);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${TEST_APP_URL}/auth/finish`);
      expect(landing.searchParams.get("confirm")).toBe(email);
    });

    it("signs in once the visitor confirms with a same-origin POST", async () => {
      const { email, visitor, link } = await pushedLink();
      await visitor.request(link);
      const confirmed = await visitor.json("/api/auth/magic-link/confirm", { json: { email } });
      expect(confirmed.status).toBe(200);
      const next = confirmed.body.url as string;
      expect(next).toMatch(/^\/api\/auth\/magic-link\/verify\?token=/);
      const follow = await visitor.request(next);
      expect(follow.status).toBe(302);
      expect(follow.headers.get("location")).toBe(`${TEST_APP_URL}/auth/finish`);
      expect(await sessionUser(visitor)).toMatchObject({ email, isAnonymous: false });
    });

    it("refuses a confirmation from another site or without a pending link, and signs in nobody", async () => {
      const { email, visitor, link } = await pushedLink();
      await visitor.request(link);
      const foreign = await visitor.json("/api/auth/magic-link/confirm", {
        json: { email },
        headers: { origin: "https://evil.example" },
      });
      expect(foreign.status).toBe(403);
      // A page address edited to show another account's email: the link is not followed.
      const shownOther = await visitor.json("/api/auth/magic-link/confirm", {
        json: { email: "your-bank@example.com" },
      });
      expect([shownOther.status, shownOther.body.message]).toEqual([
        400,
        "This sign-in link is for another account than the one shown. Ask for a new link.",
      ]);
      const stranger = await createClient(t).json("/api/auth/magic-link/confirm", { json: { email } });
      expect(stranger.status).toBe(400);
      expect(stranger.body.message).toMatch(/ask for a new one/i);
      // A confirmed flag added to the link by hand is no confirmation.
      const forged = await createClient(t).request(`${link}&confirmed=1`);
      expect(new URL(forged.headers.get("location")!).searchParams.get("confirm")).toBeTruthy();
      expect((await visitor.json("/api/user")).status).toBe(401);
    });

    it("still signs in directly in the browser that asked for it, even after another browser saw it", async () => {
      const { email, attacker, visitor, link } = await pushedLink();
      await visitor.request(link); // the confirmation step does not use the link up
      const follow = await attacker.request(link);
      expect(follow.headers.get("location")).toBe(`${TEST_APP_URL}/auth/finish`);
      expect(await sessionUser(attacker)).toMatchObject({ email });
      expect((await visitor.json("/api/user")).status).toBe(401);
    });

    it("a sign-up confirmation link pushed to another browser asks too, then confirms and signs in", async () => {
      const email = uniqueEmail("attacker-signup");
      const signUp = await createClient(t).json("/api/auth/sign-up/email", {
        json: { email, password: "correct-horse-42", name: "Mallory", callbackURL: "/auth/finish" },
      });
      expect(signUp.status).toBe(200);
      const { link } = await t.lastMail(email);
      const visitor = createClient(t);
      const follow = await visitor.request(link!);
      expect(await sessionUser(visitor)).toBeNull();
      expect(new URL(follow.headers.get("location")!).searchParams.get("confirm")).toBe(email);

      const confirmed = await visitor.json("/api/auth/magic-link/confirm", { json: { email } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.url).toMatch(/^\/api\/auth\/verify-email\?token=/);
      expect((await visitor.request(confirmed.body.url)).status).toBe(302);
      expect(await sessionUser(visitor)).toMatchObject({ email, emailVerified: true });
    });
  });
});
