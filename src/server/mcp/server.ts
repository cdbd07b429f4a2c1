import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerExportTools } from "./export-tools.ts";
import type { McpCaller } from "./mcp-caller.ts";
import { registerReadTools } from "./read-tools.ts";
import { registerWritingTools } from "./writing-tools.ts";

/** The MCP server for one request of one API key's user (stateless: docs/decisions/029). */
export function createMcpServer(caller: McpCaller): McpServer {
  const server = new McpServer(
    { name: "resume-builder", version: "1.0.0" },
    {
      instructions:
        "Your resumes in the resume builder: list and read them, analyse a job posting, tailor a resume to it (a new Tailored revision, one AI generation), list revisions, export them, and write cover letters. Only facts the resume states are ever written.",
    },
  );
  registerReadTools(server, caller);
  registerWritingTools(server, caller);
  registerExportTools(server, caller);
  return server;
}
