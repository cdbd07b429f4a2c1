import type { z } from "zod";

// One /api operation as the OpenAPI description and the /api/docs page show it. The table is
// data (operations-*.ts) next to the routes, with the routes' own zod schemas for bodies; a test
// (tests/integration/openapi.test.ts) fails when the app serves a route the table lacks.

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
  body?: z.ZodType | { multipart: string; description: string };
  /** The success answer: its status, what it holds, and its media type when not JSON. */
  answer: { status: number; description: string; mediaType?: string };
}

export const idQuery = (what: string): QueryParameter => ({
  name: "id",
  description: `The id of ${what}.`,
  required: true,
  type: "integer",
});

export const pageQuery: QueryParameter[] = [
  {
    name: "limit",
    description: "Page size, 1–100; with limit or cursor the answer is { items, nextCursor }.",
    type: "integer",
  },
  { name: "cursor", description: "The nextCursor of the previous page (opaque).", type: "string" },
];
