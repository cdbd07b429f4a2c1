// The boundaries of src (docs/decisions/013-boundaries.md), checked by `npm run lint:deps`.
// Each rule names a direction that must not exist; a violation fails `npm run lint`.
// TypeScript 7 has no JavaScript API, so dependency-cruiser does not scan .ts files by itself:
// `npm run lint:deps` names them ("src/**/*.{ts,tsx}") and Babel reads them (babelConfig).

/** Tests and their data never reach a bundle or the server's runtime. */
const TEST_FILES = "\\.test(-data)?\\.tsx?$";

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
