import { Hono } from "hono";
import type { Env } from "../../env.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { buildOpenApiDocument } from "./build-openapi.ts";
import { referencePage } from "./reference-page.ts";

// Public: GET /api/openapi.json and its reading copy GET /api/docs, built once on first ask.

export function openApiRoutes(env: Env) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const built = () => {
    document ??= buildOpenApiDocument(env.APP_URL);
    return document;
  };
  return new Hono<AppBindings>()
    .get("/openapi.json", (c) => c.json(built()))
    .get("/docs", (c) => c.html(referencePage(built(), c.get("cspNonce"))));
}
