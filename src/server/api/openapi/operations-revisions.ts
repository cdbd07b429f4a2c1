import { improvePayload } from "../../../shared/contracts/improve.ts";
import {
  applyChangesPayload,
  confirmTermsPayload,
  generateRevisionPayload,
  renameRevisionPayload,
  updateRevisionPayload,
} from "../../../shared/contracts/revisions.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { improveField } from "../../modules/generations/improve-field.ts";
import { applyRevisionChanges } from "../../modules/revisions/apply-revision-changes.ts";
import { confirmTerms } from "../../modules/revisions/confirm-terms.ts";
import { deleteRevision } from "../../modules/revisions/delete-revision.ts";
import { generateRevision } from "../../modules/revisions/generate-revision.ts";
import { getRevision } from "../../modules/revisions/get-revision.ts";
import { listRevisions } from "../../modules/revisions/list-revisions.ts";
import { renameRevision } from "../../modules/revisions/rename-revision.ts";
import { updateRevision } from "../../modules/revisions/update-revision.ts";
import { answerGeneration } from "../generations/generation-response.ts";
import { idQuery, type Operation } from "./operation.ts";
import { deleteById, withBody } from "./operation-handler.ts";

// AI tailoring, Improve and the Tailored revisions of a resume (docs/api.md "AI writing"),
// declared with their handlers (decision 038); generation may stream NDJSON
// (api/generations/generation-response.ts). Improve shares the AI rate limit with generation but
// spends no credit: nothing is generated or saved.

const ai = { tag: "AI writing", access: "signed-in" } as const;
const IMPROVE_TIMEOUT_MS = 30_000;

export const revisionOperations: Operation[] = [
  {
    ...ai,
    method: "post",
    path: "/api/cv/generate",
    limit: "ai",
    summary: "Tailor a resume to a role or a saved job (send Accept: application/x-ndjson to stream)",
    ...withBody(generateRevisionPayload, (call) => answerGeneration(call, generateRevision)),
    answer: {
      status: 201,
      description:
        "A Revision; uses one AI generation (402 without). 200 with the revision already written from the same input, unchanged: true and a message, when nothing changed (no generation used)",
    },
  },
  {
    ...ai,
    method: "post",
    path: "/api/cv/improve",
    limit: "ai",
    summary: "Suggestions for each line of one field",
    ...withBody(improvePayload, ({ deps, userId, body }) =>
      improveField({
        db: deps.db,
        logger: deps.logger,
        writer: deps.writer,
        userId,
        // Suggestions are inline help: a model that takes longer than 30 s is stopped (504), not awaited.
        timeoutMs: Math.min(deps.env.AI_TIMEOUT_MS, IMPROVE_TIMEOUT_MS),
        payload: body,
      }),
    ),
    answer: { status: 200, description: "{ writer, bullets: [{ start, end, text, suggestions, ask }] }" },
  },
  {
    ...ai,
    method: "get",
    path: "/api/cv/revisions",
    summary: "A resume's Tailored revisions",
    query: [idQuery("the resume")],
    answer: { status: 200, description: "{ revisions: RevisionSummary[], generating, current_revision_id }" },
    handle: ({ deps, userId, query }) =>
      listRevisions({
        db: deps.db,
        userId,
        resumeId: parseQueryId(query.id),
        timeoutMs: deps.env.AI_TIMEOUT_MS,
        writer: deps.writer.name,
      }),
  },
  {
    ...ai,
    method: "get",
    path: "/api/cv/revision",
    summary: "One Tailored revision",
    query: [idQuery("the revision")],
    answer: { status: 200, description: "The Revision" },
    handle: ({ deps, userId, query }) => getRevision({ db: deps.db, userId, id: parseQueryId(query.id) }),
  },
  {
    ...ai,
    method: "patch",
    path: "/api/cv/revision",
    summary: "Edit a revision's texts (409 when updated_at is stale)",
    ...withBody(updateRevisionPayload, ({ deps, userId, body: { id, updated_at, ...edit } }) =>
      updateRevision({
        db: deps.db,
        userId,
        billingEnabled: deps.env.BILLING,
        id,
        updatedAt: updated_at,
        edit,
      }),
    ),
    answer: { status: 200, description: "The edited Revision" },
  },
  {
    ...ai,
    method: "patch",
    path: "/api/cv/revision/name",
    summary: "Rename a revision",
    ...withBody(renameRevisionPayload, ({ deps, userId, body: { id, name } }) =>
      renameRevision({ db: deps.db, userId, id, name }),
    ),
    answer: { status: 200, description: "The RevisionSummary" },
  },
  {
    ...ai,
    method: "post",
    path: "/api/cv/revision/confirm",
    summary: '"Do you have this?": add confirmed posting terms to the resume and the revision',
    ...withBody(confirmTermsPayload, ({ deps, userId, body: { id, terms } }) =>
      confirmTerms({ db: deps.db, userId, id, confirmations: terms }),
    ),
    answer: { status: 200, description: "The revision and the resume, scored again" },
  },
  {
    ...ai,
    method: "post",
    path: "/api/cv/revision/apply",
    limit: "write",
    summary: "Apply accepted changes into a new revision or the Original",
    // Adds a revision or rewrites the Original without AI: the write limit, no credit.
    ...withBody(applyChangesPayload, ({ deps, userId, body }) =>
      applyRevisionChanges({ db: deps.db, userId, payload: body }),
    ),
    answer: { status: 200, description: "{ revision, resume, applied, skipped }" },
  },
  {
    ...ai,
    method: "delete",
    path: "/api/cv/revision",
    summary: "Delete a revision",
    ...deleteById(({ db }, userId, id) => deleteRevision({ db, userId, id })),
    answer: { status: 200, description: "{ ok: true }" },
  },
];
