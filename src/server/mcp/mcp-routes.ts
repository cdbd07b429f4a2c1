import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readKeyHolder } from "../auth/read-api-key.ts";
import type { RateLimitRule } from "../db/rate-limit-counters.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppBindings } from "../lib/bindings.ts";
import type { McpDependencies } from "./mcp-caller.ts";
import { createMcpServer } from "./server.ts";

// /mcp: the Model Context Protocol over Streamable HTTP (docs/api.md "MCP"), stateless: each
// POST gets its own server and transport, answered as JSON. Only a personal API key opens it
// (no session cookie: an MCP client is a script), counted by the key's rate limit.

const NO_KEY = "Send a personal API key as Authorization: Bearer <key>. Create one on the Account page.";

export function mcpRoutes(deps: McpDependencies, apiKeyLimit: RateLimitRule) {
  const limit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError("payload_too_large", "The request body is larger than 1 MB.");
    },
  });
  const app = new Hono<AppBindings>();
  app.use("/", async (c, next) => {
    const user = await readKeyHolder(c, deps.db, apiKeyLimit);
    if (!user) throw new AppError("unauthorized", NO_KEY);
    c.set("user", user);
    c.header("Cache-Control", "no-store");
    await next();
  });
  app.post("/", limit, async (c) => {
    const server = createMcpServer({ user: c.get("user"), deps });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE); the spec's answer is 405.
  app.all("/", (c) =>
    c.json(
      {
        jsonrpc: "2.0",
        error: { code: -32000, message: "Method not allowed: send MCP requests as POST." },
        id: null,
      },
      405,
      { Allow: "POST" },
    ),
  );
  return app;
}
