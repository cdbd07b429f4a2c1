import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signIn, signUpConfirmed } from "../support/users.ts";

const SESSION_COOKIE = "better-auth.session_token";

describe.each(testDatabaseKinds())("signing out and ending sessions (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** The same account signed in from two browsers. */
  async function twoBrowsers() {
    const { client: phone, email, password } = await signUpConfirmed(t);
    const laptop = (await signIn(t, email, password)).client;
    expect((await phone.json("/api/user")).status).toBe(200);
    expect((await laptop.json("/api/user")).status).toBe(200);
    return { phone, laptop };
  }

  /** Another browser that somehow holds a copy of this client's session cookie. */
  function copyOfCookie(client: ReturnType<typeof createClient>) {
    const copy = createClient(t);
    copy.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!);
    return copy;
  }

  it("signing out ends the session on the server, not just in this browser", async () => {
    const { client } = await signUpConfirmed(t);
    const copy = copyOfCookie(client);
    expect((await copy.json("/api/user")).status).toBe(200);

    const res = await client.json("/api/auth/sign-out", { json: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.json("/api/user")).status).toBe(401);
    expect((await copy.json("/api/user")).status).toBe(401);
  });

  it("revoking the other sessions keeps this one and ends the other browser's", async () => {
    const { phone, laptop } = await twoBrowsers();
    const res = await phone.json("/api/auth/revoke-other-sessions", { json: {} });
    expect(res.status).toBe(200);
    expect((await phone.json("/api/user")).status).toBe(200);
    expect((await laptop.json("/api/user")).status).toBe(401);
  });

  it("revoking all sessions ends every browser's, this one included", async () => {
    const { phone, laptop } = await twoBrowsers();
    const copy = copyOfCookie(phone);
    const res = await phone.json("/api/auth/revoke-sessions", { json: {} });
    expect(res.status).toBe(200);
    expect((await phone.json("/api/user")).status).toBe(401);
    expect((await copy.json("/api/user")).status).toBe(401);
    expect((await laptop.json("/api/user")).status).toBe(401);
  });

  it("signing out with a session that already ended is not a server error", async () => {
    const { phone, laptop } = await twoBrowsers();
    expect((await phone.json("/api/auth/revoke-other-sessions", { json: {} })).status).toBe(200);
    expect(laptop.cookies.has(SESSION_COOKIE)).toBe(true); // the laptop still holds its dead cookie

    const res = await laptop.json("/api/auth/sign-out", { json: {} });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBe(200);
    expect(laptop.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await laptop.json("/api/user")).status).toBe(401);
    expect((await phone.json("/api/user")).status).toBe(200); // and it did not touch the live one
  });
});
