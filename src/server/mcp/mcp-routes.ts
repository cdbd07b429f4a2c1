import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readKeyHolder } from "../auth/read-api-key.ts";
import type { RateLimitRule } from "../db/rate-limit-counters.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppBindings } from "../lib/bindings.ts";
import { noStoreByDefault } from "../lib/no-store-by-default.ts";
import type { McpDependencies } from "./mcp-caller.ts";
import { createMcpServer } from "./server.ts";

// /mcp: the Model Context Protocol over Streamable HTTP (docs/api.md "MCP"), stateless: each
// POST gets its own server and transport, answered as JSON. Only a personal API key opens it
// (no session cookie: an MCP client is a script), counted by the key's rate limit.

const NO_KEY = "Send a personal API key as Authorization: Bearer <key>. Create one on the Account page.";
const NO_BATCH = "Send one JSON-RPC message per request: batches (JSON arrays) are not accepted.";

/** A JSON-RPC error answer, as the SDK's transport words its own. */
function rpcError(c: Context, status: 400 | 405, code: number, message: string) {
  return c.json({ jsonrpc: "2.0", error: { code, message }, id: null }, status);
}

export function mcpRoutes(deps: McpDependencies, apiKeyLimit: RateLimitRule) {
  const limit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError("payload_too_large", "The request body is larger than 1 MB.");
    },
  });
  const app = new Hono<AppBindings>();
  // Answers hold whole resumes; the transport builds its own Response, so the header is set
  // after it (and after the 401/413 errors) rather than with c.header beforehand. Only "/" is
  // served here; a "*" middleware would read as a mounted prefix to the fuzz's route check.
  app.use("/", noStoreByDefault());
  app.use("/", async (c, next) => {
    const user = await readKeyHolder(c, deps.db, apiKeyLimit);
    if (!user) throw new AppError("unauthorized", NO_KEY);
    c.set("user", user);
    await next();
  });
  app.post("/", limit, async (c) => {
    // One message per POST: a batch would run up to 100 tool calls as one request of the key's
    // rate limit (MCP 2025-06-18 dropped JSON-RPC batching). Refused before any tool runs.
    let message: unknown;
    try {
      message = JSON.parse(await c.req.text());
    } catch {
      return rpcError(c, 400, -32700, "Parse error: Invalid JSON");
    }
    if (Array.isArray(message)) return rpcError(c, 400, -32600, NO_BATCH);
    const server = createMcpServer({ user: c.get("user"), deps });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody: message });
    } finally {
      await server.close();
    }
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE); the spec's answer is 405.
  app.all("/", (c) => {
    c.header("Allow", "POST");
    return rpcError(c, 405, -32000, "Method not allowed: send MCP requests as POST.");
  });
  return app;
}
