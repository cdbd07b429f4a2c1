import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DEFAULT_TEMPLATE, exportPayload, templateIds } from "../../shared/contracts/pdf.ts";
import { validatePayload } from "../lib/validate-payload.ts";
import { exportResumeDocx } from "../modules/printing/export-resume-docx.ts";
import { exportResumeText } from "../modules/printing/export-resume-text.ts";
import { userRenderGuard } from "../modules/printing/render-guards.ts";
import { renderResumePdf } from "../modules/printing/render-resume-pdf.ts";
import { answerTool, type McpCaller } from "./mcp-caller.ts";

// export_revision: POST /api/download/text, /docx and /pdf in one tool, with the same plan
// checks (PDF and DOCX are paid downloads) and the PDF render lane and rate limit. Text comes
// back as text; PDF and DOCX as an embedded resource blob (base64) with its mime type.

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export function registerExportTools(server: McpServer, caller: McpCaller) {
  const { db, env, storage, pdf } = caller.deps;
  const userId = caller.user.id;
  const billingEnabled = env.BILLING;

  server.registerTool(
    "export_revision",
    {
      description:
        "Exports one of your resumes, or one of its Tailored revisions, as plain text (for application forms), PDF or DOCX. PDF and DOCX are downloads of a paid plan, as in the app.",
      inputSchema: {
        resumeId: z.number().int().positive().describe("The resume (from list_resumes)."),
        revisionId: z
          .number()
          .int()
          .positive()
          .optional()
          .describe("A Tailored revision of it (from list_revisions); without it, the Original."),
        format: z.enum(["text", "pdf", "docx"]).describe("text, pdf or docx."),
        template: z.enum(templateIds).optional().describe(`The PDF design; default ${DEFAULT_TEMPLATE}.`),
      },
    },
    ({ resumeId, revisionId, format, template }, extra) =>
      answerTool(caller, "export_revision", async () => {
        const { id } = validatePayload(exportPayload, { id: resumeId, revisionId });
        if (format === "text") {
          const text = await exportResumeText({ db, userId, id, revisionId });
          return { content: [{ type: "text", text }] };
        }
        const bytes =
          format === "docx"
            ? await exportResumeDocx({ db, userId, billingEnabled, id, revisionId })
            : await renderResumePdf({
                db,
                renderer: pdf,
                storage,
                userId,
                billingEnabled,
                id,
                revisionId,
                template: template ?? DEFAULT_TEMPLATE,
                props: {},
                purpose: "download",
                guard: userRenderGuard(caller.deps, userId, extra.signal),
              });
        const mimeType = format === "docx" ? DOCX_TYPE : "application/pdf";
        const name = revisionId ? `revision-${revisionId}` : `resume-${id}`;
        return {
          content: [
            {
              type: "resource",
              resource: {
                uri: `resume://${id}/${name}.${format}`,
                mimeType,
                blob: Buffer.from(bytes).toString("base64"),
              },
            },
          ],
        };
      }),
  );
}
