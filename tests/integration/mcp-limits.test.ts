import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { signUpConfirmed } from "../support/users.ts";
import { generationsLeft, importSample } from "./ai-helpers.ts";
import { setEntitlement } from "./resumes-helpers.ts";

// The MCP tools count against the app's own per-user AI limit (one counter with
// /api/cv/generate), not a limit of their own. PGlite only: the counter is the same code on both.

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

  it("refuses a tailoring over MCP once /api/cv/generate used the user's AI limit", async () => {
    const { client: web, userId } = await signUpConfirmed(t);
    await setEntitlement(t, userId, { isPaid: true, plan: "pro", cvLeft: 5, generated: 3 });
    const original = await importSample(web);
    const created = await web.json("/api/account/api-keys", { json: { name: "MCP", scope: "read-write" } });
    const key = (created.body as { key: string }).key;

    const viaApi = await createKeyClient(t, key).json("/api/cv/generate", { json: { id: original.id } });
    expect(viaApi.status, JSON.stringify(viaApi.body)).toBe(201);

    const mcp = new Client({ name: "mcp-limits", version: "1.0.0" });
    const headers = { Authorization: `Bearer ${key}` };
    await mcp.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    const refused = await mcp.callTool({ name: "tailor_resume", arguments: { resumeId: original.id } });
    expect(refused.isError).toBe(true);
    expect(refused.content).toEqual([
      { type: "text", text: "You are generating too quickly. Please wait a moment and try again." },
    ]);
    expect(refused._meta).toEqual({ code: "rate_limited" });
    expect(await generationsLeft(t, userId)).toBe(2);
    await mcp.close();
  });
});
