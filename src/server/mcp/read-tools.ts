import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { positiveId } from "../../shared/contracts/fields.ts";
import { forPostingPayload, jobFields } from "../../shared/contracts/jobs.ts";
import { findJobByDescription } from "../modules/jobs/find-or-create-job.ts";
import { analyseJob } from "../modules/jobs/job-analysis.ts";
import { getResume } from "../modules/resumes/get-resume.ts";
import { listResumes } from "../modules/resumes/list-resumes.ts";
import { listRevisions } from "../modules/revisions/list-revisions.ts";
import { countAs } from "./count-as-operation.ts";
import { answerTool, jsonResult, type McpCaller } from "./mcp-caller.ts";

// The tools any key may call: they read, as GET /api/cv/list, /api/cv/item and
// /api/cv/revisions do; analyse_posting reads a posting as tailoring will, and saves nothing.

export function registerReadTools(server: McpServer, caller: McpCaller) {
  const { db, env, writer } = caller.deps;
  const userId = caller.user.id;

  server.registerTool(
    "list_resumes",
    { description: "Lists your resumes (id, name, dates), in the order the app shows them." },
    () =>
      answerTool(caller, "list_resumes", async () =>
        jsonResult(await listResumes({ db, userId, page: null })),
      ),
  );

  server.registerTool(
    "read_resume",
    {
      description: "Reads one of your resumes: every section as the builder holds it.",
      inputSchema: { resumeId: positiveId("resumeId").describe("The resume's id (from list_resumes).") },
    },
    ({ resumeId }) =>
      answerTool(caller, "read_resume", async () =>
        jsonResult(await getResume({ db, userId, id: resumeId })),
      ),
  );

  server.registerTool(
    "list_revisions",
    {
      description:
        "Lists the Tailored revisions of one of your resumes, newest first, with their ATS scores.",
      inputSchema: { resumeId: positiveId("resumeId").describe("The resume's id (from list_resumes).") },
    },
    ({ resumeId }) =>
      answerTool(caller, "list_revisions", async () =>
        jsonResult(
          await listRevisions({ db, userId, resumeId, timeoutMs: env.AI_TIMEOUT_MS, writer: writer.name }),
        ),
      ),
  );

  server.registerTool(
    "analyse_posting",
    {
      description:
        "Reads a job posting as tailoring does: its title, company, seniority, years and the terms it asks for (required or preferred). Saves nothing.",
      // The /api job contract's fields (a posting of at most 20,000 characters): the SDK
      // refuses anything longer before the analysis runs.
      inputSchema: {
        posting: forPostingPayload.shape.description.describe("The posting's text."),
        title: jobFields.shape.title.optional().describe("The job title, when the posting does not say it."),
        company: jobFields.shape.company
          .optional()
          .describe("The company, when the posting does not say it."),
      },
    },
    (input) =>
      answerTool(caller, "analyse_posting", async () => {
        // Reading a posting is the work tailoring starts with (no /api route reads one alone): it
        // counts as tailoring does, so a script cannot keep the server analysing without end.
        await countAs(caller, "post", "/api/cv/generate");
        const { title, company } = input;
        // Trimmed as a saved job's description is, so its corrections are found.
        const posting = input.posting.trim();
        // The user's corrections to this posting's checklist (a saved job) apply, as in the app.
        const saved = await findJobByDescription(db, userId, posting);
        const analysis = analyseJob({
          description: posting,
          title: title ?? saved?.title ?? "",
          company: company ?? saved?.company ?? "",
          termCorrections: saved?.termCorrections,
        });
        return jsonResult({ ...analysis, keywords: analysis.terms.map((term) => term.term) });
      }),
  );
}
