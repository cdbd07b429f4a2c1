import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_MARKER, anonymousVisitorWithData, findUser } from "../support/anonymous.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sessionUser } from "../support/users.ts";

describe.each(testDatabaseKinds())("email one-time code sign-in (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function sendCode(client: ReturnType<typeof createClient>, email: string) {
    const res = await client.json("/api/auth/email-otp/send-verification-otp", {
      json: { email, type: "sign-in" },
    });
    expect(res.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.subject).toMatch(/^Your one-time code: \d{6}$/);
    expect(mail.text).toContain("to sign in");
    expect(mail.code).toMatch(/^\d{6}$/);
    return mail.code!;
  }

  it("signs in with the mailed code", async () => {
    const client = createClient(t);
    const email = uniqueEmail("otp");
    const code = await sendCode(client, email);
    expect((await client.json("/api/user")).status).toBe(401);

    const signIn = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email, emailVerified: true });
    expect((await client.json("/api/user")).status).toBe(200);
    expect(await sessionUser(client)).toMatchObject({ email });
  });

  it("refuses a wrong code with a message and gives no session", async () => {
    const client = createClient(t);
    const email = uniqueEmail("otp");
    const code = await sendCode(client, email);
    const wrong = code === "000000" ? "111111" : "000000";

    const refused = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: wrong } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Invalid OTP");
    expect((await client.json("/api/user")).status).toBe(401);

    // One typo does not burn the code: the right one still works.
    const signIn = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(signIn.status).toBe(200);
    expect((await client.json("/api/user")).status).toBe(200);
  });

  it("a used code cannot be used again", async () => {
    const email = uniqueEmail("otp");
    const code = await sendCode(createClient(t), email);
    expect(
      (await createClient(t).json("/api/auth/sign-in/email-otp", { json: { email, otp: code } })).status,
    ).toBe(200);
    const again = createClient(t);
    const reuse = await again.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(reuse.status).toBe(400);
    expect((await again.json("/api/user")).status).toBe(401);
  });

  it("an anonymous visitor who signs in with a code becomes the email user and keeps their data", async () => {
    const { client, userId: anonymousId } = await anonymousVisitorWithData(t);
    const email = uniqueEmail("otp-anon");
    const code = await sendCode(client, email);

    const signIn = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(signIn.status).toBe(200);

    const user = await sessionUser(client);
    expect(user).toMatchObject({ email, isAnonymous: false });
    expect(user.id).not.toBe(anonymousId);
    const entitlements = await client.json("/api/user");
    expect(entitlements.status).toBe(200);
    expect(entitlements.body).toMatchObject(ANONYMOUS_MARKER);
    expect(await findUser(t, anonymousId)).toBeUndefined();
  });
});
