import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";

// A browser keeps its session cookie after the session is revoked elsewhere (password reset,
// "sign out everywhere"). Signing in again from that browser must work.
describe.each(testDatabaseKinds())("signing in while holding a revoked session cookie (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("password sign-in gives a working session", async () => {
    const { client, email, password } = await signUpConfirmed(t);
    const otherDevice = createClient(t);
    await otherDevice.json("/api/auth/sign-in/email", { json: { email, password } });
    expect((await otherDevice.json("/api/auth/revoke-sessions", { json: {} })).status).toBe(200);
    expect((await client.json("/api/user")).status).toBe(401); // the cookie is stale now

    const signIn = await client.json("/api/auth/sign-in/email", { json: { email, password } });
    expect(signIn.status).toBe(200);
    expect((await client.json("/api/user")).status).toBe(200);
  });

  it("magic-link sign-in gives a working session", async () => {
    const { client, email, password } = await signUpConfirmed(t);
    const otherDevice = createClient(t);
    await otherDevice.json("/api/auth/sign-in/email", { json: { email, password } });
    expect((await otherDevice.json("/api/auth/revoke-sessions", { json: {} })).status).toBe(200);
    expect((await client.json("/api/user")).status).toBe(401);

    await client.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/auth/finish" } });
    await client.request((await t.lastMail(email)).link!);
    expect((await client.json("/api/user")).status).toBe(200);
  });
});
