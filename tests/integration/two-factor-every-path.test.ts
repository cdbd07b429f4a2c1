import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeGithub } from "../support/fake-github.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { secretFromTotpUri, totp } from "../support/totp.ts";
import { signUpConfirmed } from "../support/users.ts";

type Client = ReturnType<typeof createClient>;

// A user who turned on two-factor gets the authenticator step on every way of signing in, not
// only after the password. GitHub's API is mocked at the network edge (fake-github).
describe.each(testDatabaseKinds())("two-factor on every sign-in path (%s)", (kind) => {
  let t: TestApp;
  let github: ReturnType<typeof fakeGithub>;
  beforeAll(async () => {
    github = fakeGithub();
    t = await createTestApp(kind, { env: { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" } });
  });
  afterAll(async () => {
    github.restore();
    await t.close();
  });

  async function userWithTwoFactor() {
    const account = await signUpConfirmed(t);
    const enable = await account.client.json("/api/auth/two-factor/enable", {
      json: { password: account.password },
    });
    const key = secretFromTotpUri(enable.body.totpURI);
    const verify = await account.client.json("/api/auth/two-factor/verify-totp", {
      json: { code: totp(key) },
    });
    expect(verify.status).toBe(200);
    return { ...account, key };
  }

  /** No session yet; the authenticator code then completes the sign-in. */
  async function expectSecondStepThenSignedIn(client: Client, key: Buffer, email: string) {
    expect((await client.json("/api/user")).status).toBe(401);
    expect((await client.json("/api/auth/get-session")).body).toBeNull();
    const right = await client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(key) } });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ email });
    expect((await client.json("/api/user")).status).toBe(200);
  }

  it("magic link: the link leads to the two-factor step, not into the account", async () => {
    const { email, key } = await userWithTwoFactor();
    const client = createClient(t);
    await client.json("/api/auth/sign-in/magic-link", {
      json: { email, callbackURL: "/auth/finish?next=%2Fapp%2Fsettings" },
    });
    const { link } = await t.lastMail(email);
    const follow = await client.request(link!);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe(
      `${TEST_APP_URL}/auth?view=two_factor&next=%2Fapp%2Fsettings`,
    );
    await expectSecondStepThenSignedIn(client, key, email);
  });

  it("email code: the answer asks for the second factor", async () => {
    const { email, key } = await userWithTwoFactor();
    const client = createClient(t);
    await client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    const { code } = await t.lastMail(email);
    const signIn = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    await expectSecondStepThenSignedIn(client, key, email);
  });

  it("email-verification code: no session without the second factor", async () => {
    const { email, key } = await userWithTwoFactor();
    const client = createClient(t);
    await client.json("/api/auth/email-otp/send-verification-otp", {
      json: { email, type: "email-verification" },
    });
    const { code } = await t.lastMail(email);
    const verify = await client.json("/api/auth/email-otp/verify-email", { json: { email, otp: code } });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    await expectSecondStepThenSignedIn(client, key, email);
  });

  it("GitHub: the callback leads to the two-factor step", async () => {
    const { email, key } = await userWithTwoFactor();
    const client = createClient(t);
    const start = await client.json("/api/auth/sign-in/social", {
      json: { provider: "github", callbackURL: "/auth/finish" },
    });
    const authorizeUrl = new URL(start.body.url);
    const code = `code-2fa-${Math.random()}`;
    github.authorize(code, { id: 424242, email });
    const state = authorizeUrl.searchParams.get("state");
    const callback = await client.request(`/api/auth/callback/github?code=${code}&state=${state}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(`${TEST_APP_URL}/auth?view=two_factor`);
    await expectSecondStepThenSignedIn(client, key, email);
  });
});
