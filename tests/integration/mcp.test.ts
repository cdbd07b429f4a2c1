import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter } from "../../src/server/db/schema/index.ts";
import { fixturePath } from "../fixtures/fixture-path.ts";
import { type createClient, createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import { generationsLeft, importSample } from "./ai-helpers.ts";
import { setEntitlement } from "./resumes-helpers.ts";

// The MCP endpoint (issue 18, part 3), driven over a real HTTP port by the SDK's own client
// with a personal API key, as an MCP client (Claude Desktop, an IDE) would.

// A short hand-written posting (tests/fixtures): these tests need a posting as input, not the corpus.
const POSTING = readFileSync(fixturePath("mcp-posting.txt"), "utf8");
type Tool = Awaited<ReturnType<Client["callTool"]>>;

function textOf(result: Tool): string {
  const [first] = result.content as { type: string; text?: string }[];
  return first?.text ?? "";
}

describe.each(testDatabaseKinds())("MCP server (%s)", (kind) => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let mcpUrl: URL;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    mcpUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  async function newKey(client: ReturnType<typeof createClient>, scope: "read" | "read-write") {
    const res = await client.json("/api/account/api-keys", { json: { name: `MCP ${scope}`, scope } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { key: string }).key;
  }

  async function connect(key: string) {
    const client = new Client({ name: "mcp-test", version: "1.0.0" });
    const headers = { Authorization: `Bearer ${key}` };
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    return client;
  }

  async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
    return (await client.callTool({ name, arguments: args })) as Tool;
  }

  it("lists, reads, analyses, tailors, exports and writes a cover letter with a read-write key", async () => {
    const { client: web, userId } = await signUpConfirmed(t);
    await setEntitlement(t, userId, { isPaid: true, plan: "pro", cvLeft: 5, generated: 3 });
    const original = await importSample(web);
    const mcp = await connect(await newKey(web, "read-write"));

    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "analyse_posting",
      "export_revision",
      "list_resumes",
      "list_revisions",
      "read_resume",
      "tailor_resume",
      "write_cover_letter",
    ]);

    const list = JSON.parse(textOf(await call(mcp, "list_resumes"))) as { id: number; name: string }[];
    expect(list.map((resume) => resume.id)).toContain(original.id);
    const read = JSON.parse(textOf(await call(mcp, "read_resume", { resumeId: original.id })));
    expect([read.id, read.name, read.summary]).toEqual([original.id, original.name, original.summary]);

    const analysis = JSON.parse(textOf(await call(mcp, "analyse_posting", { posting: POSTING })));
    expect(analysis.title).toContain("Clinical Applications Analyst");
    expect(analysis.keywords).toContain("Epic");

    const tailored = await call(mcp, "tailor_resume", { resumeId: original.id, posting: POSTING });
    expect(tailored.isError, textOf(tailored)).toBeFalsy();
    const revision = JSON.parse(textOf(tailored));
    expect(revision).toMatchObject({ resume_id: original.id });
    expect(revision.name).toContain("Clinical Applications Analyst");
    expect(await generationsLeft(t, userId)).toBe(2);
    const revisions = JSON.parse(textOf(await call(mcp, "list_revisions", { resumeId: original.id })));
    expect(revisions.revisions.map((r: { id: number }) => r.id)).toEqual([revision.id]);
    // The owner sees the revision in the app too.
    expect((await web.json(`/api/cv/revision?id=${revision.id}`)).status).toBe(200);

    const text = await call(mcp, "export_revision", {
      resumeId: original.id,
      revisionId: revision.id,
      format: "text",
    });
    expect(textOf(text)).toContain(revision.document.summary.split("\n")[0]);
    const pdf = await call(mcp, "export_revision", {
      resumeId: original.id,
      revisionId: revision.id,
      format: "pdf",
    });
    const [embedded] = pdf.content as { type: string; resource: { mimeType: string; blob: string } }[];
    expect([embedded?.type, embedded?.resource.mimeType]).toEqual(["resource", "application/pdf"]);
    expect(
      Buffer.from(embedded?.resource.blob ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const letter = await call(mcp, "write_cover_letter", { resumeId: original.id, revisionId: revision.id });
    expect(letter.isError, textOf(letter)).toBeFalsy();
    const written = JSON.parse(textOf(letter));
    expect(written.content).toHaveLength(1);
    expect(written.content[0]).toContain(original.full_name.split(" ")[0]);
    expect(written.content[0].length).toBeGreaterThan(200);
    expect(written.cover_letter.resume_id).toBe(original.id);
    expect(await generationsLeft(t, userId)).toBe(1);
    await mcp.close();
  });

  it("refuses a read key the tools that write, and spends nothing", async () => {
    const { client: web, userId } = await signUpConfirmed(t);
    await setEntitlement(t, userId, { isPaid: true, plan: "pro", cvLeft: 5, generated: 3 });
    const original = await importSample(web);
    const mcp = await connect(await newKey(web, "read"));

    expect((await call(mcp, "read_resume", { resumeId: original.id })).isError).toBeFalsy();
    const tailored = await call(mcp, "tailor_resume", { resumeId: original.id, posting: POSTING });
    expect(tailored.isError).toBe(true);
    expect(textOf(tailored)).toContain("This API key can only read");
    const letter = await call(mcp, "write_cover_letter", { resumeId: original.id });
    expect([letter.isError, textOf(letter)]).toEqual([true, expect.stringContaining("can only read")]);
    expect(await generationsLeft(t, userId)).toBe(3);
    expect((await web.json("/api/jobs")).body).toEqual([]);
    await mcp.close();
  });

  it("keeps the app's plan rules: no generation left, no paid download, and nothing left behind", async () => {
    const { client: web, userId } = await signUpConfirmed(t);
    await setEntitlement(t, userId, { isPaid: false, generated: 0 });
    const original = await importSample(web);
    const mcp = await connect(await newKey(web, "read-write"));

    const tailored = await call(mcp, "tailor_resume", { resumeId: original.id });
    expect([tailored.isError, textOf(tailored)]).toEqual([
      true,
      "You have no AI generations left. Choose a plan to continue.",
    ]);
    expect(tailored._meta).toEqual({ code: "payment_required" });
    const letter = await call(mcp, "write_cover_letter", { resumeId: original.id, jobTitle: "Analyst" });
    expect([letter.isError, textOf(letter)]).toEqual([
      true,
      "You have no AI generations left. Choose a plan to continue.",
    ]);
    // The letter made for the refused call is gone again.
    expect(await t.db.select().from(coverLetter).where(eq(coverLetter.userId, userId))).toEqual([]);

    const pdf = await call(mcp, "export_revision", { resumeId: original.id, format: "pdf" });
    expect([pdf.isError, textOf(pdf)]).toEqual([true, expect.stringContaining("needs a paid plan")]);
    const text = await call(mcp, "export_revision", { resumeId: original.id, format: "text" });
    expect([text.isError, textOf(text).split("\n")[0]]).toEqual([undefined, original.full_name]);
    await mcp.close();
  });

  it("answers another user's resume as not found", async () => {
    const owner = await signUpConfirmed(t);
    const theirs = await importSample(owner.client);
    const { client: web } = await signUpConfirmed(t);
    const mcp = await connect(await newKey(web, "read-write"));
    for (const [name, args] of [
      ["read_resume", { resumeId: theirs.id }],
      ["list_revisions", { resumeId: theirs.id }],
      ["export_revision", { resumeId: theirs.id, format: "text" }],
    ] as const) {
      const result = await call(mcp, name, args);
      expect([name, result.isError]).toEqual([name, true]);
      expect(textOf(result)).toMatch(/does not exist or is not yours/);
      expect(textOf(result)).not.toContain(theirs.name);
    }
    await mcp.close();
  });

  it("answers tool input of the wrong shape with a tool error that says what is wrong", async () => {
    const { client: web } = await signUpConfirmed(t);
    const key = await newKey(web, "read-write");
    const mcp = await connect(key);
    for (const args of [{ resumeId: "1 OR 1=1" }, { resumeId: -1 }, {}]) {
      const result = await call(mcp, "read_resume", args);
      expect([result.isError, textOf(result)]).toEqual([true, expect.stringContaining("resumeId")]);
    }
    const unknownTool = await call(mcp, "delete_everything");
    expect([unknownTool.isError, textOf(unknownTool)]).toEqual([true, expect.stringContaining("not found")]);
    const export_ = await call(mcp, "export_revision", { resumeId: 1, format: "exe" });
    expect([export_.isError, textOf(export_)]).toEqual([true, expect.stringContaining("format")]);
    // In process: over a socket the early 413 closes a connection the client would reuse.
    const huge = await t.app.request(`${TEST_APP_URL}/mcp`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/list",
        params: { pad: "x".repeat(1_100_000) },
      }),
    });
    expect([huge.status, (await huge.json()).error.message]).toEqual([
      413,
      "The request body is larger than 1 MB.",
    ]);
    const get = await fetch(mcpUrl, { headers: { Authorization: `Bearer ${key}` } });
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    await mcp.close();
  });

  it("marks every /mcp answer no-store: a whole resume, a refusal, a 405", async () => {
    const { client: web } = await signUpConfirmed(t);
    const original = await importSample(web);
    const key = await newKey(web, "read");
    const headers = {
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
    };
    const readResume = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "read_resume", arguments: { resumeId: original.id } },
    };
    const read = await fetch(mcpUrl, { method: "POST", headers, body: JSON.stringify(readResume) });
    expect(read.status).toBe(200);
    expect((await read.json()).result.content[0].text).toContain(original.full_name);
    const answers = [
      ["read_resume", read],
      ["no key", await fetch(mcpUrl, { method: "POST", body: JSON.stringify(readResume) })],
      ["GET", await fetch(mcpUrl, { headers: { Authorization: `Bearer ${key}` } })],
      ["not JSON", await fetch(mcpUrl, { method: "POST", headers, body: "{" })],
    ] as const;
    expect(answers.map(([what, res]) => [what, res.status, res.headers.get("cache-control")])).toEqual([
      ["read_resume", 200, "no-store"],
      ["no key", 401, "no-store"],
      ["GET", 405, "no-store"],
      ["not JSON", 400, "no-store"],
    ]);
  });

  it("refuses a request without a key, or with a bad one, with a 401 that says what to send", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    };
    const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
    const none = await fetch(mcpUrl, { method: "POST", headers, body: JSON.stringify(initialize) });
    expect(none.status).toBe(401);
    expect((await none.json()).error.message).toContain("Authorization: Bearer");
    const bad = await fetch(mcpUrl, {
      method: "POST",
      headers: { ...headers, Authorization: "Bearer rb_live_not-a-key" },
      body: JSON.stringify(initialize),
    });
    expect(bad.status).toBe(401);
    expect((await bad.json()).error.message).toContain("not valid");
    await expect(connect("rb_live_not-a-key")).rejects.toThrow(/not valid/);
    // Stateless: nothing to stream (GET) or end (DELETE), still only behind the key check.
    expect((await fetch(mcpUrl)).status).toBe(401);
  });
});
