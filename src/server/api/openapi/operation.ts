import type { z } from "zod";
import type { UserLimitKind } from "../../modules/limits/user-rate-limits.ts";
import type { OperationHandler } from "./operation-handler.ts";

// One /api operation, declared once: the OpenAPI description and the /api/docs page show it,
// its rate limit is put on its route (operation-limits.ts) and counted by the MCP tool doing
// the same thing, and, where it has a `handle`, its Hono route is built from it (mount-operations.ts).
// The table is data (operations-*.ts, listed in operations.ts) with the routes' own zod
// schemas for bodies; a test (tests/integration/openapi.test.ts) fails when the app serves a
// route the table lacks.

/** Who may call it: anyone, a session or an API key (a read key only GETs), or a session only. */
type Access = "public" | "signed-in" | "session-only";

export interface QueryParameter {
  name: string;
  description: string;
  required?: boolean;
  type?: "integer" | "string";
  /** The values it takes, when a few. */
  values?: readonly (string | number)[];
}

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tag: string;
  summary: string;
  access: Access;
  query?: QueryParameter[];
  /** A JSON body checked by this schema, or a multipart upload of one file field. */
  body?: z.ZodType | Upload;
  /** The success answer: its status, what it holds, and its media type when not JSON. */
  answer: { status: number; description: string; mediaType?: string };
  /** The per-user rate limit the route counts on (modules/limits/user-rate-limits.ts). */
  limit?: UserLimitKind;
  /** The route itself: the module call with the checked body (mount-operations.ts). */
  handle?: OperationHandler;
}

/**
 * A file sent as multipart/form-data in one field (mount-operations.ts reads it, within its own
 * size limit, before the handler runs): the handler is given its bytes as `file`.
 */
export interface Upload {
  multipart: string;
  description: string;
  /** The largest file taken, and what a larger one is told. */
  maxBytes: number;
  tooLarge: string;
  /** How to send it, told to a request without the file. */
  howToSend: string;
  /** A JSON body taken instead of a file (pasted text), checked by this schema. */
  orJson?: z.ZodType;
}

export const isUpload = (body: Operation["body"]): body is Upload => !!body && "multipart" in body;

export const idQuery = (what: string): QueryParameter => ({
  name: "id",
  description: `The id of ${what}.`,
  required: true,
  type: "integer",
});

export const resumeIdQuery = {
  name: "resume_id",
  description: "The resume's id.",
  required: true,
  type: "integer",
} as const satisfies QueryParameter;

export const pageQuery: QueryParameter[] = [
  {
    name: "limit",
    description: "Page size, 1–100; with limit or cursor the answer is { items, nextCursor }.",
    type: "integer",
  },
  { name: "cursor", description: "The nextCursor of the previous page (opaque).", type: "string" },
];
