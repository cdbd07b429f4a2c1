import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, randomIp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";

// The Host header is the client's to write. Links the server prints (in mails, the sitemap,
// pages: see src/web/lib/site-url.server.test.ts) use APP_URL only, or a forged Host would
// put an attacker's address into a password-reset mail.
describe.each(testDatabaseKinds())("a forged Host header (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const forgedHost = "http://evil.example";
  const send = (path: string, init: RequestInit = {}) =>
    t.app.request(`${forgedHost}${path}`, {
      ...init,
      headers: {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        origin: TEST_APP_URL,
        "x-forwarded-for": randomIp(),
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
    });

  it("does not change the sitemap's addresses", async () => {
    const xml = await (await send("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) expect(loc?.startsWith(`${TEST_APP_URL}/`)).toBe(true);
    expect(xml).not.toContain("evil.example");
  });

  it("does not change the link in a password-reset mail", async () => {
    const { email } = await signUpConfirmed(t);
    const res = await send("/api/auth/request-password-reset", {
      method: "POST",
      body: JSON.stringify({ email, redirectTo: "/auth?view=update_password" }),
    });
    expect(res.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.link?.startsWith(`${TEST_APP_URL}/api/auth/reset-password/`)).toBe(true);
    expect(mail.text).not.toContain("evil.example");
  });
});
