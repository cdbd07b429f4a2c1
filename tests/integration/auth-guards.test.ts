import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, TEST_APP_URL, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

const EVIL_ORIGIN = "https://evil.example";

describe.each(testDatabaseKinds())("auth guards (%s)", (kind) => {
  /** The app as it ships by default. */
  let t: TestApp;
  /** An app with a tight auth rate limit, partner mode and every social provider configured. */
  let configured: TestApp;
  beforeAll(async () => {
    [t, configured] = await Promise.all([
      createTestApp(kind),
      createTestApp(kind, {
        env: {
          AUTH_RATE_LIMIT_MAX: "3",
          PARTNER_MODE: "on",
          GOOGLE_CLIENT_ID: "google-id",
          GOOGLE_CLIENT_SECRET: "google-secret",
          GITHUB_CLIENT_ID: "github-id",
          GITHUB_CLIENT_SECRET: "github-secret",
          LINKEDIN_CLIENT_ID: "linkedin-id",
          LINKEDIN_CLIENT_SECRET: "linkedin-secret",
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), configured?.close()]);
  });

  describe("rate limit", () => {
    it("the 4th sign-in attempt from one address within the window is refused; another address gets through", async () => {
      const email = uniqueEmail();
      const attempt = (client: ReturnType<typeof createClient>) =>
        client.json("/api/auth/sign-in/email", { json: { email, password: "wrong-password-1" } });

      const one = createClient(configured);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(one)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await attempt(one);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/too many requests/i);
      expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);

      expect((await attempt(createClient(configured))).status).toBe(401);
    });

    it("the default limit lets more than 3 attempts through", async () => {
      const client = createClient(t);
      for (let i = 0; i < 4; i++) {
        const res = await client.json("/api/auth/sign-in/email", {
          json: { email: uniqueEmail(), password: "wrong-password-1" },
        });
        expect(res.status).toBe(401);
      }
    });
  });

  describe("origin check", () => {
    it("refuses a sign-in posted from another site", async () => {
      const client = createClient(t);
      const res = await client.json("/api/auth/sign-in/email", {
        json: { email: uniqueEmail(), password: "wrong-password-1" },
        headers: { origin: EVIL_ORIGIN },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/invalid origin/i);
      // The same request from our own page is judged on the credentials instead.
      const own = await client.json("/api/auth/sign-in/email", {
        json: { email: uniqueEmail(), password: "wrong-password-1" },
      });
      expect(own.status).toBe(401);
    });

    it("refuses an API write from another site with the JSON error shape, even when signed in", async () => {
      const client = createClient(configured);
      expect((await client.json("/api/auth/sign-in/anonymous", { json: {} })).status).toBe(200);

      const foreign = await client.json("/api/user/partner", { json: {}, headers: { origin: EVIL_ORIGIN } });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("content-type")).toContain("application/json");
      expect(foreign.body).toEqual({ error: { code: "forbidden", message: expect.any(String) } });
      expect((await client.json("/api/user")).body.partner).toBe(false);

      const own = await client.json("/api/user/partner", { json: {} });
      expect(own.status).toBe(200);
      expect((await client.json("/api/user")).body.partner).toBe(true);
    });

    it("will not send a sign-in link that returns to another site", async () => {
      const email = uniqueEmail();
      const res = await createClient(t).json("/api/auth/sign-in/magic-link", {
        json: { email, callbackURL: `${EVIL_ORIGIN}/steal` },
      });
      expect(res.status).toBe(403);
      await expect(t.lastMail(email)).rejects.toThrow(/no mail/);
    });
  });

  it("asking for a text message says SMS is not configured", async () => {
    const res = await createClient(t).json("/api/auth/phone-number/send-otp", {
      json: { phoneNumber: "+15555550123" },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBe(501);
    expect(res.body.code).toBe("SMS_NOT_CONFIGURED");
    expect(res.body.message).toMatch(/SMS\) are not configured/);
  });

  it("the session cookie is HttpOnly, SameSite=Lax and lasts 400 days", async () => {
    const res = await createClient(t).request("/api/auth/sign-in/anonymous", { json: {} });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toBeDefined();
    const attributes = cookie!
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("max-age=34560000");
    expect(attributes).toContain("path=/");
  });

  describe("social sign-in", () => {
    it("lists no social providers by default, and refuses one that is not configured", async () => {
      const config = await createClient(t).json("/api/config");
      expect(config.status).toBe(200);
      expect(config.body.socialProviders).toEqual([]);
      expect(config.body.smsEnabled).toBe(false);

      const res = await createClient(t).json("/api/auth/sign-in/social", {
        json: { provider: "github", callbackURL: "/auth/finish" },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body?.url).toBeUndefined();
    });

    it("lists google, github and linkedin when their client id and secret are set", async () => {
      const config = await createClient(configured).json("/api/config");
      expect(config.status).toBe(200);
      expect([...config.body.socialProviders].sort()).toEqual(["github", "google", "linkedin"]);
    });

    it("starting a GitHub sign-in answers GitHub's authorize URL for our app", async () => {
      const res = await createClient(configured).json("/api/auth/sign-in/social", {
        json: { provider: "github", callbackURL: "/auth/finish" },
      });
      expect(res.status).toBe(200);
      expect(res.body.redirect).toBe(true);
      const url = new URL(res.body.url);
      expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
      expect(url.searchParams.get("client_id")).toBe("github-id");
      expect(url.searchParams.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/auth/callback/github`);
      expect(url.searchParams.get("state")).toBeTruthy();
    });
  });
});
