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
    const link = await requestLink(createClient(t), email);
    const first = createClient(t);
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
});
