import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_MARKER, anonymousVisitorWithData, findUser } from "../support/anonymous.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { PASSWORD, sessionUser } from "../support/users.ts";

describe.each(testDatabaseKinds())("anonymous sessions (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("signing in anonymously gives a session of an anonymous user", async () => {
    const client = createClient(t);
    expect((await client.json("/api/user")).status).toBe(401);
    const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ isAnonymous: true });

    expect(await sessionUser(client)).toMatchObject({ id: signIn.body.user.id, isAnonymous: true });
    const entitlements = await client.json("/api/user");
    expect(entitlements.status).toBe(200);
    expect(entitlements.body).toMatchObject({ cvLeft: 1, generated: 0 }); // the free plan
  });

  it("an anonymous visitor who signs up and confirms the email keeps their data", async () => {
    const { client, userId: anonymousId } = await anonymousVisitorWithData(t);
    const email = uniqueEmail("anon-signup");
    const signUp = await client.json("/api/auth/sign-up/email", {
      json: { email, password: PASSWORD, name: "Ada", callbackURL: "/auth/finish" },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.token).toBeNull();
    // Until the email is confirmed the visitor is still the anonymous user, data and all.
    expect(await sessionUser(client)).toMatchObject({ id: anonymousId, isAnonymous: true });

    const mail = await t.lastMail(email);
    expect(mail.subject).toBe("Confirm your email");
    const confirm = await client.request(mail.link!);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/auth/finish");

    const user = await sessionUser(client);
    expect(user).toMatchObject({ email, isAnonymous: false, emailVerified: true });
    const entitlements = await client.json("/api/user");
    expect(entitlements.status).toBe(200);
    expect(entitlements.body).toMatchObject(ANONYMOUS_MARKER);
    expect(await findUser(t, anonymousId)).toBeUndefined();

    // The account is a normal one afterwards: the password signs in from elsewhere too.
    const other = createClient(t);
    expect(
      (await other.json("/api/auth/sign-in/email", { json: { email, password: PASSWORD } })).status,
    ).toBe(200);
    expect((await other.json("/api/user")).body).toMatchObject(ANONYMOUS_MARKER);
  });

  it("an anonymous user cannot sign in anonymously again", async () => {
    const client = createClient(t);
    const first = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(first.status).toBe(200);
    const again = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/cannot sign in again anonymously/i);
    expect(await sessionUser(client)).toMatchObject({ id: first.body.user.id });
  });
});
