import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  coverLetterLinks,
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../shared/contracts/cover-letters.ts";
import { positiveId } from "../../shared/contracts/fields.ts";
import { jobFields } from "../../shared/contracts/jobs.ts";
import { generateRevisionPayload } from "../../shared/contracts/revisions.ts";
import { validatePayload } from "../lib/validate-payload.ts";
import { createCoverLetter } from "../modules/cover-letters/create-cover-letter.ts";
import { deleteCoverLetter } from "../modules/cover-letters/delete-cover-letter.ts";
import { generateCoverLetter } from "../modules/cover-letters/generate-cover-letter.ts";
import { jobForPosting } from "../modules/jobs/job-for-posting.ts";
import { generateRevision } from "../modules/revisions/generate-revision.ts";
import { countAs } from "./count-as-operation.ts";
import { answerTool, jsonResult, type McpCaller, requireReadWrite } from "./mcp-caller.ts";

// The tools that write with AI and spend a generation, as POST /api/cv/generate and
// /api/cover-letter/generate do: the same module functions (grounding check, plan and credit),
// the same per-user AI rate limit, and the write limit where a row is added. Read-write keys only.

// Each input is the /api contract's own field (its lengths and messages), so the SDK refuses
// a 930,000-character posting or a paragraph of a role before the tool runs or saves anything.
// The tools still pass their input through the /api payload schemas before any write.
const tailoring = generateRevisionPayload.shape;

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
        "Tailors one of your resumes to a job posting (pasted, or a saved job) and saves it as a new Tailored revision. Uses one AI generation of your plan. Only what the resume states is written; missing requirements are never invented. When nothing changed since a revision was written from the same resume, role, job and instructions, it answers that revision with unchanged: true and a message, and uses no generation.",
      inputSchema: {
        resumeId: positiveId("resumeId").describe("The resume to tailor (from list_resumes)."),
        posting: jobFields.shape.description
          .optional()
          .describe("The job posting's text; saved as a job, as the app does."),
        jobId: tailoring.jobId.describe("A saved job to tailor to, instead of a posting."),
        desiredRole: tailoring.desiredRole.describe(
          "The role to aim for; default: the resume's desired role.",
        ),
        instructions: tailoring.instructions.describe("Extra wishes for the writer, e.g. 'one page'."),
        mentionYears: tailoring.mentionYears.describe(
          "May the summary state years of experience (default: yes).",
        ),
      },
    },
    (input) =>
      answerTool(caller, "tailor_resume", async () => {
        requireReadWrite(caller.user);
        const { resumeId, posting, ...rest } = input;
        // Checked before the posting is saved: a refused call leaves no job behind. The desired
        // role (at most 200 characters) may become the job's title.
        const payload = validatePayload(generateRevisionPayload, { ...rest, id: resumeId });
        await countAs(caller, "post", "/api/cv/generate");
        let jobId = payload.jobId;
        if (posting?.trim() && jobId === undefined) {
          await countAs(caller, "post", "/api/jobs/for-posting");
          const fallbackTitle = payload.desiredRole ?? "";
          jobId = (await jobForPosting({ db, userId, description: posting, fallbackTitle })).id;
        }
        const { result } = await generateRevision({
          ...generation,
          payload: { ...payload, jobId },
          onProgress,
        });
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
        resumeId: positiveId("resumeId").describe("The resume to write from (from list_resumes)."),
        revisionId: positiveId("revisionId")
          .optional()
          .describe("A Tailored revision of that resume to write from (from list_revisions)."),
        jobId: positiveId("jobId").optional().describe("A saved job the letter is for."),
        jobTitle: coverLetterLinks.job_title.describe("The job title."),
        company: coverLetterLinks.company.describe("The company."),
        jobDescription: coverLetterLinks.job_description.describe("The job posting's text."),
        tone: generateCoverLetterPayload.shape.tone.describe("Default: formal."),
        instructions: coverLetterLinks.instructions.describe("Extra wishes for the writer."),
        name: createCoverLetterPayload.shape.name.describe(
          `What to call the letter; default "${DEFAULT_COVER_LETTER_NAME}".`,
        ),
      },
    },
    (input) =>
      answerTool(caller, "write_cover_letter", async () => {
        requireReadWrite(caller.user);
        await countAs(caller, "post", "/api/cover-letter/generate");
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
        await countAs(caller, "post", "/api/cover-letter/create");
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
