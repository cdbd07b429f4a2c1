import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../support/log-capture.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// /dev/outbox lists every sign-in code and link. It is for the developer at this machine: the
// server listens on loopback only when APP_URL is loopback, and the page answers loopback peers
// only (HOST can still open the server to the network).

/** This machine's address on a network interface (what a LAN peer connects to), if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

describe.skipIf(!lanAddress)("the real server and its development outbox on the network", () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), "outbox-network-"));
    dataDirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("with a loopback APP_URL, listens on loopback only: nothing answers on the LAN address", async () => {
    const server = await start();
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
    await expect(fetch(`http://${lanAddress}:${server.port}/dev/outbox`)).rejects.toThrow();
  });

  it("opened to the network with HOST, serves the outbox to loopback peers only", async () => {
    const server = await start({ HOST: "0.0.0.0" });
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
    const fromLan = await fetch(`http://${lanAddress}:${server.port}/dev/outbox`);
    expect(fromLan.status).toBe(404);
    expect(await fromLan.text()).not.toContain("Outbox");
    expect((await fetch(`http://${lanAddress}:${server.port}/api/health`)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())("the development outbox (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { LOG_LEVEL: "debug" } });
  });
  afterAll(() => t.close());

  // @hono/node-server hands the socket to the app as env.incoming; here a stand-in does.
  const outboxFrom = (remoteAddress: string) =>
    t.app.request(`${TEST_APP_URL}/dev/outbox`, {}, { incoming: { socket: { remoteAddress } } });

  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])(
    "is served to the loopback peer %s",
    async (peer) => {
      expect((await outboxFrom(peer)).status).toBe(200);
    },
  );

  it.each(["192.168.1.20", "10.0.0.5", "fd00::2", "::ffff:192.168.1.20"])(
    "answers 404 to the peer %s",
    async (peer) => {
      const res = await outboxFrom(peer);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("Outbox");
    },
  );

  it("a forged X-Forwarded-For of 127.0.0.1 does not make a LAN peer local", async () => {
    const res = await t.app.request(
      `${TEST_APP_URL}/dev/outbox`,
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      { incoming: { socket: { remoteAddress: "192.168.1.20" } } },
    );
    expect(res.status).toBe(404);
  });

  it("never logs a mail's code or link, only who it went to and its subject", async () => {
    const email = uniqueEmail("log");
    const logs = captureLogs();
    try {
      const client = createClient(t);
      const sent = await client.json("/api/auth/sign-in/magic-link", {
        json: { email, callbackURL: "/app" },
      });
      expect(sent.status).toBe(200);
      const code = await client.json("/api/auth/email-otp/send-verification-otp", {
        json: { email, type: "sign-in" },
      });
      expect(code.status).toBe(200);
    } finally {
      logs.stop();
    }
    const magicLink = (await t.db.query.outboxMessage.findMany()).find(
      (m) => m.to === email && /link/i.test(m.subject),
    );
    const otp = await t.lastMail(email);
    const link = magicLink?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    expect(otp.code).toMatch(/^\d{6}$/);
    const token = new URL(link!).searchParams.get("token")!;
    expect(logs.text()).toContain(email);
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(otp.text);
    // The code is in the subject too ("Your one-time code: 123456"): the log leaves it out.
    expect(logs.text()).not.toContain(otp.code);
  });
});
