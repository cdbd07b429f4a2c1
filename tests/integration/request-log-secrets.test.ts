import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../support/log-capture.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";

// Logs are read by more people (and kept longer) than a mailbox: a token that signs in or
// resets a password must never reach them.
describe.each(testDatabaseKinds())("the request log keeps no tokens (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { LOG_LEVEL: "debug" } });
  });
  afterAll(() => t.close());

  it("following a password-reset link logs the request without its token", async () => {
    const { email } = await signUpConfirmed(t);
    const client = createClient(t);
    const asked = await client.json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?view=update_password" },
    });
    expect(asked.status).toBe(200);
    const link = (await t.lastMail(email)).link!;
    const token = new URL(link).pathname.split("/").pop()!;
    expect(token.length).toBeGreaterThan(10);

    const logs = captureLogs();
    let follow: Response;
    try {
      follow = await client.request(link);
    } finally {
      logs.stop();
    }
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toContain(token); // the browser still gets it
    const lines = logs
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const logged = lines.find((line) => line.message === "request");
    expect(logged).toMatchObject({ method: "GET", status: 302, path: "/api/auth/reset-password/[redacted]" });
    expect(logs.text()).not.toContain(token);
  });

  it("following a magic link leaves its token out of the log (queries are never logged)", async () => {
    const logs = captureLogs();
    const email = `log-${Date.now()}@example.com`;
    let tokens: string[] = [];
    try {
      const client = createClient(t);
      await client.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/app" } });
      const magic = new URL((await t.lastMail(email)).link!);
      tokens = [magic.searchParams.get("token")!];
      expect((await client.request(`${magic.pathname}${magic.search}`)).status).toBe(302);
    } finally {
      logs.stop();
    }
    for (const token of tokens) expect(logs.text()).not.toContain(token);
  });
});
