import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client.ts";
import { createOutboxMailer, type Mailer } from "../../src/server/email/mailer.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { UNLIMITED } from "../../src/shared/plans.ts";
import { createClient, createTestApp, randomIp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

const FREE_PLAN = {
  cvLeft: 1,
  generated: 0,
  subscriptionActive: false,
  isPaid: false,
  partner: false,
  partner_plan: "middle",
};

/** A client signed in as a fresh anonymous user. */
async function anonymousClient(t: TestApp) {
  const client = createClient(t);
  const signIn = await client.json("/api/auth/sign-in/anonymous", { method: "POST" });
  expect(signIn.status).toBe(200);
  expect(signIn.body.user.isAnonymous).toBe(true);
  return client;
}

describe.each(testDatabaseKinds())("platform (%s)", (kind) => {
  let t: TestApp;
  let mailer: Mailer;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mailer: (database: DatabaseHandle) => {
        mailer = createOutboxMailer(database.db, createLogger("silent"));
        return mailer;
      },
    });
  });
  afterAll(() => t.close());

  describe("health and errors", () => {
    it("GET /api/health answers ok with the database kind", async () => {
      const res = await createClient(t).json("/api/health");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "ok",
        database: { kind, status: "ok", ms: expect.any(Number) },
        pdf: "cold",
      });
    });

    it("an unknown /api route answers 404 JSON for a signed-in user", async () => {
      const client = await anonymousClient(t);
      const res = await client.json("/api/no-such-thing");
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body).toEqual({
        error: { code: "not_found", message: "No API route for GET /api/no-such-thing." },
      });
    });

    it("GET /api/user without a session answers 401 with a message for people", async () => {
      const res = await createClient(t).json("/api/user");
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: "unauthorized", message: "Please sign in to save and access your CV." },
      });
    });

    it("refuses a body over 1 MB with 413 JSON", async () => {
      const client = await anonymousClient(t);
      const big = { text: "x".repeat(1024 * 1024 + 10) };
      for (const path of ["/api/user/partner", "/api/auth/sign-in/email"]) {
        const res = await client.json(path, { json: big });
        expect(res.status, path).toBe(413);
        expect(res.body.error.code).toBe("payload_too_large");
        expect(res.body.error.message).toMatch(/1 MB/);
      }
    });

    it("refuses an oversized body announced by Content-Length before reading it", async () => {
      const res = await t.app.request(`${TEST_APP_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: TEST_APP_URL,
          "content-type": "application/json",
          "content-length": String(2 * 1024 * 1024),
        },
        body: "{}",
      });
      expect(res.status).toBe(413);
      expect((await res.json()).error.code).toBe("payload_too_large");
    });

    it("accepts a body just under 1 MB", async () => {
      const client = createClient(t);
      const res = await client.json("/api/auth/sign-in/email", {
        json: { email: "nobody@example.com", password: "x".repeat(1000 * 1000) },
      });
      // It reaches Better Auth, which refuses the password itself (not the body size).
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("PASSWORD_TOO_LONG");
    });

    it.each([
      ["broken JSON", '{"email": "a@example.com", "password": '],
      ["an empty body", ""],
      ["a JSON string", '"hello"'],
    ])("%s to /api/auth/sign-in/email answers 4xx, not 5xx", async (_name, body) => {
      const res = await t.app.request(`${TEST_APP_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: TEST_APP_URL, "content-type": "application/json", "x-forwarded-for": randomIp() },
        body,
      });
      // Better Auth answers 400 (invalid JSON / validation error), never a 5xx.
      expect(res.status).toBe(400);
    });
  });

  describe("headers", () => {
    it("sets the security headers with a fresh CSP nonce per response", async () => {
      const client = createClient(t);
      const nonces: string[] = [];
      for (const path of ["/api/health", "/api/user", "/api/health"]) {
        const res = await client.request(path);
        const csp = res.headers.get("content-security-policy") ?? "";
        const nonce = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
        expect(nonce, path).toBeDefined();
        nonces.push(nonce!);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        // APP_URL is http:// here, so no HSTS.
        expect(res.headers.get("strict-transport-security")).toBeNull();
      }
      expect(new Set(nonces).size).toBe(nonces.length);
    });

    it("gives each response an X-Request-Id", async () => {
      const client = createClient(t);
      const a = (await client.request("/api/health")).headers.get("x-request-id");
      const b = (await client.request("/api/nothing")).headers.get("x-request-id");
      expect(a).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).toMatch(/^[0-9a-f-]{36}$/);
      expect(a).not.toBe(b);
      const echoed = await client.request("/api/health", { headers: { "x-request-id": "trace-abc-123" } });
      expect(echoed.headers.get("x-request-id")).toBe("trace-abc-123");
    });
  });

  describe("GET /api/user entitlements", () => {
    it("gives a new signed-in user the free plan", async () => {
      const client = await anonymousClient(t);
      const res = await client.json("/api/user");
      expect(res.status).toBe(200);
      expect(res.body).toEqual(FREE_PLAN);
      // Reading again answers the same (the row is created once).
      expect((await client.json("/api/user")).body).toEqual(FREE_PLAN);
    });

    it("takes partner_plan from the plan cookie", async () => {
      const client = await anonymousClient(t);
      client.cookies.set("plan", "senior");
      expect((await client.json("/api/user")).body).toEqual({ ...FREE_PLAN, partner_plan: "senior" });
      client.cookies.set("plan", "not-a-plan");
      expect((await client.json("/api/user")).body).toEqual(FREE_PLAN);
    });

    it("refuses POST /api/user/partner with 403 JSON when PARTNER_MODE is off", async () => {
      const client = await anonymousClient(t);
      const res = await client.json("/api/user/partner", { method: "POST" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: { code: "forbidden", message: "Partner mode is not enabled on this server." },
      });
      expect((await client.json("/api/user")).body.partner).toBe(false);
    });

    it("refuses a write from another site", async () => {
      const client = await anonymousClient(t);
      const res = await client.json("/api/user/partner", {
        method: "POST",
        headers: { origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/another site/);
    });
  });

  describe("server settings", () => {
    it("BILLING=off unlocks everything", async () => {
      const free = await createTestApp(kind, { env: { BILLING: "off" } });
      try {
        const client = await anonymousClient(free);
        const res = await client.json("/api/user");
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ...FREE_PLAN, cvLeft: UNLIMITED, generated: UNLIMITED, isPaid: true });
      } finally {
        await free.close();
      }
    });

    it("PARTNER_MODE=on makes the user a partner on the cookie's plan", async () => {
      const partnerApp = await createTestApp(kind, { env: { PARTNER_MODE: "on" } });
      try {
        const client = await anonymousClient(partnerApp);
        client.cookies.set("plan", "executive");
        const res = await client.json("/api/user/partner", { method: "POST" });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: true });
        const user = await client.json("/api/user");
        expect(user.body).toEqual({ ...FREE_PLAN, partner: true, partner_plan: "executive" });
        // Once a partner, the stored plan counts, not a later cookie.
        client.cookies.set("plan", "junior");
        expect((await client.json("/api/user")).body.partner_plan).toBe("executive");
        // Without a plan cookie the default plan is stored.
        const other = await anonymousClient(partnerApp);
        expect((await other.json("/api/user/partner", { method: "POST" })).status).toBe(200);
        expect((await other.json("/api/user")).body).toEqual({ ...FREE_PLAN, partner: true });
      } finally {
        await partnerApp.close();
      }
    });
  });

  describe("/dev/outbox", () => {
    it("lists sent mail with its subject escaped", async () => {
      await mailer.send({
        to: "outbox-test@example.com",
        subject: "<script>x</script>",
        text: "Open https://example.com/a?b=1 now <b>bold</b>",
        html: "<p>ignored</p>",
      });
      const res = await createClient(t).request("/dev/outbox");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const page = await res.text();
      expect(page).toContain("<h1>Outbox</h1>");
      expect(page).toContain("&lt;script&gt;x&lt;/script&gt;");
      expect(page).not.toContain("<script>x</script>");
      expect(page).toContain("&lt;b&gt;bold&lt;/b&gt;");
      expect(page).toContain("outbox-test@example.com");
      expect(page).toContain('<a href="https://example.com/a?b=1">Open link</a>');
    });

    it("is not served when NODE_ENV=production (which, on https, also sends HSTS)", async () => {
      const prodUrl = "https://cv.example.com";
      // Production needs SMTP_URL; the test app still keeps mail in the outbox it is given.
      const prod = await createTestApp(kind, {
        env: { NODE_ENV: "production", APP_URL: prodUrl, SMTP_URL: "smtp://127.0.0.1:9" },
      });
      try {
        const res = await prod.app.request(`${prodUrl}/dev/outbox`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain("Outbox");
        const config = await prod.app.request(`${prodUrl}/api/config`);
        expect((await config.json()).outbox).toBe(false);
        expect(config.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      } finally {
        await prod.close();
      }
    });

    it("is not served by a development server that others reach under its own name", async () => {
      const publicUrl = "http://staging.example.com";
      const staging = await createTestApp(kind, { env: { APP_URL: publicUrl } });
      try {
        expect((await staging.app.request(`${publicUrl}/dev/outbox`)).status).toBe(404);
        expect((await (await staging.app.request(`${publicUrl}/api/config`)).json()).outbox).toBe(false);
      } finally {
        await staging.close();
      }
    });
  });
});
