import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DEFAULT_TEMPLATE, exportPayload, pdfPayload } from "../../shared/contracts/pdf.ts";
import { validatePayload } from "../lib/validate-payload.ts";
import { exportResumeDocx } from "../modules/printing/export-resume-docx.ts";
import { exportResumeText } from "../modules/printing/export-resume-text.ts";
import type { Printer } from "../modules/printing/printer.ts";
import { printResumePdf } from "../modules/printing/render-resume-pdf.ts";
import { answerTool, type McpCaller } from "./mcp-caller.ts";

// export_revision: POST /api/download/text, /docx and /pdf in one tool, with the same plan
// checks (PDF and DOCX are paid downloads) and the PDF render lane and rate limit. Text comes
// back as text; PDF and DOCX as an embedded resource blob (base64) with its mime type.

/** The three /api/download routes this one tool stands for: its only field of its own. */
const EXPORT_FORMATS = ["text", "pdf", "docx"] as const;
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export function registerExportTools(server: McpServer, caller: McpCaller) {
  server.registerTool(
    "export_revision",
    {
      description:
        "Exports one of your resumes, or one of its Tailored revisions, as plain text (for application forms), PDF or DOCX. PDF and DOCX are downloads of a paid plan, as in the app.",
      inputSchema: {
        resumeId: exportPayload.shape.id.describe("The resume (from list_resumes)."),
        revisionId: exportPayload.shape.revisionId.describe(
          "A Tailored revision of it (from list_revisions); without it, the Original.",
        ),
        format: z.enum(EXPORT_FORMATS).describe("text, pdf or docx."),
        template: pdfPayload.shape.template.describe(`The PDF design; default ${DEFAULT_TEMPLATE}.`),
      },
    },
    ({ resumeId, revisionId, format, template }, extra) =>
      answerTool(caller, "export_revision", async () => {
        const { id } = validatePayload(exportPayload, { id: resumeId, revisionId });
        // The same printer as the /api/download routes': the key's user, this call's signal.
        const printer: Printer = { ...caller.deps, userId: caller.user.id, signal: extra.signal };
        if (format === "text") {
          const text = await exportResumeText(printer, { id, revisionId });
          return { content: [{ type: "text", text }] };
        }
        const bytes =
          format === "docx"
            ? await exportResumeDocx(printer, { id, revisionId })
            : await printResumePdf(printer, { id, template, props: { revisionId } }, "download");
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
