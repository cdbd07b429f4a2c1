import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { buildOpenApiDocument, DescribedOperation } from "./build-openapi.ts";

// /api/docs: the OpenAPI description as one plain page, rendered on the server from the same
// document as /api/openapi.json. No script and nothing from another host (the CSP allows
// neither, and a self-hosted install may have no internet). Hono's html`` escapes every value.

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** The description's `code spans` (Markdown, as OpenAPI allows) as <code>, each part escaped. */
function withCode(text: string) {
  return text.split("`").map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : part));
}

const ACCESS: Record<string, string> = {
  "[]": "Public",
  '[{"session":[]},{"apiKey":[]}]': "Session or API key",
  '[{"session":[]}]': "Session only (no API key)",
};

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; background: #fff; }
h1, h2, h3 { line-height: 1.25; }
h3 { font-family: ui-monospace, monospace; font-size: 1rem; margin-top: 2rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; color: #0b4f8a; }
pre, code { font-family: ui-monospace, monospace; font-size: 0.875rem; }
pre { background: #f3f4f6; padding: 0.75rem; border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #d1d5db; vertical-align: top; }
a { color: #0b4f8a; }
details { margin: 0.5rem 0; }
@media (prefers-color-scheme: dark) {
  body { color: #e5e7eb; background: #111827; }
  pre { background: #1f2937; }
  .method, a { color: #93c5fd; }
  th, td { border-color: #374151; }
}`;

function parametersTable(parameters: NonNullable<DescribedOperation["parameters"]>) {
  return html`<table>
    <caption class="sr-only">Query parameters</caption>
    <thead><tr><th scope="col">Query parameter</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Meaning</th></tr></thead>
    <tbody>
      ${parameters.map(
        (p) => html`<tr>
          <td><code>${p.name}</code></td>
          <td>${p.schema.enum ? p.schema.enum.join(" | ") : p.schema.type}</td>
          <td>${p.required ? "yes" : "no"}</td>
          <td>${p.description}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

function requestBody(body: DescribedOperation["requestBody"], schemas: Record<string, unknown>) {
  if (!body) return "";
  const [mediaType, content] = Object.entries(body.content)[0] ?? [];
  const ref = content?.schema.$ref;
  const schema = typeof ref === "string" ? schemas[ref.split("/").pop() ?? ""] : content?.schema;
  return html`<details>
    <summary>Request body (${mediaType})${body.description ? html`: ${body.description}` : ""}</summary>
    <pre>${JSON.stringify(schema, null, 2)}</pre>
  </details>`;
}

function operationSection(
  method: string,
  path: string,
  operation: DescribedOperation,
  schemas: Record<string, unknown>,
) {
  const [status, answer] = Object.entries(operation.responses)[0] ?? [];
  const mediaType = Object.keys(answer?.content ?? {})[0];
  return html`<section id="${operation.operationId}" aria-labelledby="${operation.operationId}-title">
    <h3 id="${operation.operationId}-title"><span class="method">${method.toUpperCase()}</span> ${path}</h3>
    <p>${operation.summary}</p>
    <p><strong>Access:</strong> ${ACCESS[JSON.stringify(operation.security)] ?? "Signed in"}.
      ${operation.description ?? ""}</p>
    ${operation.parameters ? parametersTable(operation.parameters) : ""}
    ${requestBody(operation.requestBody, schemas)}
    <p><strong>${status}</strong> (${mediaType}): ${answer?.description}</p>
  </section>`;
}

export function referencePage(
  document: OpenApiDocument,
  nonce: string,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const schemas = document.components.schemas;
  const byTag = new Map<string, ReturnType<typeof operationSection>[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation, schemas)]);
    }
  }
  const base = document.servers[0]?.url ?? "";
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API reference · Resume Builder</title>
  <style nonce="${nonce}">${STYLE} .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }</style>
</head>
<body>
<header>
  <h1>Resume Builder API</h1>
  <p>${withCode(document.info.description)}</p>
  <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Make a key on the
    <a href="/app/settings">Account page</a>, then:</p>
  <pre>curl -H "Authorization: Bearer rb_live_..." ${base}/api/cv/list</pre>
  <nav aria-label="Sections"><ul>
    ${[...byTag.keys()].map((tag) => html`<li><a href="#tag-${tag.replaceAll(" ", "-")}">${tag}</a></li>`)}
  </ul></nav>
</header>
<main>
  ${[...byTag].map(
    ([tag, sections]) => html`<section aria-labelledby="tag-${tag.replaceAll(" ", "-")}">
      <h2 id="tag-${tag.replaceAll(" ", "-")}">${tag}</h2>
      ${sections}
    </section>`,
  )}
</main>
</body>
</html>`;
}
