// The boundaries of src (docs/decisions/013-boundaries.md), checked by `npm run lint:deps`.
// Each rule names a direction that must not exist; a violation fails `npm run lint`.
// TypeScript 7 has no JavaScript API, so dependency-cruiser does not scan .ts files by itself:
// `npm run lint:deps` names them ("src/**/*.{ts,tsx}") and Babel reads them (babelConfig).

/** Tests and their data never reach a bundle or the server's runtime. */
const TEST_FILES = "\\.test(-data)?\\.tsx?$";

/** env.ts is read by every floor of the server. */
const ENV = "^src/server/env\\.ts$";
/** The server's services floor, above lib and db. */
const SERVICES = "(auth|ai|pdf|storage|email)";
/** What app.ts mounts: the routes' floor. */
const ROUTES = "(api|mcp|site)";
/** The top floor: entry, wiring by env and HTTP composition. */
const TOP = "^src/server/(app|create-server|start|index)\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-feature-to-other-feature",
      comment:
        "A web feature does not import another feature: what two features share lives in " +
        "src/web/components (React pieces) or src/web/lib (the rest).",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "web-to-server",
      comment:
        "The browser bundle does not import server code. Only React Router's server-only " +
        "modules (*.server.ts, *.server.tsx) may, and tests, which never reach the bundle.",
      severity: "error",
      from: { path: "^src/web/", pathNot: ["\\.server\\.tsx?$", TEST_FILES] },
      to: { path: "^src/server/" },
    },
    {
      name: "shared-to-web-or-server",
      comment: "src/shared is used by both sides, so it imports neither of them (its tests may).",
      severity: "error",
      from: { path: "^src/shared/", pathNot: TEST_FILES },
      to: { path: "^src/(web|server)/" },
    },
    {
      name: "server-to-web",
      comment: "The server does not import the web app's source; it serves its build.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    // The server's floors, lowest first (docs/architecture.md "Rules", decision 013):
    //   lib → db → auth, ai, pdf, storage, email → modules → api, mcp, site → app.ts,
    //   create-server.ts, start.ts, index.ts.
    // A file imports its own floor and the floors below it, never one above: a lower floor then
    // works (and is tested) without the HTTP layer, and a change up high cannot break it. env.ts
    // is read by every floor. site/ (serving the web build, the sitemap) is HTTP routes over
    // modules/blog, so it sits on the routes' floor beside api/ and mcp/. Tests are exempt, as
    // from the layer rules above: a test may build its fixtures with any floor.
    {
      name: "server-lib-floor",
      comment:
        "src/server/lib is the lowest floor (errors, request id, log, headers): it imports only " +
        "itself and env.ts, so everything above can use it without pulling in the database or HTTP routes.",
      severity: "error",
      from: { path: "^src/server/lib/", pathNot: TEST_FILES },
      to: { path: `^src/server/`, pathNot: [`^src/server/lib/`, ENV] },
    },
    {
      name: "server-db-floor",
      comment:
        "src/server/db (client, schema, migrations, counters) stands on lib only: the database " +
        "does not know about auth, domains or routes, so every floor above may query it.",
      severity: "error",
      from: { path: "^src/server/db/", pathNot: TEST_FILES },
      to: { path: `^src/server/`, pathNot: [`^src/server/(lib|db)/`, ENV] },
    },
    {
      name: "server-services-floor",
      comment:
        "auth, ai, pdf, storage and email are services over lib and db: they may use one another, " +
        "never a domain module, a route or the wiring (what a service needs from above is passed in).",
      severity: "error",
      from: { path: `^src/server/${SERVICES}/`, pathNot: TEST_FILES },
      to: { path: [`^src/server/${ROUTES}/`, "^src/server/modules/", TOP] },
    },
    {
      name: "server-modules-floor",
      comment:
        "Domain functions (src/server/modules) know nothing of HTTP, MCP or the wiring: routes and " +
        "tools call them, so one rule serves every caller.",
      severity: "error",
      from: { path: "^src/server/modules/", pathNot: TEST_FILES },
      to: { path: [`^src/server/${ROUTES}/`, TOP] },
    },
    {
      name: "server-routes-floor",
      comment: "api/, mcp/ and site/ are what app.ts mounts: they do not import the composition above them.",
      severity: "error",
      from: { path: `^src/server/${ROUTES}/`, pathNot: TEST_FILES },
      to: { path: TOP },
    },
    {
      name: "server-routes-to-other-routes",
      comment:
        "api/, mcp/ and site/ share one floor and do not import each other: what two of them share " +
        "(a render guard, a dependency type) belongs on a floor below both. This rule covers api/ " +
        "and site/; mcp/ has the two below.",
      severity: "error",
      from: { path: "^src/server/(api|site)/", pathNot: TEST_FILES },
      to: { path: `^src/server/${ROUTES}/`, pathNot: "^src/server/$1/" },
    },
    {
      name: "server-mcp-to-site",
      comment: "MCP tools call domain modules, never the web build's serving (same floor).",
      severity: "error",
      from: { path: "^src/server/mcp/", pathNot: TEST_FILES },
      to: { path: "^src/server/site/" },
    },
    {
      name: "server-mcp-to-api",
      comment:
        "MCP tools are a second door to the same modules as the HTTP routes, not a client of them: " +
        "they import modules/ (the print service, the render guards), never a route file. The one " +
        "part of api/ they read is the operation table (api/openapi/operations.ts and its types), " +
        "which declares each route once: a tool counts on the limit of the operation it does.",
      severity: "error",
      from: { path: "^src/server/mcp/", pathNot: TEST_FILES },
      to: { path: "^src/server/api/", pathNot: "^src/server/api/openapi/operations?\\.ts$" },
    },
    {
      name: "no-circular",
      comment:
        "No file reaches itself through its imports: a cycle makes load order matter (a value " +
        "undefined at import time) and ties the files so neither can change or be tested alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: Babel reads
    // the .ts/.tsx files instead, keeping type-only imports so they count too.
    babelConfig: { fileName: ".dependency-cruiser.babel.cjs" },
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
