import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createClient,
  createTestApp,
  randomIp,
  TEST_APP_URL,
  type TestApp,
  uniqueEmail,
} from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// Rate limits key on the client's address. Behind TRUST_PROXY the proxy appends the address it
// saw to X-Forwarded-For; whatever the client wrote to the left of it is the client's to forge.
describe.each(testDatabaseKinds())("the client address rate limits key on (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        FREE_TOOL_RATE_LIMIT_MAX: "3",
        FREE_TOOL_RATE_LIMIT_WINDOW_SECONDS: "600",
        AUTH_RATE_LIMIT_MAX: "3",
        AUTH_RATE_LIMIT_WINDOW_SECONDS: "600",
      },
    });
  });
  afterAll(() => t.close());

  const rephrase = (forwardedFor: string) =>
    createClient(t, forwardedFor).json("/api/free-tools/rephrase", { json: { phrase: "I did stuff" } });

  it("a client rotating forged X-Forwarded-For entries is still limited by the free tool", async () => {
    const seenByProxy = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await rephrase(`${randomIp()}, ${seenByProxy}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a client rotating forged X-Forwarded-For entries is still limited on sign-in", async () => {
    const seenByProxy = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A different unknown account each time: only the per-address limit can stop this.
      const res = await createClient(t, `${randomIp()}, ${seenByProxy}`).json("/api/auth/sign-in/email", {
        json: { email: uniqueEmail(), password: "wrong-password-1" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("a single-entry X-Forwarded-For (one proxy) is the client address", async () => {
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await rephrase(client)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await rephrase(randomIp())).status).toBe(200);
  });

  it("groups IPv6 clients by their /64 network, as Better Auth does", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await rephrase(`${prefix}::${i.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await rephrase(`${prefix.replace(/:1$/, ":2")}::1`)).status).toBe(200);
  });

  it("a proxy-appended entry that is not an address falls back to the socket's address", async () => {
    // In-process requests carry the socket through Hono's node bindings, as @hono/node-server does.
    const socket = { incoming: { socket: { remoteAddress: randomIp() } } };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.request(
        `${TEST_APP_URL}/api/free-tools/rephrase`,
        {
          method: "POST",
          headers: {
            origin: TEST_APP_URL,
            "content-type": "application/json",
            "x-forwarded-for": `garbage-${i}`,
          },
          body: JSON.stringify({ phrase: "I did stuff" }),
        },
        socket,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe.each(testDatabaseKinds())("TRUST_PROXY_HOPS=2 (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        TRUST_PROXY_HOPS: "2",
        FREE_TOOL_RATE_LIMIT_MAX: "2",
        FREE_TOOL_RATE_LIMIT_WINDOW_SECONDS: "600",
      },
    });
  });
  afterAll(() => t.close());

  it("takes the address the outer of two proxies appended", async () => {
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await createClient(t, `${randomIp()}, ${client}, ${randomIp()}`).json(
        "/api/free-tools/rephrase",
        { json: { phrase: "I did stuff" } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
