import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, TEST_APP_URL, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { PASSWORD, signIn, signUpConfirmed } from "../support/users.ts";

const NEW_PASSWORD = "battery-staple-77";

describe.each(testDatabaseKinds())("password reset (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Asks for a reset mail and follows its link like a browser: returns the token it lands with. */
  async function resetToken(email: string) {
    const client = createClient(t);
    const res = await client.json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?view=update_password" },
    });
    expect(res.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.subject).toBe("Reset your password");
    const follow = await client.request(mail.link!);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get("location")!);
    expect(landing.origin).toBe(TEST_APP_URL);
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("view")).toBe("update_password");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();
    return { client, token: token! };
  }

  it("the mailed link leads to the update form; the new password works, the old one no longer does", async () => {
    const { email, password } = await signUpConfirmed(t);
    const { client, token } = await resetToken(email);

    const reset = await client.json("/api/auth/reset-password", {
      json: { newPassword: NEW_PASSWORD, token },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: true });

    expect((await signIn(t, email, password)).res.status).toBe(401);
    const fresh = await signIn(t, email, NEW_PASSWORD);
    expect(fresh.res.status).toBe(200);
    expect((await fresh.client.json("/api/user")).status).toBe(200);

    // The link works once.
    const again = await client.json("/api/auth/reset-password", {
      json: { newPassword: "another-pass-99", token },
    });
    expect(again.status).toBe(400);
    expect((await signIn(t, email, NEW_PASSWORD)).res.status).toBe(200);
  });

  it("refuses a weak new password with the reasons and keeps the old one", async () => {
    const { email, password } = await signUpConfirmed(t);
    const { client, token } = await resetToken(email);

    const weak = await client.json("/api/auth/reset-password", { json: { newPassword: "password", token } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain("too weak");
    expect(weak.body.message).toMatch(/commonly used/);
    expect((await signIn(t, email, "password")).res.status).toBe(401);
    expect((await signIn(t, email, password)).res.status).toBe(200);

    // The refusal did not use up the link.
    expect(
      (await client.json("/api/auth/reset-password", { json: { newPassword: NEW_PASSWORD, token } })).status,
    ).toBe(200);
  });

  it("signs out every other session of the account", async () => {
    const { client: original, email } = await signUpConfirmed(t);
    const laptop = await signIn(t, email, PASSWORD);
    expect((await laptop.client.json("/api/user")).status).toBe(200);
    expect((await original.json("/api/user")).status).toBe(200);

    const { client, token } = await resetToken(email);
    expect(
      (await client.json("/api/auth/reset-password", { json: { newPassword: NEW_PASSWORD, token } })).status,
    ).toBe(200);

    expect((await original.json("/api/user")).status).toBe(401);
    expect((await laptop.client.json("/api/user")).status).toBe(401);
  });

  it("answers the same for an unknown address and sends it nothing", async () => {
    const { email } = await signUpConfirmed(t);
    const unknown = uniqueEmail("nobody");
    const ask = (address: string) =>
      createClient(t).json("/api/auth/request-password-reset", {
        json: { email: address, redirectTo: "/auth?view=update_password" },
      });

    const known = await ask(email);
    const missing = await ask(unknown);
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    expect(known.status).toBe(200);
    expect((await t.lastMail(email)).subject).toBe("Reset your password");
    await expect(t.lastMail(unknown)).rejects.toThrow(/no mail/);
  });
});
