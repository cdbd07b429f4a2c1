import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Writer } from "../ai/writer.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import type { SessionUser } from "../lib/session-user.ts";
import type { PdfRenderer } from "../pdf/pdf-renderer.ts";
import type { FileStorage } from "../storage/file-storage.ts";

// What every MCP tool is given, and how it answers (docs/decisions/029-mcp-server.md).

/**
 * The services of the /api routes (api/route-dependencies.ts, which mcp/ does not import: both
 * stand on one floor) the tools call: the same module functions, the same limits.
 */
export interface McpDependencies {
  db: Database;
  env: Env;
  logger: Logger;
  storage: FileStorage;
  writer: Writer;
  pdf: PdfRenderer;
}

/** One MCP request: the key's user and the app's services. */
export interface McpCaller {
  user: SessionUser;
  deps: McpDependencies;
}

const READ_ONLY_KEY =
  "This API key can only read. Use a read-write key to tailor a resume or write a cover letter.";

/** Tailoring and cover letters change data (and spend generations): a read key is refused. */
export function requireReadWrite(user: SessionUser) {
  if (user.apiKey?.scope !== "read-write") throw new AppError("forbidden", READ_ONLY_KEY);
}

export function jsonResult(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

/**
 * Runs a tool's work; an AppError (not found, no generations left, rate limited, bad input)
 * becomes a tool error with its message, as the /api answer would say it. Anything else is
 * logged and answered without internals.
 */
export async function answerTool(
  caller: McpCaller,
  tool: string,
  work: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      return { isError: true, content: [{ type: "text", text: error.message }], _meta: { code: error.code } };
    }
    caller.deps.logger.error("mcp tool failed", { tool, error: String(error) });
    return {
      isError: true,
      content: [{ type: "text", text: "Something went wrong on our side. Please try again." }],
    };
  }
}
