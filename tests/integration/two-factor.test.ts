import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/index.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { secretFromTotpUri, totp } from "../support/totp.ts";
import { signUpConfirmed } from "../support/users.ts";

it("the TOTP helper matches RFC 6238's SHA-1 test vectors", () => {
  const key = Buffer.from("12345678901234567890");
  // RFC 6238 appendix B lists 8 digits; a 6-digit code is their last six.
  expect(totp(key, 59_000, 30, 8)).toBe("94287082");
  expect(totp(key, 1_111_111_109_000, 30, 8)).toBe("07081804");
  expect(totp(key, 2_000_000_000_000)).toBe("279037");
});

describe.each(testDatabaseKinds())("two-factor authentication (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A confirmed user who turned on 2FA with an authenticator app. */
  async function userWithTwoFactor() {
    const account = await signUpConfirmed(t);
    const enable = await account.client.json("/api/auth/two-factor/enable", {
      json: { password: account.password },
    });
    expect(enable.status).toBe(200);
    expect(enable.body.totpURI).toMatch(/^otpauth:\/\/totp\/Resume%20Builder:/);
    expect(enable.body.backupCodes).toHaveLength(10);
    const key = secretFromTotpUri(enable.body.totpURI);

    // Not on until the app's first code proves it was set up.
    const [before] = await t.db.select().from(user).where(eq(user.id, account.userId));
    expect(before?.twoFactorEnabled).toBe(false);
    const verify = await account.client.json("/api/auth/two-factor/verify-totp", {
      json: { code: totp(key) },
    });
    expect(verify.status).toBe(200);
    const [after] = await t.db.select().from(user).where(eq(user.id, account.userId));
    expect(after?.twoFactorEnabled).toBe(true);
    expect((await account.client.json("/api/user")).status).toBe(200); // still signed in

    return { ...account, key, backupCodes: enable.body.backupCodes as string[] };
  }

  async function passwordStep(email: string, password: string) {
    const client = createClient(t);
    const res = await client.json("/api/auth/sign-in/email", { json: { email, password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect((await client.json("/api/user")).status).toBe(401); // the password alone is not enough
    return client;
  }

  it("enabling needs the password", async () => {
    const { client } = await signUpConfirmed(t);
    const res = await client.json("/api/auth/two-factor/enable", { json: { password: "wrong-password-1" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
  });

  it("after the password, an authenticator code completes the sign-in; a wrong one does not", async () => {
    const { email, password, key } = await userWithTwoFactor();
    const client = await passwordStep(email, password);

    const current = totp(key);
    const wrong = await client.json("/api/auth/two-factor/verify-totp", {
      json: { code: current === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid code");
    expect((await client.json("/api/user")).status).toBe(401);

    const right = await client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(key) } });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ email, twoFactorEnabled: true });
    expect((await client.json("/api/user")).status).toBe(200);
  });

  it("a backup code completes the sign-in once and is refused the second time", async () => {
    const { email, password, backupCodes } = await userWithTwoFactor();
    const code = backupCodes[0]!;

    const first = await passwordStep(email, password);
    const used = await first.json("/api/auth/two-factor/verify-backup-code", { json: { code } });
    expect(used.status).toBe(200);
    expect((await first.json("/api/user")).status).toBe(200);

    const second = await passwordStep(email, password);
    const reused = await second.json("/api/auth/two-factor/verify-backup-code", { json: { code } });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe("Invalid backup code");
    expect((await second.json("/api/user")).status).toBe(401);

    // The other codes are still good.
    const other = await second.json("/api/auth/two-factor/verify-backup-code", {
      json: { code: backupCodes[1] },
    });
    expect(other.status).toBe(200);
    expect((await second.json("/api/user")).status).toBe(200);
  });

  it("a code without the password step gets no session", async () => {
    const { key } = await userWithTwoFactor();
    const stranger = createClient(t);
    const res = await stranger.json("/api/auth/two-factor/verify-totp", { json: { code: totp(key) } });
    expect(res.status).toBe(401);
    expect((await stranger.json("/api/user")).status).toBe(401);
  });
});
