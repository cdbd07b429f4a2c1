import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job } from "../../src/server/db/schema/index.ts";
import { fixturePath } from "../fixtures/fixture-path.ts";
import { createKeyClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { signUpConfirmed } from "../support/users.ts";
import { generationsLeft, importSample } from "./ai-helpers.ts";
import { setEntitlement } from "./resumes-helpers.ts";

// The MCP tools count against the app's own per-user AI limit (one counter with
// /api/cv/generate), not a limit of their own; a batch cannot multiply it; and tool input is held
// to the /api contracts before anything is saved. PGlite only: the counter is the same code on both.

// A short hand-written posting (tests/fixtures): these tests need a posting as input, not the corpus.
const POSTING = readFileSync(fixturePath("mcp-posting.txt"), "utf8");
type Tool = Awaited<ReturnType<Client["callTool"]>>;

function textOf(result: Tool): string {
  const [first] = result.content as { type: string; text?: string }[];
  return first?.text ?? "";
}

describe("MCP rate limits", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let mcpUrl: URL;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { AI_RATE_LIMIT_MAX: "1" } });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    mcpUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** A signed-up user with a resume, `generated` generations and a read-write API key. */
  async function userWithKey(generated: number) {
    const { client: web, userId } = await signUpConfirmed(t);
    await setEntitlement(t, userId, { isPaid: generated > 0, plan: "pro", cvLeft: 5, generated });
    const original = await importSample(web);
    const created = await web.json("/api/account/api-keys", { json: { name: "MCP", scope: "read-write" } });
    return { web, userId, original, key: (created.body as { key: string }).key };
  }

  async function connect(key: string) {
    const mcp = new Client({ name: "mcp-limits", version: "1.0.0" });
    const headers = { Authorization: `Bearer ${key}` };
    await mcp.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    return mcp;
  }

  async function jobsOf(userId: string) {
    const [row] = await t.db.select({ n: count() }).from(job).where(eq(job.userId, userId));
    return row?.n ?? 0;
  }

  it("refuses a tailoring over MCP once /api/cv/generate used the user's AI limit", async () => {
    const { userId, original, key } = await userWithKey(3);
    const viaApi = await createKeyClient(t, key).json("/api/cv/generate", { json: { id: original.id } });
    expect(viaApi.status, JSON.stringify(viaApi.body)).toBe(201);

    const mcp = await connect(key);
    const refused = await mcp.callTool({ name: "tailor_resume", arguments: { resumeId: original.id } });
    expect(refused.isError).toBe(true);
    expect(refused.content).toEqual([
      { type: "text", text: "You are generating too quickly. Please wait a moment and try again." },
    ]);
    expect(refused._meta).toEqual({ code: "rate_limited" });
    expect(await generationsLeft(t, userId)).toBe(2);
    await mcp.close();
  });

  it("refuses a JSON-RPC batch with a 400 before any of its calls runs", async () => {
    const { userId, original, key } = await userWithKey(3);
    const calls = [1, 2, 3, 4, 5].map((n) => ({
      jsonrpc: "2.0",
      id: n,
      method: "tools/call",
      params: { name: "tailor_resume", arguments: { resumeId: original.id, posting: `${POSTING}\n${n}` } },
    }));
    const res = await fetch(mcpUrl, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify(calls),
    });
    const body = await res.json();
    expect([res.status, body]).toEqual([
      400,
      {
        jsonrpc: "2.0",
        id: null,
        error: {
          code: -32600,
          message: "Send one JSON-RPC message per request: batches (JSON arrays) are not accepted.",
        },
      },
    ]);
    // Nothing ran: no generation spent, no posting saved, and the AI limit is still unused.
    expect(await generationsLeft(t, userId)).toBe(3);
    expect(await jobsOf(userId)).toBe(0);
    const mcp = await connect(key);
    const tailored = await mcp.callTool({ name: "tailor_resume", arguments: { resumeId: original.id } });
    expect(tailored.isError, textOf(tailored)).toBeFalsy();
    await mcp.close();
  });

  it("counts analyse_posting against the user's AI limit", async () => {
    const { key } = await userWithKey(0);
    const mcp = await connect(key);
    const first = await mcp.callTool({ name: "analyse_posting", arguments: { posting: POSTING } });
    expect(first.isError, textOf(first)).toBeFalsy();
    const second = await mcp.callTool({ name: "analyse_posting", arguments: { posting: POSTING } });
    expect([second.isError, textOf(second), second._meta]).toEqual([
      true,
      "You are generating too quickly. Please wait a moment and try again.",
      { code: "rate_limited" },
    ]);
    await mcp.close();
  });

  it("refuses a 930,000-character posting to tailor_resume, and saves no job", async () => {
    const { userId, original, key } = await userWithKey(0);
    const posting = `Staff Engineer\n${"We build reliable systems for hospitals. ".repeat(23_250)}`;
    expect(posting.length).toBeGreaterThan(930_000);
    const mcp = await connect(key);
    const refused = await mcp.callTool({
      name: "tailor_resume",
      arguments: { resumeId: original.id, posting },
    });
    expect(await jobsOf(userId)).toBe(0);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain("Use at most 20,000 characters. at posting");
    // The same contract refuses it from analyse_posting.
    const analysed = await mcp.callTool({ name: "analyse_posting", arguments: { posting } });
    expect([analysed.isError, textOf(analysed)]).toEqual([
      true,
      expect.stringContaining("Use at most 20,000 characters. at posting"),
    ]);
    await mcp.close();
  });

  it("refuses an over-long desiredRole before it becomes a saved job's title", async () => {
    const { userId, original, key } = await userWithKey(3);
    // A first line too long to be a title: the job would be named after desiredRole.
    const posting = `${"Join a team that builds clinical software, ".repeat(4)}\n${POSTING}`;
    const mcp = await connect(key);
    const refused = await mcp.callTool({
      name: "tailor_resume",
      arguments: { resumeId: original.id, posting, desiredRole: "Analyst ".repeat(1_000) },
    });
    expect(await jobsOf(userId)).toBe(0);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain("Use at most 200 characters. at desiredRole");
    expect(await generationsLeft(t, userId)).toBe(3);
    await mcp.close();
  });
});
