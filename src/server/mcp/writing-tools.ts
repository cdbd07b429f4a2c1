import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../shared/contracts/cover-letters.ts";
import { generateRevisionPayload } from "../../shared/contracts/revisions.ts";
import { aiLimit } from "../api/generations/ai-rate-limit.ts";
import { enforceUserRateLimit } from "../api/rate-limit.ts";
import { writeLimit } from "../api/write-rate-limit.ts";
import { validatePayload } from "../lib/validate-payload.ts";
import { createCoverLetter } from "../modules/cover-letters/create-cover-letter.ts";
import { deleteCoverLetter } from "../modules/cover-letters/delete-cover-letter.ts";
import { generateCoverLetter } from "../modules/cover-letters/generate-cover-letter.ts";
import { jobForPosting } from "../modules/jobs/job-for-posting.ts";
import { generateRevision } from "../modules/revisions/generate-revision.ts";
import { answerTool, jsonResult, type McpCaller, requireReadWrite } from "./mcp-caller.ts";

// The tools that write with AI and spend a generation, as POST /api/cv/generate and
// /api/cover-letter/generate do: the same module functions (grounding check, plan and credit),
// the same per-user AI rate limit, and the write limit where a row is added. Read-write keys only.

const id = (what: string) => z.number().int().positive().describe(what);
// Lengths and formats are checked by the /api payload schemas the tools pass their input through.
const text = (what: string) => z.string().describe(what);

export function registerWritingTools(server: McpServer, caller: McpCaller) {
  const { db, env, logger, writer } = caller.deps;
  const userId = caller.user.id;
  const generation = {
    db,
    logger,
    writer,
    userId,
    billingEnabled: env.BILLING,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
  const onProgress = () => {};

  server.registerTool(
    "tailor_resume",
    {
      description:
        "Tailors one of your resumes to a job posting (pasted, or a saved job) and saves it as a new Tailored revision. Uses one AI generation of your plan. Only what the resume states is written; missing requirements are never invented.",
      inputSchema: {
        resumeId: id("The resume to tailor (from list_resumes)."),
        posting: text("The job posting's text; saved as a job, as the app does.").optional(),
        jobId: id("A saved job to tailor to, instead of a posting.").optional(),
        desiredRole: text("The role to aim for; default: the resume's desired role.").optional(),
        instructions: text("Extra wishes for the writer, e.g. 'one page'.").optional(),
        mentionYears: z
          .boolean()
          .optional()
          .describe("May the summary state years of experience (default: yes)."),
      },
    },
    (input) =>
      answerTool(caller, "tailor_resume", async () => {
        requireReadWrite(caller.user);
        await enforceUserRateLimit({ db, userId, ...aiLimit(env) });
        let jobId = input.jobId;
        if (input.posting?.trim() && jobId === undefined) {
          await enforceUserRateLimit({ db, userId, ...writeLimit(env) });
          const fallbackTitle = input.desiredRole ?? "";
          jobId = (await jobForPosting({ db, userId, description: input.posting, fallbackTitle })).id;
        }
        const { resumeId, posting: _posting, ...rest } = input;
        const payload = validatePayload(generateRevisionPayload, { ...rest, id: resumeId, jobId });
        const { result } = await generateRevision({ ...generation, payload, onProgress });
        const { source: _source, ...revision } = await result;
        return jsonResult(revision);
      }),
  );

  server.registerTool(
    "write_cover_letter",
    {
      description:
        "Writes a cover letter from one of your resumes (or one of its Tailored revisions) for a job, and saves it. Uses one AI generation of your plan; only facts from the resume are used.",
      inputSchema: {
        resumeId: id("The resume to write from (from list_resumes)."),
        revisionId: id("A Tailored revision of that resume to write from (from list_revisions).").optional(),
        jobId: id("A saved job the letter is for.").optional(),
        jobTitle: text("The job title.").optional(),
        company: text("The company.").optional(),
        jobDescription: text("The job posting's text.").optional(),
        tone: z.enum(["formal", "warm", "direct"]).optional().describe("Default: formal."),
        instructions: text("Extra wishes for the writer.").optional(),
        name: text(`What to call the letter; default "${DEFAULT_COVER_LETTER_NAME}".`).optional(),
      },
    },
    (input) =>
      answerTool(caller, "write_cover_letter", async () => {
        requireReadWrite(caller.user);
        await enforceUserRateLimit({ db, userId, ...aiLimit(env) });
        const fields = validatePayload(createCoverLetterPayload, {
          name: input.name,
          resume_id: input.resumeId,
          job_id: input.jobId,
          job_title: input.jobTitle,
          company: input.company,
          job_description: input.jobDescription,
          instructions: input.instructions,
        });
        // Checked before the letter exists; its id joins them once it does.
        const writing = validatePayload(generateCoverLetterPayload.omit({ id: true }), {
          tone: input.tone,
          revision_id: input.revisionId,
        });
        await enforceUserRateLimit({ db, userId, ...writeLimit(env) });
        const letter = await createCoverLetter({
          db,
          userId,
          fields: { ...fields, name: fields.name ?? DEFAULT_COVER_LETTER_NAME },
        });
        try {
          const { result } = await generateCoverLetter({
            ...generation,
            payload: { ...writing, id: letter.id },
            onProgress,
          });
          return jsonResult(await result);
        } catch (error) {
          // Nothing was written: the empty letter made for this call goes too.
          await deleteCoverLetter({ db, userId, id: letter.id });
          throw error;
        }
      }),
  );
}
