import { z } from "zod";
import type { Operation, QueryParameter } from "./operation.ts";
import { apiOperations as operations } from "./operations.ts";

// The OpenAPI 3.1 description of /api (docs/decisions/027-openapi-and-api-keys.md), built once
// from the operation table. Request bodies are the routes' own zod schemas through zod's
// z.toJSONSchema (JSON Schema 2020-12, the dialect of OpenAPI 3.1), so a field added to a
// contract shows here without anyone writing it twice.

type JsonObject = Record<string, unknown>;

interface QueryParameterObject {
  name: string;
  in: "query";
  required: boolean;
  description: string;
  schema: { type: string; enum?: (string | number)[] };
}

interface RequestBodyObject {
  required: true;
  description?: string;
  content: Record<string, { schema: JsonObject }>;
}

/** One operation of the document, as /api/docs reads it back. */
export interface DescribedOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: QueryParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, { description: string; content: Record<string, JsonObject> }>;
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          type: "string",
          description: "bad_request, unauthorized, forbidden, not_found, rate_limited...",
        },
        message: { type: "string", description: "Written for a person." },
        details: {},
      },
    },
  },
};

const DESCRIPTION = `The HTTP API of Resume Builder. Every answer is JSON unless stated; errors are
\`{ "error": { "code", "message" } }\`. Signed-in operations take the website's session cookie or a
personal API key (Account page) as \`Authorization: Bearer rb_live_...\`: a \`read\` key may only GET,
a \`read-write\` key may also change data, and keys never reach the account or key routes. Writes
with a session must come from the site's own origin. Sign-in itself is Better Auth's, under
/api/auth/* (not described here).`;

/** The JSON Schema of a request body; `$defs` references are rewritten to where it is placed. */
function bodySchema(schema: z.ZodType, componentName: string): JsonObject {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonObject;
  delete json.$schema;
  const text = JSON.stringify(json).replaceAll('"#/$defs/', `"#/components/schemas/${componentName}/$defs/`);
  return JSON.parse(text);
}

function queryParameter(parameter: QueryParameter): QueryParameterObject {
  const schema: QueryParameterObject["schema"] = { type: parameter.type ?? "string" };
  if (parameter.values) schema.enum = [...parameter.values];
  return {
    name: parameter.name,
    in: "query" as const,
    required: parameter.required ?? false,
    description: parameter.description,
    schema,
  };
}

/** "post /api/cv/revision/name" → "postCvRevisionName": a stable, readable operationId. */
function operationId({ method, path }: Pick<Operation, "method" | "path">) {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean);
  return method + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

const SECURITY: Record<Operation["access"], DescribedOperation["security"]> = {
  public: [],
  "signed-in": [{ session: [] }, { apiKey: [] }],
  "session-only": [{ session: [] }],
};

function describeOperation(operation: Operation, schemas: Record<string, JsonObject>): DescribedOperation {
  const id = operationId(operation);
  const description = [
    operation.access === "session-only" ? "Needs a signed-in session: API keys are refused (403)." : "",
    operation.access === "signed-in" && operation.method !== "get"
      ? "A read API key is refused (403): use a session or a read-write key."
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const result: DescribedOperation = {
    operationId: id,
    tags: [operation.tag],
    summary: operation.summary,
    security: SECURITY[operation.access],
    responses: {
      [operation.answer.status]: {
        description: operation.answer.description,
        content: { [operation.answer.mediaType ?? "application/json"]: {} },
      },
      default: {
        description: "An error: the status and a message saying what to do",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  };
  if (description) result.description = description;
  if (operation.query?.length) result.parameters = operation.query.map(queryParameter);
  const body = operation.body;
  if (body && "multipart" in body) {
    result.requestBody = {
      required: true,
      description: body.description,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [body.multipart],
            properties: {
              [body.multipart]: { type: "string", contentMediaType: "application/octet-stream" },
            },
          },
        },
      },
    };
  } else if (body) {
    const name = `${id[0]?.toUpperCase()}${id.slice(1)}Body`;
    schemas[name] = bodySchema(body, name);
    result.requestBody = {
      required: true,
      content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  }
  return result;
}

/** The OpenAPI 3.1 document; `serverUrl` is APP_URL. */
export function buildOpenApiDocument(serverUrl: string) {
  const schemas: Record<string, JsonObject> = { Error: errorSchema };
  const paths: Record<string, Record<string, DescribedOperation>> = {};
  for (const operation of operations) {
    const methods = paths[operation.path] ?? {};
    methods[operation.method] = describeOperation(operation, schemas);
    paths[operation.path] = methods;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Resume Builder API", version: "1", description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        apiKey: { type: "http", scheme: "bearer", description: "A personal API key (rb_live_...)." },
      },
    },
  };
}
