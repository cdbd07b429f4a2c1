import {
  createEntityPayload,
  deleteEntityPayload,
  listEntityQuery,
  reorderEntityPayload,
  updateEntityPayload,
} from "../../../shared/contracts/resume-rows.ts";
import { entityTypes } from "../../../shared/resume.ts";
import { parseQueryId, validatePayload } from "../../lib/validate-payload.ts";
import { createCoverLetter } from "../../modules/cover-letters/create-cover-letter.ts";
import { deleteCoverLetter } from "../../modules/cover-letters/delete-cover-letter.ts";
import { listCoverLetters } from "../../modules/cover-letters/list-cover-letters.ts";
import { updateCoverLetter } from "../../modules/cover-letters/update-cover-letter.ts";
import { parsePageQuery } from "../../modules/limits/page-query.ts";
import { createResumeRow } from "../../modules/resume-rows/create-resume-row.ts";
import { deleteResumeRow } from "../../modules/resume-rows/delete-resume-row.ts";
import { listResumeRows } from "../../modules/resume-rows/list-resume-rows.ts";
import { reorderResumeRows } from "../../modules/resume-rows/reorder-resume-rows.ts";
import { updateResumeRow } from "../../modules/resume-rows/update-resume-row.ts";
import { type Operation, pageQuery, resumeIdQuery } from "./operation.ts";
import { withBody } from "./operation-handler.ts";

// /api/entity (docs/api.md "Child rows"): a resume's ordered child rows, and the user's cover
// letters as the spec's other entity, each route declared here with its handler (decision 038).
// Every operation is scoped to the signed-in user.

const signedIn = { tag: "Resumes", access: "signed-in" } as const;

export const resumeRowOperations: Operation[] = [
  {
    ...signedIn,
    method: "get",
    path: "/api/entity",
    summary: "A resume's rows of one type, or the user's cover letters",
    query: [
      { name: "entity", description: "The row type.", required: true, values: entityTypes },
      { ...resumeIdQuery, required: false, description: "The resume's id (not for cover_letters)." },
      ...pageQuery,
    ],
    answer: { status: 200, description: "The rows by order" },
    handle: ({ deps: { db }, userId, query }) => {
      const { entity } = validatePayload(listEntityQuery, { entity: query.entity });
      if (entity === "cover_letters") return listCoverLetters({ db, userId, page: parsePageQuery(query) });
      const resumeId = parseQueryId(query.resume_id, "resume_id");
      return listResumeRows({ db, userId, type: entity, resumeId });
    },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/entity",
    limit: "write",
    summary: "Add a row (experience, education, project, certificate) or a cover letter",
    ...withBody(createEntityPayload, ({ deps: { db }, userId, body }) => {
      if (body.type === "cover_letters") {
        const { type: _type, ...fields } = body;
        return createCoverLetter({ db, userId, fields });
      }
      const { type, resume_id, ...fields } = body;
      return createResumeRow({ db, userId, type, resumeId: resume_id, fields });
    }),
    answer: { status: 201, description: "The row, placed last" },
  },
  {
    ...signedIn,
    method: "patch",
    path: "/api/entity",
    summary: "Change some fields of a row",
    ...withBody(updateEntityPayload, ({ deps: { db }, userId, body }) => {
      if (body.type === "cover_letters") {
        const { type: _type, id, ...fields } = body;
        return updateCoverLetter({ db, userId, id, fields });
      }
      const { type, id, ...fields } = body;
      return updateResumeRow({ db, userId, type, id, fields });
    }),
    answer: { status: 200, description: "The row" },
  },
  {
    ...signedIn,
    method: "delete",
    path: "/api/entity",
    summary: "Delete a row",
    ...withBody(deleteEntityPayload, async ({ deps: { db }, userId, body: { type, id } }) => {
      if (type === "cover_letters") await deleteCoverLetter({ db, userId, id });
      else await deleteResumeRow({ db, userId, type, id });
      return { ok: true };
    }),
    answer: { status: 200, description: "{ ok: true }" },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/entity/reorder",
    summary: "Put a resume's rows of one type in a new order",
    ...withBody(reorderEntityPayload, ({ deps: { db }, userId, body: { type, resume_id, ids } }) =>
      reorderResumeRows({ db, userId, type, resumeId: resume_id, ids }),
    ),
    answer: { status: 200, description: "The rows in their new order" },
  },
];
